import { useLingui } from '@lingui/react/macro';
import { Drawer } from 'antd';
import { MobileNav } from './MobileNav';
import { ParticipateList } from './ParticipatePopover';

/** The phone's navigation drawer; its own chunk, fetched the first time the menu button is pressed. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Drawer
      title={t`导航`}
      placement="right"
      size={300}
      open={open}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <MobileNav />
      <ParticipateList onPick={onClose} />
    </Drawer>
  );
}
