import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { appMeta } from './schema.ts';

export async function readMeta(db: Database, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row?.value ?? null;
}

export async function writeMeta(db: Database, key: string, value: string) {
  await db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
}
