import { CheckCircleFilled } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import { TOAST_DURATION_S } from '@museum/shared';
import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal/index';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createElement, type ReactNode } from 'react';
// Also styles every confirmation of the site (serif title, buttons of the dialogs' size): see the sheet.
import { pageI18n } from '../i18n';
import confirmStyles from '../ui/dialog-title/confirm.module.css';

/**
 * Toasts, notifications and confirmations, for components and for code outside React (the request layer). antd's
 * own load with the first of them (`FeedbackHost`): no page needs their code to show. Tests plug in spies with
 * `setFeedback`.
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

export const TOAST_SECONDS = TOAST_DURATION_S;

/** antd's themed instances, from the holders of `FeedbackHost` (shared/ui/feedback-host). */
export interface FeedbackApi {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: HookAPI;
}

let api: FeedbackApi | undefined;
const waiting: ((api: FeedbackApi) => void)[] = [];
const listeners = new Set<() => void>();
let wanted = false;

/** Runs `use` with antd's instances: at once, or once the host has loaded them (asked for here). */
function withApi(use: (api: FeedbackApi) => void) {
  if (api) return use(api);
  waiting.push(use);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** For `FeedbackHost`: whether anything was asked for yet, and word when it first is. */
export const feedbackWanted = () => wanted;
export function watchFeedbackWanted(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For `FeedbackHost`: its instances once mounted (what waited is shown then), `null` once unmounted. */
export function registerFeedbackApi(next: FeedbackApi | null) {
  api = next ?? undefined;
  if (next) for (const use of waiting.splice(0)) use(next);
}

const toast = (type: 'success' | 'error' | 'warning') => (content: ReactNode) =>
  withApi(({ message }) => void message[type]({ content, duration: TOAST_SECONDS }));

/** A short message at the top of the page. */
export const message = { success: toast('success'), error: toast('error'), warning: toast('warning') };

export const modal = {
  /** A confirmation: true once its OK (and the `onOk` it was given) is done, false if cancelled or closed. */
  confirm: (config: ModalFuncProps) =>
    new Promise<boolean>((resolve) =>
      withApi(({ modal }) => modal.confirm(config).then(resolve, () => resolve(false))),
    ),
};

const site: Feedback = {
  error: message.error,
  warning: message.warning,
  success: message.success,
  notifyError: (title) =>
    withApi(({ notification }) => notification.error({ title, duration: TOAST_SECONDS })),
  notifyWarning: (title) =>
    withApi(({ notification }) => notification.warning({ title, duration: TOAST_SECONDS })),
  confirm: ({ title, content, okText = pageI18n()._(msg`确定`), cancelText = pageI18n()._(msg`取消`) }) =>
    modal.confirm({ title, content, okText, cancelText }).then((confirmed) => {
      if (!confirmed) throw new Error('cancel');
    }),
};

let current: Feedback = site;

/** Tests: spies in place of antd's, `null` for antd's again. */
export function setFeedback(impl: Feedback | null) {
  current = impl ?? site;
}

export const feedback: Feedback = {
  error: (c) => current.error(c),
  warning: (c) => current.warning(c),
  success: (c) => current.success(c),
  notifyError: (t) => current.notifyError(t),
  notifyWarning: (t) => current.notifyWarning(t),
  confirm: (o) => current.confirm(o),
};

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
