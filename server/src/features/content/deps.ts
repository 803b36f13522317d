import type { ContentType, EngagementCounts } from '@museum/shared';
import type { MuseumClock } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/client.ts';
import type { CountOf, Remember } from '../../platform/db/paging.ts';

/** The public counts (views, likes, collects) a detail shows. */
export type CountsOf = (module: ContentType, resId: string) => Promise<EngagementCounts>;

/** What the content feature needs of other features, wired in features/index.ts. */
export interface ContentPorts {
  counts(ctx: AppContext): CountsOf;
}

/** What each module's reader is built from. */
export interface ContentDeps {
  db: Database;
  clock: MuseumClock;
  counts: CountsOf;
  /** A public list's total, kept until published content changes. */
  countOf: CountOf;
  /** Keeps what is derived from published content until it next changes (details' public parts). */
  remember: Remember;
}
