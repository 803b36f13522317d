import { ApplicationPaths, type VenueApplication } from '@museum/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#test/console.tsx';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { useSession } from '@/shared/stores/session';
import { englishForEachTest, renderIn, serve } from '../accounts/english-test-kit';
import HostApplicationDialog from './dialogs/HostApplicationDialog';
import ApplicationsTab from './screens/ApplicationsTab';

const application = (overrides: Partial<VenueApplication>): VenueApplication => ({
  id: 1,
  startTime: '2027-03-01',
  endTime: '2027-03-20',
  people: 'A*****a',
  phone: '138****0000',
  fileUrl: '/files/plan.pdf',
  files: [{ url: '/client/venue/apply/1/files/0', name: 'plan.pdf' }],
  intro: 'Paintings of the Tianshan by three young artists.',
  hallId: null,
  hallName: null,
  status: 'pending',
  reviewNote: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  canWithdraw: true,
  canDelete: false,
  ...overrides,
});

const setting = {
  // As the museum writes them, in Chinese.
  rules: '天山美术馆面向艺术家开放部分展厅。\n\n申请于 15 个工作日内审核。',
  halls: [{ id: 3, name: 'Gallery 3', floorName: 'Floor 2', area: 420 }],
  fileTypes: ['pdf', 'doc', 'docx', 'zip'],
};

englishForEachTest();

describe('exhibition proposals in English', () => {
  it('asks for a proposal: the guidelines, the dates, the gallery and the errors', async () => {
    serve({ [`GET ${ApplicationPaths.setting}`]: ok(setting) });
    useSession.setState({ token: 'visitor-token' });
    renderIn('en', <HostApplicationDialog onClose={() => undefined} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Propose an exhibition' }));
    expect(await dialog.findByText(/opens some of its galleries to artists/)).toBeTruthy();
    expect(await dialog.findByRole('heading', { name: 'Guidelines for proposals' })).toBeTruthy();
    expect(
      dialog.getByText('The guidelines are not yet available in English; the Chinese text follows.'),
    ).toBeTruthy();
    expect(dialog.getByText('天山美术馆面向艺术家开放部分展厅。').getAttribute('lang')).toBe('zh-CN');
    expect(dialog.getByRole('button', { name: 'Show all guidelines (1 more)' })).toBeTruthy();
    expect(dialog.getByRole('group', { name: 'Dates' })).toBeTruthy();
    expect(dialog.getByPlaceholderText('First day')).toBeTruthy();
    expect(dialog.getByPlaceholderText('Last day')).toBeTruthy();
    expect(dialog.getByText('Preferred gallery (optional)')).toBeTruthy();
    fireEvent.mouseDown(dialog.getAllByRole('combobox').at(-1)!);
    expect(await screen.findByText('Gallery 3 · Floor 2 · 420 m²')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit proposal' }));
    expect(await dialog.findByText('Please choose the dates of the exhibition')).toBeTruthy();
    expect(dialog.getByText('Please describe the exhibition briefly')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  }, 60_000);

  it('lists the proposals with their status, dates and review, and withdraws one', async () => {
    const rows = [
      application({ id: 2 }),
      application({
        id: 1,
        startTime: '2027-01-05',
        endTime: '2027-01-25',
        status: 'rejected',
        hallName: 'Gallery 3',
        reviewNote: '该时段展厅已有安排',
        canWithdraw: false,
        canDelete: true,
      }),
    ];
    serve({
      [`GET ${ApplicationPaths.list}`]: { code: 200, msg: 'OK', total: rows.length, rows },
      [`PUT ${ApplicationPaths.item(2)}`]: ok(application({ id: 2, status: 'withdrawn' })),
    });
    useSession.setState({ token: 'visitor-token' });
    renderIn('en', <ApplicationsTab />);
    expect(screen.getByRole('heading', { name: 'Exhibition proposals', level: 2 })).toBeTruthy();
    const pending = within(
      await screen.findByRole('article', { name: 'Proposal for 1 March 2027 to 20 March 2027' }),
    );
    expect(pending.getByText('Under review')).toBeTruthy();
    expect(pending.getByText('Assigned by the Exhibitions Department')).toBeTruthy();
    expect(pending.getByText('Contact person')).toBeTruthy();
    const refused = within(
      screen.getByRole('article', { name: 'Proposal for 5 January 2027 to 25 January 2027' }),
    );
    expect(refused.getByText('Not approved')).toBeTruthy();
    // A reviewer's note, written in Chinese, is marked so.
    expect(refused.getByText('该时段展厅已有安排').getAttribute('lang')).toBe('zh-CN');
    expect(refused.getByText(/^Review note:/)).toBeTruthy();
    expect(refused.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);

    fireEvent.click(pending.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findAllByText('Withdraw this proposal?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Withdraw' }).at(-1)!);
    expect(await screen.findByText('Proposal withdrawn')).toBeTruthy();
    await waitFor(() => expect(chineseIn(document.body)).toEqual([]));
  });

  it('keeps the Chinese of the source', async () => {
    serve({
      [`GET ${ApplicationPaths.list}`]: { code: 200, msg: '查询成功', total: 1, rows: [application({})] },
    });
    useSession.setState({ token: 'visitor-token' });
    renderIn('zh', <ApplicationsTab />);
    expect(await screen.findByRole('article', { name: '2027-03-01 至 2027-03-20 的办展申请' })).toBeTruthy();
    expect(screen.getByText('审核中')).toBeTruthy();
  });
});
