/** Marks a part of an article that 朗读 passes over (a gallery of pictures, its buttons). */
export const READ_ALOUD_SKIP = { 'data-read-aloud': 'skip' } as const;

/** What is never read: controls, what screen readers are told to skip too, and what is marked to be skipped. */
const SKIPPED =
  'button, input, select, textarea, script, style, noscript, template, svg, [hidden], [aria-hidden="true"], [data-read-aloud="skip"]';

/** Elements whose end is a pause: a heading, a paragraph, a list item, a table cell... */
const BLOCK =
  /^(P|DIV|SECTION|ARTICLE|H[1-6]|LI|UL|OL|DL|DT|DD|BLOCKQUOTE|PRE|FIGURE|FIGCAPTION|TABLE|CAPTION|TR|HR|BR)$/;
/** A table's cells are read along their row, a comma's pause between them. */
const CELL = /^(TH|TD)$/;

/**
 * The text of `element` as a listener should hear it: the words a sighted reader sees, one line per block, without
 * the controls or pictures among them. (innerText would need layout, which the tests' DOM does not have.)
 */
export function readableText(element: Element, cellPause = '，'): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element) || node.matches(SKIPPED)) return;
    const block = BLOCK.test(node.tagName);
    if (block) parts.push('\n');
    for (const child of node.childNodes) walk(child);
    if (block) parts.push('\n');
    if (CELL.test(node.tagName)) parts.push(cellPause);
  };
  walk(element);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').replace(/^[\s，,]+|[\s，,]+$/g, ''))
    .filter(Boolean)
    .join('\n');
}

/** A sentence ends here: Chinese and Western full stops, question and exclamation marks, semicolons. */
const SENTENCE_END = /[。！？；!?;]/;
/** A long sentence may be cut after a comma, an enumeration comma or a colon. */
const CLAUSE_END = /[，、：,:]/;

export interface ChunkLimits {
  /** Longest piece spoken at once: Chrome's voices stop after about 15 seconds, some 60 to 80 characters. */
  max: number;
  /** A sentence shorter than this is joined to the next one, so short sentences do not stutter. */
  min: number;
}

const LIMITS: ChunkLimits = { max: 80, min: 16 };
/** English says fewer words in more characters: some 200 characters in Chrome's 15 seconds. */
export const ENGLISH_LIMITS: ChunkLimits = { max: 200, min: 40 };

/** A line with no Chinese in it: its sentences end at a full stop too, and its words are joined by spaces. */
const isWestern = (line: string) => !/[\u3400-\u9fff]/.test(line);

/** Cuts one sentence longer than `max` after its clauses, and a clause still too long at `max` (at a space in English). */
function cutLong(sentence: string, max: number, western: boolean): string[] {
  if (sentence.length <= max) return [sentence];
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    let cut = -1;
    for (let i = max - 1; i > max / 3; i--) {
      if (CLAUSE_END.test(rest[i]!)) {
        cut = i + 1;
        break;
      }
    }
    if (cut < 0 && western) {
      const space = rest.lastIndexOf(' ', max);
      if (space > max / 3) cut = space + 1;
    }
    if (cut < 0) cut = max;
    pieces.push(western ? rest.slice(0, cut).trim() : rest.slice(0, cut));
    rest = western ? rest.slice(cut).trimStart() : rest.slice(cut);
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * Text cut into sentence-sized pieces to be spoken one after another: at sentence ends (。！？；, and in English a
 * full stop before a space) and line ends, a short sentence joined to the next, a long one cut after a comma. A line
 * (a title, a heading, a list item) is never joined to what follows it: the pause after it is the reader's pause.
 */
export function speechChunks(text: string, limits: ChunkLimits = LIMITS): string[] {
  const chunks: string[] = [];
  for (const line of text.split('\n')) {
    const western = isWestern(line);
    const sentences: string[] = [];
    let current = '';
    const chars = [...line];
    chars.forEach((char, index) => {
      current += char;
      const next = chars[index + 1];
      if (SENTENCE_END.test(char) || (western && char === '.' && (next === undefined || next === ' '))) {
        sentences.push(current.trim());
        current = '';
      }
    });
    if (current.trim()) sentences.push(current.trim());

    let pending = '';
    const joint = western ? ' ' : '';
    for (const sentence of sentences.filter(Boolean).flatMap((s) => cutLong(s, limits.max, western))) {
      if (pending && pending.length + joint.length + sentence.length > limits.max) {
        chunks.push(pending);
        pending = '';
      }
      pending += pending ? joint + sentence : sentence;
      if (pending.length >= limits.min) {
        chunks.push(pending);
        pending = '';
      }
    }
    if (pending) chunks.push(pending);
  }
  return chunks;
}
