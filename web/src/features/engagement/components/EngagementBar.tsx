import { EyeOutlined, HeartFilled, HeartOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { ACTION_TYPE_LABELS, type ActionType } from '@museum/shared';
import { Button } from 'antd';
import type { ReactElement } from 'react';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { type ItemRef, useActionState, useToggleAction, useViewCount } from '../api';
import styles from './EngagementBar.module.css';

/**
 * View count (the visit is recorded when the screen opens), like and collect for any content item.
 * Signed-out visitors are asked to sign in first.
 */
export function EngagementBar({ item, initialViews }: { item: ItemRef; initialViews?: number }) {
  const views = useViewCount(item);
  const { data: state } = useActionState(item);
  const toggle = useToggleAction(item);
  const requireLogin = useRequireLogin();

  const button = (type: ActionType, on: boolean, count: number, icons: [ReactElement, ReactElement]) => (
    <Button
      className={`${styles.action} ${on ? styles.on : ''}`}
      icon={on ? icons[1] : icons[0]}
      aria-pressed={on}
      loading={toggle.isPending && toggle.variables?.type === type}
      onClick={() => requireLogin(() => toggle.mutate({ type, on: !on }))}
    >
      {on ? `已${ACTION_TYPE_LABELS[type]}` : ACTION_TYPE_LABELS[type]}
      <span className={styles.count}>{count}</span>
    </Button>
  );

  const viewCount = views ?? state?.viewCount ?? initialViews;
  return (
    <div className={styles.bar}>
      <span className={styles.views}>
        <EyeOutlined aria-hidden />
        {viewCount === undefined ? '浏览' : `${viewCount} 次浏览`}
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
