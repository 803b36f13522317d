import { z } from 'zod';
import { FLOORS } from './constants.ts';
import { FieldMessages as M } from './messages.ts';
import { daySchema, intSchema, numberOrNumericText, textSchema } from './validators.ts';

/** Blank text and absent values are "none" (null), so an emptied input clears the field. */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

export const requiredText = (field: string, max: number) =>
  textSchema(M.required(field), M.invalid(field))
    .trim()
    .min(1, M.required(field))
    .max(max, M.tooLong(field, max));

export const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankToNull,
    textSchema(M.required(field), M.invalid(field)).trim().max(max, M.tooLong(field, max)).nullable(),
  );

/** Plain text that may be empty (a summary): kept as '' rather than null. */
export const plainText = (field: string, max: number) =>
  z.preprocess(
    (value) => value ?? '',
    textSchema(M.invalid(field), M.invalid(field)).trim().max(max, M.tooLong(field, max)),
  );

/** Rich text as the editor produces it; the server sanitises it on save with the sanitiser of the pages. */
export const RICH_TEXT_MAX_LENGTH = 200_000;
export const richText = (field: string) =>
  z.preprocess(
    (value) => value ?? '',
    textSchema(M.invalid(field), M.invalid(field)).max(
      RICH_TEXT_MAX_LENGTH,
      M.tooLong(field, RICH_TEXT_MAX_LENGTH),
    ),
  );

/** A stored file (`/files/<key>`, what an upload answers) or an address elsewhere. */
export const IMAGE_URL_PATTERN = /^(\/files\/[\w\-./%]+|https:\/\/[^\s"'<>]+)$/;
const imageText = (field: string) =>
  textSchema(M.imageInvalid(field), M.imageInvalid(field))
    .trim()
    .max(500, M.imageInvalid(field))
    .regex(IMAGE_URL_PATTERN, M.imageInvalid(field))
    .refine((value) => !value.includes('..'), M.imageInvalid(field));
export const optionalImage = (field: string) => z.preprocess(blankToNull, imageText(field).nullable());
export const requiredImage = (field: string) =>
  z.preprocess(blankToNull, imageText(field).nullable()).refine((value) => value !== null, M.required(field));
export const imageList = (field: string, max: number) =>
  z.preprocess(
    (value) => value ?? [],
    z.array(imageText(field), { error: M.invalid(field) }).max(max, M.tooManyImages(max)),
  );

/** A site path or an http(s) address (a banner's or a link's target). */
const LINK_PATTERN = /^(\/[^\s"'<>]*|https?:\/\/[^\s"'<>]+)$/;
export const linkText = (field: string) =>
  textSchema(M.required(field), M.linkInvalid(field))
    .trim()
    .max(500, M.tooLong(field, 500))
    .regex(LINK_PATTERN, M.linkInvalid(field));
export const optionalLink = (field: string) => z.preprocess(blankToNull, linkText(field).nullable());

/** A dictionary code (exhibition type, artist category ...). */
export const code = (field: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    requiredText(field, 64).regex(/^[\w-]+$/, M.invalid(field)),
  );

export const day = (field: string) => daySchema(M.required(field), M.dayInvalid(field));
export const optionalDay = (field: string) => z.preprocess(blankToNull, day(field).nullable());

/** A moment with its offset or in UTC (`2026-12-01T09:00:00+08:00`), kept as an ISO instant. */
const momentText = (field: string) =>
  textSchema(M.required(field), M.momentInvalid(field))
    .trim()
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
      M.momentInvalid(field),
    )
    .transform((value) => new Date(value).toISOString());
export const moment = (field: string) => momentText(field);
export const optionalMoment = (field: string) => z.preprocess(blankToNull, momentText(field).nullable());

export const count = (field: string, min = 0, max = 1_000_000) => intSchema(M.invalid(field), min, max);
export const optionalCount = (field: string, min = 0, max = 1_000_000) =>
  z.preprocess(blankToNull, count(field, min, max).nullable());
export const sortOrder = z.preprocess((value) => value ?? 0, count('排序', -100_000, 100_000));
export const flag = (field: string) =>
  z.preprocess((value) => value ?? false, z.boolean({ error: M.invalid(field) }));
export const optionalYear = (field: string) =>
  z.preprocess(blankToNull, intSchema(M.invalid(field), -3000, 2100).nullable());
export const floor = z.enum(FLOORS, { error: `楼层只能是 ${FLOORS.join('、')} 之一` });
export const number = (field: string, min: number, max: number) =>
  numberOrNumericText(
    z
      .number({ error: M.invalid(field) })
      .min(min, M.invalid(field))
      .max(max, M.invalid(field)),
  );
