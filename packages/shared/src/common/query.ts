import { z } from 'zod';
import { INT_MAX, KEYWORD_MAX_LENGTH } from './constants.ts';
import { intSchema, textSchema } from './validators.ts';

/** A query value left empty (`?status=`) counts as absent rather than as 0. */
export const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * An optional whole number within [min, max] (at most INT_MAX) from a query string; one message for every way
 * it is wrong.
 */
export const optionalInt = (message: string, min: number, max = INT_MAX) =>
  z.preprocess(blankToUndefined, intSchema(message, min, max).optional());

/** An optional dictionary code (`oil`, `exhibition_type`) from a query string. */
export const optionalCode = (field: string) =>
  z.preprocess(
    blankToUndefined,
    textSchema(`${field}格式不正确`, `${field}格式不正确`)
      .trim()
      .max(64, `${field}格式不正确`)
      .regex(/^[\w-]+$/, `${field}格式不正确`)
      .optional(),
  );

/** The keyword filter of a list screen; `typeMessage` answers a keyword that is not text. */
export const keywordFilter = (typeMessage = '关键词格式不正确') =>
  z.preprocess(
    blankToUndefined,
    textSchema(typeMessage, typeMessage)
      .trim()
      .max(KEYWORD_MAX_LENGTH, `关键词不能超过${KEYWORD_MAX_LENGTH}个字`)
      .optional(),
  );
export const optionalKeyword = keywordFilter();

/** A boolean query flag written as true/false or 1/0. */
export const optionalFlag = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: message })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  );
