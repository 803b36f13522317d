import { z } from 'zod';
import { FLOORS, type Floor } from '../common/constants.ts';
import { textLanguageShape } from '../common/content-declarations.ts';
import { sizeShape } from '../common/geometry.ts';
import { blankToUndefined, optionalFlag } from '../common/query.ts';
import { VenueMessages } from './messages.ts';

export const hallListQuerySchema = z.object({
  floor: z.preprocess(blankToUndefined, z.enum(FLOORS, { error: VenueMessages.floorInvalid }).optional()),
  /** true: only halls that can be applied for (exhibition-hosting application). */
  applicable: optionalFlag(VenueMessages.applicableInvalid),
});
export type HallListQuery = z.infer<typeof hallListQuerySchema>;

/** A rectangle on a floor plan, in plan units (the plan's viewBox). */
export const planRectSchema = z.object({ x: z.number(), y: z.number(), ...sizeShape });
export type PlanRect = z.infer<typeof planRectSchema>;

/** An exhibition hall (展厅); `data` of /client/zhanting/allList is a list of these. */
export const hallSchema = z.object({
  ...textLanguageShape,
  id: z.number(),
  name: z.string(),
  floor: z.enum(FLOORS),
  floorName: z.string(),
  /** Floor area in square metres. */
  area: z.number(),
  description: z.string(),
  /** Can be applied for to host an exhibition. */
  applicable: z.boolean(),
  position: planRectSchema,
});
export type Hall = z.infer<typeof hallSchema>;

export const FACILITY_KINDS = [
  'entrance',
  'stairs',
  'lift',
  'escalator',
  'toilet',
  'accessible',
  'info',
  'cloakroom',
  'cafe',
  'shop',
  'nursing',
  'firstAid',
  'lockers',
  'auditorium',
  'studio',
  'library',
  'office',
  'void',
] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

export const FACILITY_LABELS: Record<FacilityKind, string> = {
  entrance: '出入口',
  stairs: '楼梯',
  lift: '电梯',
  escalator: '扶梯',
  toilet: '卫生间',
  accessible: '无障碍卫生间',
  info: '服务台',
  cloakroom: '寄存处',
  cafe: '咖啡厅',
  shop: '文创商店',
  nursing: '母婴室',
  firstAid: '医务室',
  lockers: '储物柜',
  auditorium: '报告厅',
  studio: '美育教室',
  library: '图书资料室',
  office: '非开放区域',
  void: '中庭上空',
};

/** The kinds' labels on the English site's floor guide. */
export const FACILITY_LABELS_EN: Record<FacilityKind, string> = {
  entrance: 'Entrance',
  stairs: 'Stairs',
  lift: 'Lift',
  escalator: 'Escalator',
  toilet: 'Toilets',
  accessible: 'Accessible toilet',
  info: 'Information desk',
  cloakroom: 'Cloakroom',
  cafe: 'Café',
  shop: 'Museum shop',
  nursing: 'Baby care room',
  firstAid: 'First aid',
  lockers: 'Lockers',
  auditorium: 'Auditorium',
  studio: 'Art studio',
  library: 'Library',
  office: 'Staff only',
  void: 'Atrium',
};

/** A service point (icon) or a non-exhibition room on a floor plan. */
export const facilitySchema = z.object({
  kind: z.enum(FACILITY_KINDS),
  /** Shown beside the icon; defaults to the kind's label. */
  label: z.string(),
  /** Rooms (café, shop, auditorium ...) have an area; icons only a position. */
  rect: planRectSchema.optional(),
  x: z.number(),
  y: z.number(),
});
export type Facility = z.infer<typeof facilitySchema>;

/** `data` of /client/floor/list: the four floors from -1F up, each drawn in its own plan units. */
export const floorPlanSchema = z.object({
  floor: z.enum(FLOORS),
  /** 地下一层, 一层 ... */
  name: z.string(),
  summary: z.string(),
  ...sizeShape,
  /** SVG path of the building's outline on this floor. */
  outline: z.string(),
  facilities: z.array(facilitySchema),
  halls: z.array(hallSchema),
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;

export const FLOOR_NAMES: Record<Floor, string> = {
  '-1F': '地下一层',
  '1F': '一层',
  '2F': '二层',
  '3F': '三层',
};

/** The floors' names on the English site (levels, as the building's signs number them: 1F is Level 1). */
export const FLOOR_NAMES_EN: Record<Floor, string> = {
  '-1F': 'Basement',
  '1F': 'Level 1',
  '2F': 'Level 2',
  '3F': 'Level 3',
};
