import { Modal, message, notification } from 'antd';
import { useEffect } from 'react';
import { registerFeedbackApi } from '../../lib/feedback';

/** antd's hook instances, themed by the providers around them, handed to `feedback` (and what waited, shown). */
export default function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    registerFeedbackApi({ message: messageApi, notification: notificationApi, modal: modalApi });
    return () => registerFeedbackApi(null);
  }, [messageApi, notificationApi, modalApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}
