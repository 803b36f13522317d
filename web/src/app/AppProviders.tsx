import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { prefersReducedMotion } from '../shared/lib/motion';
import { FeedbackBridge } from './FeedbackBridge';
import { theme } from './theme';

dayjs.locale('zh-cn');

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
  },
});

// Dialogs, menus and popovers appear without animation for visitors who ask for less motion.
const siteTheme = { ...theme, token: { ...theme.token, motion: !prefersReducedMotion() } };

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={siteTheme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
