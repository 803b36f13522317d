import { useEffect } from 'react';
import { useSiteName } from '../settings/useSiteSettings';

/** Sets the tab title to "page · museum" while the screen is shown. */
export function usePageTitle(title?: string | null) {
  const museum = useSiteName();
  useEffect(() => {
    // Until the settings are known the page's own default title stands, with the screen's name if it has one.
    if (!museum) {
      if (title) document.title = title;
      return;
    }
    document.title = title ? `${title} · ${museum}` : museum;
  }, [title, museum]);
}
