import { AccountPaths } from '@museum/shared';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '#test/console.tsx';
import { setPageLanguage } from '@/shared/i18n';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { useSession } from '@/shared/stores/session';
import { englishReady, renderIn, serve as serveSite } from '../../english-test-kit';
import LoginDialog from './LoginDialog';

beforeAll(englishReady);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setPageLanguage('zh');
  useSession.setState({ loginVisible: false, loginMode: 'password', token: '', userInfo: null });
});

const serve = () =>
  serveSite({
    [`GET ${AccountPaths.captchaImage}`]: ok({ captchaEnabled: true, uuid: 'c1', img: 'iVBORw0KGgo=' }),
    [`GET ${AccountPaths.wechatQrcode}`]: ok({
      mode: 'simulator',
      base64: 'data:image/png;base64,iVBORw0KGgo=',
      simulatorUrl: '/wechat/simulator',
      expiresIn: 300,
    }),
  });

/** The dialog open at password sign-in, on a page in `language`. */
function open(language: 'zh' | 'en') {
  useSession.setState({ loginVisible: true, loginMode: 'password' });
  renderIn(language, <LoginDialog />);
  return screen.getByRole('dialog');
}

const switchTo = (inside: ReturnType<typeof within>, name: string) =>
  act(() => fireEvent.click(inside.getByRole('button', { name })));

describe('the sign-in dialog', () => {
  it('signs in by password in Chinese, the source', async () => {
    serve();
    const dialog = open('zh');
    expect(within(dialog).getByText('账号登录')).toBeTruthy();
    expect(within(dialog).getByLabelText('手机号')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '登录' })).toBeTruthy();
    expect(within(dialog).getByRole('navigation', { name: '其他登录方式' })).toBeTruthy();
  });

  it('signs in by password in English, with English errors', async () => {
    serve();
    const dialog = open('en');
    const inside = within(dialog);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBe(dialog);
    expect(inside.getByLabelText('Mobile number')).toBeTruthy();
    expect(inside.getByLabelText('Password')).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Show another image' })).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Forgotten your password?' })).toBeTruthy();
    const others = within(inside.getByRole('navigation', { name: 'Other ways to sign in' }));
    expect(others.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'SMS code',
      'WeChat',
      'Register',
    ]);
    fireEvent.click(inside.getByRole('button', { name: 'Sign in' }));
    expect(await inside.findByText('Please enter your mobile number')).toBeTruthy();
    expect(inside.getByText('Please enter your password')).toBeTruthy();
    expect(inside.getByText('Please enter the verification code')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('registers in English: the agreement in one sentence, the password rule and the errors', async () => {
    serve();
    const inside = within(open('en'));
    await switchTo(inside, 'Register');
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeTruthy();
    expect(inside.getByText(/8 to 20 characters/)).toBeTruthy();
    const agreement = inside.getByRole('checkbox').closest('label')!;
    expect(agreement.textContent).toBe('I have read and accept the Terms of Service and the Privacy Policy');
    fireEvent.click(inside.getByRole('button', { name: 'Register' }));
    expect(
      await inside.findByText('Please tick the box to accept the Terms of Service and the Privacy Policy'),
    ).toBeTruthy();
    // Asking for a code with no number says so, in English.
    fireEvent.click(inside.getByRole('button', { name: 'Get code' }));
    expect(await inside.findByText('The mobile number cannot be empty')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('signs in by SMS code and by WeChat in English', async () => {
    serve();
    const inside = within(open('en'));
    await switchTo(inside, 'SMS code');
    expect(screen.getByRole('dialog', { name: 'Sign in by SMS' })).toBeTruthy();
    expect(inside.getByText(/A mobile number without an account gets one once it is verified/)).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);

    await switchTo(inside, 'WeChat');
    expect(await inside.findByRole('img', { name: 'QR code for signing in with WeChat' })).toBeTruthy();
    expect(inside.getByText('Scan with WeChat to sign in')).toBeTruthy();
    expect(inside.getByRole('link', { name: 'open the simulator in a new window' })).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('resets a forgotten password in English', async () => {
    serve();
    const inside = within(open('en'));
    await switchTo(inside, 'Forgotten your password?');
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
    expect(inside.getByLabelText('New password')).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Reset password' })).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Back to sign in' })).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });
});
