import { CARE_MODE_COOKIE } from '@museum/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CareModeProvider, careModeInBrowser, useCareMode } from './care-mode';

function Probe() {
  const { care, setCare } = useCareMode();
  return (
    <button type="button" onClick={() => setCare(!care)}>
      {care ? 'on' : 'off'}
    </button>
  );
}

afterEach(() => {
  document.cookie = `${CARE_MODE_COOKIE}=; Path=/; Max-Age=0`;
  delete document.documentElement.dataset.care;
});

describe('care mode', () => {
  it('is turned on and off for this page and later visits: the cookie and the document mark', () => {
    render(
      <CareModeProvider initial={false}>
        <Probe />
      </CareModeProvider>,
    );
    expect(careModeInBrowser()).toBe(false);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('on');
    expect(document.documentElement.dataset.care).toBe('true');
    expect(careModeInBrowser()).toBe(true);
    act(() => screen.getByRole('button').click());
    expect(document.documentElement.dataset.care).toBeUndefined();
    expect(careModeInBrowser()).toBe(false);
  });

  it('is what the server drew the page in, even when the script cannot read the cookie the server read', () => {
    expect(careModeInBrowser()).toBe(false);
    document.documentElement.dataset.care = 'true';
    expect(careModeInBrowser()).toBe(true);
  });
});
