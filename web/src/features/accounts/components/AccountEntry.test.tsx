import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { useSession } from '@/shared/stores/session';
import { englishForEachTest, renderIn, serve } from '../english-test-kit';
import { AccountEntry } from './AccountEntry';

const visitor = {
  id: 7,
  username: '13800000001',
  nickname: '观众0001',
  avatar: null,
  realNameVerified: false,
  realName: null,
  idCard: null,
  idType: null,
  realNameVerifiedAt: null,
  hasPassword: false,
  wechatBound: false,
};

englishForEachTest();

describe("the header's account entry", () => {
  it('offers to sign in, in English', () => {
    serve();
    renderIn('en', <AccountEntry />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it("names the visitor's menu by their name, marked Chinese where it is (a default name), and opens it in English", async () => {
    serve();
    useSession.setState({ token: 'visitor-token', userInfo: visitor });
    renderIn('en', <AccountEntry />);
    const button = screen.getByRole('button', { name: '观众0001 account menu' });
    expect(screen.getByText('观众0001').getAttribute('lang')).toBe('zh-CN');
    expect(chineseIn(document.body)).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });

  it('keeps the Chinese of the source', () => {
    serve();
    useSession.setState({ token: 'visitor-token', userInfo: visitor });
    renderIn('zh', <AccountEntry />);
    expect(screen.getByRole('button', { name: /^观众0001\s*的账户菜单$/ })).toBeTruthy();
    expect(screen.getByText('观众0001').getAttribute('lang')).toBeNull();
  });
});
