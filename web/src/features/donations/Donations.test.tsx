import { DonationPaths, type DonationReport } from '@museum/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { useSession } from '@/shared/stores/session';
import { englishForEachTest, renderIn, serve } from '../accounts/english-test-kit';
import DonationDialog from './dialogs/DonationDialog';
import DonationsTab from './screens/DonationsTab';

const report = (overrides: Partial<DonationReport>): DonationReport => ({
  id: 1,
  type: 'cangpin',
  people: 'A*****a',
  phone: '138****0000',
  fileUrl: '',
  files: [],
  intro: 'A Kashgar carpet, about 1920\nWool, 2 by 3 metres, kept rolled.',
  status: 'received',
  note: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

englishForEachTest();

describe('donation offers in English', () => {
  it('asks for an offer: the contact, the photos and papers, the piece, and the errors', async () => {
    serve();
    useSession.setState({ token: 'visitor-token' });
    renderIn('en', <DonationDialog onClose={() => undefined} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Donate a work' }));
    expect(dialog.getByText(/Thank you for wishing to share a treasured piece with the public/)).toBeTruthy();
    expect(dialog.getByText('Photos and papers')).toBeTruthy();
    expect(dialog.getByLabelText('About the piece')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Please describe the piece briefly')).toBeTruthy();
    expect(dialog.getByText('Please enter a contact person')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  }, 60_000);

  it('lists the offers by what is offered, with their status', async () => {
    const rows = [
      report({ id: 2, status: 'contacted' }),
      report({ id: 1, intro: '', status: 'declined', people: '张*' }),
    ];
    serve({ [`GET ${DonationPaths.list}`]: { code: 200, msg: 'OK', total: rows.length, rows } });
    useSession.setState({ token: 'visitor-token' });
    renderIn('en', <DonationsTab />);
    expect(screen.getByRole('heading', { name: 'Donations', level: 2 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Donate a work' })).toBeTruthy();
    const offers = await screen.findAllByRole('article', { name: 'Offer of 20 November 2026' });
    const contacted = within(offers[0]!);
    expect(contacted.getByRole('heading', { name: 'A Kashgar carpet, about 1920' })).toBeTruthy();
    expect(contacted.getByText('Contacted')).toBeTruthy();
    expect(contacted.getByText('Contact person')).toBeTruthy();
    expect(contacted.getByText('Submitted')).toBeTruthy();
    const declined = within(offers[1]!);
    expect(declined.getByRole('heading', { name: 'Work offered by 张*' })).toBeTruthy();
    expect(declined.getAllByText('张*')[0]!.getAttribute('lang')).toBe('zh-CN');
    expect(declined.getByText('Not accepted')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('keeps the Chinese of the source', async () => {
    serve({ [`GET ${DonationPaths.list}`]: { code: 200, msg: '查询成功', total: 1, rows: [report({})] } });
    useSession.setState({ token: 'visitor-token' });
    renderIn('zh', <DonationsTab />);
    expect(await screen.findByRole('article', { name: '2026-11-20 的捐赠登记' })).toBeTruthy();
    expect(screen.getByText('已登记')).toBeTruthy();
  });
});
