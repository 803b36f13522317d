import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, profiles, renderConsole, signedInForEachTest } from '#test/console.tsx';
import { dayjs } from '@/shared/lib/dayjs';
import { auditQueryOf } from './AuditLogScreen';

const rows = [
  {
    id: 31,
    username: 'admin',
    action: 'staff',
    module: 'staff',
    recordId: '2',
    before: { roles: ['editor'], enabled: true },
    after: { roles: ['editor', 'reviewer'], enabled: false },
    createdAt: '2026-11-20T06:30:00.000Z',
  },
  {
    id: 30,
    username: 'editor',
    action: 'publish',
    module: 'exhibition',
    recordId: '7',
    before: null,
    after: null,
    createdAt: '2026-11-19T06:30:00.000Z',
  },
  {
    id: 29,
    username: 'editor',
    action: 'signin',
    module: 'staff',
    recordId: '2',
    before: null,
    after: { outcome: 'locked', via: 'code' },
    createdAt: '2026-11-18T06:30:00.000Z',
  },
];

signedInForEachTest();

/** Picks an option of the antd select labelled `label` by its text. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (node) => node.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('the audit log', () => {
  it('shows actions and modules in Chinese and opens a row to the fields it changed', async () => {
    fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/audit': { code: 200, msg: '查询成功', total: 3, rows },
    });
    renderConsole('/admin/audit');
    const row = (await screen.findByText('账号变更')).closest('tr')!;
    expect(within(row).getByText('员工账号')).toBeTruthy();
    const published = screen.getByText('发布').closest('tr')!;
    expect(within(published).getByText('展览')).toBeTruthy();
    // A change without recorded fields has nothing to open.
    expect(within(published).queryByRole('button', { name: /展开/ })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /展开/ }));
    const diff = await screen.findByRole('table', { name: '字段变化' });
    const roles = within(diff).getByText('角色').closest('tr')!;
    expect([...roles.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '内容编辑',
      '内容编辑、审核员',
    ]);
    const enabled = within(diff).getByText('启用').closest('tr')!;
    expect([...enabled.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['是', '否']);
  });

  it('says how a failed sign-in went', async () => {
    fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/audit': { code: 200, msg: '查询成功', total: 3, rows },
    });
    renderConsole('/admin/audit');
    const row = (await screen.findByText('登录后台')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /展开/ }));
    const diff = await screen.findByRole('table', { name: '字段变化' });
    const cell = (label: string) =>
      within(diff).getByText(label).closest('tr')!.querySelector('td')?.textContent;
    expect(cell('结果')).toBe('错误次数过多，已锁定');
    expect(cell('方式')).toBe('动态码');
  });

  it('sends the chosen filters and starts again from the first page', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/audit': { code: 200, msg: '查询成功', total: 42, rows },
    });
    renderConsole('/admin/audit');
    await screen.findByText('共 42 条记录');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.at(-1)?.query.get('pageNum')).toBe('2'));

    fireEvent.change(screen.getByLabelText('操作人'), { target: { value: ' editor ' } });
    await choose('操作', '发布');
    await choose('模块', '展览');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('action')).toBe('publish'));
    const query = calls.at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({
      pageNum: '1',
      pageSize: '10',
      username: 'editor',
      action: 'publish',
      module: 'exhibition',
    });

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('action')).toBeNull());
  });

  it('turns the date range into the days the server takes, both included', () => {
    expect(auditQueryOf({ range: [dayjs('2026-11-01T10:00:00'), dayjs('2026-11-15T23:00:00')] })).toEqual({
      username: undefined,
      action: undefined,
      module: undefined,
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(auditQueryOf({ username: '  ', range: [null, dayjs('2026-11-15')] })).toMatchObject({
      username: undefined,
      from: undefined,
      to: '2026-11-15',
    });
  });
});
