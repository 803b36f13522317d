import type { ComponentProps } from 'react';
import { LazyPopover } from '@/shared/ui/lazy-popup/LazyPopup';

/** A panel of the header: it drops from its button when clicked, aligned with the button's right edge. */
export function HeaderPopover(props: Omit<ComponentProps<typeof LazyPopover>, 'trigger' | 'placement'>) {
  return <LazyPopover trigger="click" placement="bottomRight" {...props} />;
}
