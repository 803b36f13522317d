import type { DropdownProps, PopoverProps, TooltipProps } from 'antd';
import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  useId,
  useState,
} from 'react';
import type { PopupKind } from './ArmedPopup';

// antd's dropdown, popover and tooltip, with their menu and positioning code (a seventh of every page's first
// load, 33 kB gzip) and their styles, load when a visitor first reaches for one, not with every page.
type ArmedPopupModule = typeof import('./ArmedPopup');
let loaded: ArmedPopupModule | undefined;
const load = () => import('./ArmedPopup').then((module) => (loaded = module));

type TriggerProps = {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: () => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
};

interface LazyPopupProps<P> {
  kind: PopupKind;
  /** The antd component's props, children apart. */
  props: P;
  /** The trigger: one element that takes the handlers below (a button). */
  children: ReactElement<TriggerProps>;
}

type Arming = { open: boolean; refocus: boolean };

/** What the three popups share (a dropdown's change also says where it came from). */
type PopupProps = {
  trigger?: unknown;
  open?: boolean;
  onOpenChange?: (open: boolean, info: { source: 'trigger' }) => void;
};

/**
 * The trigger alone until a mouse rests on it, it takes focus or it is pressed; then the real popup around it,
 * open if that was a press (a menu or a popover) or a hover (popups that open on hover). The swap puts a new button in place of
 * the old, so it waits while the button is held down: a press begun on one and ended on the other is no click.
 * Touch arms on the press only (a tap's pointerenter comes just before its click).
 */
function LazyPopup<P extends PopupProps>({ kind, props, children }: LazyPopupProps<P>) {
  const [arming, setArming] = useState<Arming | null>(null);
  const [popupModule, setPopupModule] = useState(loaded);
  const [pressing, setPressing] = useState(false);
  const id = useId();
  const opensOnHover = kind === 'tooltip' || [props.trigger].flat().includes('hover');
  const swapped = arming !== null && popupModule !== undefined && !pressing;
  const arm = (next: Arming) => {
    if (next.open) props.onOpenChange?.(true, { source: 'trigger' });
    if (!popupModule) void load().then(setPopupModule);
    setArming((current) => ({
      open: next.open || (current?.open ?? false),
      refocus: next.refocus || (current?.refocus ?? false),
    }));
  };
  const trigger = cloneElement(children, {
    'data-popup-trigger': id,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerDown?.(event);
      if (!swapped) setPressing(true);
    },
    onPointerCancel: () => setPressing(false),
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      if (swapped) return;
      setPressing(false);
      // A tooltip says what a hover asks; after a tap it would stay open (no hover ends on a phone).
      arm({ open: kind !== 'tooltip', refocus: true });
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      if (!swapped) arm({ open: false, refocus: true });
    },
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (!swapped && event.pointerType === 'mouse') arm({ open: opensOnHover, refocus: false });
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      if (swapped || event.pointerType !== 'mouse') return;
      // Pressed and dragged away (no click comes), or left before the popup came: it comes closed.
      setPressing(false);
      if (opensOnHover) setArming((current) => current && { ...current, open: false });
    },
  } as TriggerProps);
  if (!swapped) return trigger;
  return (
    <popupModule.default kind={kind} props={props} initiallyOpen={arming.open} refocus={arming.refocus && id}>
      {trigger}
    </popupModule.default>
  );
}

type TriggerChild = { children: ReactElement<TriggerProps> };

export const LazyDropdown = ({ children, ...props }: Omit<DropdownProps, 'children'> & TriggerChild) => (
  <LazyPopup kind="dropdown" props={props}>
    {children}
  </LazyPopup>
);

export const LazyPopover = ({ children, ...props }: Omit<PopoverProps, 'children'> & TriggerChild) => (
  <LazyPopup kind="popover" props={props}>
    {children}
  </LazyPopup>
);

export const LazyTooltip = ({ children, ...props }: Omit<TooltipProps, 'children'> & TriggerChild) => (
  <LazyPopup kind="tooltip" props={props}>
    {children}
  </LazyPopup>
);
