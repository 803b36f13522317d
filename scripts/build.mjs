#!/usr/bin/env node
/**
 * `npm run build` (and so `npm start`): builds the site into web/dist (or WEB_OUT_DIR) and the server into
 * server/dist (or SERVER_OUT_DIR, a folder directly in server/), each only when its inputs changed since its last build. An output folder keeps a stamp: a hash of
 * the path and content of every input file (and of this script), written after a build succeeds. Content, not
 * modification times: a checkout, a copy or a clock change rebuilds nothing that is the same, and misses nothing
 * that is not.
 *
 *   node scripts/build.mjs [web] [server]   (both when none is named)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-stamp';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What every build depends on: the shared contract, the installed packages, the compiler settings, this script. */
const COMMON_INPUTS = [
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
];

const TARGETS = {
  web: {
    outDir: path.resolve(ROOT, 'web', process.env.WEB_OUT_DIR ?? 'dist'),
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/package.json',
      'web/tsconfig.json',
    ],
    // Vite writes VITE_* variables into the site.
    env: Object.keys(process.env).filter((name) => name.startsWith('VITE_')),
    build: buildWeb,
  },
  server: {
    // Directly in server/, whatever its name: the bundle finds the package (drizzle/) one folder up.
    outDir: path.resolve(ROOT, 'server', process.env.SERVER_OUT_DIR ?? 'dist'),
    inputs: ['server/src', 'server/package.json', 'server/tsconfig.json'],
    env: [],
    build: buildServer,
  },
};

/** Files under `entry` (a file or a folder), tests left out: they are never part of a build. */
function inputFiles(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('test'));
}

function inputHash(target) {
  const hash = createHash('sha256');
  const files = [...COMMON_INPUTS, ...target.inputs].flatMap(inputFiles).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  for (const name of target.env.sort()) hash.update(`${name}=${process.env[name]}\0`);
  return hash.digest('hex');
}

function readStamp(outDir) {
  try {
    return readFileSync(path.join(outDir, STAMP), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Text the browser downloads as it is; pictures and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|ico)$/;

/** Writes `file.br` and `file.gz` beside `file` when they are smaller: each made once, at the best ratio. */
async function precompress(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Vite in production mode (its config sees to NODE_ENV), then brotli and gzip copies of the text assets, so that
 * neither the server (@fastify/static `preCompressed`) nor nginx (`gzip_static`) compresses an asset on a request.
 * index.html is left out: the server writes the site's settings into it for every page. Dot folders (.vite) are
 * never served.
 */
async function buildWeb(outDir) {
  const run = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`vite build ended with ${run.status ?? run.signal}`);
  const files = readdirSync(outDir, { recursive: true })
    .filter((file) => COMPRESSIBLE.test(file) && file !== 'index.html' && !file.startsWith('.'))
    .map((file) => path.join(outDir, file));
  await Promise.all(files.map(precompress));
}

/**
 * The import a bundle in server/dist makes of a package. Node's ES module loader takes a package's subpath as
 * written, unlike tsx and bundlers: from a package without an exports map the file must be named in full
 * (`@node-rs/jieba/dict` is `@node-rs/jieba/dict.js`), which esbuild's resolution finds.
 */
async function nodeSpecifier(build, args) {
  const parts = args.path.split('/');
  const name = parts.slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
  if (isBuiltin(args.path) || name === args.path) return args.path;
  const resolved = await build.resolve(args.path, {
    kind: args.kind,
    resolveDir: args.resolveDir,
    pluginData: { inner: true },
  });
  if (resolved.errors.length) return args.path;
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  const at = resolved.path.lastIndexOf(marker);
  if (at < 0) return args.path;
  const packageDir = resolved.path.slice(0, at + marker.length);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  if (manifest.exports) return args.path;
  return `${name}/${path.relative(packageDir, resolved.path).split(path.sep).join('/')}`;
}

/**
 * Two ES modules, server/dist/main.js (the server) and staff-cli.js (`npm run staff`, which runs its source with
 * tsx), with their source maps (run with `node --enable-source-maps`). The workspace's
 * shared package is TypeScript, so it is bundled; every other package stays in node_modules, loaded as under tsx:
 * native addons (argon2, jieba, sharp), PGlite's wasm and data files, pg's optional pg-native.
 */
async function buildServer(outDir) {
  const esbuild = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['server/src/main.ts', 'server/src/staff-cli.ts'],
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.path.startsWith('@museum/') || args.pluginData?.inner) return undefined;
            return { path: await nodeSpecifier(build, args), external: true };
          });
        },
      },
    ],
  });
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in TARGETS));
if (unknown.length) {
  console.error(`unknown build target ${unknown.join(', ')}; expected ${Object.keys(TARGETS).join(' or ')}`);
  process.exit(2);
}
for (const name of asked.length ? asked : Object.keys(TARGETS)) {
  const target = TARGETS[name];
  const hash = inputHash(target);
  const relative = path.relative(ROOT, target.outDir);
  if (readStamp(target.outDir) === hash) {
    console.info(`${name}: ${relative} is up to date`);
    continue;
  }
  const started = performance.now();
  // A build that stops half-way must not look finished next time.
  rmSync(path.join(target.outDir, STAMP), { force: true });
  try {
    await target.build(target.outDir);
  } catch (error) {
    console.error(`${name}: build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  writeFileSync(path.join(target.outDir, STAMP), `${hash}\n`);
  console.info(`${name}: built ${relative} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
