/**
 * How a content type is declared, once: each field's name, label, limits and the way it is edited, and where else
 * it appears (search, the visitor's detail). The request schema, the console's form, the search text and the
 * detail answer's plain fields all come from the declaration (docs/architecture.md "One declaration per content
 * type").
 */
import { z } from 'zod';
import type { ContentType } from './content-types.ts';
import {
  code,
  count,
  day,
  flag,
  imageList,
  moment,
  optionalCount,
  optionalDay,
  optionalImage,
  optionalMoment,
  optionalText,
  optionalYear,
  plainText,
  RICH_TEXT_MAX_LENGTH,
  requiredImage,
  requiredText,
  richText,
  sortOrder,
} from './field-schemas.ts';
import { LANGUAGES } from './language.ts';
import { FieldMessages } from './messages.ts';

/** How a field is edited in the console. */
export type FieldKind =
  | { type: 'text'; max: number; placeholder?: string }
  | { type: 'textarea'; max: number; rows?: number }
  | { type: 'rich' }
  | { type: 'image'; aspect: number }
  | { type: 'images'; max: number }
  /** A work's photographs: `[{url}]` on the wire. */
  | { type: 'workImages'; max: number }
  | { type: 'day' }
  | { type: 'moment' }
  | { type: 'number'; min: number; max: number; unit?: string }
  | { type: 'flag' }
  | { type: 'dict'; dictType: string }
  | { type: 'choice'; options: { value: string | number; label: string }[] }
  | { type: 'hall' }
  | { type: 'artist' }
  | { type: 'workType' }
  /** A hall's rectangle on its floor plan: `{x, y, width, height}`. */
  | { type: 'position' };

/** What a declaration may say of a field beyond its kind. */
export interface FieldOptions {
  required?: boolean;
  /** A hint under the input. */
  help?: string;
  /** Half a row on wide screens (short inputs side by side). */
  half?: boolean;
}

/** What a text a visitor reads may say besides: that it has an English twin (docs/PRODUCT.md "English"). */
export interface TextOptions extends FieldOptions {
  /**
   * The field has an English twin, `<name>En` (`titleEn`, `summaryEn` ...): declared here once, added beside it by
   * `declareContent`, optional, of the same kind and limits, filled in the console beside the Chinese and read by
   * the English site.
   */
  english?: boolean;
}

export interface FieldDeclaration<S extends z.ZodType = z.ZodType> extends FieldOptions {
  label: string;
  kind: FieldKind;
  /** The value staff send: checked, trimmed, blank turned into none. */
  schema: S;
  /** The name of this field's English twin (`title` → `titleEn`), for a field declared `english`. */
  english?: string;
  /** The Chinese field this one is the English twin of (`titleEn` → `title`). */
  englishOf?: string;
}

/** A builder's declaration, marked when its options ask for an English twin (the type of the twin follows). */
type Declared<S extends z.ZodType, O> = FieldDeclaration<S> &
  (O extends { english: true } ? Bilingual : unknown);
/** A field declared with an English twin. */
export interface Bilingual {
  english: string;
}

/** The name of a field's English twin. */
export const englishName = <K extends string>(name: K) => `${name}En` as `${K}En`;
/** What an English twin is called on the form and in messages: 展览标题（英文）. */
export const englishLabel = (label: string) => `${label}（英文）`;

const declare = <S extends z.ZodType>(
  label: string,
  kind: FieldKind,
  schema: S,
  options: FieldOptions = {},
): FieldDeclaration<S> => ({ label, kind, schema, ...options });

/**
 * A text field, marked for its English twin when `english` asks for one (declareContent names and adds the twin).
 * The mark is `english: ''` until then: the field's own name is known only in its declaration.
 */
const declareText = <S extends z.ZodType, const O extends TextOptions>(
  label: string,
  kind: FieldKind,
  schema: S,
  { english, ...options }: O,
): Declared<S, O> =>
  ({ ...declare(label, kind, schema, options), ...(english ? { english: '' } : {}) }) as Declared<S, O>;

