import { z } from 'zod';
import { INT_MAX, KEYWORD_MAX_LENGTH } from './constants.ts';
import { FieldMessages, QueryMessages } from './messages.ts';
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
    textSchema(FieldMessages.invalid(field), FieldMessages.invalid(field))
      .trim()
      .max(64, FieldMessages.invalid(field))
      .regex(/^[\w-]+$/, FieldMessages.invalid(field))
      .optional(),
  );

/** The keyword filter of a list screen; `typeMessage` answers a keyword that is not text. */
export const keywordFilter = (typeMessage: string = QueryMessages.keywordInvalid) =>
  z.preprocess(
    blankToUndefined,
    textSchema(typeMessage, typeMessage)
      .trim()
      .max(KEYWORD_MAX_LENGTH, QueryMessages.keywordTooLong)
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
