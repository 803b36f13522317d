import { CheckCircleFilled } from '@ant-design/icons';
import { TOAST_DURATION_S } from '@museum/shared';
import type { ModalFuncProps } from 'antd';
import { createElement } from 'react';
// Also styles every confirmation of the site (serif title, buttons of the dialogs' size): see the sheet.
import confirmStyles from '../ui/dialog-title/confirm.module.css';

/**
 * Toasts, notifications and confirmations for code outside React (the request layer).
 * `FeedbackBridge` plugs in antd's themed instances; tests plug in spies.
 */
export interface Feedback {
  error(content: string): void;
  warning(content: string): void;
  success(content: string): void;
  notifyError(title: string): void;
  notifyWarning(title: string): void;
  /** Resolves on confirm, rejects on cancel or close (docs/spec §4). */
  confirm(options: { title: string; content: string; okText?: string; cancelText?: string }): Promise<void>;
}

const fallback: Feedback = {
  error: (content) => console.error(content),
  warning: (content) => console.warn(content),
  success: (content) => console.info(content),
  notifyError: (title) => console.error(title),
  notifyWarning: (title) => console.warn(title),
  confirm: () => Promise.reject(new Error('cancel')),
};

let current: Feedback = fallback;

export function setFeedback(impl: Feedback | null) {
  current = impl ?? fallback;
}

export const feedback: Feedback = {
  error: (c) => current.error(c),
  warning: (c) => current.warning(c),
  success: (c) => current.success(c),
  notifyError: (t) => current.notifyError(t),
  notifyWarning: (t) => current.notifyWarning(t),
  confirm: (o) => current.confirm(o),
};

export const TOAST_SECONDS = TOAST_DURATION_S;

export interface ConfirmOptions extends Omit<ModalFuncProps, 'type' | 'okType'> {
  title: string;
  /**
   * `danger`: the action cannot be undone (cancel a booking, delete): the button is seal red and focus starts
   * on the way back. `success`: the question follows something that worked (a green tick instead of the mark).
   */
  tone?: 'neutral' | 'danger' | 'success';
}

/**
 * Options for `modal.confirm` in the museum's manner: `modal.confirm(confirmOptions({ title, content, ... }))`.
 * The look itself (serif title, calm icon, buttons of the dialogs' size) applies to every confirmation.
 */
export function confirmOptions({ tone = 'neutral', className, okButtonProps, ...options }: ConfirmOptions) {
  const props: ModalFuncProps = {
    width: 440,
    ...options,
    icon: options.icon ?? (tone === 'success' ? createElement(CheckCircleFilled) : undefined),
    className:
      [tone === 'success' ? confirmStyles.success : '', className].filter(Boolean).join(' ') || undefined,
    okButtonProps: tone === 'danger' ? { danger: true, ...okButtonProps } : okButtonProps,
    autoFocusButton: options.autoFocusButton ?? (tone === 'danger' ? 'cancel' : 'ok'),
  };
  return props;
}
