import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/** The site's public origin for absolute links (IIIF ids must be absolute): PUBLIC_URL, else the request's. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  return (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
