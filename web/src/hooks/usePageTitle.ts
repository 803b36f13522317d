import { useEffect } from 'react';

const SITE_NAME = '天山美术馆';

/** Sets the tab title to "page · museum" while the screen is shown. */
export function usePageTitle(title?: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