/** The builders a declaration is written with; the limits stated once serve the schema and the form. */
export const field = {
  text: <const O extends TextOptions & { placeholder?: string } = object>(
    label: string,
    max: number,
    options: O = {} as O,
  ) => {
    const { placeholder, ...rest } = options;
    return declareText(label, { type: 'text', max, placeholder }, optionalText(label, max), {
      half: max <= 120,
      ...(rest as Omit<O, 'placeholder'>),
    });
  },
  requiredText: <const O extends TextOptions = object>(label: string, max: number, options: O = {} as O) =>
    declareText(label, { type: 'text', max }, requiredText(label, max), {
      half: max <= 120,
      ...options,
      required: true,
    }),
  textarea: <const O extends TextOptions = object>(
    label: string,
    max: number,
    rows: number,
    options: O = {} as O,
  ) => declareText(label, { type: 'textarea', max, rows }, plainText(label, max), options),
  summary: <const O extends TextOptions = object>(options: O = {} as O) =>
    declareText('摘要', { type: 'textarea', max: 1000, rows: 3 }, plainText('摘要', 1000), {
      help: '列表和分享卡片上显示的一两句话',
      ...options,
    }),
  rich: <const O extends TextOptions = object>(label: string, options: O = {} as O) =>
    declareText(label, { type: 'rich' }, richText(label), options),
  cover: (label = '封面图') => declare(label, { type: 'image', aspect: 4 / 3 }, optionalImage(label)),
  image: (label: string, aspect: number) =>
    declare(label, { type: 'image', aspect }, requiredImage(label), { required: true }),
  images: (label: string, max: number, options: FieldOptions = {}) =>
    declare(label, { type: 'images', max }, imageList(label, max), options),
  day: (label: string) => declare(label, { type: 'day' }, optionalDay(label), { half: true }),
  requiredDay: (label: string) => declare(label, { type: 'day' }, day(label), { half: true, required: true }),
  moment: (label: string) => declare(label, { type: 'moment' }, optionalMoment(label), { half: true }),
  requiredMoment: (label: string) =>
    declare(label, { type: 'moment' }, moment(label), { half: true, required: true }),
  /** Places that can be booked; none when the item takes no bookings. */
  places: () =>
    declare(
      '可预约名额',
      { type: 'number', min: 0, max: 1_000_000, unit: '人' },
      optionalCount('可预约名额'),
      { help: '留空表示无需预约', half: true },
    ),
  area: (label: string, unit: string, min: number, max: number) =>
    declare(label, { type: 'number', min, max, unit }, count(`${label}（${unit}）`, min, max), {
      required: true,
      half: true,
    }),
  year: (label: string) =>
    declare(label, { type: 'number', min: -3000, max: 2100 }, optionalYear(label), { half: true }),
  flag: (label: string) => declare(label, { type: 'flag' }, flag(label), { half: true }),
  dict: (label: string, dictType: string) =>
    declare(label, { type: 'dict', dictType }, code(label), { required: true, half: true }),
  /** One of a few values (a banner's place, a floor); `schema` says the values and the message. */
  choice: <S extends z.ZodType>(
    label: string,
    options: { value: string | number; label: string }[],
    schema: S,
  ) => declare(label, { type: 'choice', options }, schema, { required: true, half: true }),
  hall: () => declare('展厅', { type: 'hall' }, optionalId('展厅'), { half: true }),
  sort: () =>
    declare('排序', { type: 'number', min: -100_000, max: 100_000 }, sortOrder, {
      help: '数字小的排在前面',
      half: true,
    }),
  /**
   * A field whose kind and schema are its type's own (a work's photographs, a hall's rectangle); a text kind may
   * have an English twin.
   */
  custom: <S extends z.ZodType, const O extends TextOptions = object>(
    label: string,
    kind: FieldKind,
    schema: S,
    options: O = {} as O,
  ) => declareText(label, kind, schema, options),
};

/** An id of another item that may be left out (a hall, an artist). */
export const optionalId = (label: string) => optionalCount(label, 1, 2_147_483_647);

type Fields = Record<string, FieldDeclaration>;
type FieldsShape<F extends Fields> = { [K in keyof F]: F[K]['schema'] };

/** An English twin as staff send it: optional text (a rich text's twin is '' when left empty). */
export type EnglishSchema = z.ZodType<string | null, unknown>;
/** The English twins of the fields declared `english`, each under its name `<name>En`. */
export type EnglishTwins<F extends Fields> = {
  [K in keyof F as F[K] extends Bilingual ? `${K & string}En` : never]: FieldDeclaration<EnglishSchema>;
};
/** A type's fields with their English twins. */
export type WithEnglish<F extends Fields> = F & EnglishTwins<F>;

/** The twin of a field declared `english`: optional, of the same kind and limits, labelled as English. */
function englishTwin(name: string, declared: FieldDeclaration): FieldDeclaration<EnglishSchema> {
  const label = englishLabel(declared.label);
  const { kind } = declared;
  const schema: EnglishSchema =
    kind.type === 'rich'
      ? richText(label)
      : optionalText(label, 'max' in kind ? kind.max : RICH_TEXT_MAX_LENGTH);
  return { label, kind, schema, half: declared.half, englishOf: name };
}

