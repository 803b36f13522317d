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
