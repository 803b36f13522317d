import type { Banner } from '@museum/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CareModeProvider, useCareMode } from '../../care-mode/care-mode';
import { HeroCarousel } from './HeroCarousel';

const banner = (id: number): Banner => ({
  id,
  title: `横幅 ${id}`,
  subtitle: null,
  image: `/files/demo/banner/home-${id}.jpg`,
  link: null,
});

function show(banners: Banner[] | undefined) {
  const router = createMemoryRouter([
    { path: '/', element: <HeroCarousel banners={banners} label="焦点展览" /> },
  ]);
  return render(<RouterProvider router={router} />);
}

/** The carousel under a care-mode switch, as the header's. */
function CareSwitch() {
  const { care, setCare } = useCareMode();
  return (
    <button type="button" onClick={() => setCare(!care)}>
      关怀模式
    </button>
  );
}

const shownSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') !== 'true')!
    .getAttribute('aria-label');

describe('HeroCarousel', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('advances on its own; care mode, turned on at any time, stills it until the visitor presses play', () => {
    vi.useFakeTimers();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <CareSwitch />
            <HeroCarousel banners={[banner(1), banner(2), banner(3)]} label="焦点展览" />
          </>
        ),
      },
    ]);
    render(
      <CareModeProvider initial={false}>
        <RouterProvider router={router} />
      </CareModeProvider>,
    );
    expect(shownSlide()).toBe('1 / 3：横幅 1');
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide()).toBe('2 / 3：横幅 2');

    fireEvent.click(screen.getByRole('button', { name: '关怀模式' }));
    expect(screen.getByRole('button', { name: '继续轮播' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownSlide()).toBe('2 / 3：横幅 2');

    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide()).toBe('3 / 3：横幅 3');
  });

  it('holds the banners’ place while they load, so the page below does not jump', () => {
    const { container } = show(undefined);
    const region = screen.getByRole('region', { name: '焦点展览' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelector('img')).toBeNull();
    expect((region.firstElementChild as HTMLElement).style.aspectRatio).toBe(`${1920 / 800} / 1`);
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(0);
  });

  it('fetches the first slide at once and alone, the next once it has arrived, the others when shown', () => {
    const { container } = show([banner(1), banner(2), banner(3)]);
    const images = () => [...container.querySelectorAll('img')];
    expect(images().map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
    ]);
    // Every slide keeps the banner's frame, picture or not: nothing moves when one arrives.
    const frames = container.querySelectorAll<HTMLElement>(
      '[aria-roledescription="slide"] > div:first-child',
    );
    expect([...frames].map((frame) => frame.style.aspectRatio)).toEqual(Array(3).fill(`${1920 / 800} / 1`));

    fireEvent.load(images()[0]!);
    expect(images().map((img) => img.getAttribute('src'))).toEqual([
      '/files/demo/banner/home-1.jpg?imgSize=1280_533',
      '/files/demo/banner/home-2.jpg?imgSize=1280_533',
    ]);
    expect(images()[1]!.getAttribute('loading')).toBe('lazy');

    fireEvent.click(screen.getByRole('button', { name: '第 3 张：横幅 3' }));
    expect(images()).toHaveLength(3);
    for (const img of images()) {
      expect(img.getAttribute('sizes')).toBe('100vw');
      expect(img.getAttribute('srcset')).toContain('?imgSize=768_320 768w');
      expect(img.getAttribute('decoding')).toBe('async');
    }
  });

  it('shows nothing when there is no banner', () => {
    const { container } = show([]);
    expect(container.querySelector('section')).toBeNull();
  });
});
