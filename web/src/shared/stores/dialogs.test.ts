import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from './dialogs';

function button(label: string, parent: HTMLElement = document.body) {
  const element = document.createElement('button');
  element.textContent = label;
  parent.append(element);
  return element;
}

function dialog() {
  const element = document.createElement('div');
  element.setAttribute('role', 'dialog');
  document.body.append(element);
  return element;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  useDialogs.getState().hide();
});

describe('the dialogs store', () => {
  it('gives the focus back to the page control that opened a chain of dialogs, once the last has closed', () => {
    vi.useFakeTimers();
    const book = button('预约入馆');
    book.focus();
    useDialogs.getState().show('reservation');
    // The booking asks for the real name first; its dialog's button opens the booking again.
    const realName = dialog();
    button('提交认证', realName).focus();
    useDialogs.getState().show('realName', 'reservation');
    const goOn = button('继续预约', realName);
    goOn.focus();
    useDialogs.getState().show('reservation');
    realName.remove();
    expect(useDialogs.getState().open).toBe('reservation');

    // The booking closes; what opened it is gone, and the focus has fallen to the page's body.
    useDialogs.getState().hide();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    vi.runAllTimers();
    expect(document.activeElement).toBe(book);
  });

  it('leaves the focus where the closing dialog put it', () => {
    vi.useFakeTimers();
    const floorGuide = button('楼层导览');
    floorGuide.focus();
    useDialogs.getState().show('floorGuide');
    const elsewhere = button('个人中心');
    useDialogs.getState().hide();
    elsewhere.focus();
    vi.runAllTimers();
    expect(document.activeElement).toBe(elsewhere);
  });
});
