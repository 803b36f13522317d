import { create } from 'zustand';

/** Site-wide dialogs opened from the header, the side bar or a screen. The login dialog lives in the session store. */
export type DialogName = 'reservation' | 'group' | 'floorGuide' | 'hostApplication' | 'donation' | 'realName';

interface DialogState {
  open: DialogName | null;
  /** What to do after the dialog succeeds (real-name verification offers to continue booking). */
  next: DialogName | null;
  show(name: DialogName, next?: DialogName | null): void;
  hide(): void;
}

/** Longer than a dialog's closing animation (antd's slow motion, 0.3 s). */
const CLOSED_AFTER_MS = 350;

/**
 * The control on the page that opened the first of a chain of dialogs (入馆预约, then 实名认证, its confirmation,
 * and 入馆预约 again). A dialog gives the focus back to what opened it, but when that was a button inside an earlier
 * dialog, now gone, the focus would fall to the page's top (WCAG 2.4.3): it comes back here instead.
 */
let opener: HTMLElement | null = null;

function rememberOpener() {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]')) {
    opener = active;
  }
}

/** Once a dialog has closed: if the focus fell to nothing, it goes back to the control that opened the chain. */
export function restoreFocus() {
  setTimeout(() => {
    const active = document.activeElement;
    if (opener?.isConnected && (!active || active === document.body)) opener.focus();
  }, CLOSED_AFTER_MS);
}

export const useDialogs = create<DialogState>((set) => ({
  open: null,
  next: null,
  show: (name, next = null) => {
    rememberOpener();
    set({ open: name, next });
  },
  hide: () => {
    set({ open: null, next: null });
    restoreFocus();
  },
}));
