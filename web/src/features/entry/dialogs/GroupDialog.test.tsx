import { EntryGroupMessages, EntryPaths, type EntrySlot } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeServer, ok } from '#test/console.tsx';
import { ENTRY_RULES, residentId } from '#test/entry.ts';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { sharedEnglishReady } from '@/shared/lib/shared-english';
import { useSession } from '@/shared/stores/session';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import GroupDialog from './GroupDialog';

/** A day full of individual visitors: a group may still ask for it (its places are the day's group places). */
const SLOTS: EntrySlot[] = [
  {
    day: '2026-11-24',
    dayShortDesc: '11月24日 周二',
    isOpen: true,
    applyNum: 3000,
    num: 3000,
    closedReason: null,
  },
];

/** `count` pupils of 12 with their resident ID numbers, one a line as copied out of a spreadsheet. */
const pupils = (count: number) =>
  Array.from({ length: count }, (_, index) => `学生${index + 1}\t${residentId('20140301', index + 1)}\t12`);

let calls: ApiCall[];

beforeEach(() => {
  useSession.setState({
    token: 'visitor-token',
    userInfo: {
      id: 1,
      username: '13800000000',
      nickname: '观众',
      avatar: null,
      realNameVerified: true,
      realName: '张*',
      idCard: '1101**********1232',
      realNameVerifiedAt: null,
      hasPassword: true,
      wechatBound: false,
    },
  });
  calls = fakeServer({
    [`GET ${EntryPaths.slots}`]: ok(SLOTS),
    [`GET ${EntryPaths.rules}`]: ok(ENTRY_RULES),
    [`POST ${EntryPaths.group}`]: (call) =>
      ok(
        {
          id: 7,
          applyTime: call.body?.applyTime,
          dayShortDesc: '11月24日 周二',
          orgName: call.body?.orgName,
          leaderName: '王*',
          phone: '138****0000',
          people: (call.body!.members as unknown[]).length + 1,
          minors: 10,
          status: 'pending',
          ticketCode: null,
          reviewNote: null,
          createdAt: '2026-11-20T02:00:00.000Z',
          note: null,
          entryHours: '10:00–17:00',
          cancellable: true,
        },
        EntryGroupMessages.applied,
      ),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: '', userInfo: null });
  setPageLanguage('zh');
});

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackHost />
      <MemoryRouter>
        <GroupDialog onClose={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('dialog'));
}

/** The member list's box, once the rules have said how many a group may be. */
const listBox = (dialog: ReturnType<typeof renderDialog>) =>
  dialog.findByRole('textbox', { name: '成员名单 10–50 人，不含领队' });

describe('the group booking dialog', () => {
  it('reads a pasted list into a table, and lists the lines it could not read', async () => {
    const dialog = renderDialog();
    fireEvent.change(await listBox(dialog), {
      target: {
        value: [
          '姓名\t证件号码\t年龄',
          `张小明\t${residentId('20110301', 123)}\t15`,
          'Tom Smith, 护照, E12345678, 14',
          `李老师 ${residentId('19800101', 123)}`,
          `王小红\t${residentId('20110301', 124).slice(0, 17)}0\t13`,
        ].join('\n'),
      },
    });

    const table = await dialog.findByRole('table', { name: '已读取的成员' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows[0]).toEqual(['1', '张小明', '居民身份证', residentId('20110301', 123), '15']);
    expect(rows[1]).toEqual(['2', 'Tom Smith', '护照', 'E12345678', '14']);
    // No age given: read from the birth date in the number.
    expect(rows[2]?.slice(1, 3)).toEqual(['李老师', '居民身份证']);
    expect(Number(rows[2]?.[4])).toBeGreaterThanOrEqual(45);
    expect(rows).toHaveLength(3);

    expect(dialog.getByRole('status').textContent).toBe('共 3 人（另有领队 1 人），其中未满 18 周岁 2 人');
    const problems = dialog.getByRole('alert');
    expect(problems.textContent).toContain('以下 1 行未能读取');
    expect(within(problems).getByRole('listitem').textContent).toMatch(/^第 5 行：/);
    // A whole list typed and read: slow on a busy machine.
  }, 60_000);

  it('refuses to send a group under the smallest size, and sends it once the list is long enough', async () => {
    const dialog = renderDialog();
    fireEvent.click(await dialog.findByRole('radio', { name: '11月24日 周二，可申请' }));
    fireEvent.change(dialog.getByLabelText('单位名称'), { target: { value: '乌鲁木齐市第一中学' } });
    fireEvent.change(dialog.getByLabelText('领队姓名'), { target: { value: '王老师' } });
    fireEvent.change(dialog.getByLabelText('领队证件号码'), { target: { value: residentId('19850101', 5) } });
    expect((dialog.getByLabelText('领队手机号') as HTMLInputElement).value).toBe('13800000000');
    const list = await listBox(dialog);
    fireEvent.change(list, { target: { value: pupils(9).join('\n') } });

    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await dialog.findByText(EntryGroupMessages.groupSize(10, 50))).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Ten pupils need an adult: the leader is one.
    fireEvent.change(list, { target: { value: pupils(10).join('\n') } });
    await waitFor(() => expect(dialog.queryByText(EntryGroupMessages.groupSize(10, 50))).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await dialog.findByRole('heading', { name: '申请已提交' })).toBeTruthy();
    expect(dialog.getByText(EntryGroupMessages.applied)).toBeTruthy();
    expect(dialog.getByRole('link', { name: '查看我的团体预约' }).getAttribute('href')).toBe(
      '/userCenter/groups',
    );
    const sent = calls.find((call) => call.method === 'POST')!.body!;
    expect(sent).toMatchObject({
      applyTime: '2026-11-24',
      orgName: '乌鲁木齐市第一中学',
      leader: { name: '王老师', idType: 1, idCard: residentId('19850101', 5), phone: '13800000000' },
    });
    expect(sent.members).toHaveLength(10);
    expect((sent.members as unknown[])[0]).toEqual({
      name: '学生1',
      idType: 1,
      idCard: residentId('20140301', 1),
      age: 12,
    });
  }, 60_000);
});

