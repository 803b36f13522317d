/**
 * Uploads: the field that checks and sends a visitor's files, the avatar upload, the presigned-POST sender (also used
 * by the staff console's uploader), and the list of files a visitor sent.
 */
export { postFile, uploadAvatar } from './api';
export { AttachedFiles } from './components/AttachedFiles';
export { MaterialsField } from './components/MaterialsField';
