/**
 * The English side of the contract (docs/PRODUCT.md "English"): the English twin of every visitor-facing messages
 * object, and `englishOf`, which turns any message the Chinese side makes into its English. A separate entry point
 * (`@museum/shared/english`), without zod, so that the Chinese pages never download it.
 */
import { ACCOUNT_TWINS } from './accounts/messages-en.ts';
import { APPLICATION_TWINS } from './applications/messages-en.ts';
import { COLLECTION_TWINS } from './collection/messages-en.ts';
import type { Language } from './common/language.ts';
import { COMMON_TWINS } from './common/messages-en.ts';
import { englishOfTwins, type Twin } from './common/twins.ts';
import { CONTENT_TWINS } from './content/messages-en.ts';
import { DONATION_TWINS } from './donations/messages-en.ts';
import { ENGAGEMENT_TWINS } from './engagement/messages-en.ts';
import { ENTRY_TWINS } from './entry/messages-en.ts';
import { FILE_TWINS } from './files/messages-en.ts';
import { INBOX_TWINS } from './messages/messages-en.ts';
import { ORDER_TWINS } from './orders/messages-en.ts';
import { SEARCH_TWINS } from './search/messages-en.ts';
import { SITE_TWINS } from './site/messages-en.ts';
import { VENUE_TWINS } from './venues/messages-en.ts';

export * from './accounts/messages-en.ts';
export * from './applications/messages-en.ts';
export * from './collection/messages-en.ts';
export * from './common/messages-en.ts';
export { type EnglishTwin, plural } from './common/twins.ts';
export * from './content/messages-en.ts';
export * from './donations/messages-en.ts';
export * from './engagement/messages-en.ts';
export * from './entry/messages-en.ts';
export * from './files/messages-en.ts';
export * from './messages/messages-en.ts';
export * from './orders/messages-en.ts';
export * from './search/messages-en.ts';
export * from './site/messages-en.ts';
export * from './venues/messages-en.ts';

/** Every messages object with its twin; the staff's own (publishing, staff accounts, the door) stay Chinese. */
export const TWINS: readonly Twin[] = [
  ...COMMON_TWINS,
  ...ACCOUNT_TWINS,
  ...APPLICATION_TWINS,
  ...COLLECTION_TWINS,
  ...CONTENT_TWINS,
  ...DONATION_TWINS,
  ...ENGAGEMENT_TWINS,
  ...ENTRY_TWINS,
  ...FILE_TWINS,
  ...INBOX_TWINS,
  ...ORDER_TWINS,
  ...SEARCH_TWINS,
  ...SITE_TWINS,
  ...VENUE_TWINS,
];

let translate: ((text: string) => string) | undefined;

/**
 * The English of a message of the shared package: `请输入手机号` → `Please enter your mobile number`, and a message
 * made by a function read back with its arguments (`请填写${label}`, `仅剩 3 个名额…`, a visitor's name as typed). A
 * text no messages object makes (a name, an item's title) comes back unchanged.
 */
export function englishOf(text: string): string {
  translate ??= englishOfTwins(TWINS);
  return translate(text);
}

/** `text` in `language`: unchanged in Chinese, its English otherwise. */
export const inLanguage = (language: Language, text: string): string =>
  language === 'en' ? englishOf(text) : text;
