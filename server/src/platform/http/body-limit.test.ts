import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { largestJsonBody } from './body-limit.ts';

describe('the largest JSON body a schema accepts', () => {
  it('fits every field at its longest, in Chinese', () => {
    const schema = z.object({
      title: z.string().max(10),
      note: z.string().max(5).nullable(),
      tags: z.array(z.string().max(4)).max(3),
      count: z.number(),
    });
    const longest = {
      title: '天'.repeat(10),
      note: '"'.repeat(5),
      tags: ['山山山山', '山山山山', '山山山山'],
      count: 1_000_000,
    };
    expect(schema.safeParse(longest).success).toBe(true);
    const bytes = Buffer.byteLength(JSON.stringify(longest));
    expect(largestJsonBody(schema)).toBeGreaterThanOrEqual(bytes);
    // Not a blanket allowance: about what the fields take.
    expect(largestJsonBody(schema)).toBeLessThan(bytes + 200);
  });

  it('takes the larger of the shapes a field may have', () => {
    const short = z.object({ value: z.union([z.string().max(200), z.null()]) });
    const long = z.object({ value: z.union([z.string().max(2000), z.null()]) });
    expect(largestJsonBody(long) - largestJsonBody(short)).toBe(1800 * 3);
  });
});
