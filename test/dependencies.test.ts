import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  hasInstallScript?: boolean;
  optional?: boolean;
}
const manifest = read('package.json') as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const locked = Object.entries(
  (read('package-lock.json') as { packages: Record<string, LockedPackage> }).packages,
)
  .filter(([where]) => where.includes('node_modules/'))
  .map(([where, entry]) => ({ name: where.slice(where.lastIndexOf('node_modules/') + 13), ...entry }));

/**
 * What `npm install` warns about on a fresh machine is refused here, so that a dependency moving on is seen in a
 * test rather than in an install log nobody reads (.npmrc's engine-strict refuses it at install too).
 */
describe('the locked dependencies', () => {
  it('all run on the oldest Node the README names', () => {
    const oldest = semver.minVersion(manifest.engines.node)!.version;
    const unsupported = locked
      .filter(({ engines }) => engines && !Array.isArray(engines) && engines.node)
      .filter(({ engines }) => !semver.satisfies(oldest, (engines as { node: string }).node))
      .map(
        ({ name, version, engines }) => `${name}@${version} wants node ${(engines as { node: string }).node}`,
      );
    expect(unsupported, `on Node ${oldest}`).toEqual([]);
  });

  it('run no install script that package.json has not approved or denied by name', () => {
    const reviewed = new Set(Object.keys(manifest.allowScripts ?? {}));
    const unreviewed = locked
      .filter((entry) => entry.hasInstallScript && !reviewed.has(entry.name))
      .map(({ name, version }) => `${name}@${version}`);
    expect([...new Set(unreviewed)]).toEqual([]);
  });
});
