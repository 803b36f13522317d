import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IdType } from '@museum/shared';

/**
 * The name of a document's number, as a form's label or an account's fact: 身份证号 for the resident card, and
 * the document's own name elsewhere (护照号码 / Passport number), in the page's language.
 */
export const DOCUMENT_NUMBER_LABELS: Record<IdType, MessageDescriptor> = {
  [IdType.residentCard]: msg`身份证号`,
  [IdType.passport]: msg`护照号码`,
  [IdType.hongKongMacaoPermit]: msg`港澳居民来往内地通行证号码`,
  [IdType.taiwanPermit]: msg`台湾居民来往大陆通行证号码`,
  [IdType.foreignPermanentResident]: msg`外国人永久居留身份证号码`,
  [IdType.residencePermit]: msg`港澳台居民居住证号码`,
};
