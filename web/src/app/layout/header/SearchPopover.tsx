import { SearchOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Popover } from 'antd';
import { useRef, useState } from 'react';
import { SearchBox } from '../../../features/search';
import styles from './SearchPopover.module.css';

const HINT = '可搜索展览、公共教育活动、馆藏作品、艺术家、学术研究、公告、政策法规与馆务';

/**
 * The header's search: a popover under the button on wide screens; on phones a full-width panel that drops
 * from under the header, with the page dimmed below it.
 */
export function SearchPopover() {
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(60);
  const trigger = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const wide = Grid.useBreakpoint().md !== false;

  const button = (
    <Button
      ref={trigger}
      type="text"
      size="large"
      icon={<SearchOutlined />}
      aria-label="搜索"
      aria-expanded={open}
      onClick={
        wide
          ? undefined
          : () => {
              // The panel hangs from the header's lower edge, whatever the header's height on this screen.
              const header = trigger.current?.closest('header');
              if (header) setTop(Math.round(header.getBoundingClientRect().bottom));
              setOpen((value) => !value);
            }
      }
    />
  );

  if (!wide) {
    return (
      <>
        {button}
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          placement="top"
          size="auto"
          closable={false}
          destroyOnHidden
          aria-label="站内搜索"
          rootStyle={{ top, overflow: 'hidden' }}
          classNames={{ body: styles.sheetBody }}
          afterOpenChange={(visible) => {
            if (visible) sheet.current?.querySelector('input')?.focus();
          }}
        >
          <div ref={sheet} className={styles.sheet}>
            <SearchBox onSearch={() => setOpen(false)} />
            <p className={styles.hint}>{HINT}</p>
          </div>
        </Drawer>
      </>
    );
  }

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      content={
        <div className={styles.popover}>
          <SearchBox autoFocus onSearch={() => setOpen(false)} />
          <p className={styles.hint}>{HINT}</p>
        </div>
      }
    >
      {button}
    </Popover>
  );
}
