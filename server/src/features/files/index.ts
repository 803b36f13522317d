import type { Feature } from '../../platform/feature.ts';
import { storedFileRoutes, uploadRoutes } from './routes.ts';
import { createFilesService, removeUnattachedUploads } from './service.ts';
import { filesStaffRoutes } from './staff-routes.ts';

export { attachmentKey, attachmentRoute, staffAttachmentLinks } from './attachments.ts';
export {
  avatarClaimer,
  createFilesService,
  deleteAccountUploadFiles,
  deleteAccountUploadRows,
  type FilesService,
} from './service.ts';

/** Uploads and stored files: policies, the upload route, checks by content, serving with resized copies. */
export const filesFeature: Feature = {
  name: 'files',
  api: async (app, ctx) => {
    const files = createFilesService(ctx);
    await uploadRoutes(app, files, ctx);
    await filesStaffRoutes(app, files);
  },
  root: storedFileRoutes,
  retention: removeUnattachedUploads,
};
