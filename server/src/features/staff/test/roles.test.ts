import { Messages, type StaffRole } from '@museum/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createStaff, type TestStaff } from './support.ts';

/** The staff calls that exist so far, and who may make each (an admin may make every one). */
interface Call {
  name: string;
  request: (target: number) => Omit<InjectOptions, 'headers'>;
  roles: 'any' | 'admin';
}
const calls: Call[] = [
  { name: 'GET me', request: () => ({ method: 'GET', url: '/prod-api/admin/me' }), roles: 'any' },
  { name: 'GET staff', request: () => ({ method: 'GET', url: '/prod-api/admin/staff' }), roles: 'admin' },
  {
    name: 'GET staff/{id}',
    request: (id) => ({ method: 'GET', url: `/prod-api/admin/staff/${id}` }),
    roles: 'admin',
  },
  {
    name: 'POST staff',
    request: () => ({
      method: 'POST',
      url: '/prod-api/admin/staff',
      payload: {
        username: `new${Math.random().toString(36).slice(2, 10)}`,
        name: '新同事',
        password: 'Tianshan2027',
        roles: ['editor'],
      },
    }),
    roles: 'admin',
  },
  {
    name: 'PUT staff/{id}',
    request: (id) => ({ method: 'PUT', url: `/prod-api/admin/staff/${id}`, payload: { name: '改名' } }),
    roles: 'admin',
  },
  { name: 'GET audit', request: () => ({ method: 'GET', url: '/prod-api/admin/audit' }), roles: 'admin' },
  // Sign-out last: it ends the session.
  { name: 'POST logout', request: () => ({ method: 'POST', url: '/prod-api/admin/logout' }), roles: 'any' },
];

let t: TestApp;
let target: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  target = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

const ROLE_SETS: StaffRole[][] = [
  ['admin'],
  ['editor'],
  ['frontdesk'],
  ['reviewer'],
  ['editor', 'frontdesk', 'reviewer'],
  ['admin', 'reviewer'],
];

describe('the role of every staff call, checked on the server', () => {
  for (const roles of ROLE_SETS) {
    it(`as ${roles.join(' + ')}`, async () => {
      const staff = await createStaff(t, roles);
      for (const call of calls) {
        const allowed = call.roles === 'any' || roles.includes('admin');
        const answer = (await t.app.inject({ ...call.request(target.id), headers: staff.headers })).json();
        if (allowed) expect(answer, `${call.name}: ${answer.msg}`).toMatchObject({ code: 200 });
        else expect(answer, call.name).toEqual({ code: 403, msg: Messages.http403 });
      }
    });
  }

  it('refuses the forbidden call before reading its body', async () => {
    const editor = await createStaff(t, ['editor']);
    const answer = await t.api('POST', '/admin/staff', {
      headers: { ...editor.headers, 'content-type': 'application/json' },
      payload: 'not json',
    });
    expect(answer).toEqual({ code: 403, msg: '当前操作没有权限' });
  });

  it('reads the roles on every call: a role taken away closes its calls at once', async () => {
    const admin = await createStaff(t, ['admin']);
    const staff = await createStaff(t, ['admin', 'editor']);
    expect((await t.api('GET', '/admin/audit', { headers: staff.headers })).code).toBe(200);
    await t.api('PUT', `/admin/staff/${staff.id}`, {
      headers: admin.headers,
      payload: { roles: ['editor'] },
    });
    expect(await t.api('GET', '/admin/audit', { headers: staff.headers })).toMatchObject({ code: 403 });
    expect(await t.api('GET', '/admin/me', { headers: staff.headers })).toMatchObject({
      code: 200,
      data: { roles: ['editor'] },
    });
  });
});
