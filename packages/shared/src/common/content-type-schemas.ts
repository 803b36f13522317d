import { z } from 'zod';
import { CONTENT_TYPES, ContentType } from './content-types.ts';
import { QueryMessages } from './messages.ts';
import { intSchema } from './validators.ts';

/** A content-type number (1-8) as the server sends it. */
export const contentTypeValueSchema = z.literal(CONTENT_TYPES);

/** A content-type number (1-8) asked for in a query or a body, as a number or its text. */
export const contentTypeSchema = intSchema(
  {
    notNumber: QueryMessages.moduleRequired,
    notInteger: QueryMessages.moduleInvalid,
    tooSmall: QueryMessages.moduleInvalid,
    tooLarge: QueryMessages.moduleInvalid,
  },
  ContentType.exhibition,
  ContentType.affair,
).transform((v) => v as ContentType);
