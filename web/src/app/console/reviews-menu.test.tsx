import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, profiles, renderConsole, signedInForEachTest } from '#test/console.tsx';

const reviewer = { username: 'reviewer', name: '周审核', roles: ['reviewer'], totpEnabled: false };
const emptyList = { code: 200, msg: '查询成功', total: 0, rows: [] };

signedInForEachTest();

const sideMenu = async () => within(await screen.findByRole('navigation', { name: '后台菜单' }));

describe('reviews and messages in the console', () => {
  it('shows a reviewer the five review screens in the menu', async () => {
    fakeServer({ 'GET /admin/me': ok(reviewer), 'GET /admin/applications': emptyList });
    renderConsole('/admin/reviews/applications');
    const menu = await sideMenu();
    expect((await menu.findByRole('link', { name: '办展申请' })).getAttribute('href')).toBe(
      '/admin/reviews/applications',
    );
    expect(menu.getByRole('link', { name: '捐赠登记' }).getAttribute('href')).toBe(
      '/admin/reviews/donations',
    );
    expect(menu.getByRole('link', { name: '展览与活动预约' }).getAttribute('href')).toBe(
      '/admin/reviews/orders',
    );
    expect(menu.getByRole('link', { name: '团体预约' }).getAttribute('href')).toBe('/admin/reviews/groups');
    expect(menu.getByRole('link', { name: '群发消息' }).getAttribute('href')).toBe(
      '/admin/messages/broadcast',
    );
    expect(menu.queryByText('内容管理')).toBeNull();
    expect(menu.queryByText('员工与角色')).toBeNull();
  });

  it('shows an admin the group too', async () => {
    fakeServer({ 'GET /admin/me': ok(profiles.admin), 'GET /admin/orders': emptyList });
    renderConsole('/admin/reviews/orders');
    expect(await screen.findByRole('heading', { name: '展览与活动预约' })).toBeTruthy();
    expect((await sideMenu()).getByText('审核与消息')).toBeTruthy();
  });

  it.each([
    '/admin/reviews/applications',
    '/admin/reviews/donations',
    '/admin/reviews/orders',
    '/admin/reviews/groups',
    '/admin/messages/broadcast',
  ])(
    'answers an editor at %s with 当前操作没有权限, hiding the menu group and calling nothing',
    async (path) => {
      const calls = fakeServer({ 'GET /admin/me': ok(profiles.editor) });
      renderConsole(path);
      expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
      const menu = await sideMenu();
      expect(menu.queryByText('审核与消息')).toBeNull();
      fireEvent.click(menu.getByText('内容管理'));
      expect(menu.queryByText('群发消息')).toBeNull();
      expect(calls.filter((call) => call.path.startsWith('/admin/')).map((call) => call.path)).toEqual([
        '/admin/me',
      ]);
    },
  );
});
