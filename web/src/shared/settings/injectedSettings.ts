import { type SiteSettings, siteSettingsSchema } from '@museum/shared';

/** The element the server writes the settings into when it serves index.html. */
export const SETTINGS_ELEMENT_ID = 'site-settings';

/**
 * The site settings the server put into the page (`<script id="site-settings" type="application/json">`, with
 * `<` escaped as \u003c), so the first paint already names the museum. Undefined when the page came without
 * them (the Vite dev server, tests) or they do not parse: the settings are then fetched.
 */
export function readInjectedSettings(doc: Document = document): SiteSettings | undefined {
  const text = doc.getElementById(SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = siteSettingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
