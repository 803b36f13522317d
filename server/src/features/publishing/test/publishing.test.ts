import {
  declarationOf,
  Messages,
  PUBLISHING_MODULES,
  type PublishingModule,
  RICH_TEXT_MAX_LENGTH,
} from '@museum/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { registeredUser } from '../../accounts/test/support.ts';
import { collectionTypes } from '../../collection/tables.ts';
import { artists } from '../../content/tables.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { floors, halls } from '../../venues/tables.ts';
import { validBodies } from './fixtures.ts';

let t: TestApp;
let editor: TestStaff;
let bodies: ReturnType<typeof validBodies>;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6d3b' } })
    .png()
    .toBuffer();
  await t.storage.put('content/test/cover.png', png, 'image/png');
  await t.db.insert(floors).values(
    ['1F', '3F'].map((floor, sort) => ({
      floor: floor as '1F',
      sort,
      width: 100,
      height: 100,
      outline: 'M0 0',
    })),
  );
  const [hall] = await t.db
    .insert(halls)
    .values({ name: '一号厅', floor: '1F', area: 300, position: { x: 0, y: 0, width: 10, height: 10 } })
    .returning();
  const [type] = await t.db.insert(collectionTypes).values({ name: '油画' }).returning();
  const [artist] = await t.db
    .insert(artists)
    .values({ name: '测试画家', namePinyin: 'ceshihuajia', initial: 'C', category: 'oil' })
    .returning();
  bodies = validBodies({
    hallId: hall!.id,
    typeId: type!.id,
    artistId: artist!.id,
    image: '/files/content/test/cover.png',
  });
});
afterAll(() => t.close());

const as = (staff: TestStaff) => ({ headers: staff.headers });

async function create(module: PublishingModule, body: object = bodies[module]) {
  const answer = await t.api('POST', `/admin/content/${module}`, { ...as(editor), payload: body });
  expect(answer, answer.msg).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
  return answer.data.id as number;
}

describe('every module: create a draft, read it back, change it, publish and withdraw it, delete it', () => {
  for (const module of PUBLISHING_MODULES) {
    it(module, async () => {
      const id = await create(module);
      const item = await t.api('GET', `/admin/content/${module}/${id}`, as(editor));
      expect(item.data).toMatchObject({ id, published: false, version: 1, updatedBy: editor.username });
      // Every declared field is stored and read back: the declaration and the table agree.
      expect(Object.keys(item.data)).toEqual(
        expect.arrayContaining(Object.keys(declarationOf(module).fields)),
      );
      const body = bodies[module] as Record<string, any>;
      for (const [field, value] of Object.entries(body)) {
        // Rich text comes back sanitised, photographs with their measured size.
        if (field === 'content') expect(item.data.content).toContain('三个单元');
        else if (field === 'images')
          expect(item.data.images).toEqual([{ url: value[0].url, width: 64, height: 48 }]);
        else expect(item.data[field], field).toEqual(value);
      }

      const list = await t.api('GET', `/admin/content/${module}?published=false`, as(editor));
      expect(list.rows.map((row: { id: number }) => row.id)).toContain(id);

      const updated = await t.api('PUT', `/admin/content/${module}/${id}`, {
        ...as(editor),
        payload: { ...item.data, version: 1 },
      });
      expect(updated, updated.msg).toMatchObject({ code: 200 });
      expect(await t.api('PUT', `/admin/content/${module}/${id}/publish`, as(editor))).toMatchObject({
        code: 200,
      });
      const published = await t.api('GET', `/admin/content/${module}/${id}`, as(editor));
      expect(published.data).toMatchObject({ published: true, version: 3 });
      expect(await t.api('PUT', `/admin/content/${module}/${id}/unpublish`, as(editor))).toMatchObject({
        code: 200,
      });
      expect(await t.api('DELETE', `/admin/content/${module}/${id}`, as(editor))).toMatchObject({
        code: 200,
      });
      expect(await t.api('GET', `/admin/content/${module}/${id}`, as(editor))).toMatchObject({ code: 404 });
    });
  }
});

