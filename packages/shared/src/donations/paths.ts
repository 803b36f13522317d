/** Donation reports (docs/spec §7). */
export const DonationPaths = {
  report: '/client/cangpin/report',
  /** The visitor's own reports. */
  list: '/client/report/list',
} as const;
