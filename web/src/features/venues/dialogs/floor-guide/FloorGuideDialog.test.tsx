import { FLOOR_NAMES, type Floor, type FloorPlan, type Hall } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerEveryFetch } from '#test/fetch.ts';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import FloorGuideDialog from './FloorGuideDialog';

type Code = Floor;

let nextId = 1;
function hall(floor: Code, name: string, area: number, applicable: boolean, x: number, y: number): Hall {
  return {
    id: nextId++,
    name,
    floor,
    floorName: FLOOR_NAMES[floor],
    area,
    description: `${name}的介绍文字。`,
    applicable,
    position: { x, y, width: 360, height: 260 },
  };
}

function floor(code: Code, summary: string, halls: Hall[]): FloorPlan {
  return {
    floor: code,
    name: FLOOR_NAMES[code],
    summary,
    width: 1000,
    height: 640,
    outline: 'M40 40H960V600H40Z',
    facilities: [
      { kind: 'lift', label: '电梯', x: 640, y: 560 },
      { kind: 'toilet', label: '卫生间', rect: { x: 780, y: 330, width: 160, height: 80 }, x: 860, y: 370 },
    ],
    halls,
  };
}

/** Four floors as the server answers /client/floor/list (the demo content, shortened). */
const PLANS: FloorPlan[] = [
  floor('-1F', '实验空间与报告厅。', [hall('-1F', '实验空间', 480, true, 60, 60)]),
  floor('1F', '主入口、服务台与寄存处。', [
    hall('1F', '丝路厅', 860, false, 60, 60),
    hall('1F', '瓷韵厅', 520, false, 600, 60),
  ]),
  floor('2F', '书画与油画展览为主。', [
    hall('2F', '天山厅', 900, false, 60, 60),
    hall('2F', '昆仑厅', 640, true, 600, 60),
  ]),
  floor('3F', '织造厅与影像厅。', [hall('3F', '影像厅', 480, true, 600, 60)]),
];

let requested: string[];

