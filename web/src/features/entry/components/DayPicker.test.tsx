import type { EntrySlot } from '@museum/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, languageReady } from '@/shared/i18n';
import { DayPicker } from './DayPicker';

const slot = (day: string, desc: string, overrides: Partial<EntrySlot> = {}): EntrySlot => ({
  day,
  dayShortDesc: desc,
  isOpen: true,
  applyNum: 0,
  num: 3000,
  closedReason: null,
  ...overrides,
});

afterEach(cleanup);

describe('DayPicker', () => {
  it('offers open days with places left, and disables closed and full ones (docs/spec §5)', () => {
    const onChange = vi.fn();
    render(
      <DayPicker
        slots={[
          slot('2026-11-24', '11月24日 周二', { applyNum: 2990 }),
          slot('2026-11-25', '11月25日 周三', { applyNum: 3000 }),
          slot('2026-11-26', '11月26日 周四', { applyNum: 3001 }),
          slot('2026-11-30', '11月30日 周一', { isOpen: false }),
        ]}
        onChange={onChange}
      />,
    );
    const open = screen.getByRole('radio', { name: '11月24日 周二，余 10' });
    const full = screen.getByRole('radio', { name: '11月25日 周三，已约满' });
    const over = screen.getByRole('radio', { name: '11月26日 周四，已约满' });
    const closed = screen.getByRole('radio', { name: '11月30日 周一，闭馆' });
    expect([open, full, over, closed].map((r) => (r as HTMLInputElement).disabled)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    fireEvent.click(full);
    fireEvent.click(closed);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(open);
    expect(onChange).toHaveBeenCalledWith('2026-11-24');
    expect(screen.getByText('今天')).toBeTruthy();
  });

  it('shows a day before its release with the hour its places open, and the whole time in its name', () => {
    render(
      <DayPicker
        slots={[slot('2026-12-01', '12月1日 周二', { isOpen: false, closedReason: '11月24日 17:00 放票' })]}
      />,
    );
    const unreleased = screen.getByRole('radio', { name: '12月1日 周二，11月24日 17:00 放票' });
    expect((unreleased as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('17:00 放票')).toBeTruthy();
  });

  it('offers a group the open days whatever their individual places, and shows no count', () => {
    render(
      <DayPicker
        slots={[
          slot('2026-11-25', '11月25日 周三', { applyNum: 3000 }),
          slot('2026-11-30', '11月30日 周一', { isOpen: false }),
        ]}
        group
      />,
    );
    const full = screen.getByRole('radio', { name: '11月25日 周三，可申请' });
    const closed = screen.getByRole('radio', { name: '11月30日 周一，闭馆' });
    expect([full, closed].map((r) => (r as HTMLInputElement).disabled)).toEqual([false, true]);
  });
});

describe('DayPicker in English', () => {
  beforeAll(() => languageReady('en'));

  it('names each day in English, with its places, its closing or when it opens, and no Chinese', () => {
    render(
      <LanguageProvider language="en">
        <DayPicker
          slots={[
            slot('2026-11-24', '11月24日 周二', { applyNum: 2990 }),
            slot('2026-11-25', '11月25日 周三', { applyNum: 3000 }),
            slot('2026-11-30', '11月30日 周一', { isOpen: false, closedReason: '闭馆' }),
            slot('2026-12-02', '12月2日 周三', { isOpen: false, closedReason: '闭馆：布展' }),
            slot('2026-12-01', '12月1日 周二', { isOpen: false, closedReason: '11月24日 17:00 放票' }),
          ]}
        />
      </LanguageProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Date of visit' });
    expect(screen.getByRole('radio', { name: 'Tue 24 Nov, 10 left' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Wed 25 Nov, Full' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Mon 30 Nov, Closed' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    // A reason the staff gave is theirs, in Chinese: the English card says closed.
    expect(screen.getByRole('radio', { name: 'Wed 2 Dec, Closed' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Tue 1 Dec, Booking opens 24 Nov at 17:00' })).toBeTruthy();
    expect(screen.getByText('Opens 17:00')).toBeTruthy();
    expect(screen.getByText('Today')).toBeTruthy();
    expect(screen.getAllByText('Tue').length).toBe(1);
    expect(group.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('offers a group the open days, and says today has stopped taking visitors', () => {
    render(
      <LanguageProvider language="en">
        <DayPicker
          slots={[
            slot('2026-11-24', '11月24日 周二', { isOpen: false, closedReason: '已停止入馆' }),
            slot('2026-11-25', '11月25日 周三', { applyNum: 3000 }),
          ]}
          group
        />
      </LanguageProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Tue 24 Nov, Entry has closed for today' })).toBeTruthy();
    expect(screen.getByText('Entry closed')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Wed 25 Nov, Open' })).toBeTruthy();
  });

  it('keeps a reason the server gave in English whole in the name, and short on the card', () => {
    render(
      <LanguageProvider language="en">
        <DayPicker
          slots={[
            slot('2026-11-30', '11月30日 周一', {
              isOpen: false,
              closedReason: 'Closed: installing an exhibition',
            }),
            slot('2026-12-01', '12月1日 周二', {
              isOpen: false,
              closedReason: 'Booking opens 24 November at 17:00',
            }),
          ]}
        />
      </LanguageProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Mon 30 Nov, Closed: installing an exhibition' })).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Tue 1 Dec, Booking opens 24 November at 17:00' })).toBeTruthy();
    expect(screen.getByText('Opens 17:00')).toBeTruthy();
  });
});
