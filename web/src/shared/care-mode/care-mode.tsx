import { CARE_MODE_COOKIE, CARE_MODE_MAX_AGE_S, CARE_MODE_ON, careModeIn } from '@museum/shared';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { removeCookie, setCookie } from '../lib/cookies';
import { isConsolePath } from '../routes';

interface CareMode {
  /** Care mode (关怀模式) is on: large text, strong contrast, large targets, the calmer home page. */
  care: boolean;
  setCare(on: boolean): void;
}

const CareModeContext = createContext<CareMode>({ care: false, setCare: () => {} });

/**
 * The mode the page was drawn in: the server's mark on the document (it read the cookie, whether or not the script
 * can; hydration must match what it drew), else the visitor's cookie (the dev server's page has no mark). The staff
 * console ignores it.
 */
export const careModeInBrowser = () =>
  typeof document !== 'undefined' &&
  (document.documentElement.dataset.care === 'true' || careModeIn(document.cookie)) &&
  !isConsolePath(location.pathname);

/**
 * Marks the document so global.css and the care rules generated beside each size (web/postcss-care-mode.ts)
 * apply; the server writes the same mark into the page it sends, so the first paint is already in care mode.
 */
const markDocument = (on: boolean) => {
  if (on) document.documentElement.dataset.care = 'true';
  else delete document.documentElement.dataset.care;
};

export function CareModeProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  const [care, setState] = useState(initial);
  const setCare = useCallback((on: boolean) => {
    if (on) setCookie(CARE_MODE_COOKIE, CARE_MODE_ON, CARE_MODE_MAX_AGE_S);
    else removeCookie(CARE_MODE_COOKIE);
    markDocument(on);
    setState(on);
  }, []);
  const value = useMemo(() => ({ care, setCare }), [care, setCare]);
  return <CareModeContext.Provider value={value}>{children}</CareModeContext.Provider>;
}

export const useCareMode = () => useContext(CareModeContext);
