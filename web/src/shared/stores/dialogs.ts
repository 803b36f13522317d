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

export const useDialogs = create<DialogState>((set) => ({
  open: null,
  next: null,
  show: (name, next = null) => set({ open: name, next }),
  hide: () => set({ open: null, next: null }),
}));
