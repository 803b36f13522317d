import { writeFileSync } from 'node:fs';

/**
 * Loaded into the server process by the reliability run (`--expose-gc --import`), nothing else: on SIGUSR2 it
 * collects garbage and writes `process.memoryUsage()` to BENCH_MEMORY_FILE, so the run compares memory the server
 * keeps, not garbage a later collection would free.
 */
const file = process.env.BENCH_MEMORY_FILE;
const gc = (globalThis as { gc?: () => void }).gc;
if (file && gc) {
  process.on('SIGUSR2', () => {
    gc();
    gc();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