describe('who may publish', () => {
  it('editors and admins; front desk and reviewers get 403; a visitor token and none get 401', async () => {
    const id = await create('notice');
    const calls = [
      ['GET', '/admin/content/notice'],
      ['GET', `/admin/content/notice/${id}`],
      ['GET', `/admin/content/notice/${id}/preview`],
      ['POST', '/admin/content/notice'],
      ['PUT', `/admin/content/notice/${id}`],
      ['PUT', `/admin/content/notice/${id}/publish`],
      ['PUT', `/admin/content/notice/${id}/unpublish`],
      ['DELETE', `/admin/content/notice/${id}`],
    ] as const;
    const admin = await createStaff(t, ['admin']);
    for (const staff of [await createStaff(t, ['frontdesk']), await createStaff(t, ['reviewer'])]) {
      for (const [method, path] of calls) {
        expect(await t.api(method, path, { ...as(staff), payload: {} }), `${method} ${path}`).toEqual({
          code: 403,
          msg: Messages.http403,
        });
      }
    }
    const visitor = await registeredUser(t, '13800001234');
    for (const [method, path] of calls) {
      const answer = await t.api(method, path, {
        headers: { authorization: `Bearer ${visitor}` },
        payload: {},
      });
      expect(answer.code, `${method} ${path}`).toBe(401);
      expect((await t.api(method, path, { payload: {} })).code).toBe(401);
    }
    expect((await t.api('GET', `/admin/content/notice/${id}`, as(admin))).code).toBe(200);
    expect((await t.api('GET', '/admin/content/nothing', as(admin))).msg).toBe('内容模块有误');
  });
});

