import type { Language } from '@museum/shared';

/**
 * A work's year as the page's language writes it: the collection's adapter gives a year as Chinese reads it
 * ("1987 年"), English reads the number alone; a period ("Qing dynasty", 清代) stays as it is.
 */
export function yearIn(language: Language, year: string): string;
export function yearIn(language: Language, year: string | null | undefined): string | null | undefined;
export function yearIn(language: Language, year: string | null | undefined) {
  if (language !== 'en' || !year) return year;
  return /^(-?\d{1,4}) 年$/.exec(year)?.[1] ?? year;
}
