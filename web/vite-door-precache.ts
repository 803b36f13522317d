import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The source files the check-in screen is made of: the site's entry, the console's frame and the screen. */
const DOOR_ROOTS = [
  'index.html',
  'src/app/console/routes.tsx',
  'src/features/entry/staff/screens/CheckinScreen.tsx',
];
/** Files of web/public the check-in screen loads (boot.js starts a page the server rendered). */
const DOOR_PUBLIC_FILES = new Set(['boot.js', 'favicon.svg']);
const DOOR_PUBLIC_FOLDER = 'door/';

interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The output files the check-in screen needs to open and scan with no network: what its roots import, and what
 * the screen itself loads later (the QR decoder), read from the build's chunk graph (.vite/manifest.json). The
 * rest of the site (the visitor pages, the other console screens) is not kept on the desk.
 */
export function doorFiles(manifest: Record<string, ViteManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, followLazy: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, false);
    if (followLazy) for (const lazy of chunk.dynamicImports ?? []) visit(lazy, false);
  };
  for (const root of DOOR_ROOTS) {
    if (!manifest[root]) throw new Error(`door precache: ${root} is not in the build's manifest`);
    visit(root, root.endsWith('CheckinScreen.tsx'));
  }
  return files;
}

/**
 * What the door's service worker keeps (see `doorFiles`): `plugin` learns where this build writes (an `--outDir`
 * included), `transform` is the Workbox manifest transform keeping only the check-in screen's files.
 */
export function doorPrecache() {
  let outDir = '';
  const plugin: Plugin = {
    name: 'museum-door-precache',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  const transform = <Entry extends { url: string }>(entries: Entry[]) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    const needed = doorFiles(manifest);
    const kept = entries.filter(
      ({ url }) => needed.has(url) || DOOR_PUBLIC_FILES.has(url) || url.startsWith(DOOR_PUBLIC_FOLDER),
    );
    return { manifest: kept, warnings: [] };
  };
  return { plugin, transform };
}
