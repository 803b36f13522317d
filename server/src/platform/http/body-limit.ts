import { type ZodType, z } from 'zod';

/**
 * UTF-8 bytes one character of a string may take in a JSON body: a Chinese character takes three, an escaped
 * quote or line break two. (A lone control character escapes to six, but no form or editor sends those.)
 */
const BYTES_PER_CHARACTER = 3;
/** A value whose schema names no length (a number, a date, a flag). */
const SMALL_VALUE_BYTES = 64;

interface JsonSchemaNode {
  type?: string;
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchemaNode;
  properties?: Record<string, JsonSchemaNode>;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
}

function largestValue(node: JsonSchemaNode): number {
  const choices = node.anyOf ?? node.oneOf;
  if (choices) return Math.max(...choices.map(largestValue));
  switch (node.type) {
    case 'string':
      return 2 + (node.maxLength ?? SMALL_VALUE_BYTES) * BYTES_PER_CHARACTER;
    case 'array':
      return 2 + (node.maxItems ?? 1) * (largestValue(node.items ?? {}) + 1);
    case 'object':
      return (
        2 +
        Object.entries(node.properties ?? {}).reduce(
          (sum, [name, value]) => sum + name.length + 4 + largestValue(value),
          0,
        )
      );
    default:
      return SMALL_VALUE_BYTES;
  }
}

/**
 * The most bytes a JSON body `schema` accepts can take, every field as long as the schema allows: a route whose
 * fields may be long (an article's rich text) gets a body limit that fits them, not the site's small default.
 */
export function largestJsonBody(schema: ZodType): number {
  return largestValue(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchemaNode);
}
