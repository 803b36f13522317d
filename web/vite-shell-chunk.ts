import { build, type Plugin, type Rolldown } from 'vite';

/** Set in the first pass, so that it splits the code the bundler's own way. */
const FIRST_PASS = 'MUSEUM_SHELL_FIRST_PASS';

/** Whether this build is the shell chunk's first pass, in memory: plugins that write files sit it out. */
export const isShellFirstPass = () => Boolean(process.env[FIRST_PASS]);

/**
 * Puts everything the entry loads before any page can show (React, the router, antd's core, the layout) in one
 * chunk. Left to itself the bundler splits that code by the set of lazy screens sharing each module, about a
 * hundred small chunks, and a phone pays for each request on its main thread (~1 ms, four times that on a slow
 * one) just as the page hydrates. Which modules the entry needs is only known once the bundler has tree-shaken
 * them (antd's and the icons' indexes import everything), so a first pass builds the site in memory the usual
 * way, and this pass groups the modules of the entry's static chunks.
 */
export function shellChunk(configFile: string): Plugin {
  return {
    name: 'museum-shell-chunk',
    apply: (_config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild && !process.env[FIRST_PASS],
    async config(config, { mode }) {
      process.env[FIRST_PASS] = '1';
      let output: Rolldown.RolldownOutput;
      try {
        const result = await build({
          configFile,
          root: config.root,
          mode,
          logLevel: 'silent',
          build: { write: false, outDir: 'first-pass-unwritten' },
        });
        output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
      } finally {
        delete process.env[FIRST_PASS];
      }
      const shell = entryModules(output);
      // Only these modules: with the modules they import as well (the default), a feature's index would bring
      // along everything it exports, used or not by the entry (the header, the sign-in form of a lazy dialog).
      return {
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'shell', test: (id) => shell.has(id), includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/** The modules of the entry chunk and of every chunk it imports statically. */
function entryModules(output: Rolldown.RolldownOutput): Set<string> {
  const chunks = new Map(
    output.output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk] as const),
  );
  const entry = [...chunks.values()].filter((chunk) => chunk.isEntry);
  if (entry.length !== 1) throw new Error(`shellChunk: expected one entry chunk, found ${entry.length}`);
  const seen = new Set<string>();
  const modules = new Set<string>();
  const queue = [entry[0]!.fileName];
  while (queue.length) {
    const chunk = chunks.get(queue.pop()!);
    if (!chunk || seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of Object.keys(chunk.modules)) modules.add(id);
    queue.push(...chunk.imports);
  }
  return modules;
}
