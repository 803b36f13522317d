import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy for each test: the popup's code, once loaded, stays loaded for the page (and for the next test).
let LazyDropdown: typeof import('./LazyPopup').LazyDropdown;
let LazyTooltip: typeof import('./LazyPopup').LazyTooltip;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyDropdown, LazyTooltip } = await import('./LazyPopup'));
});
afterEach(cleanup);

/** A click-opened menu, as the header's account menu is. */
const renderAccountMenu = () =>
  render(
    <LazyDropdown trigger={['click']} menu={{ items: [{ key: 'center', label: '个人中心' }] }}>
      <button type="button">账户菜单</button>
    </LazyDropdown>,
  );
const loadedPopup = () =>
  act(() => import('./ArmedPopup').then(() => new Promise((done) => setTimeout(done, 0))));

describe('a popup loaded when first reached for', () => {
  it('is its trigger alone at first; a press loads it, opens it and gives the focus back to the new trigger', async () => {
    renderAccountMenu();
    const first = screen.getByRole('button', { name: '账户菜单' });
    expect(document.querySelector('.ant-dropdown-trigger')).toBeNull();

    first.focus();
    fireEvent.click(first);
    expect(await screen.findByRole('menuitem', { name: '个人中心' })).toBeTruthy();
    const armed = screen.getByRole('button', { name: '账户菜单' });
    expect(armed).not.toBe(first);
    expect(armed.classList).toContain('ant-dropdown-trigger');
    await waitFor(() => expect(document.activeElement).toBe(armed));
  });

  it('keeps the button a visitor is pressing until the click, so the press is not lost to the swap', async () => {
    renderAccountMenu();
    const pressed = screen.getByRole('button', { name: '账户菜单' });
    fireEvent.pointerOver(pressed, { pointerType: 'mouse' });
    fireEvent.pointerDown(pressed, { pointerType: 'mouse' });
    await loadedPopup();
    // Loaded meanwhile, and still the same button under the finger.
    expect(screen.getByRole('button', { name: '账户菜单' })).toBe(pressed);
    expect(screen.queryByRole('menuitem')).toBeNull();

    fireEvent.click(pressed);
    expect(await screen.findByRole('menuitem', { name: '个人中心' })).toBeTruthy();
  });

  it('shows a tooltip to a mouse resting on it, not after a tap (no hover would end it on a phone)', async () => {
    render(
      <LazyTooltip title="系统消息（有未读）">
        <button type="button">系统消息</button>
      </LazyTooltip>,
    );
    fireEvent.pointerOver(screen.getByRole('button'), { pointerType: 'touch' });
    fireEvent.click(screen.getByRole('button'));
    await loadedPopup();
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.mouseOver(screen.getByRole('button'));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '系统消息（有未读）');
  });
});