describe('checks and messages', () => {
  it('names the field a bad value concerns, in Chinese', async () => {
    expect(
      await t.api('POST', '/admin/content/exhibition', {
        ...as(editor),
        payload: { ...bodies.exhibition, title: ' ' },
      }),
    ).toMatchObject({
      code: 500,
      msg: '请填写展览标题',
      data: { field: 'title' },
    });
    expect(
      await t.api('POST', '/admin/content/exhibition', {
        ...as(editor),
        payload: { ...bodies.exhibition, endDate: '2026-11-01' },
      }),
    ).toMatchObject({ msg: '结束时间不能早于开始时间', data: { field: 'endDate' } });
    expect(
      await t.api('POST', '/admin/content/exhibition', {
        ...as(editor),
        payload: { ...bodies.exhibition, hallId: 99999 },
      }),
    ).toMatchObject({ msg: '所选展厅不存在', data: { field: 'hallId' } });
    expect(
      await t.api('POST', '/admin/content/work', {
        ...as(editor),
        payload: { ...bodies.work, images: [{ url: '/files/content/none.png' }] },
      }),
    ).toMatchObject({ data: { field: 'images' } });
    expect(await t.api('POST', '/admin/content/notice', { ...as(editor), payload: [1, 2] })).toMatchObject({
      code: 500,
    });
    expect(
      await t.api('PUT', '/admin/content/notice/1', { ...as(editor), payload: { title: 'x' } }),
    ).toMatchObject({
      msg: '请提供所编辑内容的版本号 version',
    });
  });

  it('sanitises rich text on save, and fills the venue from the hall', async () => {
    const id = await create('exhibition', {
      ...bodies.exhibition,
      content: '<p onclick="steal()">展览<script>alert(1)</script><img src="x" onerror="boom()"></p>',
    });
    const item = await t.api('GET', `/admin/content/exhibition/${id}`, as(editor));
    expect(item.data.content).not.toMatch(/script|onclick|onerror/);
    expect(item.data.content).toContain('展览');
    expect(item.data.venue).toBe('1F · 一号厅');
  });

  it('saves an article as long as the schema allows, in Chinese, and refuses a longer one by its length', async () => {
    const longest = `<p>${'天山积雪'.repeat(RICH_TEXT_MAX_LENGTH / 4).slice(7)}</p>`;
    expect(longest).toHaveLength(RICH_TEXT_MAX_LENGTH);
    const id = await create('exhibition', { ...bodies.exhibition, content: longest });
    const item = await t.api('GET', `/admin/content/exhibition/${id}`, as(editor));
    expect(item.data.content).toBe(longest);
    const saved = await t.api('PUT', `/admin/content/exhibition/${id}`, {
      ...as(editor),
      payload: { ...bodies.exhibition, content: `${longest}<p>多</p>`, version: item.data.version },
    });
    expect(saved).toMatchObject({ code: 500, msg: `展览介绍不能超过${RICH_TEXT_MAX_LENGTH}个字` });
    // Beyond anything the schema allows (the text and its English twin, each at their longest): refused before it
    // is read.
    const huge = await t.api('POST', '/admin/content/exhibition', {
      ...as(editor),
      payload: { ...bodies.exhibition, content: '天'.repeat(3 * RICH_TEXT_MAX_LENGTH) },
    });
    expect(huge).toEqual({ code: 500, msg: '请求体过大' });
  });

  it('refuses a stale save and says who saved in between', async () => {
    const other = await createStaff(t, ['editor'], { name: '另一位编辑' });
    const id = await create('notice');
    const first = await t.api('PUT', `/admin/content/notice/${id}`, {
      ...as(other),
      payload: { title: '第一次修改', version: 1 },
    });
    expect(first).toMatchObject({ code: 200 });
    const stale = await t.api('PUT', `/admin/content/notice/${id}`, {
      ...as(editor),
      payload: { title: '过时的修改', version: 1 },
    });
    expect(stale.code).toBe(500);
    expect(stale.msg).toContain(other.username);
    expect(stale.data).toMatchObject({ field: 'version', version: 2 });
    const item = await t.api('GET', `/admin/content/notice/${id}`, as(editor));
    expect(item.data).toMatchObject({ title: '第一次修改', version: 2, updatedBy: other.username });
  });

  it('will not delete a work type that still has works', async () => {
    const typeId = await create('work-type', { name: '有藏品的类别' });
    await create('work', { ...bodies.work, culId: 'TEST-TYPE-1', typeId });
    expect(await t.api('DELETE', `/admin/content/work-type/${typeId}`, as(editor))).toMatchObject({
      code: 500,
      msg: '该藏品类别仍被其他内容引用，不能删除；可先下线',
    });
    expect(
      await t.api('POST', '/admin/content/work', {
        ...as(editor),
        payload: { ...bodies.work, culId: 'TEST-TYPE-1', typeId },
      }),
    ).toMatchObject({
      msg: '该藏品编号已被使用',
      data: { field: 'culId' },
    });
  });

  it('previews a draft work as the collection service answers its detail, in the ICMS dialect', async () => {
    const id = await create('work', { ...bodies.work, culId: 'TEST-PREVIEW-1' });
    const preview = await t.api('GET', `/admin/content/work/${id}/preview`, as(editor));
    // The publishing fields map to the dialect's: culName, period -> culYear, typeId -> culCategory.
    expect(preview.data).toMatchObject({
      id: 'TEST-PREVIEW-1',
      culId: 'TEST-PREVIEW-1',
      culName: '雪山牧场',
      culYear: '1985 年',
      culCategory: String(bodies.work.typeId),
      author: '阿依古丽',
      pictures: [{ url: expect.stringMatching(/^\/files\//) }],
    });
  });
});

describe('the audit log', () => {
  it('has a row for each change, with the fields that changed', async () => {
    const admin = await createStaff(t, ['admin']);
    const id = await create('academic');
    await t.api('PUT', `/admin/content/academic/${id}`, {
      ...as(editor),
      payload: { title: '新的标题', version: 1 },
    });
    await t.api('PUT', `/admin/content/academic/${id}/publish`, as(editor));
    await t.api('PUT', `/admin/content/academic/${id}/unpublish`, as(editor));
    await t.api('DELETE', `/admin/content/academic/${id}`, as(editor));
    const audit = await t.api('GET', '/admin/audit?module=academic&pageSize=50', as(admin));
    const mine = audit.rows.filter((row: { recordId: string }) => row.recordId === String(id));
    expect(mine.map((row: { action: string }) => row.action)).toEqual([
      'delete',
      'unpublish',
      'publish',
      'update',
      'create',
    ]);
    expect(mine.every((row: { username: string }) => row.username === editor.username)).toBe(true);
    const update = mine.find((row: { action: string }) => row.action === 'update');
    expect(update.before).toEqual({ title: bodies.academic.title });
    expect(update.after).toEqual({ title: '新的标题' });
  });
});
