import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AttackResult } from './attack.ts';
import type { LoadResult } from './load.ts';

export interface Phase {
  title: string;
  results: LoadResult[];
  notes: string[];
}

export interface AttackPhase {
  title: string;
  results: AttackResult[];
  notes: string[];
}

function header(title: string, meta: Record<string, string>): string[] {
  const lines = [`# ${title} ${new Date().toISOString()}`, ''];
  lines.push(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  for (const [key, value] of Object.entries(meta)) lines.push(`${key}: ${value}`);
  return lines;
}

/** A markdown table per phase: throughput, latency and the ratio to the ceiling route of that phase. */
export function renderReport(phases: Phase[], meta: Record<string, string>): string {
  const lines = header('Benchmark', meta);
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

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The reliability run (`--attack`): per engine, a table of what each attack sent, what the server did, and whether it held. */
export function renderAttackReport(phases: AttackPhase[], meta: Record<string, string>): string {
  const lines = header('Reliability run', meta);
  for (const phase of phases) {
    lines.push(
      '',
      `## ${phase.title}`,
      '',
      '| attack | what was sent | what the server did | held? |',
      '|---|---|---|---|',
    );
    for (const r of phase.results) {
      lines.push(`| ${cell(r.name)} | ${cell(r.sent)} | ${cell(r.did)} | ${r.held ? 'yes' : '**NO**'} |`);
    }
    for (const note of [...phase.results.flatMap((r) => r.notes), ...phase.notes]) lines.push('', note);
  }
  return `${lines.join('\n')}\n`;
}

export function saveReport(markdown: string, data: unknown, name = 'bench'): string {
  const dir = path.resolve(import.meta.dirname, '../results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(dir, `${name}-${stamp}.md`), markdown);
  writeFileSync(path.join(dir, `${name}-${stamp}.json`), JSON.stringify(data, null, 2));
  return path.join(dir, `${name}-${stamp}.md`);
}
