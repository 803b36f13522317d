import { MessagePaths, SitePaths } from '@museum/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok } from '#test/console.tsx';
import { renderRoutes } from '#test/routes.tsx';
import { englishForEachTest } from '@/features/accounts/english-test-kit';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { useSession } from '@/shared/stores/session';
import UserCenter from './UserCenterScreen';

englishForEachTest();

function renderCentre(path: string) {
  fakeServer({
    [`GET ${SitePaths.settings}`]: ok({ name: 'Tianshan Art Museum', timeZone: 'Asia/Shanghai' }),
    [`GET ${MessagePaths.unread}`]: ok(2),
    [`GET ${MessagePaths.list}`]: {
      ...ok(),
      total: 2,
      rows: [
        {
          id: 1,
          kind: 'reservation',
          title: 'Your visit is booked',
          content: 'Ticket number FX8SSKSF6Q6V, 2 people.',
          link: '/userCenter/bookings',
          read: false,
          createdAt: '2026-11-24T12:24:05.000Z',
        },
        {
          id: 2,
          kind: 'notice',
          title: '闭馆通知',
          content: '明日闭馆。',
          link: null,
          read: true,
          createdAt: '2026-11-23T02:00:00.000Z',
        },
      ],
    },
  });
  renderRoutes([{ path: '/userCenter/:to?', element: <UserCenter /> }], path, [], { language: 'en' });
}

describe('the personal centre in English', () => {
  it('asks a visitor who is not signed in to sign in', () => {
    renderCentre('/userCenter');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to see your account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in / Register' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('names its sections in English and opens the messages, a message in Chinese marked so', async () => {
    useSession.setState({
      token: 'visitor-token',
      userInfo: { username: '13800138000', nickname: 'Anna', avatar: '' } as never,
    });
    renderCentre('/userCenter/message');
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByText(/Welcome back,/).textContent).toBe('Welcome back, Anna');
    const nav = screen.getByRole('navigation', { name: 'My account' });
    for (const group of ['Account', 'Visits and events', 'Taking part']) {
      expect(within(nav).getByRole('list', { name: group })).toBeTruthy();
    }
    for (const name of [
      'Profile',
      'Sign-in and security',
      'Identity verification',
      'My visits',
      'Group visits',
      'Event bookings',
      'My favourites',
      'Exhibition proposals',
      'Donations',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    const messages = within(nav).getByRole('link', { name: /^Messages/ });
    expect(messages.getAttribute('aria-current')).toBe('page');
    expect(await within(messages).findByText('unread')).toBeTruthy();

    const tab = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(tab).findByText('Your visit is booked')).toBeTruthy();
    expect(within(tab).getByText('2 unread')).toBeTruthy();
    expect(within(tab).getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    expect(within(tab).getByRole('link', { name: 'View details' })).toBeTruthy();
    expect(within(tab).getByText('FX8S SKSF 6Q6V')).toBeTruthy();
    expect(within(tab).getByText('2026-11-24 20:24')).toBeTruthy();
    // A message written in Chinese is shown as it is, marked Chinese.
    expect(within(tab).getByText('闭馆通知').getAttribute('lang')).toBe('zh-CN');
    expect(chineseIn(document.body)).toEqual([]);
  });
});
