import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load.ts';

export interface Phase {
  title: string;
  results: LoadResult[];
  notes: string[];
}

/** A markdown table per phase: throughput, latency and the ratio to the ceiling route of that phase. */
export function renderReport(phases: Phase[], meta: Record<string, string>): string {
  const lines = [`# Benchmark ${new Date().toISOString()}`, ''];
  lines.push(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  for (const [key, value] of Object.entries(meta)) lines.push(`${key}: ${value}`);
  for (const phase of phases) {
    const ceiling = phase.results.find((r) => r.name === 'ceiling')?.requestsPerSecond ?? 0;
    lines.push(
      '',
      `## ${phase.title}`,
      '',
      '| call | req/s | p50 ms | p99 ms | of ceiling | bytes | errors |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const r of phase.results) {
      const ratio = ceiling ? `${((r.requestsPerSecond / ceiling) * 100).toFixed(1)} %` : '-';
      lines.push(
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${ratio} | ${r.bytesPerRequest} | ${r.errors + r.non2xx} |`,
      );
    }
    for (const note of phase.notes) lines.push('', note);
  }
  return `${lines.join('\n')}\n`;
}

export function saveReport(markdown: string, data: unknown): string {
  const dir = path.resolve(import.meta.dirname, '../results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(dir, `bench-${stamp}.md`), markdown);
  writeFileSync(path.join(dir, `bench-${stamp}.json`), JSON.stringify(data, null, 2));
  return path.join(dir, `bench-${stamp}.md`);
}
