import type { UserCenterTab } from '@museum/shared';
import { type ComponentType, lazy } from 'react';

/** A section of the personal centre, as the feature it belongs to offers it; the centre files it under a group. */
export interface CenterTab {
  /** Its address: /userCenter/{key}. */
  key: UserCenterTab;
  label: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** Loaded the first time the section is opened. */
  Component: ComponentType;
}

export const centerTab = (
  key: UserCenterTab,
  label: string,
  Icon: CenterTab['Icon'],
  load: () => Promise<{ default: ComponentType }>,
): CenterTab => ({ key, label, Icon, Component: lazy(load) });
