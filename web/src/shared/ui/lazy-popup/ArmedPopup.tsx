import { Dropdown, Popover, Tooltip } from 'antd';
import { type ComponentProps, type ReactElement, useEffect, useState } from 'react';

const COMPONENTS = { dropdown: Dropdown, popover: Popover, tooltip: Tooltip } as const;
export type PopupKind = keyof typeof COMPONENTS;

/**
 * The real popup, once LazyPopup has loaded it: open at first if the visitor's press (or hover) asked for it, and
 * the focus given back to the trigger if it had it (the trigger element is new, the old one gone with the focus).
 */
export default function ArmedPopup({
  kind,
  props,
  initiallyOpen,
  refocus,
  children,
}: {
  kind: PopupKind;
  props: { open?: boolean; onOpenChange?: (open: boolean, info: { source: 'trigger' }) => void };
  initiallyOpen: boolean;
  /** The trigger's `data-popup-trigger`, when it had the focus. */
  refocus: string | false;
  children: ReactElement;
}) {
  const [ownOpen, setOwnOpen] = useState(initiallyOpen);
  useEffect(() => {
    // Only if the focus went with the old trigger: a visitor who tabbed on meanwhile keeps their place.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (refocus && lost)
      document.querySelector<HTMLElement>(`[data-popup-trigger="${CSS.escape(refocus)}"]`)?.focus();
  }, [refocus]);
  const Popup = COMPONENTS[kind] as (props: ComponentProps<typeof Popover>) => ReactElement;
  return (
    <Popup
      {...props}
      open={props.open ?? ownOpen}
      onOpenChange={(open: boolean) => {
        setOwnOpen(open);
        props.onOpenChange?.(open, { source: 'trigger' });
      }}
    >
      {children}
    </Popup>
  );
}
