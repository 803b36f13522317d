import {
  AccountPaths,
  type EntryBooking,
  EntryPaths,
  type EntrySlot,
  entryRuleNotes,
  IdType,
  type UserProfile,
} from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '#test/console.tsx';
import { ENTRY_RULES } from '#test/entry.ts';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { sharedEnglishReady } from '@/shared/lib/shared-english';
import { useDialogs } from '@/shared/stores/dialogs';
import { useSession } from '@/shared/stores/session';
import ReservationDialog from './ReservationDialog';

const visitor = (realNameVerified: boolean): UserProfile => ({
  id: 1,
  username: '13800000000',
  nickname: '观众',
  avatar: null,
  realNameVerified,
  realName: realNameVerified ? '张*' : null,
  idCard: realNameVerified ? '1101**********1232' : null,
  realNameVerifiedAt: null,
  hasPassword: true,
  wechatBound: false,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: '', userInfo: null });
  useDialogs.getState().hide();
  setPageLanguage('zh');
});

function renderDialog() {
  fakeServer({
    [`GET ${EntryPaths.slots}`]: ok([]),
    [`GET ${EntryPaths.rules}`]: ok(ENTRY_RULES),
    [`GET ${AccountPaths.getInfo}`]: ok({ user: visitor(true) }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReservationDialog onClose={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the reservation dialog', () => {
  it('fetches the visitor when missing, then shows the form with its notes and buttons', async () => {
    useSession.setState({ token: 'visitor-token', userInfo: null });
    renderDialog();
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.queryByRole('button', { name: '提交预约' })).toBeNull();

    expect(await dialog.findByRole('button', { name: '提交预约' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: /^取\s*消$/ })).toBeTruthy();
    expect(dialog.getByText('入馆预约')).toBeTruthy();
    const notes = await dialog.findByRole('region', { name: '预约须知' });
    // The shared package's words for the rules, as the dialog draws them.
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(entryRuleNotes(ENTRY_RULES));
  });

  it('sends an unverified visitor to real-name verification first, coming back here after', async () => {
    useSession.setState({ token: 'visitor-token', userInfo: visitor(false) });
    renderDialog();
    expect(useDialogs.getState()).toMatchObject({ open: 'realName', next: 'reservation' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

const SLOTS: EntrySlot[] = [
  {
    day: '2026-11-24',
    dayShortDesc: '11月24日 周二',
    isOpen: true,
    applyNum: 10,
    num: 3000,
    closedReason: null,
  },
  {
    day: '2026-11-30',
    dayShortDesc: '11月30日 周一',
    isOpen: false,
    applyNum: 0,
    num: 0,
    closedReason: '闭馆',
  },
];

/** What the server answers a passport holder's booking: names and numbers masked. */
const BOOKED: EntryBooking = {
  id: 9,
  applyTime: '2026-11-24',
  dayShortDesc: '11月24日 周二',
  status: 'booked',
  ticketCode: 'K7M2Q9X4B3N8',
  users: [{ name: 'A***t', sex: 0, age: 41, idType: IdType.passport, idCard: 'E1****78' }],
  phone: '138****0000',
  entryHours: '09:30–17:00',
  createdAt: '2026-11-20T02:00:00.000Z',
  cancelledAt: null,
  cancellable: true,
  past: false,
};

async function renderEnglish() {
  await Promise.all([languageReady('en'), sharedEnglishReady()]);
  setPageLanguage('en');
  useSession.setState({ token: 'visitor-token', userInfo: visitor(true) });
  const calls = fakeServer({
    [`GET ${EntryPaths.slots}`]: ok(SLOTS),
    [`GET ${EntryPaths.rules}`]: ok(ENTRY_RULES),
    [`POST ${EntryPaths.apply}`]: ok(BOOKED, 'Booked'),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LanguageProvider language="en">
        <MemoryRouter>
          <ReservationDialog onClose={vi.fn()} />
        </MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return { calls, dialog: within(screen.getByRole('dialog', { name: /Book a visit/ })) };
}

/** Chinese left in the dialog: its texts and the names and hints of its fields. */
const chineseIn = (root: Element) =>
  [
    root.textContent ?? '',
    ...[...root.querySelectorAll('[placeholder], [aria-label], [alt], [title]')].flatMap((element) =>
      ['placeholder', 'aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ].filter((text) => /[\u4e00-\u9fff]/.test(text));

describe('the reservation dialog in English', () => {
  it('states the booking rules whole, with the museum’s numbers, and leaves no Chinese', async () => {
    const { dialog } = await renderEnglish();
    const notes = await dialog.findByRole('region', { name: 'Booking rules' });
    const rules = within(notes)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rules).toEqual([
      "Admission is free, with booking in each visitor's real name. One booking covers up to 5 visitors, at least one of whom must be aged 18 or over; each adult may bring up to 3 children under 14.",
      'You can book a visit on any of the 7 days starting today. Every day at 17:00, places open for the day 7 days ahead, on a first-come, first-served basis.',
      'Each ID document can be used to book at most 4 visit days in any 30 days (bookings cancelled on the day of the visit also count).',
      'Not coming after booking, or cancelling on the day of the visit, counts as a no-show. After 3 no-shows within 180 days, the ID document cannot be used to book for 60 days.',
      'On the day, please arrive within entry hours with your entry code and your own valid ID, such as your passport. If your plans change, please cancel before the day of your visit so that your place can go to another visitor.',
    ]);
    expect(dialog.getByRole('radio', { name: 'Tue 24 Nov, 2,990 left' })).toBeTruthy();
    expect(dialog.getByRole('radio', { name: 'Mon 30 Nov, Closed' })).toBeTruthy();
    expect(dialog.getByRole('group', { name: /^Visitors/ })).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: /^Visitor 1\s*Full name$/ })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'book a group visit' })).toBeTruthy();
    expect(dialog.getByText('Groups of 10 or more, please')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book' })).toBeTruthy();
    expect(chineseIn(screen.getByRole('dialog'))).toEqual([]);
  });

  it('says what is missing in English, then books a passport holder and shows the ticket in English', async () => {
    const { dialog, calls } = await renderEnglish();
    await dialog.findByRole('region', { name: 'Booking rules' });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await dialog.findByText('Please choose the day of your visit')).toBeTruthy();
    expect(chineseIn(screen.getByRole('dialog'))).toEqual([]);

    fireEvent.click(dialog.getByRole('radio', { name: 'Tue 24 Nov, 2,990 left' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /^Visitor 1\s*Full name$/ }), {
      target: { value: 'Anna Schmidt' },
    });
    fireEvent.click(dialog.getByText('Female'));
    fireEvent.change(dialog.getByRole('spinbutton', { name: /^Visitor 1\s*Age$/ }), {
      target: { value: '9' },
    });
    // A child alone: the ages rule, in English.
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await dialog.findByText('Each booking must include a visitor aged 18 or over')).toBeTruthy();
    fireEvent.change(dialog.getByRole('spinbutton', { name: /^Visitor 1\s*Age$/ }), {
      target: { value: '41' },
    });
    // The document type is a select; the form's values are set as the visitor would choose them.
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: /^Visitor 1\s*Document type$/ }));
    const passport = await waitFor(() => {
      const option = [...document.querySelectorAll('.ant-select-item-option')].find(
        (node) => node.textContent === 'Passport',
      );
      if (!option) throw new Error('no Passport option');
      return option;
    });
    fireEvent.click(passport);
    // The number's field takes the passport's rule and hint once the type has changed.
    await dialog.findByPlaceholderText('Passport number, as printed (e.g. E12345678)');
    fireEvent.change(dialog.getByRole('textbox', { name: /^Visitor 1\s*Document number$/ }), {
      target: { value: 'E12345678' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));

    expect(await dialog.findByRole('heading', { name: "You're booked" })).toBeTruthy();
    expect(
      dialog.getByText(
        'Tue 24 Nov, 1 visitor. You can also find your entry code under My account · My visits.',
      ),
    ).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST')!.body!;
    expect(sent).toMatchObject({
      applyTime: '2026-11-24',
      users: [{ name: 'Anna Schmidt', sex: 0, age: 41, idType: IdType.passport, idCard: 'E12345678' }],
    });
    const ticket = within(dialog.getByRole('article', { name: 'Entry ticket' }));
    expect(ticket.getByText('Booked')).toBeTruthy();
    expect(ticket.getByText('Date of visit').nextElementSibling?.textContent).toBe('Tue 24 Nov');
    expect(ticket.getByText('Entry hours').nextElementSibling?.textContent).toBe('09:30–17:00');
    expect(ticket.getByText('Visitors').nextElementSibling?.textContent).toBe('A***t (female, 41)');
    expect(ticket.getByText('Ticket number').nextElementSibling?.textContent).toBe('K7M2 Q9X4 B3N8');
    expect(
      ticket.getByText('Bring your passport and show this QR code at the entrance. A screenshot works too.'),
    ).toBeTruthy();
    expect(
      await ticket.findByRole('img', { name: 'Entry QR code, ticket number K7M2Q9X4B3N8' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my visits' })).toBeTruthy();
    expect(chineseIn(screen.getByRole('dialog'))).toEqual([]);
    // A whole booking, typed field by field: slow on a busy machine.
  }, 60_000);
});
