import type { Feature } from '../../platform/feature.ts';
import { messagesRoutes } from './routes.ts';
import { createMessagesService } from './service.ts';
import { messagesStaffRoutes } from './staff-routes.ts';

export { deleteAccountMessages, type NewMessage, sendMessage } from './service.ts';

/** System messages: what other features tell a visitor, the museum's notices to all, and the unread dot. */
export const messagesFeature: Feature = {
  name: 'messages',
  api: async (app, ctx) => {
    await messagesRoutes(app, createMessagesService(ctx));
    await messagesStaffRoutes(app, ctx);
  },
};