/** The fields in their declared order, each declared `english` followed by its twin. */
function withEnglish<F extends Fields>(fields: F): WithEnglish<F> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, declared]) =>
      declared.english === undefined
        ? [[name, declared]]
        : [
            [name, { ...declared, english: englishName(name) }],
            [englishName(name), englishTwin(name, declared)],
          ],
    ),
  ) as WithEnglish<F>;
}

/** Each field declared `english` and its twin's name, in the declared order: `[['title', 'titleEn'], ...]`. */
export function englishPairs(declaration: Pick<ContentDeclaration, 'fields'>): [string, string][] {
  return Object.entries(declaration.fields).flatMap(([name, { english }]) =>
    english ? [[name, english] as [string, string]] : [],
  );
}
/** Two fields in order, an end not before its start, and what to say (on the end) when they are not. */
type Ordered<F extends Fields> = readonly [start: keyof F & string, end: keyof F & string, message?: string];

export interface ContentDeclaration<
  F extends Fields = Fields,
  D extends keyof F & string = keyof F & string,
> {
  /** What staff call it: 展览, 藏品 ... */
  label: string;
  /** Its number in favourites, counts and search, for the types visitors open one by one. */
  contentType?: ContentType;
  /** In the order an editor fills them in. */
  fields: F;
  /** Searched with the title and the text (people, places, sources). */
  searched: readonly (keyof F & string)[];
  /** Answered as stored on the visitor's detail page (the item's own words, not computed from others). */
  detail: readonly D[];
  /** What staff send: the declared fields, each checked, and the rules across them. */
  schema: z.ZodType<z.output<z.ZodObject<FieldsShape<F>>>, unknown>;
}

/**
 * A content type from its fields; a field declared `english` gets its English twin right after it (`titleEn`), which
 * the schema, the form and the storage then have like any other field. `searched` and `detail` name the Chinese
 * fields: their twins are searched by the English site, and answered in their place when it asks.
 */
export function declareContent<F extends Fields, const D extends keyof F & string = never>(declaration: {
  label: string;
  contentType?: ContentType;
  fields: F;
  searched?: readonly NoInfer<keyof F & string>[];
  detail?: readonly D[];
  /** Pairs of fields whose end may not come before their start, when both are given. */
  ordered?: readonly Ordered<NoInfer<F>>[];
}): ContentDeclaration<WithEnglish<F>, D> {
  const fields = withEnglish(declaration.fields);
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, declared]) => [name, declared.schema]),
  ) as FieldsShape<WithEnglish<F>>;
  let schema: z.ZodType<z.output<z.ZodObject<FieldsShape<WithEnglish<F>>>>, unknown> = z.object(shape, {
    error: FieldMessages.badBody,
  });
  for (const [start, end, message = FieldMessages.endBeforeStart] of declaration.ordered ?? [])
    schema = schema.refine(
      (item) => inOrder((item as Record<string, unknown>)[start], (item as Record<string, unknown>)[end]),
      {
        message,
        path: [end],
      },
    );
  return { searched: [], detail: [], ...declaration, fields, schema };
}

/** An end not before its start (days and instants as ISO text, years as numbers), or either left out. */
function inOrder(start: unknown, end: unknown): boolean {
  if (start === null || start === undefined || end === null || end === undefined) return true;
  return typeof start === 'number' && typeof end === 'number' ? end >= start : String(end) >= String(start);
}

/** A stored value as a detail answer gives it back. */
function answerOf({ kind, required }: FieldDeclaration): z.ZodType {
  const value = (() => {
    switch (kind.type) {
      case 'images':
        return z.array(z.string());
      case 'flag':
        return z.boolean();
      case 'number':
      case 'hall':
      case 'artist':
      case 'workType':
        return z.number();
      default:
        return z.string();
    }
  })();
  return required || kind.type === 'images' || kind.type === 'flag' ? value : value.nullable();
}

/** The detail answer's part that is the item's fields as stored (those declared `detail`). */
export function detailShape<F extends Fields, D extends keyof F & string>(
  declaration: ContentDeclaration<F, D>,
): { [K in D]: z.ZodType<z.output<F[K]['schema']>> } {
  return Object.fromEntries(
    declaration.detail.map((name) => [name, answerOf(declaration.fields[name] as FieldDeclaration)]),
  ) as { [K in D]: z.ZodType<z.output<F[K]['schema']>> };
}

/**
 * What a visitor's answer of an item says of its text when the English site asks (docs/PRODUCT.md "English"):
 * 'en', its English twins in the fields' places; 'zh', it has no English and its Chinese is shown (the site says
 * so). Absent from the answers of the Chinese site.
 */
export const textLanguageShape = { lang: z.enum(LANGUAGES).optional() };
