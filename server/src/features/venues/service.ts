import { FLOOR_NAMES, type FloorPlan, type Hall, type HallListQuery } from '@museum/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { isPublished } from '../../platform/db/published.ts';
import { floors, halls } from './tables.ts';

function toHall(row: typeof halls.$inferSelect): Hall {
  return {
    id: row.id,
    name: row.name,
    floor: row.floor,
    floorName: FLOOR_NAMES[row.floor],
    area: row.area,
    description: row.description,
    applicable: row.applicable,
    position: row.position,
  };
}

/** Halls and floor plans: the floor guide, and the halls an exhibition-hosting application may name. */
export function createVenuesService({ db }: Pick<AppContext, 'db'>) {
  /** Halls from the lowest floor up; `applicable` ones can be applied for to host an exhibition. */
  async function listHalls(query: HallListQuery = {}): Promise<Hall[]> {
    const conditions: SQL[] = [isPublished(halls)];
    if (query.floor) conditions.push(eq(halls.floor, query.floor));
    if (query.applicable !== undefined) conditions.push(eq(halls.applicable, query.applicable));
    const rows = await db
      .select({ hall: halls })
      .from(halls)
      .innerJoin(floors, eq(floors.floor, halls.floor))
      .where(and(...conditions))
      .orderBy(asc(floors.sort), asc(halls.sort), asc(halls.id));
    return rows.map(({ hall }) => toHall(hall));
  }

  return {
    halls: listHalls,

    /** The four floor plans with their halls and services. */
    async floorPlans(): Promise<FloorPlan[]> {
      const [floorRows, hallRows] = await Promise.all([
        db.select().from(floors).orderBy(asc(floors.sort)),
        listHalls(),
      ]);
      return floorRows.map((f) => ({
        floor: f.floor,
        name: FLOOR_NAMES[f.floor],
        summary: f.summary,
        width: f.width,
        height: f.height,
        outline: f.outline,
        facilities: f.facilities,
        halls: hallRows.filter((h) => h.floor === f.floor),
      }));
    },
  };
}
export type VenuesService = ReturnType<typeof createVenuesService>;
