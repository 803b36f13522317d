import type { Banner } from '@museum/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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

describe('HeroCarousel', () => {
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
