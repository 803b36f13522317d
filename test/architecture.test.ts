import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = path.join(ROOT, 'node_modules', '.bin', 'depcruise');
const SOURCES = ['packages/shared/src', 'server/src', 'web/src'];

interface Cruise {
  modules: { source: string; dependencies: { resolved: string }[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

/** The import graph of `targets` under the rules of docs/architecture.md, as dependency-cruiser reads it. */
async function cruise(cwd: string, targets: string[]): Promise<Cruise> {
  const run = promisify(execFile);
  const { stdout } = await run(DEPCRUISE, [...targets, '--config', CONFIG, '--output-type', 'json'], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as Cruise;
}

/** Features that import one another in a loop (through any number of others), or [] when there is none. */
function featureLoop(edges: Map<string, Set<string>>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (feature: string): string[] | null => {
    if (state.get(feature) === 'done') return null;
    if (state.get(feature) === 'open') return [...trail.slice(trail.indexOf(feature)), feature];
    state.set(feature, 'open');
    trail.push(feature);
    for (const next of edges.get(feature) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    trail.pop();
    state.set(feature, 'done');
    return null;
  };
  for (const feature of edges.keys()) {
    const loop = visit(feature);
    if (loop) return loop;
  }
  return [];
}

describe('the layout of docs/architecture.md', () => {
  const repository = cruise(ROOT, SOURCES);

  it('holds for every import of the shared contract, the server and the site', async () => {
    const { summary } = await repository;
    expect(summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it('has no loop between features in any workspace', async () => {
    const { modules } = await repository;
    for (const workspace of ['packages/shared/src', 'server/src/features', 'web/src/features']) {
      const featureOf = (file: string) =>
        file.startsWith(`${workspace}/`) && !/(^|\/)test\/|\.test\.tsx?$/.test(file)
          ? file.slice(workspace.length + 1).split('/')[0]
          : undefined;
      const edges = new Map<string, Set<string>>();
      for (const module of modules) {
        const from = featureOf(module.source);
        if (!from || from.includes('.')) continue;
        for (const dependency of module.dependencies) {
          const to = featureOf(dependency.resolved);
          if (to && to !== from && !to.includes('.')) edges.set(from, (edges.get(from) ?? new Set()).add(to));
        }
      }
      expect({ workspace, loop: featureLoop(edges) }).toEqual({ workspace, loop: [] });
    }
  });

  it("refuses another feature's tables but for the allow-list, each allowed import by its file", async () => {
    const { summary } = await cruise(path.join(import.meta.dirname, 'fixtures', 'forbidden-imports'), [
      'server',
    ]);
    const tableImports = summary.violations
      .filter((v) => v.rule.name === 'server-tables-are-private')
      .map((v) => `${v.from} → ${v.to}`)
      .sort();
    expect(tableImports).toEqual([
      // catalog/modules.ts may import the halls (allowed by name), not the visitors' accounts.
      'server/src/features/catalog/modules.ts → server/src/features/accounts/tables.ts',
      'server/src/features/entry/routes.ts → server/src/features/accounts/tables.ts',
    ]);
  });

  it('keeps tables out of every server feature index (others ask through functions)', async () => {
    const { is } = await import('drizzle-orm');
    const { PgTable } = await import('drizzle-orm/pg-core');
    const features = path.join(ROOT, 'server', 'src', 'features');
    const exported: string[] = [];
    for (const feature of await readdir(features, { withFileTypes: true })) {
      if (!feature.isDirectory()) continue;
      const index = (await import(path.join(features, feature.name, 'index.ts'))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(index)) {
        if (is(value, PgTable)) exported.push(`${feature.name}: ${name}`);
      }
    }
    expect(exported).toEqual([]);
  });

  it('names source files one way: components PascalCase.tsx, hooks useThing, every other module kebab-case', async () => {
    const names = (
      await Promise.all(SOURCES.map((dir) => readdir(path.join(ROOT, dir), { recursive: true })))
    )
      .flat()
      .filter((file) => /\.(tsx?|css)$/.test(file));
    const misnamed = names.filter((file) => {
      const name = path.basename(file);
      const stem = name.replace(/(\.test)?(\.module)?\.(tsx?|css)$/, '');
      const component = /^[A-Z][A-Za-z0-9]*$/.test(stem) && /\.(tsx|module\.css)$/.test(name);
      return !(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem) || /^use[A-Z][A-Za-z0-9]*$/.test(stem) || component);
    });
    expect(names.length).toBeGreaterThan(500);
    expect(misnamed).toEqual([]);
  });

  it('refuses each kind of forbidden import (a tree that breaks every rule once)', async () => {
    const { summary } = await cruise(path.join(import.meta.dirname, 'fixtures', 'forbidden-imports'), [
      'packages',
      'server',
      'web',
    ]);
    expect(new Set(summary.violations.map((v) => v.rule.name))).toEqual(
      new Set([
        'no-unresolvable',
        'no-circular',
        'shared-common-is-the-floor',
        'shared-feature-boundary',
        'shared-stands-alone',
        'server-platform-imports-no-feature',
        'server-feature-boundary',
        'server-tables-are-private',
        'server-features-not-the-composition',
        'server-demo-content-only-when-seeding',
        'web-shared-imports-no-feature',
        'web-feature-boundary',
        'web-features-not-the-app',
        'web-reaches-server-only-over-http',
      ]),
    );
  });
});
