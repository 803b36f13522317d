import { rebuildSearchIndex } from '../features/search/index.ts';
import { readMeta, writeMeta } from '../features/site/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedCollection } from './collection.ts';
import { seedContent } from './content.ts';
import type { SeedContext, SeedStep } from './context.ts';
import { addDemoEnglish } from './english/backfill.ts';
import { seedNoShows } from './entry.ts';
import { seedLinks } from './links.ts';
import { seedServices } from './services.ts';
import { seedDemoStaff } from './staff.ts';
import { seedVenues } from './venues.ts';

export type { SeedContext } from './context.ts';

/** In dependency order: halls before exhibitions that name them, collection before the artists' works. */
const STEPS: SeedStep[] = [
  { name: 'links', run: seedLinks },
  { name: 'venues', run: seedVenues },
  { name: 'collection', run: seedCollection },
  { name: 'content', run: seedContent },
  { name: 'accounts', run: seedAccounts },
  { name: 'services', run: seedServices },
  { name: 'no-shows', run: seedNoShows },
  // Last: the index covers every module's items, the collection's included.
  { name: 'search index', run: async ({ db, clock }) => void (await rebuildSearchIndex(db, clock)) },
];

const SEEDED_KEY = 'demo_content_seeded_at';
const ENGLISH_KEY = 'demo_english_seeded_at';

/**
 * Demo content for a new installation; does nothing once it has been written. The demo staff and the demo's
 * English have marks of their own, so a data folder seeded before the staff console or the English site existed
 * gets them at its next start (the English only where an item is still the demo's and has none of its own).
 */
export async function seedDemoContent(ctx: SeedContext): Promise<boolean> {
  if (await seedDemoStaff(ctx)) ctx.log('seeded demo staff');
  const now = () => ctx.clock.now().toISOString();
  if (await readMeta(ctx.db, SEEDED_KEY)) {
    if (await readMeta(ctx.db, ENGLISH_KEY)) return false;
    await addDemoEnglish(ctx.db);
    await rebuildSearchIndex(ctx.db, ctx.clock);
    await writeMeta(ctx.db, ENGLISH_KEY, now());
    ctx.log('added the demo English to the demo content seeded before');
    return false;
  }
  for (const step of STEPS) {
    const started = Date.now();
    await step.run(ctx);
    ctx.log(`seeded ${step.name} in ${Date.now() - started} ms`);
  }
  await writeMeta(ctx.db, SEEDED_KEY, now());
  await writeMeta(ctx.db, ENGLISH_KEY, now());
  return true;
}
