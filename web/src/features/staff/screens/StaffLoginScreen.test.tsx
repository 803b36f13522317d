import { StaffMessages } from '@museum/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, profiles, refused, renderConsole, resetStaffSession } from '#test/console.tsx';
import { getStaffToken } from '@/shared/lib/staff-token';
import { safeRedirect } from './StaffLoginScreen';

let captchas = 0;
const captcha = () => {
  captchas += 1;
  return {
    code: 200,
    msg: '操作成功',
    captchaEnabled: true,
    data: { captchaEnabled: true, img: 'iVBORw0KGgo=', uuid: `uuid-${captchas}` },
  };
};
const auditList = { code: 200, msg: '查询成功', total: 0, rows: [] };

beforeEach(() => {
  captchas = 0;
  resetStaffSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function typeCredentials(password = 'Museum2026') {
  fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'Admin ' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('图形验证码'), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('the staff sign-in', () => {
  it('signs in with the captcha, keeps the token for the console only, and goes back where it was sent from', async () => {
    const calls = fakeServer({
      'GET /captchaImage': captcha,
      'POST /admin/login': ok({ token: 'tok-1' }, '登录成功'),
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/audit': auditList,
    });
    const { router } = renderConsole('/admin/login?redirect=%2Fadmin%2Faudit');
    await screen.findByAltText('图形验证码');
    await typeCredentials();

    expect(await screen.findByRole('heading', { name: '操作日志' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/audit');
    const login = calls.find((call) => call.path === '/admin/login')!;
    expect(login.body).toEqual({ username: 'Admin', password: 'Museum2026', code: '7', uuid: 'uuid-1' });
    expect(login.authorization).toBeNull();
    expect(calls.find((call) => call.path === '/admin/me')!.authorization).toBe('Bearer tok-1');
    expect(getStaffToken()).toBe('tok-1');
    // The visitor's cookie is untouched: a staff session is no visitor session.
    expect(document.cookie).not.toContain('tok-1');
  });

  it('opens the dashboard when sent to nothing in particular', async () => {
    const calls = fakeServer({
      'GET /captchaImage': captcha,
      'POST /admin/login': ok({ token: 'tok-2' }),
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/dashboard': ok({}),
    });
    const { router } = renderConsole('/admin/login');
    await screen.findByAltText('图形验证码');
    await typeCredentials();
    expect(await screen.findByRole('heading', { level: 1, name: '概览' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    expect(calls.filter((call) => call.path === '/admin/me')).toHaveLength(1);
  });

  it('shows the server’s words on a wrong password (or a lockout) and brings a new captcha', async () => {
    const calls = fakeServer({
      'GET /captchaImage': captcha,
      'POST /admin/login': refused(StaffMessages.wrongCredentials),
    });
    renderConsole('/admin/login');
    await screen.findByAltText('图形验证码');
    await typeCredentials('Wrong-pass1');

    expect(await screen.findByText(StaffMessages.wrongCredentials)).toBeTruthy();
    await waitFor(() => expect(captchas).toBe(2));
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
    expect(calls.filter((call) => call.path === '/admin/me')).toEqual([]);
    expect(getStaffToken()).toBeUndefined();

    fakeServer({ 'GET /captchaImage': captcha, 'POST /admin/login': refused(StaffMessages.locked(15)) });
    await typeCredentials('Wrong-pass1');
    expect(await screen.findByText(StaffMessages.locked(15))).toBeTruthy();
  });

  it('asks for the one-time code when two-step verification is on, then signs in with the ticket', async () => {
    const calls = fakeServer({
      'GET /captchaImage': captcha,
      'POST /admin/login': ok({ otpRequired: true, ticket: 'ticket-9' }),
      'POST /admin/login/otp': (call) =>
        call.body?.code === '654321' ? ok({ token: 'tok-otp' }) : refused(StaffMessages.otpWrong),
      'GET /admin/me': ok({ ...profiles.editor, totpEnabled: true }),
    });
    const { router } = renderConsole('/admin/login?redirect=%2Fadmin%2Faccount');
    await screen.findByAltText('图形验证码');
    await typeCredentials();

    expect(await screen.findByRole('heading', { name: '两步验证' })).toBeTruthy();
    const code = screen.getByLabelText('动态码或恢复码');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText(StaffMessages.otpInvalid)).toBeTruthy();

    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText(StaffMessages.otpWrong)).toBeTruthy();
    expect(getStaffToken()).toBeUndefined();

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByRole('heading', { name: '我的账号' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/account');
    expect(calls.filter((call) => call.path === '/admin/login/otp').map((call) => call.body)).toEqual([
      { ticket: 'ticket-9', code: '111111' },
      { ticket: 'ticket-9', code: '654321' },
    ]);
    expect(getStaffToken()).toBe('tok-otp');
  });

  it('starts again from the password when the ticket has expired', async () => {
    fakeServer({
      'GET /captchaImage': captcha,
      'POST /admin/login': ok({ otpRequired: true, ticket: 'ticket-1' }),
      'POST /admin/login/otp': refused(StaffMessages.otpExpired),
    });
    renderConsole('/admin/login');
    await screen.findByAltText('图形验证码');
    await typeCredentials();
    fireEvent.change(await screen.findByLabelText('动态码或恢复码'), { target: { value: 'abcd-2345' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText(StaffMessages.otpExpired)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '员工登录' })).toBeTruthy();
  });

  it('goes back only to console pages', () => {
    expect(safeRedirect('/admin/staff?keyword=a')).toBe('/admin/staff?keyword=a');
    expect(safeRedirect('https://evil.example/admin')).toBe('/admin');
    expect(safeRedirect('//evil.example')).toBe('/admin');
    expect(safeRedirect('/home')).toBe('/admin');
    expect(safeRedirect('/admin/login?redirect=x')).toBe('/admin');
    expect(safeRedirect(null)).toBe('/admin');
  });
});
