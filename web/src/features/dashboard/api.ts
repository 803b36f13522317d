import { type ApiResult, type Dashboard, DashboardPaths } from '@museum/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/request';

/** The console's dashboard (console only: visitor pages never import this folder). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** Figures that move through the day (check-ins): read again every minute while the screen is open. */
const REFRESH_MS = 60_000;

export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: async (): Promise<Dashboard> =>
      (await http.get<ApiResult<Dashboard>>(DashboardPaths.dashboard)).data ?? {},
    refetchInterval: REFRESH_MS,
  });
}
