import { Messages, StaffMessages } from '@museum/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  fakeServer,
  ok,
  profiles,
  refused,
  renderConsole,
  signedInForEachTest,
} from '#test/console.tsx';

const members = [
  {
    id: 1,
    username: 'admin',
    name: '王馆长',
    roles: ['admin'],
    enabled: true,
    totpEnabled: true,
    createdAt: '2026-11-01T02:00:00.000Z',
    updatedAt: '2026-11-01T02:00:00.000Z',
  },
  {
    id: 2,
    username: 'editor',
    name: '李编辑',
    roles: ['editor'],
    enabled: false,
    totpEnabled: false,
    createdAt: '2026-11-02T02:00:00.000Z',
    updatedAt: '2026-11-02T02:00:00.000Z',
  },
  {
    id: 3,
    username: 'reviewer',
    name: '周审核',
    roles: ['reviewer'],
    enabled: true,
    totpEnabled: true,
    createdAt: '2026-11-03T02:00:00.000Z',
    updatedAt: '2026-11-03T02:00:00.000Z',
  },
];
const list = (call: ApiCall) => ({
  code: 200,
  msg: '查询成功',
  total: 23,
  rows: call.query.get('pageNum') === '3' ? [] : members,
});

signedInForEachTest();

const dialog = () => within(screen.getByRole('dialog'));

async function openCreate() {
  renderConsole('/admin/staff');
  expect(await screen.findByText('李编辑')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '新增员工' }));
  await screen.findByRole('dialog');
}

function fill(label: string, value: string) {
  fireEvent.change(dialog().getByLabelText(label), { target: { value } });
}

describe('staff accounts', () => {
  it('lists staff with roles, status and two-step verification, and filters and pages on the server', async () => {
    const calls = fakeServer({ 'GET /admin/me': ok(profiles.admin), 'GET /admin/staff': list });
    renderConsole('/admin/staff');
    const row = (await screen.findByText('李编辑')).closest('tr')!;
    expect(within(row).getByText('内容编辑')).toBeTruthy();
    expect(within(row).getByText('停用')).toBeTruthy();
    expect(within(row).getByText('未开启')).toBeTruthy();
    expect(screen.getByText('共 23 名员工')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('搜索用户名或姓名'), { target: { value: ' 李 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(calls.at(-1)?.query.get('keyword')).toBe('李'));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(calls.at(-1)?.query.get('pageNum')).toBe('3'));
    expect(calls.at(-1)?.query.get('keyword')).toBe('李');
    expect(calls.at(-1)?.authorization).toBe('Bearer staff-token');
  });

  it('checks a new account’s fields before sending anything', async () => {
    const calls = fakeServer({ 'GET /admin/me': ok(profiles.admin), 'GET /admin/staff': list });
    await openCreate();
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText(StaffMessages.usernameRequired)).toBeTruthy();
    expect(dialog().getByText(StaffMessages.nameRequired)).toBeTruthy();
    expect(dialog().getByText(StaffMessages.rolesRequired)).toBeTruthy();
    expect(dialog().getByText(Messages.passwordRequired)).toBeTruthy();

    fill('用户名', '9zhang');
    fill('姓名', '张<b>');
    fill('初始密码', 'short');
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText(StaffMessages.usernameInvalid)).toBeTruthy();
    expect(dialog().getByText(StaffMessages.nameInvalid)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates an account, and shows the server’s refusal under the field it concerns', async () => {
    let attempt = 0;
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/staff': list,
      'POST /admin/staff': () => {
        attempt += 1;
        if (attempt === 1) return refused(StaffMessages.usernameTaken);
        if (attempt === 2) return refused('姓名与现有员工重复，请加上部门区分', { field: 'name' });
        return ok(members[1], StaffMessages.created);
      },
    });
    await openCreate();
    fill('用户名', 'Zhang.san');
    fill('姓名', '张三');
    fireEvent.click(dialog().getByLabelText(/内容编辑/));
    fill('初始密码', 'Museum2026');
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));

    const username = dialog().getByLabelText('用户名').closest('.ant-form-item')!;
    expect(await within(username as HTMLElement).findByText(StaffMessages.usernameTaken)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'zhang.san',
      name: '张三',
      roles: ['editor'],
      password: 'Museum2026',
    });

    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    const name = dialog().getByLabelText('姓名').closest('.ant-form-item')!;
    expect(await within(name as HTMLElement).findByText('姓名与现有员工重复，请加上部门区分')).toBeTruthy();

    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await screen.findByText(StaffMessages.created)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3);
    // The list is read again with the new account.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/admin/staff' && call.method === 'GET')).toHaveLength(2),
    );
  });

  it('says why the last admin cannot lose the role', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/staff': list,
      'PUT /admin/staff/1': refused(StaffMessages.lastAdmin),
    });
    renderConsole('/admin/staff');
    const row = (await screen.findByText('王馆长（我）')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    await screen.findByRole('dialog');
    fireEvent.click(dialog().getByLabelText(/管理员/));
    fireEvent.click(dialog().getByLabelText(/内容编辑/));
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText(StaffMessages.lastAdmin)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: '王馆长',
      roles: ['editor'],
      enabled: true,
    });
  });

  it('turns off a member’s two-step verification after asking', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/staff': list,
      'DELETE /admin/staff/3/totp': ok(undefined, StaffMessages.totpReset),
    });
    renderConsole('/admin/staff');
    const row = (await screen.findByText('周审核')).closest('tr')!;
    expect(
      within((await screen.findByText('李编辑')).closest('tr')!).queryByRole('button', {
        name: '关闭两步验证',
      }),
    ).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '关闭两步验证' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: '关闭两步验证' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText(StaffMessages.totpReset)).toBeTruthy();
  });

  it('asks an admin for their current password to change their own password or turn off their own codes', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok({ ...profiles.admin, totpEnabled: true }),
      'GET /admin/staff': list,
      'PUT /admin/me/password': ok(undefined, StaffMessages.passwordChanged),
      'DELETE /admin/me/totp': ok(undefined, StaffMessages.totpOff),
    });
    renderConsole('/admin/staff');
    const row = (await screen.findByText('王馆长（我）')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '重置密码' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: '修改密码' }));
    await screen.findByRole('dialog');
    fill('原密码', 'Museum2026');
    fill('新密码', 'Atelier2027');
    fill('确认新密码', 'Atelier2027');
    fireEvent.click(dialog().getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText(StaffMessages.passwordChanged)).toBeTruthy();
    expect(calls.find((call) => call.path === '/admin/me/password')?.body).toEqual({
      oldPassword: 'Museum2026',
      newPassword: 'Atelier2027',
    });

    fireEvent.click(within(row).getByRole('button', { name: '关闭两步验证' }));
    const totp = within((await screen.findByLabelText('登录密码')).closest<HTMLElement>('[role="dialog"]')!);
    fireEvent.change(totp.getByLabelText('登录密码'), { target: { value: 'Museum2026' } });
    fireEvent.click(totp.getByRole('button', { name: '关闭两步验证' }));
    expect(await screen.findByText(StaffMessages.totpOff)).toBeTruthy();
    expect(calls.find((call) => call.path === '/admin/me/totp')?.body).toEqual({ password: 'Museum2026' });
    // Never the admin's reset of someone else's account.
    expect(calls.filter((call) => /^\/admin\/staff\/1/.test(call.path))).toEqual([]);
  });
});
