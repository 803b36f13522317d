import type { EventHandlers, Feature } from '../platform/feature.ts';
import { accountsFeature } from './accounts/index.ts';
import { applicationsFeature, closeAccountApplications } from './applications/index.ts';
import { collectionFeature } from './collection/index.ts';
import { contentFeature } from './content/index.ts';
import { dashboardFeature } from './dashboard/index.ts';
import { closeAccountDonations, donationsFeature } from './donations/index.ts';
import {
  countsFor,
  deleteAccountActions,
  engagementFeature,
  renewClosedAccountCounts,
} from './engagement/index.ts';
import { closeAccountBookings, entryFeature } from './entry/index.ts';
import {
  avatarClaimer,
  deleteAccountUploadFiles,
  deleteAccountUploadRows,
  filesFeature,
} from './files/index.ts';
import { imagesFeature } from './images/index.ts';
import { deleteAccountMessages, messagesFeature } from './messages/index.ts';
import { closeAccountOrders, ordersFeature } from './orders/index.ts';
import { publishingFeature } from './publishing/index.ts';
import { searchFeature } from './search/index.ts';
import { siteFeature } from './site/index.ts';
import { staffFeature } from './staff/index.ts';
import { venuesFeature } from './venues/index.ts';

/**
 * Every feature of the server, in registration order. Where a feature needs another that sits above it (a
 * content detail shows engagement's counts, an avatar is one of the visitor's uploads), the other is handed in
 * here, so the features themselves import only downwards.
 */
export const FEATURES: readonly Feature[] = [
  siteFeature,
  accountsFeature({ avatars: avatarClaimer }),
  staffFeature,
  contentFeature({ counts: countsFor }),
  searchFeature,
  engagementFeature,
  collectionFeature,
  imagesFeature,
  venuesFeature,
  entryFeature,
  applicationsFeature,
  donationsFeature,
  ordersFeature,
  messagesFeature,
  filesFeature,
  publishingFeature({ counts: countsFor }),
  dashboardFeature,
];

/** Who does what when a feature announces something; each list runs in this order. */
export const EVENT_HANDLERS: EventHandlers = {
  accountClosing: [
    closeAccountBookings,
    closeAccountApplications,
    closeAccountDonations,
    closeAccountOrders,
    deleteAccountActions,
    deleteAccountMessages,
    deleteAccountUploadRows,
  ],
  accountClosed: [deleteAccountUploadFiles, renewClosedAccountCounts],
};
