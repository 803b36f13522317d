import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads as it is; pictures and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|ico)$/;

/** Every file under `dir` (dot folders such as .vite/, which is never served, left out). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/** Writes `file.br` and `file.gz` beside `file` when they are smaller: each is made once, at the best ratio. */
async function precompress(file: string): Promise<void> {
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
 * Brotli and gzip copies of the built site's text files, so that neither the server (@fastify/static
 * `preCompressed`) nor nginx (`gzip_static`, `brotli_static`) compresses an asset on each request. index.html is
 * left out: the server writes the site's settings into it for every page.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'museum-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && path.basename(file) !== 'index.html',
      );
      await Promise.all(files.map(precompress));
    },
  };
}
