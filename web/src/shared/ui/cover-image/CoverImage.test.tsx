import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './CoverImage';

const SRC = '/files/demo/exhibition/05.jpg';

describe('CoverImage', () => {
  it('offers resized copies of the frame’s shape, sized for the layout, and waits until it is near', () => {
    const { container } = render(
      <CoverImage
        src={SRC}
        alt="光影丝路"
        ratio={9 / 16}
        widths={[360, 720, 1080]}
        sizes="(max-width: 767px) 100vw, 400px"
      />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      `${SRC}?imgSize=360_203 360w, ${SRC}?imgSize=720_405 720w, ${SRC}?imgSize=1080_608 1080w`,
    );
    expect(img.getAttribute('sizes')).toBe('(max-width: 767px) 100vw, 400px');
    expect(img.getAttribute('src')).toBe(`${SRC}?imgSize=720_405`);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.getAttribute('alt')).toBe('光影丝路');
  });

  it('offers no copies of a picture served elsewhere (an outside ICMS), which has only its one size', () => {
    const outside = 'http://icms.example.org/upload/bi.jpg';
    const { container } = render(<CoverImage src={outside} alt="谷纹玉璧" ratio={1} sizes="50vw" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(outside);
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('keeps its space before the picture arrives: a frame of fixed ratio and an image of explicit size', () => {
    const { container } = render(
      <CoverImage src={SRC} alt="" ratio={3 / 4} widths={[320, 640]} sizes="50vw" />,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.aspectRatio).toBe(`${4 / 3} / 1`);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '480']);
  });

  it('fetches the first screen’s main picture at once, ahead of other requests', () => {
    const { container } = render(<CoverImage src={SRC} alt="" ratio={5 / 12} sizes="100vw" eager />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('resizes a contained work by width only, so the artwork is never cropped', () => {
    const { container } = render(
      <CoverImage src={SRC} alt="" ratio={1} widths={[240, 480]} sizes="240px" fit="contain" />,
    );
    expect(container.querySelector('img')!.getAttribute('srcset')).toBe(
      `${SRC}?imgSize=240_0 240w, ${SRC}?imgSize=480_0 480w`,
    );
  });
});
