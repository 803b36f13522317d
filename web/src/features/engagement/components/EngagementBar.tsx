import { EyeOutlined, HeartFilled, HeartOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActionType } from '@museum/shared';
import { Button } from 'antd';
import type { ReactElement } from 'react';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { type ItemRef, useActionState, useToggleAction, useViewCount } from '../api';
import styles from './EngagementBar.module.css';

/** Each action's button as it reads off and on (the shared ACTION_TYPE_LABELS, with 已 once done). */
const ACTION_LABELS: Record<ActionType, { off: MessageDescriptor; on: MessageDescriptor }> = {
  like: {
    off: msg({ message: '点赞', context: 'engagement' }),
    on: msg({ message: '已点赞', context: 'engagement' }),
  },
  collect: {
    off: msg({ message: '收藏', context: 'engagement' }),
    on: msg({ message: '已收藏', context: 'engagement' }),
  },
};

/**
 * View count (the visit is recorded when the screen opens), like and collect for any content item.
 * Signed-out visitors are asked to sign in first.
 */
export function EngagementBar({ item, initialViews }: { item: ItemRef; initialViews?: number }) {
  const views = useViewCount(item);
  const { data: state } = useActionState(item);
  const toggle = useToggleAction(item);
  const requireLogin = useRequireLogin();
  const { i18n } = useLingui();

  const button = (type: ActionType, on: boolean, count: number, icons: [ReactElement, ReactElement]) => (
    <Button
      className={`${styles.action} ${on ? styles.on : ''}`}
      icon={on ? icons[1] : icons[0]}
      aria-pressed={on}
      loading={toggle.isPending && toggle.variables?.type === type}
      onClick={() => requireLogin(() => toggle.mutate({ type, on: !on }))}
    >
      {i18n._(on ? ACTION_LABELS[type].on : ACTION_LABELS[type].off)}
      <span className={styles.count}>{count}</span>
    </Button>
  );

  const viewCount = views ?? state?.viewCount ?? initialViews;
  return (
    <div className={styles.bar}>
      <span className={styles.views}>
        <EyeOutlined aria-hidden />
        {viewCount === undefined ? <Trans>浏览</Trans> : <Trans>{viewCount} 次浏览</Trans>}
      </span>
      <div className={styles.actions}>
        {button('like', Boolean(state?.liked), state?.likeCount ?? 0, [
          <HeartOutlined key="o" aria-hidden />,
          <HeartFilled key="f" aria-hidden />,
        ])}
        {button('collect', Boolean(state?.collected), state?.collectCount ?? 0, [
          <StarOutlined key="o" aria-hidden />,
          <StarFilled key="f" aria-hidden />,
        ])}
      </div>
    </div>
  );
}
