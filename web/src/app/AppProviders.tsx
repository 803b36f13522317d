import type { Language } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { CareModeProvider, careModeInBrowser, useCareMode } from '@/shared/care-mode/care-mode';
import { browserLanguage, englishAntdLocale, LanguageProvider, useLanguage } from '@/shared/i18n';
import { prefersReducedMotion } from '@/shared/lib/motion';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import { type CareLayer, siteTheme } from './theme';

/** The query defaults of the site, in the browser and in the server's rendering alike. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });

export const queryClient = createQueryClient();

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const watchMotionSetting = (onChange: () => void) => {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** Care mode's theme layer (care-theme.ts), once loaded: the server has it from the start. */
let careLayer: CareLayer | undefined;
const loadCareLayer = async () => {
  careLayer ??= (await import('./care-theme')).careLayer;
  return careLayer;
};
export const provideCareLayer = (layer: CareLayer) => {
  careLayer = layer;
};
/** Before the first render in the browser: care mode's layer, when the page is in care mode, so it hydrates alike. */
export const careThemeReady = (): Promise<unknown> =>
  careModeInBrowser() ? loadCareLayer() : Promise.resolve();

/**
 * The theme in the visitor's care mode (which the server knows from its cookie, so it draws the same). Dialogs,
 * menus and popovers appear without animation for visitors who ask for less motion; the server renders with
 * motion (it cannot know), so a hydrating page starts from the same theme and switches after.
 */
function SiteTheme({ children }: { children: ReactNode }) {
  const { care } = useCareMode();
  const language = useLanguage();
  const [layer, setLayer] = useState(careLayer);
  // Turned on in this page: its layer loads now (a moment in the standard theme's sizes).
  useEffect(() => {
    if (care && !layer) void loadCareLayer().then(setLayer);
  }, [care, layer]);
  const reduced = useSyncExternalStore(watchMotionSetting, prefersReducedMotion, () => false);
  const theme = useMemo(
    () => siteTheme({ care: care ? layer : undefined, motion: !reduced }),
    [care, layer, reduced],
  );
  return (
    <ConfigProvider
      locale={language === 'en' ? englishAntdLocale() : zhCN}
      theme={theme}
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  );
}

export function AppProviders({
  children,
  client = queryClient,
  care = careModeInBrowser(),
  language = browserLanguage(),
}: {
  children: ReactNode;
  /** The server renders each page with its own. */
  client?: QueryClient;
  /** Care mode, as the server read it from the request's cookie; the browser reads the cookie itself. */
  care?: boolean;
  /** The page's language, from its address (docs/PRODUCT.md "English"). */
  language?: Language;
}) {
  // Marks the page as the app's once it has taken over the server's HTML (tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <LanguageProvider language={language}>
      <CareModeProvider initial={care}>
        <SiteTheme>
          <FeedbackHost />
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </SiteTheme>
      </CareModeProvider>
    </LanguageProvider>
  );
}
