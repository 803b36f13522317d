import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const ceilingQuery = z.object({ bytes: z.coerce.number().int().min(2).max(1_000_000).default(2000) });

/**
 * The benchmark's ceiling: a route that does no work and answers a constant JSON body of the requested size,
 * so each real call can be reported as a fraction of what the framework alone reaches on this machine.
 */
export async function benchRoutes(app: FastifyInstance) {
  const bodies = new Map<number, string>();
  app.get('/bench/ceiling', { schema: { querystring: ceilingQuery } }, async (request, reply) => {
    const { bytes } = request.query as z.infer<typeof ceilingQuery>;
    let body = bodies.get(bytes);
    if (!body) {
      const skeleton = JSON.stringify({ code: 200, msg: '查询成功', total: 1, rows: [{ text: '' }] });
      body = skeleton.replace(
        '"text":""',
        `"text":"${'x'.repeat(Math.max(0, bytes - Buffer.byteLength(skeleton)))}"`,
      );
      bodies.set(bytes, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
