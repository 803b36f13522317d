import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback, TOAST_SECONDS } from '../shared/lib/feedback';

/** Hands antd's themed message, notification and modal instances to code outside React. */
export function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  useEffect(() => {
    setFeedback({
      error: (content) => void message.error({ content, duration: TOAST_SECONDS }),
      warning: (content) => void message.warning({ content, duration: TOAST_SECONDS }),
      success: (content) => void message.success({ content, duration: TOAST_SECONDS }),
      notifyError: (title) => notification.error({ title, duration: TOAST_SECONDS }),
      notifyWarning: (title) => notification.warning({ title, duration: TOAST_SECONDS }),
      confirm: ({ title, content, okText = '确定', cancelText = '取消' }) =>
        new Promise<void>((resolve, reject) => {
          modal.confirm({
            title,
            content,
            okText,
            cancelText,
            onOk: () => resolve(),
            onCancel: () => reject(new Error('cancel')),
          });
        }),
    });
    return () => setFeedback(null);
  }, [message, notification, modal]);
  return null;
}
