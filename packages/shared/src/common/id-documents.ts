import { checkIdCard, idCardCheckDigit, normaliseIdCard } from './checks.ts';
import type { ValueOf } from './labelled.ts';

/**
 * The documents a visitor may book and verify with (docs/PRODUCT.md "The real crowd", "Every document"): the
 * resident ID card is the spec's and the default; the others let visitors from Hong Kong, Macao and Taiwan and
 * from abroad come too. Plain functions, without zod, like checks.ts.
 */
export const IdType = {
  residentCard: 1,
  passport: 2,
  hongKongMacaoPermit: 3,
  taiwanPermit: 4,
  foreignPermanentResident: 5,
  residencePermit: 6,
} as const;
export type IdType = ValueOf<typeof IdType>;
export const ID_TYPES = Object.values(IdType);

export const ID_TYPE_LABELS: Record<IdType, string> = {
  1: '居民身份证',
  2: '护照',
  3: '港澳居民来往内地通行证',
  4: '台湾居民来往大陆通行证',
  5: '外国人永久居留身份证',
  6: '港澳台居民居住证',
};

export const IdDocumentMessages = {
  typeInvalid: `证件类型只能是 ${ID_TYPES.map((type) => `${type}（${ID_TYPE_LABELS[type]}）`).join('、')}`,
  required: (type: IdType) => `请输入${ID_TYPE_LABELS[type]}号码`,
  passport: '护照号码应为 5 到 17 位字母或数字',
  hongKongMacaoPermit: '港澳居民来往内地通行证号码应为 H 或 M 开头，后接 8 位或 10 位数字',
  taiwanPermit: '台湾居民来往大陆通行证号码应为 8 位或 10 位数字',
  foreignPermanentResident:
    '外国人永久居留身份证号码应为 3 位字母加 12 位数字（2017 年版），或以 9 开头的 18 位号码（2023 年版）',
  residencePermit: '港澳台居民居住证号码应为以 81、82 或 83 开头的 18 位号码',
} as const;

/** A document number as it is stored and compared: no spaces, upper case (a resident ID in its 18-digit form). */
export function normaliseIdDocument(type: IdType, value: string): string {
  return type === IdType.residentCard ? normaliseIdCard(value) : value.replace(/\s+/g, '').toUpperCase();
}

/** An 18-character number that ends with its GB 11643 check digit (the 2023 permanent residence card, permits). */
const hasCheckDigit = (id: string) => /^\d{17}[\dX]$/.test(id) && idCardCheckDigit(id) === id[17];

/** Returns the message to show, or null when the number fits its document. */
export function checkIdDocument(type: IdType, value: string | undefined | null): string | null {
  if (type === IdType.residentCard) return checkIdCard(value);
  const id = normaliseIdDocument(type, value ?? '');
  if (!id) return IdDocumentMessages.required(type);
  switch (type) {
    case IdType.passport:
      return /^[A-Z0-9]{5,17}$/.test(id) ? null : IdDocumentMessages.passport;
    case IdType.hongKongMacaoPermit:
      return /^[HM]\d{8}(\d{2})?$/.test(id) ? null : IdDocumentMessages.hongKongMacaoPermit;
    case IdType.taiwanPermit:
      return /^(\d{8}|\d{10})$/.test(id) ? null : IdDocumentMessages.taiwanPermit;
    case IdType.foreignPermanentResident:
      return /^[A-Z]{3}\d{12}$/.test(id) || (id.startsWith('9') && hasCheckDigit(id))
        ? null
        : IdDocumentMessages.foreignPermanentResident;
    case IdType.residencePermit:
      return /^8[123]/.test(id) && hasCheckDigit(id) ? null : IdDocumentMessages.residencePermit;
  }
}

/** The document type of a request: absent means the resident ID card (the spec's client sends none). */
export function idTypeOf(value: unknown): IdType | null {
  if (value === undefined || value === null || value === '') return IdType.residentCard;
  const type = Number(value);
  return (ID_TYPES as readonly number[]).includes(type) ? (type as IdType) : null;
}
