import {
  FACILITY_LABELS,
  FACILITY_LABELS_EN,
  type Facility,
  FLOOR_NAMES,
  FLOOR_NAMES_EN,
  type FloorPlan,
  type Hall,
  type HallListQuery,
  type Language,
} from '@museum/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { inLanguage, listedIn, textIn } from '../../platform/db/language.ts';
import { isPublished } from '../../platform/db/published.ts';
import { floors, halls, type StoredFacility } from './tables.ts';

const hallColumns = (language: Language) =>
  inLanguage(language, halls, {
    id: halls.id,
    name: halls.name,
    floor: halls.floor,
    area: halls.area,
    description: halls.description,
    applicable: halls.applicable,
    position: halls.position,
  });
type HallRow = Omit<Hall, 'floorName'>;

const floorNames = (language: Language) => (language === 'en' ? FLOOR_NAMES_EN : FLOOR_NAMES);

function toHall({ lang, ...row }: HallRow, language: Language): Hall {
  return {
    id: row.id,
    name: row.name,
    floor: row.floor,
    floorName: floorNames(language)[row.floor],
    area: row.area,
    description: row.description,
    applicable: row.applicable,
    position: row.position,
    ...(lang ? { lang } : {}),
  };
}

/** A facility as the floor guide shows it: in English, its own English label, else its kind's. */
function facilityIn(language: Language, { labelEn, ...facility }: StoredFacility): Facility {
  if (language === 'zh') return facility;
  const ownLabel = facility.label !== FACILITY_LABELS[facility.kind];
  return { ...facility, label: labelEn ?? (ownLabel ? facility.label : FACILITY_LABELS_EN[facility.kind]) };
}

/**
 * Halls and floor plans: the floor guide, and the halls an exhibition-hosting application may name; on the English
 * site, the halls with an English name, in English.
 */
export function createVenuesService({ db }: Pick<AppContext, 'db'>) {
  /** Halls from the lowest floor up; `applicable` ones can be applied for to host an exhibition. */
  async function listHalls(query: HallListQuery = {}, language: Language = 'zh'): Promise<Hall[]> {
    const conditions: (SQL | undefined)[] = [isPublished(halls), listedIn(language, halls)];
    if (query.floor) conditions.push(eq(halls.floor, query.floor));
    if (query.applicable !== undefined) conditions.push(eq(halls.applicable, query.applicable));
    const rows = await db
      .select(hallColumns(language))
      .from(halls)
      .innerJoin(floors, eq(floors.floor, halls.floor))
      .where(and(...conditions))
      .orderBy(asc(floors.sort), asc(halls.sort), asc(halls.id));
    return rows.map((row) => toHall(row, language));
  }

  return {
    halls: listHalls,

    /** The four floor plans with their halls and services. */
    async floorPlans(language: Language = 'zh'): Promise<FloorPlan[]> {
      const [floorRows, hallRows] = await Promise.all([
        db.select().from(floors).orderBy(asc(floors.sort)),
        listHalls({}, language),
      ]);
      return floorRows.map((f) => ({
        floor: f.floor,
        name: floorNames(language)[f.floor],
        summary: textIn(language, f.summary, f.summaryEn),
        width: f.width,
        height: f.height,
        outline: f.outline,
        facilities: f.facilities.map((facility) => facilityIn(language, facility)),
        halls: hallRows.filter((h) => h.floor === f.floor),
      }));
    },
  };
}
export type VenuesService = ReturnType<typeof createVenuesService>;
