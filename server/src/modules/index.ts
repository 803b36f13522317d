import { purgeEndedSessions } from './accounts/retention.ts';
import { accountsRoutes } from './accounts/routes.ts';
import { applicationsRoutes } from './applications/routes.ts';
import { collectionRoutes } from './collection/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { engagementRoutes } from './engagement/routes.ts';
import { filesRoutes } from './files/routes.ts';
import { fileRoutes } from './files/serve.ts';
import { imagesRoutes } from './images/routes.ts';
import { messagesRoutes } from './messages/routes.ts';
import type { DomainModule } from './module.ts';
import { ordersRoutes } from './orders/routes.ts';
import { purgeOldBookings } from './reservation/retention.ts';
import { reservationRoutes } from './reservation/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { venuesRoutes } from './venues/routes.ts';

/** Every domain of the server, in registration order. */
export const DOMAIN_MODULES: DomainModule[] = [
  { name: 'site', api: siteRoutes },
  { name: 'accounts', api: accountsRoutes, retention: purgeEndedSessions },
  { name: 'content', api: contentRoutes },
  { name: 'search', api: searchRoutes },
  { name: 'engagement', api: engagementRoutes },
  // The ICMS-compatible collection service lives at the root (/icmsApi/...), outside /prod-api.
  { name: 'collection', root: collectionRoutes },
  // IIIF Image and Presentation services (/iiif/...).
  { name: 'images', root: imagesRoutes },
  { name: 'venues', api: venuesRoutes },
  { name: 'reservation', api: reservationRoutes, retention: purgeOldBookings },
  { name: 'applications', api: applicationsRoutes },
  { name: 'orders', api: ordersRoutes },
  { name: 'messages', api: messagesRoutes },
  // Upload policies under /prod-api; stored files served at /files/<key>.
  { name: 'files', api: filesRoutes, root: fileRoutes },
];
