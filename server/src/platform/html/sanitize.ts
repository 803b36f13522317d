import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as a museum article needs it (headings, lists, tables, figures with captions, images, links)
 * and nothing that can run: no script or style, no event handlers, no `javascript:` or `data:` links.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  // biome-ignore format: a word list reads better packed
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'div', 'section', 'span',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q', 'time',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start', 'reversed'],
    abbr: ['title'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's own title is the only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

/** Cleans rich text before it is stored. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

const DISPLAY_CACHE_LIMIT = 500;
const displayCache = new Map<string, string>();

/**
 * Cleans rich text again as it is served, in case a row was written by other means; the result is
 * remembered (least recently used first out) so a popular page costs one pass, not one per request.
 */
export function sanitizeForDisplay(html: string): string {
  const cached = displayCache.get(html);
  if (cached !== undefined) {
    displayCache.delete(html);
    displayCache.set(html, cached);
    return cached;
  }
  const clean = sanitizeRichText(html);
  displayCache.set(html, clean);
  if (displayCache.size > DISPLAY_CACHE_LIMIT) {
    const oldest = displayCache.keys().next().value;
    if (oldest !== undefined) displayCache.delete(oldest);
  }
  return clean;
}

const BLOCK_END =
  /<\/(p|div|section|h[1-6]|li|dt|dd|blockquote|figcaption|tr|td|th|caption|pre)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Text that already ends a sentence or clause, so nothing needs adding before the next one. */
const ENDS_CLAUSE = /[。！？!?；;：:…」』”’）)]$/;
const ENDS_ENGLISH_CLAUSE = /[.!?;:…"'”’)\]]$/;

/**
 * Pieces of plain text read as sentences one after another: a piece that does not end in punctuation (a heading,
 * a caption) gets a full stop, so a heading does not run into the paragraph after it; English sentences are
 * spaced, with an English full stop.
 */
export function joinSentences(parts: (string | null | undefined)[], language: 'zh' | 'en' = 'zh'): string {
  const english = language === 'en';
  return parts
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .map((part) => {
      if ((english ? ENDS_ENGLISH_CLAUSE : ENDS_CLAUSE).test(part)) return part;
      return `${part}${english ? '.' : '。'}`;
    })
    .join(english ? ' ' : '');
}

/**
 * The words of already sanitised rich text, for search indexing and summaries: tags dropped (each block read as
 * a sentence), common entities decoded, spaces collapsed. Cheap enough for a hundred thousand items.
 */
export function htmlToText(html: string, language: 'zh' | 'en' = 'zh'): string {
  const text = html
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
  return joinSentences(
    text.split('\n').map((line) => line.replace(/\s+/g, ' ')),
    language,
  ).trim();
}
