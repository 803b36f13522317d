import { ContentType, OrderPaths } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '#test/console.tsx';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/stores/session';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import { EventOrderButton } from './EventOrderButton';

const availability = (booked: number) => ({ capacity: 20, booked, bookable: true, myOrderId: null });

function renderButton(
  { module, title }: { module: ContentType; title: string } = {
    module: ContentType.education,
    title: '丝路纹样工作坊',
  },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackHost />
      <MemoryRouter>
        <EventOrderButton module={module as typeof ContentType.education} resId={7} title={title} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The button on a page of the English site. */
async function renderEnglish(module: ContentType, title: string) {
  await languageReady('en');
  setPageLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LanguageProvider language="en">
        <FeedbackHost />
        <MemoryRouter>
          <EventOrderButton module={module as typeof ContentType.education} resId={7} title={title} />
        </MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

const HAN = /[\u4e00-\u9fff]/;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: '', userInfo: null, loginVisible: false });
  setPageLanguage('zh');
});

describe("an event's booking button", () => {
  it('opens the booking form when asked (loaded then) and books the places asked for', async () => {
    useSession.setState({ token: 'visitor-token' });
    const calls = fakeServer({
      [`GET ${OrderPaths.availability}`]: ok(availability(17)),
      [`POST ${OrderPaths.order}`]: ok({ id: 1 }),
    });
    renderButton();
    expect(await screen.findByText('余 3 / 共 20 个名额')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '预约活动' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('预约：丝路纹样工作坊')).toBeTruthy();
    expect(dialog.getByText('每次最多 5 人，当前余 3 个名额')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('联系人'), { target: { value: '阿依古丽' } });
    fireEvent.change(dialog.getByLabelText('联系电话'), { target: { value: '13912345678' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认预约' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      module: ContentType.education,
      resId: 7,
      num: 1,
      people: '阿依古丽',
      phone: '13912345678',
    });
  });

  it('asks a signed-out visitor to sign in instead, and says when the places are gone', async () => {
    fakeServer({ [`GET ${OrderPaths.availability}`]: ok(availability(17)) });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: '预约活动' }));
    expect(useSession.getState().loginVisible).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    fakeServer({ [`GET ${OrderPaths.availability}`]: ok(availability(20)) });
    renderButton();
    const full = await screen.findByRole('button', { name: '名额已满' });
    expect((full as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the booking button on the English site', () => {
  it('counts the places and books them in English', async () => {
    useSession.setState({ token: 'visitor-token' });
    fakeServer({
      [`GET ${OrderPaths.availability}`]: ok(availability(17)),
      [`POST ${OrderPaths.order}`]: ok({ id: 1 }),
    });
    await renderEnglish(ContentType.exhibition, 'Colours of the Silk Road');
    expect(await screen.findByText('3 of 20 places left')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Book this exhibition' }));
    const dialog = await screen.findByRole('dialog');
    const inDialog = within(dialog);
    expect(inDialog.getByText('Book: Colours of the Silk Road')).toBeTruthy();
    expect(inDialog.getByText('Up to 5 people per booking; 3 places left')).toBeTruthy();
    expect(inDialog.getByLabelText('Number of people')).toBeTruthy();
    expect(inDialog.getByRole('button', { name: 'Confirm booking' })).toBeTruthy();
    expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(dialog.textContent).not.toMatch(HAN);
  });

  it('says when an event is full, or booked already', async () => {
    fakeServer({ [`GET ${OrderPaths.availability}`]: ok(availability(20)) });
    await renderEnglish(ContentType.education, 'Silk Road patterns workshop');
    expect(
      ((await screen.findByRole('button', { name: 'Fully booked' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText('0 of 20 places left')).toBeTruthy();
    cleanup();

    useSession.setState({ token: 'visitor-token' });
    fakeServer({ [`GET ${OrderPaths.availability}`]: ok({ ...availability(5), myOrderId: 3 }) });
    await renderEnglish(ContentType.education, 'Silk Road patterns workshop');
    expect(await screen.findByText('You have booked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my bookings' })).toBeTruthy();
    expect(HAN.test(document.body.textContent ?? '')).toBe(false);
  });
});
