import type { CenterTab } from '@/shared/ui/center-tab/center-tab';
import { profileTab, realNameTab, securityTab } from '../../features/accounts';
import { applicationsTab } from '../../features/applications';
import { donationsTab } from '../../features/donations';
import { favouritesTab } from '../../features/engagement';
import { bookingsTab, groupsTab } from '../../features/entry';
import { messagesTab } from '../../features/messages';
import { ordersTab } from '../../features/orders';

/**
 * The personal centre's sections, offered by their features, under the headings of its side navigation. Each is
 * its own address; /userCenter/message opens the system messages (docs/spec §2).
 */
export const CENTER_GROUPS: { label: string; tabs: CenterTab[] }[] = [
  { label: '我的账户', tabs: [profileTab, securityTab, realNameTab, messagesTab] },
  { label: '参观与活动', tabs: [bookingsTab, groupsTab, ordersTab, favouritesTab] },
  { label: '参与美术馆', tabs: [applicationsTab, donationsTab] },
];

export const CENTER_TABS = CENTER_GROUPS.flatMap((group) => group.tabs);
