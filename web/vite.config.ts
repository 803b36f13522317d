import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { careModeSizes } from './postcss-care-mode.ts';
import { antdWithoutUniqueTooltips } from './vite-antd-unique-tooltip.ts';
import { doorPrecache } from './vite-door-precache.ts';
import { linguiMacros } from './vite-lingui-macro.ts';
import { isShellFirstPass, shellChunk } from './vite-shell-chunk.ts';

const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';
// WEB_OUT_DIR lets parallel builds (e2e runs, benchmarks) keep their own copy of the site.
const outDir = process.env.WEB_OUT_DIR ?? 'dist';

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is what visitors get, whatever NODE_ENV the shell has (NODE_ENV=development would otherwise ship
  // React's development bundle); Vite reads it after loading this file.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const door = doorPrecache();
  return {
    plugins: [
      // The interface's messages (lingui.config.ts): the macros compiled, the English catalogues too.
      linguiMacros(linguiConfigPath),
      react(),
      lingui({ configPath: linguiConfigPath }),
      antdWithoutUniqueTooltips(),
      shellChunk(fileURLToPath(import.meta.url)),
      door.plugin,
      // The door's service worker (docs/PRODUCT.md "The door without a network"): only the check-in screen
      // registers it, so visitors never get one; the web app manifest is web/public/door/door.webmanifest.
      VitePWA({
        disable: Boolean(isSsrBuild) || isShellFirstPass(),
        strategies: 'injectManifest',
        srcDir: 'src/features/entry/staff/door',
        filename: 'door-sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // One classic script: registered without `type: 'module'`, which older tablets' browsers lack.
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,svg,png,woff2,webmanifest}'],
          globIgnores: ['.ssr/**', 'images/**'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          // Hashed assets are their own revision.
          dontCacheBustURLsMatching: /^assets\/.+-[\w-]{8,}\.\w+$/,
          manifestTransforms: [door.transform],
        },
      }),
    ],
    // Care mode's floor under every declared size (postcss-care-mode.ts).
    css: { postcss: { plugins: [careModeSizes()] } },
    // `@/shared/...`: the site's floor, named alike from every feature however deep (tsconfig.json's paths).
    resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
    // The page renderer carries its libraries with it, so it runs from any WEB_OUT_DIR, however far from node_modules.
    ssr: { noExternal: true },
    // Built for production like the site it hydrates: React's and antd's production code, the same class names.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    server: {
      port: 5173,
      proxy: {
        '/prod-api': apiTarget,
        '/icmsApi': apiTarget,
        '/iiif': apiTarget,
        '/files': apiTarget,
      },
    },
    build: isSsrBuild
      ? {
          // The server's page renderer (src/entry-server.tsx), beside the site it renders for; a dot folder, which
          // the static files never serve (like .vite/).
          outDir: `${outDir}/.ssr`,
          emptyOutDir: true,
          target: 'node20',
          copyPublicDir: false,
        }
      : {
          outDir,
          emptyOutDir: true,
          target: 'es2022',
          chunkSizeWarningLimit: 1500,
          // dist/.vite/manifest.json: the chunk graph, which test/console-chunks.test.ts checks keeps the console apart.
          manifest: true,
          // Browsers that run this site preload modules themselves.
          modulePreload: { polyfill: false },
          rollupOptions: {
            treeshake: {
              // Modules that only define things, though their packages don't say so: what a page does not use of them
              // stays out of its chunks (else a popover brings antd's whole form engine along, and any contract
              // constant every schema of the contract). antd injects its styles when a component renders; the
              // contract's one side effect is zod's jitless switch, which its index imports first.
              moduleSideEffects: (id: string) =>
                !/\/node_modules\/(antd|@rc-component|@ant-design)\//.test(id) &&
                !/\/packages\/shared\/src\/(?!index\.ts$|common\/jitless\.ts$)/.test(id),
            },
          },
        },
  };
});
