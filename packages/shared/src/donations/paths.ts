import { segment } from '../common/paths.ts';

/** Donation reports (docs/spec §7). */
export const DonationPaths = {
  report: '/client/cangpin/report',
  /** The visitor's own reports. */
  list: '/client/report/list',
} as const;

/** A visitor's own report's attached file, opened by its owner only (GET streams the file). */
export const donationFilePath = (id: number | string, index: number | string) =>
  `/client/report/${segment(id)}/files/${segment(index)}`;

/** The museum's side: reviewers (and admins) follow donation reports up (docs/PRODUCT.md "Staff console"). */
export const AdminDonationPaths = {
  /** GET `?status=&pageNum=&pageSize=`, newest first. */
  list: '/admin/donations',
  item: (id: number | string) => `/admin/donations/${segment(id)}`,
  /** PUT `{status, note}`: received → contacted → accepted / declined. */
  status: (id: number | string) => `/admin/donations/${segment(id)}/status`,
  /** GET streams the report's attached file number `index` (from 0), for staff. */
  file: (id: number | string, index: number | string) =>
    `/admin/donations/${segment(id)}/files/${segment(index)}`,
} as const;
