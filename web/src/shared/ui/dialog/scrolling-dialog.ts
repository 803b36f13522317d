import { useEffect, useRef } from 'react';
import styles from './ScrollingDialog.module.css';

/** Modal `classNames` for a dialog whose body scrolls between a fixed title and a fixed footer of buttons. */
export const scrollingDialog = {
  root: styles.root,
  container: styles.container,
  header: styles.header,
  close: styles.close,
  body: styles.body,
  footer: styles.footer,
} as const;

/** The class for a result heading that takes focus (no focus ring: it is not a control). */
export const resultHeadingClass = styles.resultHeading;

/**
 * For the heading of what replaces a form (a booking's ticket, "application sent"): when it appears, the dialog
 * is scrolled back to its top, wherever the form had been scrolled to, and the heading takes focus so a screen
 * reader announces it. Put the ref on a heading with `tabIndex={-1}`.
 */
export function useRevealResult<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const heading = ref.current;
    if (!heading) return;
    // Every scrolling box up to the modal's own wrap (the body, or the wrap when the dialog is taller than the
    // window).
    for (let box = heading.parentElement; box; box = box.parentElement) {
      if (box.scrollTop > 0) box.scrollTop = 0;
      if (box.classList.contains('ant-modal-wrap')) break;
    }
    heading.focus({ preventScroll: true });
  }, []);
  return ref;
}
