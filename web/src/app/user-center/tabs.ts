import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserCenterTab } from '@museum/shared';
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
export const CENTER_GROUPS: { label: MessageDescriptor; tabs: CenterTab[] }[] = [
  { label: msg`我的账户`, tabs: [profileTab, securityTab, realNameTab, messagesTab] },
  { label: msg`参观与活动`, tabs: [bookingsTab, groupsTab, ordersTab, favouritesTab] },
  { label: msg`参与美术馆`, tabs: [applicationsTab, donationsTab] },
];

export const CENTER_TABS = CENTER_GROUPS.flatMap((group) => group.tabs);

/** The sections' names as the centre shows them, in the page's language (each feature names its own in Chinese). */
export const TAB_NAMES: Record<UserCenterTab, MessageDescriptor> = {
  profile: msg`个人资料`,
  security: msg`账号安全`,
  realname: msg`实名认证`,
  message: msg`系统消息`,
  bookings: msg({ message: '入馆预约', context: 'the personal centre’s list of entry bookings' }),
  groups: msg`团体预约`,
  orders: msg`活动预约`,
  favourites: msg`我的收藏`,
  applications: msg`办展申请`,
  donations: msg`捐赠登记`,
};
