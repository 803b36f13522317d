/** Uploads: the widget that checks and sends files, the avatar upload, and the list of files a visitor sent. */
export { uploadAvatar } from './api';
export { AttachedFiles } from './components/AttachedFiles';
export { FileUpload, type FileUploadProps } from './components/FileUpload';
