import { escapeHtml } from '@museum/shared';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';

let jieba: Jieba | undefined;
/** The dictionary takes a moment to load, so it is loaded on first use, once per process. */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/** Function words that say nothing about what a visitor looks for when they stand alone. */
const STOPWORDS = new Set([...'的了和与及在是也而或等对把被从于以为其这那就都并向'] as string[]);

const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Words of a segmentation, lower-cased, with punctuation and spaces dropped. */
function clean(words: string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const w = word.replace(NOT_WORD, '').toLowerCase();
    if (w) out.push(w);
  }
  return out;
}

/** Han characters one by one; runs of other letters and digits as whole words. */
const UNIT = /\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

function characterUnits(text: string): string[] {
  return (text.toLowerCase().match(UNIT) ?? []) as string[];
}

/** Neighbouring units joined: 丝绸之路 → 丝绸, 绸之, 之路. */
const bigrams = (units: string[]) => units.slice(1).map((unit, i) => units[i] + unit);

/** Bumped whenever what the index stores changes (vectors, snippet text), so an existing index is rebuilt at start. */
export const SEARCH_INDEX_VERSION = '4';

/** PostgreSQL keeps positions up to 16383 and at most 256 of them per lexeme. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 256;

/** A lexeme as tsvector/tsquery text: quoted, with quotes and backslashes escaped. */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/['\\]/g, '\\$&')}'`;

const cut = (value: string) => clean(segmenter().cutForSearch(value, true));

/** Lexemes added in order, each with its positions (and weight), written out as tsvector text. */
function vectorWriter() {
  const positions = new Map<string, string[]>();
  let position = 0;
  return {
    add(lexemes: string[], weight: 'A' | 'B' | 'D') {
      for (const lexeme of lexemes) {
        position = Math.min(position + 1, MAX_POSITION);
        const list = positions.get(lexeme) ?? [];
        if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(`${position}${weight === 'D' ? '' : weight}`);
        positions.set(lexeme, list);
      }
    },
    text: () => [...positions].map(([lexeme, at]) => `${quoteLexeme(lexeme)}:${at.join(',')}`).join(' '),
  };
}

/**
 * The document's tsvector that search matches against (GIN-indexed), written out as text so PostgreSQL only has
 * to read it (no parser runs): jieba's search-mode words of the title and of the text, then the characters of
 * both in order and their bigrams in order, so that any query word also matches where jieba cut the text
 * differently: a one-character word by its character, a longer one by its bigrams in a row. Bigrams rather than
 * single characters make that a cheap index lookup instead of a phrase check of every document holding the
 * characters somewhere. It runs to kilobytes and is stored out of line, so hits are ranked by rankVector instead.
 */
export function documentVector(title: string, text: string): string {
  const vector = vectorWriter();
  vector.add(cut(title), 'D');
  vector.add(cut(text), 'D');
  const units = [...characterUnits(title), ...characterUnits(text)];
  vector.add(units, 'D');
  vector.add(bigrams(units), 'D');
  return vector.text();
}

/**
 * How much of the text's opening counts for ranking: about a summary's length, which every module's text begins
 * with. More would make the rank vector long enough to be stored out of line again.
 */
export const RANK_LEAD_LENGTH = 120;

/**
 * The small vector hits are ranked by (a few hundred bytes, kept in the row): the title's words, characters and
 * bigrams (weight A), so a title match is recognised however jieba cut it, and the words of the text's opening
 * (weight B). Words elsewhere in the text still match through documentVector; they just rank below these.
 */
export function rankVector(title: string, text: string): string {
  const vector = vectorWriter();
  const units = characterUnits(title);
  vector.add(cut(title), 'A');
  vector.add(units, 'A');
  vector.add(bigrams(units), 'A');
  vector.add(cut(text.slice(0, RANK_LEAD_LENGTH)), 'B');
  return vector.text();
}

export interface ParsedQuery {
  /** tsquery text: every word must occur, as a word or as its characters in a row. */
  tsquery: string;
  /** The same, but every word in the title: the words' weight-A lexemes of rankVector. */
  titleTsquery: string;
  /** The words to mark in titles and snippets. */
  terms: string[];
}

/** Every word as a lexeme (`:A` restricts it to the title's) or, for a longer word, also as its bigrams in a row. */
function wordsQuery(terms: string[], weight: '' | ':A'): string {
  const lexeme = (text: string) => `${quoteLexeme(text)}${weight}`;
  const clauses = terms.map((word) => {
    const units = characterUnits(word);
    if (units.length < 2) return lexeme(units[0] ?? word);
    const pairs = bigrams(units);
    // A two-character word is its own bigram: one lexeme, found in the index alone.
    if (pairs.length === 1 && pairs[0] === word) return lexeme(word);
    return `(${lexeme(word)} | ${pairs.map(lexeme).join(' <-> ')})`;
  });
  return clauses.join(' & ');
}

/** Segments a visitor's keyword; null when nothing searchable is left (only punctuation, say). */
export function parseQuery(keyword: string): ParsedQuery | null {
  const words = [...new Set(clean(segmenter().cut(keyword, true)))];
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  const terms = meaningful.length ? meaningful : words;
  if (!terms.length) return null;
  return { tsquery: wordsQuery(terms, ''), titleTsquery: wordsQuery(terms, ':A'), terms };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function termPattern(terms: string[]): RegExp | null {
  if (!terms.length) return null;
  const sorted = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(sorted.join('|'), 'gi');
}

/** HTML-escaped text with every occurrence of the terms wrapped in <em>. */
export function highlight(text: string, terms: string[]): string {
  const pattern = termPattern(terms);
  if (!pattern) return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += `${escapeHtml(text.slice(last, match.index))}<em>${escapeHtml(match[0])}</em>`;
    last = match.index + match[0].length;
  }
  // Words matched side by side ("经纬" + "之间") read as one mark.
  return (out + escapeHtml(text.slice(last))).replaceAll('</em><em>', '');
}

export const SNIPPET_LENGTH = 100;
/** How far before the first match a snippet may start, to begin with the sentence or clause holding it. */
const LEAD = 40;
const CLAUSE_END = /[。！？!?；;，,、：:]/;

/** Where the sentence or clause holding `at` begins, looking back at most LEAD characters. */
function clauseStart(text: string, at: number): number {
  const from = Math.max(0, at - LEAD);
  for (let i = at - 1; i >= from; i -= 1) if (CLAUSE_END.test(text[i]!)) return i + 1;
  return from;
}

/**
 * About SNIPPET_LENGTH characters from the start of the sentence or clause holding the first match (or the
 * opening of the text), highlighted.
 */
export function snippet(text: string, terms: string[]): string {
  const pattern = termPattern(terms);
  const first = pattern ? text.search(pattern) : -1;
  const start = first > 0 ? clauseStart(text, first) : 0;
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const excerpt = text.slice(start, end);
  return `${start > 0 ? '…' : ''}${highlight(excerpt, terms)}${end < text.length ? '…' : ''}`;
}
