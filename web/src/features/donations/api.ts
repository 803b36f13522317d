import {
  type ApiResult,
  DonationPaths,
  type DonationReport,
  type DonationReportInput,
  type ListResult,
} from '@museum/shared';
import { http } from '@/shared/api/request';
import { usePagedList } from '@/shared/api/usePagedList';
import { useServiceAction } from '../messages';

export const donationKeys = {
  all: ['donations'] as const,
  list: (pageNum: number, pageSize: number) => [...donationKeys.all, 'list', pageNum, pageSize] as const,
};

export const donationsApi = {
  report: (body: DonationReportInput) => http.post<ApiResult<DonationReport>>(DonationPaths.report, body),
  list: (pageNum: number, pageSize: number) =>
    http.get<ListResult<DonationReport>>(DonationPaths.list, { pageNum, pageSize }),
};

export const useDonations = (pageNum: number, pageSize = 10) =>
  usePagedList(donationKeys.list(pageNum, pageSize), () => donationsApi.list(pageNum, pageSize));

export const useReportDonation = () => useServiceAction(donationsApi.report, donationKeys.all);
