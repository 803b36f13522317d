import { escapeHtml, type Floor } from '@museum/shared';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { rich } from '../content/markup.ts';
import { ARTISTS_EN } from './artists.ts';
import { BANNERS_EN } from './banners.ts';
import { WORK_TYPES_EN } from './collection.ts';
import { EVENTS_EN } from './education.ts';
import { EXHIBITIONS_EN } from './exhibitions.ts';
import { LINKS_EN } from './links.ts';
import { NOTICES_EN } from './notices.ts';
import { POLICIES_EN } from './policies.ts';
import { FLOOR_SUMMARIES_EN, HALLS_EN } from './venues.ts';
import { WORKS_EN } from './works.ts';

/**
 * The English twins (`titleEn`, `contentEn` ...) of the demo items, as the seed stores them beside the Chinese
 * (docs/PRODUCT.md "English"), each found by the Chinese item's title, name or accession number. An item this
 * folder does not translate gets none, on purpose: the English site shows its Chinese with a note saying so.
 */

/** A demo text's summary and its body, stored as the Chinese one is (the light markup, sanitised). */
function richEnglish(english: { summary: string; body: string } | undefined) {
  return {
    summaryEn: english?.summary ?? null,
    contentEn: english ? sanitizeRichText(rich(english.body)) : null,
  };
}

export function exhibitionEnglish(title: string) {
  const en = EXHIBITIONS_EN[title];
  return {
    titleEn: en?.title ?? null,
    subtitleEn: en?.subtitle ?? null,
    venueEn: en?.venue ?? null,
    curatorEn: en?.curator ?? null,
    organizerEn: en?.organizer ?? null,
    ...richEnglish(en),
  };
}

export function eventEnglish(title: string) {
  const en = EVENTS_EN[title];
  return {
    titleEn: en?.title ?? null,
    placeEn: en?.place ?? null,
    speakerEn: en?.speaker ?? null,
    ...richEnglish(en),
  };
}

export function artistEnglish(name: string) {
  const en = ARTISTS_EN[name];
  return {
    nameEn: en?.name ?? null,
    birthplaceEn: en?.birthplace ?? null,
    titleEn: en?.title ?? null,
    ...richEnglish(en),
  };
}

export function noticeEnglish(title: string) {
  const en = NOTICES_EN[title];
  return { titleEn: en?.title ?? null, ...richEnglish(en) };
}

export function policyEnglish(title: string) {
  const en = POLICIES_EN[title];
  return { titleEn: en?.title ?? null, issuerEn: en?.issuer ?? null, ...richEnglish(en) };
}

export function bannerEnglish(title: string) {
  const en = BANNERS_EN[title];
  return { titleEn: en?.title ?? null, subtitleEn: en?.subtitle ?? null };
}

export const linkEnglish = (name: string) => ({ nameEn: LINKS_EN[name] ?? null });

export const floorEnglish = (floor: Floor) => ({ summaryEn: FLOOR_SUMMARIES_EN[floor] ?? null });

export function hallEnglish(name: string) {
  const en = HALLS_EN[name];
  return { nameEn: en?.name ?? null, descriptionEn: en?.description ?? null };
}

export function workTypeEnglish(code: string) {
  const en = WORK_TYPES_EN[code];
  return { nameEn: en?.name ?? null, introEn: en?.intro ?? null };
}

/** A work's label and catalogue entry: its paragraphs stored as the Chinese ones are. */
export function workEnglish(culId: string) {
  const en = WORKS_EN[culId];
  return {
    nameEn: en?.name ?? null,
    authorEn: en?.author ?? null,
    periodEn: en?.period ?? null,
    materialEn: en?.material ?? null,
    sizeEn: en?.size ?? null,
    originEn: en?.origin ?? null,
    acquisitionEn: en?.acquisition ?? null,
    gradeEn: en?.grade ?? null,
    descriptionEn: en ? sanitizeRichText(en.text.map((p) => `<p>${escapeHtml(p)}</p>`).join('')) : null,
  };
}
