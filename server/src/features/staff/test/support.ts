import type { StaffRole } from '@museum/shared';
import { expect } from 'vitest';
import type { TestApp } from '#test/helpers/app.ts';
import { solveCaptcha } from '../../accounts/test/support.ts';
import { CLI_ACTOR } from '../audit.ts';
import { createStaffMember } from '../members.ts';

export const STAFF_PASSWORD = 'Gallery2026';

export interface TestStaff {
  id: number;
  username: string;
  token: string;
  headers: { authorization: string };
}

let counter = 0;
/** A staff username no other test in this process has used. */
export const uniqueUsername = (prefix = 'staff') => `${prefix}${process.pid % 10000}x${++counter}`;

/** Signs in through the API, with a solved captcha (or none when the test app turned it off). */
export async function staffSignIn(
  t: TestApp,
  username: string,
  password = STAFF_PASSWORD,
  remoteAddress?: string,
) {
  const captcha = t.config.captchaEnabled ? await solveCaptcha(t) : {};
  return t.api('POST', '/admin/login', {
    payload: { username, password, ...captcha },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A staff account made straight in the database (audited as the staff command), signed in through the API. */
export async function createStaff(
  t: TestApp,
  roles: StaffRole[],
  options: { username?: string; name?: string; password?: string } = {},
): Promise<TestStaff> {
  const username = options.username ?? uniqueUsername(roles[0]);
  const password = options.password ?? STAFF_PASSWORD;
  const row = await createStaffMember(
    t.db,
    { username, name: options.name ?? '测试员工', password, roles },
    CLI_ACTOR,
  );
  const answer = await staffSignIn(t, username, password);
  expect(answer, answer.msg).toMatchObject({ code: 200 });
  const token = answer.data.token as string;
  return { id: row.id, username, token, headers: { authorization: `Bearer ${token}` } };
}
