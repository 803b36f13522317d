/** What donation reports say, without their schemas (no zod). */
export const DonationMessages = {
  typeInvalid: '登记类型不正确',
  reported: '捐赠登记已提交',
} as const;