beforeEach(() => {
  requested = answerEveryFetch(PLANS);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGuide() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <FloorGuideDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

const dialog = () => screen.getByRole('dialog');
const plan = () => within(dialog()).getByRole('group', { name: /（-?\dF）平面图$/ });
const tab = (code: Code) => within(dialog()).getByRole('tab', { name: new RegExp(`^${code} `) });
const details = () => within(dialog()).getByRole('region', { name: '展厅详情' });

describe('floor guide dialog', () => {
  it('loads the plans from /client/floor/list and opens on 1F', async () => {
    renderGuide();
    expect((await screen.findByRole('tab', { name: /^1F / })).getAttribute('aria-selected')).toBe('true');
    expect(requested).toEqual(['/prod-api/client/floor/list']);
    expect(screen.getByRole('dialog', { name: '楼层导览' })).toBeTruthy();
    expect(plan().getAttribute('aria-label')).toBe('一层（1F）平面图');
    expect(within(dialog()).getByRole('heading', { name: /^一层/ })).toBeTruthy();
    expect(within(dialog()).getByText('主入口、服务台与寄存处。')).toBeTruthy();
  });

  it('switches between the four floors, by click and by arrow keys', async () => {
    renderGuide();
    await screen.findByRole('tab', { name: /^1F / });
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['-1F 地下一层', '1F 一层', '2F 二层', '3F 三层']);

    const expected: [Code, string][] = [
      ['2F', '天山厅'],
      ['3F', '影像厅'],
      ['-1F', '实验空间'],
      ['1F', '丝路厅'],
    ];
    for (const [code, hallName] of expected) {
      await userEvent.click(tab(code));
      expect(tab(code).getAttribute('aria-selected')).toBe('true');
      expect(plan().getAttribute('aria-label')).toBe(`${FLOOR_NAMES[code]}（${code}）平面图`);
      expect(within(plan()).getByRole('button', { name: new RegExp(`^${hallName}`) })).toBeTruthy();
      expect(
        within(dialog()).getByRole('heading', { name: new RegExp(`^${FLOOR_NAMES[code]}`) }),
      ).toBeTruthy();
    }

    fireEvent.keyDown(tab('1F'), { key: 'ArrowRight' });
    expect(tab('2F').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('2F'));
    fireEvent.keyDown(tab('2F'), { key: 'End' });
    expect(tab('3F').getAttribute('aria-selected')).toBe('true');
  });

  it('labels every hall on the plan with its name and area, and lists them beside it', async () => {
    renderGuide();
    await screen.findByRole('tab', { name: /^1F / });
    await userEvent.click(tab('2F'));
    const halls = within(plan()).getAllByRole('button');
    expect(halls.map((h) => h.getAttribute('aria-label'))).toEqual([
      '天山厅 900 ㎡',
      '昆仑厅 640 ㎡，可申请办展',
    ]);
    // The name is written on the drawing, not only in the accessible name.
    expect(halls[0]!.querySelector('text')?.textContent).toBe('天山厅');

    const list = within(dialog()).getByRole('region', { name: '本层展厅 2 个' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['天山厅900 ㎡', '昆仑厅640 ㎡ · 可申请办展']);
    // Services are named in the legend.
    expect(within(dialog()).getByRole('list', { name: /图例/ }).textContent).toContain('电梯');
  });

  it('shows a hall’s details when it is clicked, chosen with Enter or picked from the list', async () => {
    renderGuide();
    await screen.findByRole('tab', { name: /^1F / });
    expect(details().textContent).toContain('选择一层的展厅');

    const silkRoad = within(plan()).getByRole('button', { name: /^丝路厅/ });
    await userEvent.click(silkRoad);
    expect(silkRoad.getAttribute('aria-pressed')).toBe('true');
    expect(within(details()).getByRole('heading', { name: '丝路厅' })).toBeTruthy();
    expect(details().textContent).toContain('一层（1F）');
    expect(details().textContent).toContain('860 ㎡');
    expect(details().textContent).toContain('不对外申请');
    expect(details().textContent).toContain('丝路厅的介绍文字。');

    const porcelain = within(plan()).getByRole('button', { name: /^瓷韵厅/ });
    porcelain.focus();
    fireEvent.keyDown(porcelain, { key: 'Enter' });
    expect(within(details()).getByRole('heading', { name: '瓷韵厅' })).toBeTruthy();
    expect(silkRoad.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(tab('2F'));
    expect(details().textContent).toContain('选择二层的展厅');
    const list = within(dialog()).getByRole('region', { name: /^本层展厅/ });
    await userEvent.click(within(list).getByRole('button', { name: /^昆仑厅/ }));
    expect(within(details()).getByRole('heading', { name: '昆仑厅' })).toBeTruthy();
    expect(details().textContent).toContain('可申请举办展览');
    expect(within(details()).getByRole('button', { name: /申请办展/ })).toBeTruthy();
    expect(
      within(plan())
        .getByRole('button', { name: /^昆仑厅/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('zooms in and out with the buttons and the keyboard, pans with arrow keys and resets', async () => {
    renderGuide();
    await screen.findByRole('tab', { name: /^1F / });
    const level = within(dialog()).getByRole('status');
    const whole = '0 0 1000 640';
    expect(plan().getAttribute('viewBox')).toBe(whole);
    expect(level.textContent).toBe('100%');

    await userEvent.click(within(dialog()).getByRole('button', { name: '放大' }));
    expect(level.textContent).toBe('150%');
    await waitFor(() => expect(plan().getAttribute('viewBox')).toBe('166.67 106.67 666.67 426.67'));

    await userEvent.click(within(dialog()).getByRole('button', { name: '放大' }));
    expect(level.textContent).toBe('225%');
    await userEvent.click(within(dialog()).getByRole('button', { name: '缩小' }));
    expect(level.textContent).toBe('150%');

    // Arrow keys pan the focused plan; + zooms.
    fireEvent.keyDown(plan(), { key: 'ArrowLeft' });
    await waitFor(() => expect(plan().getAttribute('viewBox')).toBe('33.33 106.67 666.67 426.67'));
    fireEvent.keyDown(plan(), { key: '+' });
    expect(level.textContent).toBe('225%');

    await userEvent.click(within(dialog()).getByRole('button', { name: '复位' }));
    expect(level.textContent).toBe('100%');
    await waitFor(() => expect(plan().getAttribute('viewBox')).toBe(whole));

    // Never below the whole plan.
    await userEvent.click(within(dialog()).getByRole('button', { name: '缩小' }));
    expect(level.textContent).toBe('100%');
  });
});

describe('the floor guide in English', () => {
  const CHINESE = /[\u4e00-\u9fff]/;
  const NAMES: Record<Code, string> = {
    '-1F': 'Basement',
    '1F': 'Level 1',
    '2F': 'Level 2',
    '3F': 'Level 3',
  };

  /** The plans as the server answers an English page: names, summaries, halls and services in English. */
  const englishPlans: FloorPlan[] = PLANS.map((plan) => ({
    ...plan,
    name: NAMES[plan.floor],
    summary: `Galleries and services of ${NAMES[plan.floor]}.`,
    facilities: [
      { kind: 'lift', label: 'Lift', x: 640, y: 560 },
      { kind: 'toilet', label: 'Toilets', rect: { x: 780, y: 330, width: 160, height: 80 }, x: 860, y: 370 },
    ],
    halls: plan.halls.map((hall, i) => ({
      ...hall,
      name: `${NAMES[plan.floor]} Gallery ${i + 1}`,
      floorName: NAMES[plan.floor],
      description: 'A gallery of the museum.',
    })),
  }));

  beforeEach(async () => {
    await languageReady('en');
    setPageLanguage('en');
    answerEveryFetch(englishPlans);
  });
  afterEach(() => setPageLanguage('zh'));

  function renderEnglish() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <LanguageProvider language="en">
        <QueryClientProvider client={client}>
          <FloorGuideDialog onClose={vi.fn()} />
        </QueryClientProvider>
      </LanguageProvider>,
    );
  }

  it('names the floors, halls, areas, legend and controls in English', async () => {
    renderEnglish();
    expect((await screen.findByRole('tab', { name: /^1F / })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Floor guide' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Floors' })).toBeTruthy();
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['-1F Basement', '1F Level 1', '2F Level 2', '3F Level 3']);
    const englishPlan = () => within(dialog()).getByRole('group', { name: /^Plan of / });
    expect(englishPlan().getAttribute('aria-label')).toBe('Plan of Level 1 (1F)');
    const gallery = () => within(dialog()).getByRole('region', { name: 'Gallery details' });
    expect(gallery().textContent).toContain('Choose one of the Level 1 galleries');

    await userEvent.click(tab('2F'));
    const halls = within(englishPlan()).getAllByRole('button');
    expect(halls.map((h) => h.getAttribute('aria-label'))).toEqual([
      'Level 2 Gallery 1, 900 m²',
      'Level 2 Gallery 2, 640 m², open to exhibition proposals',
    ]);
    const list = within(dialog()).getByRole('region', { name: 'Galleries on this floor 2' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Level 2 Gallery 1900 m²', 'Level 2 Gallery 2640 m² · Open to proposals']);
    expect(within(dialog()).getByRole('list', { name: 'Key and services, Level 2' }).textContent).toBe(
      'GalleryOpen to proposalsToiletsLift',
    );

    await userEvent.click(halls[1]!);
    expect(within(gallery()).getByRole('heading', { name: 'Level 2 Gallery 2' })).toBeTruthy();
    expect(gallery().textContent).toContain('FloorLevel 2 (2F)');
    expect(gallery().textContent).toContain('Floor area640 m²');
    expect(gallery().textContent).toContain('Exhibition proposalsOpen to exhibition proposals');
    expect(within(gallery()).getByRole('button', { name: /Propose an exhibition/ })).toBeTruthy();

    for (const name of ['Zoom in', 'Zoom out', 'Reset']) {
      expect(within(dialog()).getByRole('button', { name: new RegExp(name) })).toBeTruthy();
    }
    expect(within(dialog()).getByRole('status', { name: 'Zoom level 100%' })).toBeTruthy();
    expect(dialog().textContent).toContain('North is up. Scroll or pinch to zoom');
    expect(dialog().textContent).not.toMatch(CHINESE);
  });
});
