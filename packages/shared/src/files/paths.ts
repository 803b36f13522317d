/** Uploads, under /prod-api; stored files themselves are served at the root, under `/files/`. */
export const FilePaths = {
  /** What the browser needs to upload one file straight to storage. */
  uploadPolicy: '/common/oss/sts',
  /** The embedded default's own upload route, named by the policy's `url`. */
  localUpload: '/common/oss/upload',
} as const;

/** Stored files are read at `/files/<key>`; `?imgSize=W_H` asks for a resized copy of an image. */
export const FILES_BASE = '/files';
