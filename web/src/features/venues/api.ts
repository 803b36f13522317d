import { type ApiResult, type FloorPlan, VenuePaths } from '@museum/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/request';

export const venueKeys = {
  all: ['venues'] as const,
  floorPlans: () => [...venueKeys.all, 'floor-plans'] as const,
};

/** The four floor plans (-1F, 1F, 2F, 3F) with their halls and services, for the floor guide. */
export function useFloorPlans() {
  return useQuery({
    queryKey: venueKeys.floorPlans(),
    queryFn: async () =>
      (await http.get<ApiResult<FloorPlan[]>>(VenuePaths.floors, undefined, { isToken: false })).data ?? [],
    // Plans change rarely (the server caches them for five minutes too).
    staleTime: 5 * 60_000,
  });
}
