/**
 * A messages object and its English twin (docs/PRODUCT.md "English"): the twin has every key of the Chinese object
 * and no other, a text for a text and a function of the same parameters for a function, so a message added, removed
 * or changed in kind on one side and not the other is a type error. `englishOfTwins` turns any text the Chinese side
 * makes into the English side's. Plain functions, without zod, reached only through `@museum/shared/english`.
 */

type Text = (...args: never[]) => string;

/** The English twin of a messages object `T`. */
export type EnglishTwin<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

/** Stands for an argument that the Chinese text carries as it is (a name, a number, a field, another message). */
export const FREE: unique symbol = Symbol('free argument');
type Free = typeof FREE;

/** An argument of a call that makes a form of a message: a fixed value, FREE, or a list holding FREE. */
type Argument<A> = A | Free | (A extends readonly unknown[] ? readonly Free[] : never);

/**
 * How a function message's texts are told apart, where calling it with every argument FREE does not show them:
 * - `calls`: the forms it takes, each a call with some arguments fixed (an enumerated type, a null) and the others
 *   FREE, e.g. one call per document type;
 * - `match`: a pattern of its Chinese text, and the arguments its groups give the English function.
 */
export type Inverse<F> = F extends (...args: infer A) => string
  ?
      | { calls: readonly { readonly [I in keyof A]: Argument<A[I]> }[] }
      | { match: RegExp; args: (groups: string[]) => A }
  : never;
export type Inverses<T> = { readonly [K in keyof T]?: Inverse<T[K]> };

/** A messages object, its English twin and how its function messages are read back. */
export interface Twin {
  readonly zh: object;
  readonly en: object;
  readonly inverses?: object;
}

export const twin = <T extends object>(zh: T, en: EnglishTwin<T>, inverses?: Inverses<T>): Twin => ({
  zh,
  en,
  inverses,
});

/** A text of the Chinese side with holes where its FREE arguments were; the English function fills them in. */
interface Pattern {
  regex: RegExp;
  /** Characters of the text that are not holes: the more, the more specific the pattern. */
  weight: number;
  /** The arguments of the English function: fixed values, and the holes where FREE was. */
  args: (match: RegExpExecArray, translate: (text: string) => string) => unknown[];
  english: Text;
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sentinel = (index: number) => `\uE000${index}\uE001`;
const SENTINEL = /\uE000(\d+)\uE001/g;

/** A captured argument as the English function takes it: a number as a number, a text in English. */
const argumentOf = (text: string, translate: (text: string) => string) =>
  /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : translate(text);

function patternOf(key: string, chinese: Text, english: Text, call: readonly unknown[]): Pattern {
  // Each FREE argument becomes a sentinel; the text around them is matched as it is.
  let index = 0;
  const slots: { position: number; nested: boolean; index: number }[] = [];
  const args = call.map((arg, position) => {
    if (arg === FREE) {
      slots.push({ position, nested: false, index });
      return sentinel(index++);
    }
    if (Array.isArray(arg) && arg.includes(FREE)) {
      slots.push({ position, nested: true, index });
      return [sentinel(index++)];
    }
    return arg;
  });
  const text = chinese(...(args as never[]));
  const seen = new Set<string>();
  let weight = 0;
  let source = '';
  let last = 0;
  for (const match of text.matchAll(SENTINEL)) {
    const literal = text.slice(last, match.index);
    weight += literal.length;
    source += literally(literal);
    const name = `a${match[1]}`;
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>[\\s\\S]+?)`;
    seen.add(name);
    last = match.index + match[0].length;
  }
  const tail = text.slice(last);
  weight += tail.length;
  source += literally(tail);
  if (seen.size !== slots.length || /undefined|NaN|\[object /.test(text) || weight === 0) {
    throw new Error(
      `${key}: its Chinese text does not show its arguments; give it an inverse (calls or match)`,
    );
  }
  return {
    regex: new RegExp(`^${source}$`),
    weight,
    english,
    args: (match, translate) =>
      call.map((arg, position) => {
        const slot = slots.find((s) => s.position === position);
        if (!slot) return arg;
        const value = argumentOf(match.groups?.[`a${slot.index}`] ?? '', translate);
        return slot.nested ? [value] : value;
      }),
  };
}

/**
 * The English of a text made by any of `twins`' Chinese messages: an exact text, or a function message's text with
 * its arguments read back (numbers as they are, texts in English when they are known, names as typed); a text no
 * twin makes comes back as it is.
 */
export function englishOfTwins(twins: readonly Twin[]): (text: string) => string {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const { zh, en, inverses } of twins) {
    for (const [key, chinese] of Object.entries(zh)) {
      const english = (en as Record<string, unknown>)[key];
      if (typeof chinese === 'string' && typeof english === 'string') {
        if (!exact.has(chinese)) exact.set(chinese, english);
        continue;
      }
      if (typeof chinese !== 'function' || typeof english !== 'function') {
        throw new Error(`${key}: the English twin is not of the same kind as the Chinese`);
      }
      const inverse = (inverses as Record<string, Inverse<Text> | undefined> | undefined)?.[key] as
        | { calls: readonly (readonly unknown[])[] }
        | { match: RegExp; args: (groups: string[]) => unknown[] }
        | undefined;
      if (inverse && 'match' in inverse) {
        patterns.push({
          regex: inverse.match,
          // Its literal characters, roughly: the source without its groups and escapes.
          weight: inverse.match.source.replace(/\([^)]*\)|\\.|[\^$]/g, '').length,
          english: english as Text,
          args: (match) => inverse.args(match.slice(1)),
        });
        continue;
      }
      const calls = inverse?.calls ?? [Array.from({ length: (chinese as Text).length }, () => FREE)];
      for (const call of calls) {
        if (!call.some((arg) => arg === FREE || (Array.isArray(arg) && arg.includes(FREE)))) {
          // A form without FREE arguments is one exact text.
          const text = (chinese as Text)(...(call as never[]));
          if (!exact.has(text)) exact.set(text, (english as Text)(...(call as never[])));
        } else {
          patterns.push(patternOf(key, chinese as Text, english as Text, call));
        }
      }
    }
  }
  patterns.sort((a, b) => b.weight - a.weight);

  const englishOf = (text: string): string => {
    const known = exact.get(text);
    if (known !== undefined) return known;
    for (const pattern of patterns) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      // An argument is shorter than the text it is in: translating it ends.
      return pattern.english(...(pattern.args(match, englishOf) as never[]));
    }
    return text;
  };
  return englishOf;
}

/** A count with its noun in English: `1 place`, `3 places`. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
