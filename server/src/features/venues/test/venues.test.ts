import { FACILITY_KINDS, FLOORS, type FloorPlan, type Hall } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.seed();
});
afterAll(() => t.close());

describe('GET /client/zhanting/allList', () => {
  it('lists the halls of all four floors with their floor, area and place on the plan', async () => {
    const body = await t.api<{ code: number; data: Hall[] }>('GET', '/client/zhanting/allList');
    expect(body.code).toBe(200);
    expect(new Set(body.data.map((h) => h.floor))).toEqual(new Set(FLOORS));
    const silkRoad = body.data.find((h) => h.name === '丝路厅')!;
    expect(silkRoad).toMatchObject({ floor: '1F', floorName: '一层', applicable: false });
    expect(silkRoad.area).toBeGreaterThan(0);
    expect(silkRoad.position).toEqual({
      x: expect.any(Number),
      y: expect.any(Number),
      width: expect.any(Number),
      height: expect.any(Number),
    });
    // from the lowest floor up
    expect(body.data[0]!.floor).toBe('-1F');
  });

  it('filters by floor and by whether a hall can be applied for', async () => {
    const second = await t.api<{ data: Hall[] }>('GET', '/client/zhanting/allList?floor=2F');
    expect(second.data.map((h) => h.name).sort()).toEqual(['博格达厅', '天山厅', '昆仑厅'].sort());
    const open = await t.api<{ data: Hall[] }>('GET', '/client/zhanting/allList?applicable=true');
    expect(open.data.length).toBeGreaterThan(0);
    expect(open.data.every((h) => h.applicable)).toBe(true);
  });

  it('names a bad filter in Chinese', async () => {
    expect(await t.api('GET', '/client/zhanting/allList?floor=5F')).toEqual({
      code: 500,
      msg: '楼层 floor 只能是 -1F、1F、2F、3F 之一',
    });
    expect(await t.api('GET', '/client/zhanting/allList?applicable=maybe')).toEqual({
      code: 500,
      msg: 'applicable 只能是 true 或 false',
    });
  });
});

describe('GET /client/floor/list', () => {
  it('gives four floor plans with outline, services and halls inside the plan', async () => {
    const body = await t.api<{ code: number; data: FloorPlan[] }>('GET', '/client/floor/list');
    expect(body.data.map((f) => f.floor)).toEqual([...FLOORS]);
    for (const plan of body.data) {
      expect(plan.outline).toMatch(/^M[\d .HVLZ-]+Z$/);
      expect(plan.halls.length).toBeGreaterThan(0);
      for (const hall of plan.halls) {
        expect(hall.position.x + hall.position.width).toBeLessThanOrEqual(plan.width);
        expect(hall.position.y + hall.position.height).toBeLessThanOrEqual(plan.height);
      }
      expect(plan.facilities.every((f) => FACILITY_KINDS.includes(f.kind) && f.label.length > 0)).toBe(true);
      // every floor has its lift and stairs; toilets on every floor
      expect(plan.facilities.map((f) => f.kind)).toEqual(
        expect.arrayContaining(['lift', 'stairs', 'toilet']),
      );
    }
    const ground = body.data.find((f) => f.floor === '1F')!;
    expect(ground.facilities.map((f) => f.kind)).toEqual(
      expect.arrayContaining(['entrance', 'info', 'cloakroom', 'cafe', 'shop']),
    );
  });
});
