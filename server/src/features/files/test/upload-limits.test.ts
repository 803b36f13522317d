import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { imageMessages, uploadMessages } from '@museum/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { DAY_MS } from '../../../platform/clock.ts';
import { MAX_INPUT_SIDE } from '../../../platform/images/limits.ts';
import { variantFolder } from '../../../platform/images/variants.ts';
import { filesFeature } from '../index.ts';
import { uploads } from '../tables.ts';
import { executableFile, hugePngFile, multipartBody, pdfFile, pngFile } from './fixtures.ts';

/**
 * Disk exhaustion (issue 11, item 7): a visitor's uploads per day are counted atomically, a policy stores one file,
 * uploads no form attached go after a day, and a photo too large to decode is refused (item 8).
 * On the in-process cache by default; on Redis when REDIS_URL is set.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DAILY_MB: '1' });
});
afterAll(() => t.close());

type Policy = { url: string; keyPrefix: string; publicBaseUrl: string; fields: Record<string, string> };

async function policy(user: TestUser, kind = 'document'): Promise<Policy> {
  const body = await t.api('GET', `/common/oss/sts?kind=${kind}`, { headers: user.headers });
  expect(body.code).toBe(200);
  return body.data;
}

/** Posts one file under the policy as the browser does; answers the key and the envelope. */
async function post(sts: Policy, name: string, body: Buffer) {
  const key = `${sts.keyPrefix}1700000000000-${name}`;
  const form = multipartBody({ ...sts.fields, key }, { name, type: 'application/octet-stream', body });
  const response = await t.app.inject({ method: 'POST', url: sts.url, ...form });
  return { key, url: `${sts.publicBaseUrl}${key}`, answer: response.json() as { code: number; msg: string } };
}

/** Files on the disk under a visitor's upload folder. */
async function filesOnDisk(user: TestUser): Promise<number> {
  const folder = path.join(t.config.dataDir, 'files', 'uploads', String(user.id));
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

describe('the daily upload quota (UPLOAD_DAILY_FILES, UPLOAD_DAILY_MB)', () => {
  it('stores 50 of 60 files sent at once and tells the rest why, in Chinese', async () => {
    const user = await createSignedInUser(t);
    const policies = await Promise.all(Array.from({ length: 60 }, () => policy(user)));
    const results = await Promise.all(policies.map((sts, i) => post(sts, `plan${i}.pdf`, pdfFile())));
    const stored = results.filter((result) => result.answer.code === 200);
    expect(stored).toHaveLength(50);
    for (const result of results.filter((r) => r.answer.code !== 200)) {
      expect(result.answer).toEqual({ code: 500, msg: uploadMessages.dailyFilesReached(50) });
    }
    expect(await filesOnDisk(user)).toBe(50);
    expect(await t.db.$count(uploads, eq(uploads.userId, user.id))).toBe(50);
    // The next one, on a new policy, is refused too.
    expect((await post(await policy(user), 'late.pdf', pdfFile())).answer.msg).toBe(
      uploadMessages.dailyFilesReached(50),
    );
  });

  it('stores no more bytes a day than allowed, however many uploads race', async () => {
    const user = await createSignedInUser(t);
    const file = pdfFile(300 * 1024);
    const policies = await Promise.all(Array.from({ length: 10 }, () => policy(user)));
    const results = await Promise.all(policies.map((sts, i) => post(sts, `scan${i}.pdf`, file)));
    // 1 MB holds three of them, never four.
    expect(results.filter((result) => result.answer.code === 200)).toHaveLength(3);
    expect(
      results.filter((result) => result.answer.msg === uploadMessages.dailyBytesReached(1)),
    ).toHaveLength(7);
    expect(await filesOnDisk(user)).toBe(3);
  });

  it('counts only stored uploads: a refused file leaves the quota as it was', async () => {
    const user = await createSignedInUser(t);
    for (let i = 0; i < 3; i++) {
      const refused = await post(await policy(user), `fake${i}.pdf`, executableFile());
      expect(refused.answer.msg).toBe(uploadMessages.contentMismatch('pdf'));
    }
    const file = pdfFile(300 * 1024);
    for (let i = 0; i < 3; i++) {
      expect((await post(await policy(user), `real${i}.pdf`, file)).answer.code).toBe(200);
    }
  });
});

describe('an upload policy', () => {
  it('stores one file however often it is reused, even 500 times at once', async () => {
    const user = await createSignedInUser(t);
    const sts = await policy(user);
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => post(sts, `copy${i}.pdf`, pdfFile())),
    );
    expect(results.filter((result) => result.answer.code === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.answer.code !== 200).map((r) => r.answer.msg))).toEqual(
      new Set([uploadMessages.policyUsed]),
    );
    expect((await post(sts, 'again.pdf', pdfFile())).answer).toEqual({
      code: 500,
      msg: uploadMessages.policyUsed,
    });
    expect(await filesOnDisk(user)).toBe(1);
  });

  it('may be used again after an upload it refused, and then no more', async () => {
    const user = await createSignedInUser(t);
    const sts = await policy(user);
    expect((await post(sts, 'setup.pdf', executableFile())).answer.msg).toBe(
      uploadMessages.contentMismatch('pdf'),
    );
    expect((await post(sts, 'plan.pdf', pdfFile())).answer.code).toBe(200);
    expect((await post(sts, 'plan2.pdf', pdfFile())).answer.msg).toBe(uploadMessages.policyUsed);
  });
});

