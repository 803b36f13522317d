import { API_BASE } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

const originOf = (url: string | undefined) => {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** Where the browser posts uploads when files live in a bucket: the presigned POST goes straight to it. */
function uploadOrigins(s3: Config['s3']): string[] {
  if (!s3) return [];
  if (!s3.endpoint) {
    return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://${s3.bucket}.s3.amazonaws.com`];
  }
  const [endpoint] = originOf(s3.endpoint);
  if (!endpoint) return [];
  if (s3.forcePathStyle) return [endpoint];
  const { protocol, host } = new URL(endpoint);
  return [`${protocol}//${s3.bucket}.${host}`];
}

/**
 * The policy the built site runs under. Scripts come from this origin only (the settings tag the server writes is
 * `application/json`, which is never run); styles may be inline, as Ant Design writes its styles at run time;
 * images and video may also be data: and blob: (QR codes, previews of a file before upload) or from the bucket's
 * public address or an outside ICMS's pictures; the page talks to this origin and the bucket it uploads to (an
 * outside ICMS is reached through this server's proxy).
 */
export function contentSecurityPolicy(config: Config): string {
  const collection = originOf(config.site.collectionPictureBase);
  const files = originOf(config.s3?.publicBaseUrl);
  const join = (...sources: string[]) => [...new Set(sources)].join(' ');
  const directives = {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': join("'self'", 'data:', 'blob:', ...files, ...collection),
    'media-src': join("'self'", 'blob:', ...files),
    'font-src': "'self' data:",
    'connect-src': join("'self'", ...uploadOrigins(config.s3)),
    // WeChat's own QR page is framed by the login dialog in open mode.
    'frame-src': join("'self'", ...(config.wechat.mode === 'open' ? ['https://open.weixin.qq.com'] : [])),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * Headers every answer carries: no framing, no type sniffing, no full address sent to other sites; HSTS when the
 * site is public over https; the site's CSP on HTML (a page that sets its own, like the WeChat pages, keeps it).
 * Nothing under the API is meant for an HTTP cache (public answers are shared by the server itself), so an API
 * answer is `no-store` unless its route says otherwise: no visitor's data is ever kept by a browser or a proxy.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config) {
  const policy = contentSecurityPolicy(config);
  const https = config.publicUrl?.toLowerCase().startsWith('https://') ?? false;
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000');
    const type = String(reply.getHeader('Content-Type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', policy);
    }
    const path = request.url;
    const isApi = path === API_BASE || path.startsWith(`${API_BASE}/`) || path.startsWith(`${API_BASE}?`);
    if (isApi && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}
