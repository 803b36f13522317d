import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard } from '#test/helpers/users.ts';
import { auditLog } from '../../staff/tables.ts';

/** A Wednesday, 10:00 in Shanghai: the window runs 12-02 (today) to 12-08; Monday 12-07 is closed by rule. */
export const WEDNESDAY_10AM = new Date('2026-12-02T02:00:00Z');
export const TODAY = '2026-12-02';

const NAMES = ['张三丰', '李四光', '王五岳', '赵六合', '钱七星'];
let idIndex = 700 + (process.pid % 100) * 10;

export interface Booked {
  user: TestUser;
  id: number;
  ticketCode: string;
}

/** A verified visitor booking `people` places on `day` through the visitor API. */
export async function bookOn(t: TestApp, day: string, people = 1): Promise<Booked> {
  idIndex += 1;
  const user = await createSignedInUser(t, { realName: { name: '李明远', idCard: testIdCard(idIndex) } });
  const answer = await t.api('POST', '/client/entry/apply', {
    headers: user.headers,
    payload: {
      applyTime: day,
      users: NAMES.slice(0, people).map((name) => ({ name, sex: 1, age: 30 })),
      phone: user.phone,
    },
  });
  expect(answer, answer.msg).toMatchObject({ code: 200 });
  return { user, id: answer.data.id, ticketCode: answer.data.ticketCode };
}

export async function auditRows(t: TestApp, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action as never), eq(auditLog.module, 'entry')));
}
