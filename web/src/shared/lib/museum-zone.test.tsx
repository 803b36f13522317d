import { MessagePaths } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '#test/console.tsx';
import MessagesTab from '../../features/messages/screens/MessagesTab';
import { lastSaved, StatusTag } from '../../features/publishing/form/StatusTag';
import { toBody, toFormValues } from '../../features/publishing/form/values';
import { formatDateTime } from '../../features/staff/components/format';
import { useSession } from '../stores/session';
import { formatDay, formatRecordTime } from '../ui/console-page/format';
import type { Dayjs } from './dayjs';

// The reader's device runs on UTC; the museum keeps its default zone, Asia/Shanghai (UTC+8).
const deviceZone = process.env.TZ;
process.env.TZ = 'UTC';
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: '' });
});

/** 20:24 in the museum, 12:24 on the device's clock. */
const SENT = '2026-11-24T12:24:05.000Z';

describe('times read on a device in another zone than the museum', () => {
  it('state a message in the museum’s time in the personal centre', async () => {
    fakeServer({
      [`GET ${MessagePaths.list}`]: {
        code: 200,
        msg: '查询成功',
        total: 1,
        rows: [
          {
            id: 1,
            kind: 'notice',
            title: '闭馆通知',
            content: '明日闭馆。',
            link: null,
            read: true,
            createdAt: SENT,
          },
        ],
      },
    });
    useSession.setState({ token: 'visitor-token' });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <MessagesTab />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByText('2026-11-24 20:24')).getAttribute('datetime')).toBe(SENT);
  });

  it('state the console’s lists, audit log and content states in the museum’s time', () => {
    expect(new Date(SENT).getHours()).toBe(12);
    expect(formatRecordTime(SENT)).toBe('2026-11-24 20:24');
    expect(formatDay('2026-11-24T17:00:00Z')).toBe('2026-11-25');
    expect(formatDay('2026-11-24')).toBe('2026-11-24');
    expect(formatDateTime(SENT)).toBe('2026-11-24 20:24:05');
    expect(lastSaved('admin', SENT)).toBe('admin · 2026-11-24 20:24');
    render(<StatusTag published={false} publishAt={SENT} />);
    expect(screen.getByText('定时 11-24 20:24')).toBeTruthy();
  });

  it('show and take an event’s times on the museum’s clock in the content form', () => {
    const values = toFormValues('education', { startAt: SENT, endAt: null });
    expect((values.startAt as Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 20:24');
    expect(values.endAt).toBeNull();
    expect(toBody('education', values)).toMatchObject({ startAt: '2026-11-24T12:24:00.000Z', endAt: null });
  });
});
