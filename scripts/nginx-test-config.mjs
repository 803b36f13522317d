#!/usr/bin/env node
/**
 * deploy/nginx.conf made runnable on this machine, for CI's `nginx -t` and the end-to-end test through nginx
 * (e2e/nginx.config.ts): a self-signed certificate, loopback ports, this checkout's web/dist, a DATA_DIR, and an
 * nginx.conf around it whose pid, logs and temporary files stay in DIR, so no root and no /etc/nginx change.
 * Every line it replaces must be found as deploy/nginx.conf writes it, so the file tested is the file shipped.
 *
 *   node scripts/nginx-test-config.mjs DIR --https-port 8443 --http-port 8088 --app-ports 8191,8192 \
 *     --web-dist web/dist --data-dir /tmp/data
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'https-port': { type: 'string', default: '8443' },
    'http-port': { type: 'string', default: '8088' },
    'app-ports': { type: 'string', default: '8081,8082' },
    'web-dist': { type: 'string', default: path.join(ROOT, 'web/dist') },
    'data-dir': { type: 'string', default: path.join(ROOT, 'server/data') },
  },
});
const [dirArgument] = positionals;
if (!dirArgument) {
  console.error(
    'usage: node scripts/nginx-test-config.mjs DIR [--https-port N] [--http-port N] [--app-ports A,B]',
  );
  process.exit(2);
}
const dir = path.resolve(dirArgument);
const [appA, appB = appA] = values['app-ports'].split(',');
mkdirSync(path.join(dir, 'tmp'), { recursive: true });

execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);

/** [as deploy/nginx.conf writes it, what this machine needs]; each must be found. */
const replacements = [
  [/^ *listen \[::\]:.*\n/gm, ''],
  [/listen 80;/g, `listen 127.0.0.1:${values['http-port']};`],
  [/listen 443 ssl http2;/g, `listen 127.0.0.1:${values['https-port']} ssl http2;`],
  [/server_name museum\.example\.cn;/g, 'server_name localhost;'],
  [/\/etc\/letsencrypt\/live\/museum\.example\.cn\/fullchain\.pem/g, path.join(dir, 'cert.pem')],
  [/\/etc\/letsencrypt\/live\/museum\.example\.cn\/privkey\.pem/g, path.join(dir, 'key.pem')],
  [/root \/var\/www\/letsencrypt;/g, `root ${path.join(dir, 'acme')};`],
  [/root \/srv\/museum\/web\/dist;/g, `root ${path.resolve(values['web-dist'])};`],
  [/root \/var\/lib\/museum;/g, `root ${path.resolve(values['data-dir'])};`],
  [/server 127\.0\.0\.1:8081 /g, `server 127.0.0.1:${appA} `],
  [/server 127\.0\.0\.1:8082 /g, `server 127.0.0.1:${appB} `],
];
let site = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
for (const [pattern, replacement] of replacements) {
  if (!pattern.test(site)) {
    console.error(`deploy/nginx.conf no longer has ${pattern}: update scripts/nginx-test-config.mjs with it`);
    process.exit(1);
  }
  site = site.replace(pattern, replacement);
}
writeFileSync(path.join(dir, 'museum.conf'), site);

const tmp = (name) => path.join(dir, 'tmp', name);
writeFileSync(
  path.join(dir, 'nginx.conf'),
  `# Rendered by scripts/nginx-test-config.mjs around deploy/nginx.conf.
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log ${path.join(dir, 'access.log')};
    client_body_temp_path ${tmp('body')};
    proxy_temp_path ${tmp('proxy')};
    fastcgi_temp_path ${tmp('fastcgi')};
    uwsgi_temp_path ${tmp('uwsgi')};
    scgi_temp_path ${tmp('scgi')};
    include ${path.join(dir, 'museum.conf')};
}
`,
);
console.info(path.join(dir, 'nginx.conf'));
