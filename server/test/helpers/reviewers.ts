import { StaffRole } from '@museum/shared';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { createStaff, type TestStaff } from '../../src/features/staff/test/support.ts';
import type { TestApp } from './app.ts';
import type { TestUser } from './users.ts';

/** One signed-in staff member per role, for the reviews' role checks. */
export interface StaffByRole {
  reviewer: TestStaff;
  admin: TestStaff;
  editor: TestStaff;
  frontdesk: TestStaff;
}

export async function createStaffByRole(t: TestApp): Promise<StaffByRole> {
  const [reviewer, admin, editor, frontdesk] = await Promise.all(
    [StaffRole.reviewer, StaffRole.admin, StaffRole.editor, StaffRole.frontdesk].map((role) =>
      createStaff(t, [role]),
    ),
  );
  return { reviewer: reviewer!, admin: admin!, editor: editor!, frontdesk: frontdesk! };
}

/**
 * A staff call answers 401 to a visitor's token and to none, 403 当前操作没有权限 to an editor and a front-desk
 * member, and gets past the guard for a reviewer and an admin (give a path whose record does not exist for a
 * change, so that nothing changes).
 */
export async function expectReviewerOnly(
  t: TestApp,
  staff: StaffByRole,
  visitor: TestUser,
  method: InjectOptions['method'],
  path: string,
  payload?: Record<string, unknown>,
) {
  const call = (headers?: Record<string, string>) =>
    t.api(method, path, { ...(headers ? { headers } : {}), payload });
  expect((await call()).code, `${method} ${path} without a token`).toBe(401);
  expect((await call(visitor.headers)).code, `${method} ${path} as a visitor`).toBe(401);
  for (const role of ['editor', 'frontdesk'] as const) {
    expect(await call(staff[role].headers), `${method} ${path} as ${role}`).toEqual({
      code: 403,
      msg: '当前操作没有权限',
    });
  }
  for (const role of ['reviewer', 'admin'] as const) {
    const answer = await call(staff[role].headers);
    expect([401, 403], `${method} ${path} as ${role}: ${answer.msg}`).not.toContain(answer.code);
  }
}
