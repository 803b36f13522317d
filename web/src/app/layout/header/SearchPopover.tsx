import { SearchOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Button, Grid } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { HeaderPopover } from './HeaderPopover';

// The search box (and the phone's drawer) load the first time search opens, not with every page.
const SearchPanel = lazy(() => import('./SearchPanel'));
const SearchSheet = lazy(() => import('./SearchSheet'));

/**
 * The header's search: a popover under the button on wide screens; on phones a full-width panel that drops
 * from under the header, with the page dimmed below it.
 */
export function SearchPopover() {
  const [open, setOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const [top, setTop] = useState(60);
  const trigger = useRef<HTMLButtonElement>(null);
  const wide = Grid.useBreakpoint().md !== false;
  const { t } = useLingui();

  const button = (
    <Button
      ref={trigger}
      type="text"
      size="large"
      icon={<SearchOutlined />}
      aria-label={t`搜索`}
      aria-expanded={open}
      onClick={
        wide
          ? undefined
          : () => {
              // The panel hangs from the header's lower edge, whatever the header's height on this screen.
              const header = trigger.current?.closest('header');
              if (header) setTop(Math.round(header.getBoundingClientRect().bottom));
              setSheetLoaded(true);
              setOpen((value) => !value);
            }
      }
    />
  );

  if (!wide) {
    return (
      <>
        {button}
        {sheetLoaded && (
          <Suspense fallback={null}>
            <SearchSheet open={open} top={top} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <HeaderPopover
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      content={
        <Suspense fallback={null}>
          <SearchPanel onSearch={() => setOpen(false)} />
        </Suspense>
      }
    >
      {button}
    </HeaderPopover>
  );
}