async function renderEnglish() {
  await Promise.all([languageReady('en'), sharedEnglishReady()]);
  setPageLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackHost />
      <LanguageProvider language="en">
        <MemoryRouter>
          <GroupDialog onClose={vi.fn()} />
        </MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('dialog', { name: /Book a group visit/ }));
}

/** Chinese left in the dialog's own words: its texts and the names and hints of its fields. */
const chineseIn = (root: Element, apart: string[] = []) =>
  [
    apart.reduce((text, name) => text.replaceAll(name, ''), root.textContent ?? ''),
    ...[...root.querySelectorAll('[placeholder], [aria-label], [alt], [title]')].flatMap((element) =>
      ['placeholder', 'aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ].filter((text) => /[\u4e00-\u9fff]/.test(text));

describe('the group booking dialog in English', () => {
  it('reads an English list (its header line skipped), names the documents and the unread lines in English', async () => {
    const dialog = await renderEnglish();
    const list = await dialog.findByRole('textbox', {
      name: 'Member list 10–50 people, not counting the leader',
    });
    expect(dialog.getByRole('region', { name: 'Group visit rules' }).textContent).toContain(
      'Groups share 200 places a day',
    );
    expect(chineseIn(screen.getByRole('dialog'))).toEqual([]);

    fireEvent.change(list, {
      target: {
        value: [
          'Name, Document number, Age',
          `Zhang Xiaoming\t${residentId('20110301', 123)}\t15`,
          'Tom Smith, passport, E12345678, 14',
          `Li Wei ${residentId('19800101', 123)}`,
          `Wang Xiaohong\t${residentId('20110301', 124).slice(0, 17)}0\t13`,
        ].join('\n'),
      },
    });
    const table = await dialog.findByRole('table', { name: 'Members read from the list' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['No.', 'Full name', 'Document type', 'Document number', 'Age']);
    expect(rows[1]?.slice(0, 3)).toEqual(['1', 'Zhang Xiaoming', 'Chinese ID card']);
    expect(rows[2]).toEqual(['2', 'Tom Smith', 'Passport', 'E12345678', '14']);
    expect(rows).toHaveLength(4);
    expect(dialog.getByRole('status').textContent).toBe('3 members plus the leader, 2 of them under 18');
    const problems = dialog.getByRole('alert');
    expect(within(problems).getByText('1 line could not be read. Please correct the list:')).toBeTruthy();
    expect(within(problems).getByRole('listitem').textContent).toMatch(/^Line 5: /);
    expect(chineseIn(screen.getByRole('dialog'))).toEqual([]);
  }, 60_000);

  it('refuses a group too small in English, then sends it and says what happens next', async () => {
    const dialog = await renderEnglish();
    fireEvent.click(await dialog.findByRole('radio', { name: 'Tue 24 Nov, Open' }));
    fireEvent.change(dialog.getByLabelText('School or organization'), {
      target: { value: 'No. 1 Middle School, Urumqi' },
    });
    fireEvent.change(dialog.getByLabelText(/^Group leader\s*Full name$/), { target: { value: 'Wang Fang' } });
    fireEvent.change(dialog.getByLabelText(/^Group leader\s*Document number$/), {
      target: { value: residentId('19850101', 5) },
    });
    const list = dialog.getByRole('textbox', { name: /^Member list/ });
    fireEvent.change(list, { target: { value: pupils(9).join('\n') } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText('A group has 10 to 50 members, not counting the leader')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(list, { target: { value: pupils(10).join('\n') } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByRole('heading', { name: 'Application submitted' })).toBeTruthy();
    expect(
      dialog.getByText('No. 1 Middle School, Urumqi · Tue 24 Nov · 11 people, including the leader'),
    ).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'See my group visits' })).toBeTruthy();
    // The server's message answers in the page's language; here the fake server's Chinese, which is its own.
    expect(chineseIn(screen.getByRole('dialog'), [EntryGroupMessages.applied])).toEqual([]);
  }, 60_000);
});
