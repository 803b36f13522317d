import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateNear } from './HydrateNear';

/** An IntersectionObserver the test moves: what it watches, and a way to bring it near the screen. */
function watchScreen() {
  const watched: Element[] = [];
  let report: IntersectionObserverCallback = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        watched.push(element);
      }
      disconnect() {}
    },
  );
  const comeNear = () =>
    act(async () =>
      report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
  return { watched, comeNear };
}

const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** The page as the server drew it, then hydrated. */
async function hydrate(tree: React.ReactElement) {
  const { IntersectionObserver } = window;
  const container = document.createElement('div');
  // Drawn as the server draws it: without a document.
  vi.stubGlobal('document', undefined);
  let html: string;
  try {
    html = renderToString(tree);
  } finally {
    vi.unstubAllGlobals();
  }
  container.innerHTML = html;
  vi.stubGlobal('IntersectionObserver', IntersectionObserver);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, tree);
  });
  return container;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a part hydrated as it comes near the screen', () => {
  it("keeps the server's HTML as drawn until then, and answers taps once hydrated", async () => {
    const { watched, comeNear } = watchScreen();
    const tapped = vi.fn();
    await hydrate(
      <HydrateNear name="below-the-fold">
        <button type="button" onClick={tapped}>
          预约
        </button>
      </HydrateNear>,
    );
    const button = screen.getByRole('button', { name: '预约' });
    expect(hydrated(button)).toBe(false);
    expect(watched).toEqual([button]);

    await comeNear();
    // The same element the server drew, now React's.
    expect(screen.getByRole('button', { name: '预约' })).toBe(button);
    expect(hydrated(button)).toBe(true);
    fireEvent.click(button);
    expect(tapped).toHaveBeenCalledOnce();
  });

  it('hydrates at once when an update reaches it while it waits, keeping the server’s HTML', async () => {
    watchScreen();
    let more: () => void = () => undefined;
    function Counter() {
      const [count, setCount] = useState(1);
      more = () => setCount((c) => c + 1);
      return (
        <HydrateNear name="updated-while-waiting">
          <p>共 {count} 件</p>
        </HydrateNear>
      );
    }
    await hydrate(<Counter />);
    const paragraph = screen.getByText('共 1 件');
    expect(hydrated(paragraph)).toBe(false);

    await act(async () => more());
    expect(screen.getByText('共 2 件')).toBe(paragraph);
    expect(hydrated(paragraph)).toBe(true);
  });

  it('is drawn at once where the page did not come with it (a screen drawn in the browser)', () => {
    const { watched } = watchScreen();
    const { rerender } = render(
      <HydrateNear name="drawn-in-the-browser">
        <p>展览</p>
      </HydrateNear>,
    );
    expect(screen.getByText('展览').textContent).toBe('展览');
    // Drawn again, with its wrapper in the document now, it still does not wait.
    rerender(
      <HydrateNear name="drawn-in-the-browser">
        <p>活动</p>
      </HydrateNear>,
    );
    expect(screen.getByText('活动').textContent).toBe('活动');
    expect(watched).toEqual([]);
  });
});
