import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadOnFirstMove } from './lazy-part';

describe('preloadOnFirstMove', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('loads the part at the first scroll, tap or key, once', () => {
    const part = { preload: vi.fn() };
    stop = preloadOnFirstMove(part);
    expect(part.preload).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(part.preload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(part.preload).toHaveBeenCalledTimes(1);
  });

  it('catches a scroll inside the page, which does not bubble to the window', () => {
    const part = { preload: vi.fn() };
    stop = preloadOnFirstMove(part);
    const list = document.body.appendChild(document.createElement('div'));
    list.dispatchEvent(new Event('scroll'));
    expect(part.preload).toHaveBeenCalledTimes(1);
    list.remove();
  });

  it('loads nothing once stopped (the page left before the visitor moved)', () => {
    const part = { preload: vi.fn() };
    preloadOnFirstMove(part)();
    window.dispatchEvent(new Event('scroll'));
    expect(part.preload).not.toHaveBeenCalled();
  });
});
