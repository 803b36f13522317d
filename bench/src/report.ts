import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AttackResult } from './attack.ts';
import type { DeskRow } from './door.ts';
import type { LoadResult } from './load.ts';
import type { OneAtATime } from './one-at-a-time.ts';
import type { ReleaseRow } from './release.ts';

export interface Phase {
  title: string;
  results: LoadResult[];
  /** The same engine and data, one request at a time. */
  single?: OneAtATime[];
  notes: string[];
}

export interface AttackPhase {
  title: string;
  results: AttackResult[];
  notes: string[];
}

/** The release-time rush on one engine (release.ts). */
export interface ReleasePhase {
  title: string;
  row: ReleaseRow;
  notes: string[];
}

/** The door run on one engine: a row per desk and one for all of them. */
export interface DoorPhase {
  title: string;
  rows: DeskRow[];
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

/**
 * A phase as markdown: its title, a table, its notes. `numbers` says how many columns from the second on hold
 * numbers (right-aligned).
 */
function section(
  title: string,
  columns: string[],
  rows: (string | number)[][],
  notes: string[],
  numbers = 0,
) {
  const align = columns.map((_, i) => (i > 0 && i <= numbers ? '---:' : '---'));
  const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const lines = ['', `## ${title}`, '', row(columns), `|${align.join('|')}|`, ...rows.map(row)];
  for (const note of notes) lines.push('', note);
  return lines;
}

/**
 * A markdown table per phase: throughput, latency and the ratio to the ceiling route of that phase; then the door
 * runs: scans, their answers, throughput and latency per desk.
 */
export function renderReport(
  phases: Phase[],
  meta: Record<string, string>,
  doorPhases: DoorPhase[] = [],
  releasePhases: ReleasePhase[] = [],
): string {
  const lines = header('Benchmark', meta);
  for (const phase of phases) {
    const ceiling = phase.results.find((r) => r.name === 'ceiling')?.requestsPerSecond ?? 0;
    const rows = phase.results.map((r) => [
      r.name,
      r.requestsPerSecond,
      r.p50Ms,
      r.p99Ms,
      ceiling ? `${((r.requestsPerSecond / ceiling) * 100).toFixed(1)} %` : '-',
      r.bytesPerRequest,
      r.errors + r.non2xx,
    ]);
    const columns = ['call', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'bytes', 'errors'];
    lines.push(...section(phase.title, columns, rows, phase.notes, 6));
    if (phase.single?.length) {
      const singleRows = phase.single.map((r) => [r.name, r.p50Ms, r.p95Ms, r.total ?? '-', r.bytes]);
      const requests = phase.single[0]!.requests;
      lines.push(
        ...section(
          `One request at a time: ${phase.title}`,
          ['call', 'p50 ms', 'p95 ms', 'found', 'bytes'],
          singleRows,
          [
            `${requests} requests per call, one after another, each computed (not a shared answer; list totals kept), on an idle server.`,
          ],
          4,
        ),
      );
    }
  }
  for (const phase of doorPhases) {
    const rows = phase.rows.map((r) => [
      r.desk,
      r.scans,
      r.checkedIn,
      r.alreadyCheckedIn,
      r.other,
      r.scansPerSecond,
      r.p50Ms,
      r.p95Ms,
      r.p99Ms,
    ]);
    const columns = [
      'desk',
      'scans',
      'checked in',
      'already checked in',
      'other',
      'scans/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
    ];
    lines.push(...section(phase.title, columns, rows, phase.notes, 8));
  }
  for (const { title, row, notes } of releasePhases) {
    const cells = [
      row.people,
      row.requests,
      row.booked,
      row.full,
      row.peopleSlowed,
      `${row.scriptBooked} of ${row.scriptAsked}`,
      row.bookingsPerSecond,
      row.p50Ms,
      row.p95Ms,
      row.p99Ms,
    ];
    const columns = [
      'people',
      'requests',
      'booked',
      'told full',
      'people slowed',
      'script booked',
      'bookings/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
    ];
    lines.push(...section(title, columns, [cells], notes, 10));
  }
  return `${lines.join('\n')}\n`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The reliability run (`--attack`): per engine, a table of what each attack sent, what the server did, and whether it held. */
export function renderAttackReport(phases: AttackPhase[], meta: Record<string, string>): string {
  const lines = header('Reliability run', meta);
  for (const phase of phases) {
    const rows = phase.results.map((r) => [
      cell(r.name),
      cell(r.sent),
      cell(r.did),
      r.held ? 'yes' : '**NO**',
    ]);
    const notes = [...phase.results.flatMap((r) => r.notes), ...phase.notes];
    lines.push(
      ...section(phase.title, ['attack', 'what was sent', 'what the server did', 'held?'], rows, notes),
    );
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
