import { type ApiResult, SitePaths, type SiteSettings, setMuseumTimeZone } from '@museum/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../api/request';
import { readInjectedSettings } from './injected-settings';

export const siteSettingsKeys = { all: ['site-settings'] as const };

/** Settings as the site takes them in: every date it writes is stated in the museum's configured time zone. */
function takeIn(settings: SiteSettings | undefined): SiteSettings | undefined {
  if (settings) setMuseumTimeZone(settings.timeZone, settings.timeZoneOffsets);
  return settings;
}

/**
 * The settings the server wrote into the page, taken in before the first render: the page's own answers may
 * restore the settings' query, and its `initialData` then never runs.
 */
export const takeInPageSettings = () => takeIn(readInjectedSettings());

/**
 * The museum's name, visiting information and links, from the server's configuration. Every feature reads them
 * (page titles, texts that name the museum, the collection service's address), so they sit beneath all of them.
 * They come with the page when the server wrote them into it; otherwise they are fetched once.
 */
export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsKeys.all,
    queryFn: async () =>
      takeIn(
        (await http.get<ApiResult<SiteSettings>>(SitePaths.settings, undefined, { isToken: false })).data,
      )!,
    initialData: takeInPageSettings,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The museum's name (SITE_NAME on the server); empty until the settings are known. */
export function useSiteName(): string {
  return useSiteSettings().data?.name ?? '';
}
