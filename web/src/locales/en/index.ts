import type { Messages } from '@lingui/core';

/** Every English catalogue of the site (lingui.config.ts), compiled by the build, as one chunk. */
const catalogues = import.meta.glob<{ messages: Messages }>('./*.po', { eager: true });

export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((c) => c.messages));
