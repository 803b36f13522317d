import { IdType } from '@museum/shared';
import type { PersonalDataCipher } from './personal-data.ts';

/**
 * An ID document's fingerprint: a resident ID card's is its number's (as it was before other documents came), any
 * other's carries its type, so documents of two types never share one.
 */
export const documentFingerprint = (cipher: PersonalDataCipher, type: IdType, number: string) =>
  cipher.fingerprint(type === IdType.residentCard ? number : `${type}:${number}`);
