import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, profiles, renderConsole, resetStaffSession, signedIn } from '#test/console.tsx';
import { getStaffToken } from '@/shared/lib/staff-token';

const emptyList = { code: 200, msg: '查询成功', total: 0, rows: [] };

beforeEach(resetStaffSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sideMenu = async () => within(await screen.findByRole('navigation', { name: '后台菜单' }));

describe('the console frame', () => {
  it('shows an editor the content modules and their own account, but not staff or the audit log', async () => {
    signedIn();
    fakeServer({ 'GET /admin/me': ok(profiles.editor) });
    renderConsole('/admin/account');
    const menu = await sideMenu();
    expect(menu.getByText('内容管理')).toBeTruthy();
    expect(menu.getByText('我的账号')).toBeTruthy();
    expect(menu.queryByText('员工与角色')).toBeNull();
    expect(menu.queryByText('操作日志')).toBeNull();
    // The header names who is signed in and their roles.
    expect(screen.getByRole('button', { name: /^李编辑/ }).textContent).toContain('内容编辑');
  });

  it('lists every content module for an admin, each linking to its screen', async () => {
    signedIn();
    fakeServer({ 'GET /admin/me': ok(profiles.admin), 'GET /admin/staff': emptyList });
    renderConsole('/admin/staff');
    const menu = await sideMenu();
    expect(menu.getByText('员工与角色')).toBeTruthy();
    expect(menu.getByText('操作日志')).toBeTruthy();
    fireEvent.click(menu.getByText('内容管理'));
    const link = await menu.findByRole('link', { name: '展览' });
    expect(link.getAttribute('href')).toBe('/admin/content/exhibition');
    expect(menu.getByRole('link', { name: '藏品类别' }).getAttribute('href')).toBe(
      '/admin/content/work-type',
    );
  });

  it('starts with the side menu collapsed on a tablet, and opens it from the header', async () => {
    signedIn();
    fakeServer({ 'GET /admin/me': ok(profiles.editor) });
    renderConsole('/admin/account', { width: 1024 });
    const toggle = await screen.findByRole('button', { name: '展开菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: '收起菜单' }).getAttribute('aria-expanded')).toBe('true');
    expect((await sideMenu()).getByText('内容管理')).toBeTruthy();
  });

  it('answers a screen the roles do not allow with 当前操作没有权限 and a way back, calling nothing', async () => {
    signedIn();
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.editor),
      'GET /admin/staff': emptyList,
      'GET /admin/dashboard': ok({}),
    });
    const { router } = renderConsole('/admin/staff');
    expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/admin/')).map((call) => call.path)).toEqual([
      '/admin/me',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '回到后台首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('keeps the content screens for editors and admins', async () => {
    signedIn();
    fakeServer({ 'GET /admin/me': ok(profiles.frontdesk) });
    renderConsole('/admin/content/exhibition');
    expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
    const menu = await sideMenu();
    expect(menu.queryByText('内容管理')).toBeNull();
  });

  it('opens the dashboard at /admin, first in the menu', async () => {
    signedIn();
    fakeServer({ 'GET /admin/me': ok(profiles.admin), 'GET /admin/dashboard': ok({}) });
    const { router } = renderConsole('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: '概览' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    const menu = await sideMenu();
    expect(menu.getAllByRole('menuitem')[0]?.textContent).toBe('概览');
  });

  it("opens the side menu's short groups from the start, but not content's twelve modules", async () => {
    signedIn();
    fakeServer({ 'GET /admin/me': ok(profiles.admin), 'GET /admin/dashboard': ok({}) });
    renderConsole('/admin');
    const menu = await sideMenu();
    expect((await menu.findByRole('link', { name: '检票' })).getAttribute('href')).toBe(
      '/admin/entry/checkin',
    );
    expect(menu.getByRole('link', { name: '办展申请' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: '展览' })).toBeNull();
  });

  it('sends a visitor without a staff session to sign in, with the way back', async () => {
    const calls = fakeServer({ 'GET /captchaImage': ok({ captchaEnabled: false }) });
    const { router } = renderConsole('/admin/audit?username=admin');
    expect(await screen.findByRole('heading', { name: '员工登录' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/admin/audit?username=admin')}`,
    );
    expect(calls.some((call) => call.path.startsWith('/admin/'))).toBe(false);
  });

  it('goes to sign-in when the server ends the session (401 on a staff call)', async () => {
    signedIn('stale');
    fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/staff': { code: 401, msg: '登录状态已过期' },
      'GET /captchaImage': ok({ captchaEnabled: false }),
    });
    const { router } = renderConsole('/admin/staff');
    expect(await screen.findByText('登录状态已过期，请重新登录')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/staff')}`);
    expect(getStaffToken()).toBeUndefined();
  });

  it('signs out on the server and forgets the token', async () => {
    signedIn();
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.editor),
      'POST /admin/logout': ok(undefined, '已退出登录'),
      'GET /captchaImage': ok({ captchaEnabled: false }),
    });
    const { router } = renderConsole('/admin/account');
    fireEvent.click(await screen.findByRole('button', { name: /^李编辑/ }));
    fireEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(calls.find((call) => call.path === '/admin/logout')?.authorization).toBe('Bearer staff-token');
    expect(getStaffToken()).toBeUndefined();
  });
});