describe('uploads no form attached', () => {
  it('are removed a day after upload with their resized copies; attached and newer ones stay', async () => {
    const user = await createSignedInUser(t);
    const png = await pngFile();
    const left = await post(await policy(user, 'media'), 'left.png', png);
    const avatar = await post(await policy(user, 'media'), 'avatar.png', png);
    const recent = await post(await policy(user, 'media'), 'recent.png', png);
    for (const upload of [left, avatar, recent]) expect(upload.answer.code).toBe(200);
    // The avatar is attached to the account; the first is left behind with a resized copy.
    const put = await t.api('PUT', '/client/account', {
      headers: user.headers,
      payload: { avatar: avatar.url },
    });
    expect(put.code).toBe(200);
    expect((await t.app.inject({ url: `${left.url}?imgSize=96_96` })).statusCode).toBe(200);
    expect(await t.storage.exists(`${variantFolder(left.key)}96_96.jpg`)).toBe(true);
    // Uploaded two days ago, both of them; the third today.
    await t.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(inArray(uploads.key, [left.key, avatar.key]));

    expect(await filesFeature.retention!(t.ctx, new Date())).toBe(1);

    expect(await t.storage.exists(left.key)).toBe(false);
    expect(await t.storage.exists(`${variantFolder(left.key)}96_96.jpg`)).toBe(false);
    expect(await t.db.$count(uploads, eq(uploads.key, left.key))).toBe(0);
    for (const kept of [avatar, recent]) {
      expect(await t.storage.exists(kept.key)).toBe(true);
      expect(await t.db.$count(uploads, eq(uploads.key, kept.key))).toBe(1);
    }
    expect((await t.app.inject({ url: avatar.url })).statusCode).toBe(200);
    // A form can no longer attach what was removed.
    const late = await t.api('PUT', '/client/account', {
      headers: user.headers,
      payload: { avatar: left.url },
    });
    expect(late.msg).toBe(uploadMessages.notFound);
  });
});

describe('a photo with more pixels than the server decodes (20000 × 20000)', () => {
  it('is refused at upload with a clear message, and nothing is kept', async () => {
    const user = await createSignedInUser(t);
    const huge = hugePngFile();
    const result = await post(await policy(user, 'media'), 'poster.png', huge);
    expect(result.answer).toEqual({ code: 500, msg: uploadMessages.imageTooLarge(MAX_INPUT_SIDE) });
    expect(await t.storage.exists(result.key)).toBe(false);
  });

  it('already stored, answers imgSize with a clear message instead of a server error', async () => {
    const key = 'uploads/0/0123456789abcdef/1700000000000-poster.png';
    await t.storage.put(key, hugePngFile(), 'image/png');
    const response = await t.app.inject({ url: `/files/${key}?imgSize=300_300` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 422, msg: imageMessages.tooLarge });
  });
});
