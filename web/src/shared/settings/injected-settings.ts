import type { SiteSettings } from '@museum/shared';

/** The element the server writes the settings into when it serves index.html. */
export const SETTINGS_ELEMENT_ID = 'site-settings';

/** Fields without which the first screen cannot be drawn: a page that lacks one came from another version. */
const NEEDED = ['name', 'timeZone', 'collectionApiBase', 'collectionPictureBase'] as const;

/**
 * The site settings the server put into the page (`<script id="site-settings" type="application/json">`, with
 * `<` escaped as \u003c), so the first paint already names the museum. Undefined when the page came without
 * them (the Vite dev server, tests) or they are not the settings: they are then fetched. The server wrote them
 * from its own typed configuration, so they are checked for shape only, without the schema library, which the
 * first screen of most pages does not otherwise load.
 */
export function readInjectedSettings(doc: Document = document): SiteSettings | undefined {
  const text = doc.getElementById(SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null) return undefined;
    return NEEDED.every((field) => typeof value[field] === 'string') ? (value as SiteSettings) : undefined;
  } catch {
    return undefined;
  }
}
