import { z } from 'zod';
import { CONTENT_TYPES, ContentType } from './content-types.ts';
import { intSchema } from './validators.ts';

/** A content-type number (1-8) as the server sends it. */
export const contentTypeValueSchema = z.literal(CONTENT_TYPES);

/** A content-type number (1-8) asked for in a query or a body, as a number or its text. */
export const contentTypeSchema = intSchema(
  {
    notNumber: '请指定内容模块 module（1-8）',
    notInteger: '内容模块 module 只能是 1 到 8',
    tooSmall: '内容模块 module 只能是 1 到 8',
    tooLarge: '内容模块 module 只能是 1 到 8',
  },
  ContentType.exhibition,
  ContentType.affair,
).transform((v) => v as ContentType);
