import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '@/shared/lib/motion';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import { theme } from './theme';

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

/**
 * Dialogs, menus and popovers appear without animation for visitors who ask for less motion. The server renders
 * with motion (it cannot know), so a hydrating page starts from the same theme and switches after.
 */
function useSiteTheme() {
  const reduced = useSyncExternalStore(watchMotionSetting, prefersReducedMotion, () => false);
  return useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reduced } }), [reduced]);
}

export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  /** The server renders each page with its own. */
  client?: QueryClient;
}) {
  // Marks the page as the app's once it has taken over the server's HTML (tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ConfigProvider locale={zhCN} theme={useSiteTheme()} button={{ autoInsertSpace: false }}>
      <FeedbackHost />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
