/** What staff publish: the console's content screens and "preview as visitor". */
export { useContentPreview } from './api';
export { PREVIEWABLE } from './form/specs';
export { contentPaths, useModuleParam } from './routing';
