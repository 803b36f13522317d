import { useLingui } from '@lingui/react/macro';
import { Drawer } from 'antd';
import { useRef } from 'react';
import { SearchBox } from '../../../features/search';
import styles from './SearchPopover.module.css';
import { SEARCH_HINT } from './search-hint';

/** The phone's search: a full-width panel that drops from under the header, the page dimmed below it. */
export default function SearchSheet({
  open,
  top,
  onClose,
}: {
  open: boolean;
  top: number;
  onClose: () => void;
}) {
  const sheet = useRef<HTMLDivElement>(null);
  const { i18n, t } = useLingui();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="top"
      size="auto"
      closable={false}
      destroyOnHidden
      aria-label={t`站内搜索`}
      rootStyle={{ top, overflow: 'hidden' }}
      classNames={{ body: styles.sheetBody }}
      afterOpenChange={(visible) => {
        if (visible) sheet.current?.querySelector('input')?.focus();
      }}
    >
      <div ref={sheet} className={styles.sheet}>
        <SearchBox onSearch={onClose} />
        <p className={styles.hint}>{i18n._(SEARCH_HINT)}</p>
      </div>
    </Drawer>
  );
}
