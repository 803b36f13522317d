import { AuditOutlined, GiftOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useState } from 'react';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { type DialogName, useDialogs } from '@/shared/stores/dialogs';
import { HeaderPopover } from './HeaderPopover';
import styles from './ParticipatePopover.module.css';

const ENTRIES: {
  dialog: DialogName;
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: React.ReactNode;
}[] = [
  {
    dialog: 'hostApplication',
    title: msg`申请办展`,
    text: msg`个人或机构申请在本馆举办展览`,
    icon: <AuditOutlined />,
  },
  {
    dialog: 'donation',
    title: msg`藏品捐赠`,
    text: msg`向本馆登记捐赠意向与藏品信息`,
    icon: <GiftOutlined />,
  },
];

/** Apply-to-host and donate entries (docs/spec §2); both need a signed-in visitor. */
export function ParticipateList({ onPick }: { onPick?: () => void }) {
  const requireLogin = useRequireLogin();
  const show = useDialogs((s) => s.show);
  const { i18n } = useLingui();
  return (
    <ul className={styles.list}>
      {ENTRIES.map((entry) => (
        <li key={entry.dialog}>
          <button
            type="button"
            className={styles.entry}
            onClick={() => {
              onPick?.();
              requireLogin(() => show(entry.dialog));
            }}
          >
            <span className={styles.icon} aria-hidden>
              {entry.icon}
            </span>
            <span>
              <strong>{i18n._(entry.title)}</strong>
              <small>{i18n._(entry.text)}</small>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ParticipatePopover() {
  const [open, setOpen] = useState(false);
  return (
    <HeaderPopover
      open={open}
      onOpenChange={setOpen}
      content={<ParticipateList onPick={() => setOpen(false)} />}
    >
      <Button type="text" size="large" className={styles.trigger} aria-expanded={open}>
        <Trans>参与</Trans>
      </Button>
    </HeaderPopover>
  );
}
