import {
  AuditOutlined,
  CalendarOutlined,
  GiftOutlined,
  NotificationOutlined,
  ScheduleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageKind, SystemMessage } from '@museum/shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/i18n';
import { formatMinute, groupCode } from '@/shared/lib/format';
import { chineseLang } from '@/shared/lib/text-lang';
import { ServiceTab } from '@/shared/ui/center-tab/ServiceTab';
import { useMarkAllRead, useMarkRead, useMessages, useUnreadCount } from '../api';
import styles from './MessagesTab.module.css';

const KIND_ICONS: Record<MessageKind, ReactNode> = {
  reservation: <CalendarOutlined />,
  application: <AuditOutlined />,
  donation: <GiftOutlined />,
  order: <ScheduleOutlined />,
  account: <UserOutlined />,
  notice: <NotificationOutlined />,
};

/**
 * A ticket or booking code after its name in a message (票号 FX8SSKSF6Q6V, 预约码 GMMCUZBVM7B9; in English "ticket
 * number", "booking code", "entry code").
 */
const CODE =
  /((?:票号|预约码|入馆码|[Tt]icket(?: number)?|[Bb]ooking code|[Ee]ntry code)[：:]?\s*)([A-Z2-9]{12})(?![A-Z0-9])/g;

/** The message text with its codes grouped as the ticket prints them (FX8S SKSF 6Q6V), each kept on one line. */
function withGroupedCodes(text: string): ReactNode {
  const parts = text.split(CODE);
  if (parts.length === 1) return text;
  // split() with two groups gives [text, name, code, text, name, code, ..., text].
  return parts.map((part, i) => {
    if (i % 3 !== 2) return part;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, never reordered
      <span key={i} className={styles.code}>
        {groupCode(part)}
      </span>
    );
  });
}

/** System messages, newest first: unread ones stand out and are marked read when opened or all at once. */
export default function MessagesTab() {
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const { t } = useLingui();
  const language = useLanguage();
  const unreadCount = unread.data ?? 0;

  const read = (message: SystemMessage) => {
    if (!message.read) markRead.mutate(message.id);
  };

  return (
    <ServiceTab
      title={t`系统消息`}
      description={unreadCount ? t`${unreadCount} 条未读` : t`没有未读消息`}
      action={
        <Button onClick={() => markAll.mutate(undefined)} disabled={!unread.data} loading={markAll.isPending}>
          <Trans>全部标为已读</Trans>
        </Button>
      }
      useList={useMessages}
      empty={t`暂时没有消息。预约、申请与捐赠登记的进展会在这里通知您`}
    >
      {(message) => (
        <article className={`${styles.message} ${message.read ? '' : styles.unread}`}>
          <span className={styles.icon} aria-hidden>
            {KIND_ICONS[message.kind] ?? <UserOutlined />}
          </span>
          <div className={styles.body}>
            <header className={styles.head}>
              <h3 className={styles.title}>
                {!message.read && (
                  <span className="visually-hidden">
                    <Trans>未读：</Trans>
                  </span>
                )}
                <span lang={chineseLang(message.title, language)}>{message.title}</span>
              </h3>
              <time dateTime={message.createdAt} className={styles.time}>
                {formatMinute(message.createdAt)}
              </time>
            </header>
            <p className={styles.content} lang={chineseLang(message.content, language)}>
              {withGroupedCodes(message.content)}
            </p>
            <div className={styles.actions}>
              {message.link && (
                <Link to={message.link} onClick={() => read(message)} className={styles.link}>
                  <Trans>查看详情</Trans>
                </Link>
              )}
              {!message.read && (
                <Button type="link" size="small" onClick={() => read(message)} className={styles.markRead}>
                  <Trans>标为已读</Trans>
                </Button>
              )}
            </div>
          </div>
        </article>
      )}
    </ServiceTab>
  );
}
