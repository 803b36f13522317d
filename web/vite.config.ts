import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';
// WEB_OUT_DIR lets parallel builds (e2e runs, benchmarks) keep their own copy of the site.
const outDir = process.env.WEB_OUT_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
      },
}));
