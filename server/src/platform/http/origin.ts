import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/** A Host header as a browser sends it: a DNS name, an IPv4 address or a bracketed IPv6 one, and a port. */
const HOST_HEADER =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::\d{1,5})?$/;

/** An entry with a port allows that host and port only; a bare name allows it on any port. */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const candidate = host.toLowerCase();
  if (!HOST_HEADER.test(candidate)) return false;
  const name = candidate.replace(/:\d+$/, '');
  return allowed.some((entry) => entry === candidate || entry === name);
}

/**
 * The site's public origin for the absolute links the server hands out (IIIF ids, manifests, QR codes, the mobile
 * address): PUBLIC_URL when set. Without it, outside production only, the request's own Host when ALLOWED_HOSTS
 * lists it, so a forged Host never reaches a link; anything else gets the local address.
 */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  if (config.env !== 'production' && isAllowedHost(request.host, config.allowedHosts)) {
    return `${request.protocol === 'https' ? 'https' : 'http'}://${request.host.toLowerCase()}`;
  }
  return `http://localhost:${config.port}`;
}

/**
 * Whether `publicOrigin` follows the request (no PUBLIC_URL): an answer built from it may then differ by Host, so
 * it must not be kept by a shared cache (`Cache-Control: private`) nor shared without the origin in its key.
 */
export const originFollowsRequest = (config: Config): boolean => !config.publicUrl;
