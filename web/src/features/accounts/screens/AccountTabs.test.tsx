import type { UserProfile } from '@museum/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { useSession } from '@/shared/stores/session';
import { englishForEachTest, renderIn, serve } from '../english-test-kit';
import ProfileTab from './ProfileTab';
import RealNameTab from './RealNameTab';
import SecurityTab from './SecurityTab';

const visitor = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 7,
  username: '13800000000',
  nickname: 'John',
  avatar: null,
  realNameVerified: false,
  realName: null,
  idCard: null,
  idType: null,
  realNameVerifiedAt: null,
  hasPassword: true,
  wechatBound: false,
  ...overrides,
});

const signIn = (user: UserProfile) => useSession.setState({ token: 'visitor-token', userInfo: user });

englishForEachTest();

describe("the personal centre's account sections in English", () => {
  it('shows the profile: avatar, nickname and the account at a glance', async () => {
    serve();
    signIn(visitor());
    renderIn('en', <ProfileTab />);
    expect(screen.getByRole('heading', { name: 'Profile', level: 2 })).toBeTruthy();
    expect(await screen.findByText('Your avatar, nickname and account at Tianshan Art Museum.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Change avatar/ })).toBeTruthy();
    expect(screen.getByText('Formats: JPG, JPEG, PNG. A square picture works best.')).toBeTruthy();
    expect(screen.getByLabelText('Nickname')).toBeTruthy();
    expect(screen.getByText('Up to 20 characters, without special symbols.')).toBeTruthy();
    const account = within(screen.getByRole('region', { name: 'Account' }));
    expect(account.getByText('138****0000')).toBeTruthy();
    expect(account.getByText('Not linked (it is linked when you sign in with WeChat)')).toBeTruthy();
    expect(account.getByText('Not verified')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: '<b>' } });
    expect(await screen.findByText('Nicknames have 1 to 20 characters and no special symbols')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('shows the password, the phone and closing the account', async () => {
    serve();
    signIn(visitor());
    renderIn('en', <SecurityTab />);
    expect(screen.getByRole('heading', { name: 'Sign-in and security', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Change your password' })).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    expect(screen.getByText(/8 to 20 characters/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Forgotten your password? Confirm with an SMS code' }),
    ).toBeTruthy();
    expect(screen.getByText(/^Current mobile number: 138\*\*\*\*0000\./)).toBeTruthy();
    expect(screen.getByLabelText('Code sent to the new number')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your current password')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Close account' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/All personal information of the account 138\*\*\*\*0000/)).toBeTruthy();
    expect(dialog.getByText('I understand the above and want to close my account')).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: 'SMS code' }));
    expect(await dialog.findByLabelText('Code sent to 138****0000')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('shows a verified passport, named as a passport, and the way in for the unverified', async () => {
    serve();
    signIn(
      visitor({
        realNameVerified: true,
        realName: 'J********h',
        idCard: 'E*****678',
        idType: 2,
        realNameVerifiedAt: '2026-11-29T06:30:00.000Z',
      }),
    );
    renderIn('en', <RealNameTab />);
    expect(screen.getByRole('heading', { name: 'Identity verification', level: 2 })).toBeTruthy();
    expect(screen.getByText('Your identity is verified')).toBeTruthy();
    expect(screen.getByText('Passport number')).toBeTruthy();
    expect(screen.getByText('E*****678')).toBeTruthy();
    expect(screen.getByText('29 November 2026 14:30')).toBeTruthy();
    expect(await screen.findByText(/please call Visitor Services on 0991-1234567\./)).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
    cleanup();

    signIn(visitor());
    renderIn('en', <RealNameTab />);
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('marks a Chinese name as Chinese on an English page', () => {
    serve();
    signIn(visitor({ realNameVerified: true, realName: '张*', idCard: '6501**********123X', idType: 1 }));
    renderIn('en', <RealNameTab />);
    expect(screen.getByText('ID card number')).toBeTruthy();
    expect(screen.getByText('张*').getAttribute('lang')).toBe('zh-CN');
    expect(chineseIn(document.body)).toEqual([]);
    cleanup();
    renderIn('en', <ProfileTab />);
    expect(screen.getByText('张*').getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText(/^Verified \(/)).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('keeps the Chinese of the source', () => {
    serve();
    signIn(visitor({ realNameVerified: true, realName: '张*', idCard: '6501**********123X', idType: 1 }));
    renderIn('zh', <RealNameTab />);
    expect(screen.getByText('已完成实名认证')).toBeTruthy();
    expect(screen.getByText('身份证号')).toBeTruthy();
  });
});
