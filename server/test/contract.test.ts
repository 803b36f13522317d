/**
 * The API contract of @museum/shared against the server's real answers: every GET path of the shared path
 * objects is called on the demo content, as a visitor who has used every service, and its answer is parsed with
 * the shared response schema made strict at every depth, so a field renamed, added, dropped or re-typed on
 * either side fails the call that carries it. The staff's paths (StaffPaths, DoorPaths) are called as an admin;
 * the answers of the POSTs made while preparing (the visitor's, and a desk's scans sent late) are checked too.
 */
import {
  AccountPaths,
  ApplicationPaths,
  academicDetailSchema,
  academicSummarySchema,
  actionStateSchema,
  affairDetailSchema,
  affairSummarySchema,
  apiResultSchema,
  artistDetailSchema,
  artistInitialSchema,
  artistSummarySchema,
  auditEntrySchema,
  bannerSchema,
  CollectionPaths,
  ContentPaths,
  ContentType,
  captchaImageResultSchema,
  collectItemSchema,
  culAnswerSchema,
  culDetailSchema,
  culFieldAndDataSchema,
  culItemSchema,
  culTypeSchema,
  DictType,
  DonationPaths,
  DoorPaths,
  devCaptchaAnswerSchema,
  dictEntrySchema,
  donationReportAnswerSchema,
  doorConflictSchema,
  doorManifestSchema,
  doorScanResultSchema,
  EngagementPaths,
  EntryPaths,
  educationDetailSchema,
  educationSummarySchema,
  engagementCountsSchema,
  entryBookingSchema,
  entryGroupSchema,
  entryRulesSchema,
  entrySlotSchema,
  entryStandingSchema,
  eventOrderAnswerSchema,
  exhibitionDetailSchema,
  exhibitionIsdoSchema,
  exhibitionSummarySchema,
  FilePaths,
  floorPlanSchema,
  hallSchema,
  healthStatusSchema,
  ICMS_BASE,
  IiifPaths,
  iiifImageId,
  iiifImageInfoSchema,
  iiifManifestSchema,
  linkSchema,
  listResultSchema,
  MessagePaths,
  messageResultSchema,
  noticeDetailSchema,
  noticeSummarySchema,
  OrderPaths,
  orderAvailabilitySchema,
  policyDetailSchema,
  policySummarySchema,
  SearchPaths,
  SitePaths,
  StaffPaths,
  searchResultSchema,
  siteSettingsSchema,
  smsOutboxEntrySchema,
  staffMemberSchema,
  staffProfileSchema,
  systemMessageSchema,
  tokenResultSchema,
  uploadPolicySchema,
  userInfoResponseSchema,
  VenuePaths,
  venueApplicationSchema,
  venueSettingSchema,
  WechatLoginCode,
  wechatQrcodeSchema,
} from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entryBookings } from '../src/features/entry/tables.ts';
import { multipartBody, pdfFile, pngFile } from '../src/features/files/test/fixtures.ts';
import { CLI_ACTOR, createStaffMember } from '../src/features/staff/index.ts';
import { staffSignIn } from '../src/features/staff/test/support.ts';
import { addDays } from '../src/platform/clock.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard, uniquePhone } from './helpers/users.ts';

// ---------------------------------------------------------------------------------------------------------------
// Strict parsing

/**
 * A copy of a response schema that refuses unknown keys at every depth (zod objects strip them by default). Kinds
 * of schema without a rule here throw, so a new kind is never checked loosely without anyone noticing.
 */
function strict(schema: z.core.$ZodType): z.ZodType {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = (schema as z.ZodObject).shape;
      return z.strictObject(
        Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, strict(value)])),
      );
    }
    case 'array':
      return z.array(strict((schema as z.ZodArray).element));
    case 'optional':
      return strict((schema as z.ZodOptional).unwrap()).optional();
    case 'nullable':
      return strict((schema as z.ZodNullable).unwrap()).nullable();
    case 'readonly':
      return strict((schema as z.ZodReadonly).unwrap()).readonly();
    case 'union':
      return z.union((schema as z.ZodUnion).options.map(strict));
    case 'tuple':
      return z.tuple((schema as z.ZodTuple)._zod.def.items.map(strict) as [z.ZodType]);
    case 'record': {
      // A record keyed by an enumeration already refuses other keys; its values may be objects.
      const record = schema as z.ZodRecord;
      return z.record(record.keyType, strict(record.valueType));
    }
    case 'string':
    case 'number':
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'null':
    // Any JSON (an audit row's fields before and after a change).
    case 'unknown':
      return schema as z.ZodType;
    default:
      throw new Error(`strict(): no rule for a ${def.type} schema`);
  }
}

function expectContract(body: unknown, schema: z.ZodType, what: string) {
  const result = strict(schema).safeParse(body);
  if (!result.success) {
    throw new Error(`${what} answers outside its contract:\n${z.prettifyError(result.error)}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Fixtures

let t: TestApp;
/** Real-name verified, with a booking, an order, an application, a donation report, favourites and messages. */
let visitor: TestUser;
/** Signs out during the run. */
let leaving: TestUser;
/** An admin of the staff console, signed in: filled in before the calls. */
const staffHeaders: Record<string, string> = {};
let staffId = 0;
const wechatState = `contract${'x'.repeat(16)}`;
const freePhone = uniquePhone();
const smsPhone = uniquePhone();
const ids = {
  exhibition: 0,
  education: 0,
  artist: 0,
  academic: 0,
  notice: 0,
  policy: 0,
  affair: 0,
  culId: '',
  booking: 0,
  group: 0,
  application: 0,
  order: 0,
  orderModule: 0,
  orderResId: 0,
  captchaUuid: '',
  /** The day of the ticket the door let in twice. */
  doorDay: '',
};

async function json(
  method: 'GET' | 'POST',
  path: string,
  user?: { headers: Record<string, string> },
  payload?: object,
) {
  const response = await t.app.inject({ method, url: path, headers: user?.headers, payload });
  return response.json();
}

/** The first row of a list call, asserting the call succeeded. */
async function first<T = any>(path: string): Promise<T> {
  const body = await json('GET', `/prod-api${path}`);
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  expect(body.rows.length, `${path} is empty`).toBeGreaterThan(0);
  return body.rows[0];
}

/** The whole answers of the actions below, by method and path, checked against the contract later. */
const acted = new Map<string, unknown>();

/** A POST that must succeed, as the visitor unless said; answers its data. */
async function act(path: string, payload?: object, as: { headers: Record<string, string> } = visitor) {
  const body = await json('POST', `/prod-api${path}`, as, payload);
  expect(body, `POST ${path}`).toMatchObject({ code: 200 });
  if (!acted.has(path)) acted.set(path, body);
  return body.data;
}

/** Uploads a file the way the site does: a policy, then a multipart post to its url; answers the address. */
async function upload(kind: string, name: string, body: Buffer): Promise<string> {
  const policy = await json('GET', `/prod-api${FilePaths.uploadPolicy}?kind=${kind}`, visitor);
  const sts = policy.data;
  const key = `${sts.keyPrefix}${Date.now()}-${name}`;
  const form = multipartBody({ ...sts.fields, key }, { name, type: 'application/octet-stream', body });
  const answer = (await t.app.inject({ method: 'POST', url: sts.url, ...form })).json();
  expect(answer.code).toBe(200);
  return `${sts.publicBaseUrl}${key}`;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.seed();
  visitor = await createSignedInUser(t, { realName: { name: '李明远', idCard: testIdCard(731) } });
  leaving = await createSignedInUser(t);
  const chief = await createStaffMember(
    t.db,
    { username: 'contract', name: '合同检查', password: 'Tianshan2027', roles: ['admin'] },
    CLI_ACTOR,
  );
  staffId = chief.id;
  staffHeaders.authorization = `Bearer ${(await staffSignIn(t, 'contract', 'Tianshan2027')).data.token}`;

  // Content ids from the demo content; the artist is one with works in the collection.
  ids.exhibition = (await first(`${ContentPaths.exhibitionList}?pageSize=1`)).id;
  ids.education = (await first(`${ContentPaths.educationList}?pageSize=1`)).id;
  ids.academic = (await first(`${ContentPaths.academicList}?pageSize=1`)).id;
  ids.notice = (await first(`${ContentPaths.noticeList}?pageSize=1`)).id;
  ids.policy = (await first(`${ContentPaths.policyList}?pageSize=1`)).id;
  ids.affair = (await first(`${ContentPaths.affairList}?pageSize=1`)).id;
  const works = await json('GET', `${ICMS_BASE}${CollectionPaths.list}?pageSize=50`);
  const work = works.data.find((row: any) => row.artistId !== null && row.pictures.length > 0);
  expect(work, 'a collection item by a directory artist, with a photograph').toBeDefined();
  ids.culId = work.culId;
  ids.artist = work.artistId;

  // Favourites: an exhibition and a collection item (which carries culId/culName in the collect list).
  await act(EngagementPaths.action, {
    module: ContentType.exhibition,
    resId: ids.exhibition,
    type: 'collect',
  });
  await act(EngagementPaths.action, { module: ContentType.collection, resId: ids.culId, type: 'collect' });

  // An entry booking on an open day other than today (today may have stopped entry already).
  const slots = await json('GET', `/prod-api${EntryPaths.slots}`);
  const day = slots.data.find((slot: any, i: number) => i > 0 && slot.isOpen)?.day;
  expect(day, 'an open day in the booking window').toBeDefined();
  ids.booking = (
    await act(EntryPaths.apply, {
      applyTime: day,
      users: [{ name: '阿依古丽', sex: 0, age: 28 }],
      phone: '13512345678',
    })
  ).id;

  // The door: a ticket of today let in by two desks offline, sent late, which makes a conflict. The booking is
  // made for the open day and moved to today (a booking for today may be refused once entry has closed).
  const holder = await createSignedInUser(t, { realName: { name: '王海燕', idCard: testIdCard(732) } });
  const ticket = await act(
    EntryPaths.apply,
    { applyTime: day, users: [{ name: '王海燕', sex: 0, age: 35 }], phone: '13612345678' },
    holder,
  );
  const scannedAt = t.ctx.clock.now();
  ids.doorDay = t.ctx.clock.today(scannedAt);
  await t.db.update(entryBookings).set({ visitDay: ids.doorDay }).where(eq(entryBookings.id, ticket.id));
  const scans = ['东门', '西门'].map((desk, index) => ({
    code: ticket.ticketCode,
    scannedAt: scannedAt.toISOString(),
    nonce: `contract-${process.pid}-${index}`,
    desk,
  }));
  const outcomes = await act(DoorPaths.batch, scans, { headers: staffHeaders });
  expect(outcomes.map((scan: { outcome: string }) => scan.outcome)).toEqual(['admitted', 'conflict']);

  // A school's group for the same day, its members with passports.
  ids.group = (
    await act(EntryPaths.group, {
      applyTime: day,
      orgName: '乌鲁木齐市第一中学',
      leader: { name: '阿依古丽', idType: 2, idCard: 'E10000000', phone: '13512345678' },
      members: Array.from({ length: 10 }, (_, i) => ({
        name: `学生${i + 1}`,
        idType: 2,
        idCard: `E2000000${i}`,
        age: 15,
      })),
    })
  ).id;

  // An order for the first exhibition or education event that takes bookings now.
  const candidates = [
    ...(await json('GET', `/prod-api${ContentPaths.exhibitionList}?pageSize=50`)).rows.map((row: any) => [
      ContentType.exhibition,
      row.id,
    ]),
    ...(await json('GET', `/prod-api${ContentPaths.educationList}?pageSize=50`)).rows.map((row: any) => [
      ContentType.education,
      row.id,
    ]),
  ] as [number, number][];
  for (const [module, resId] of candidates) {
    const path = `/prod-api${OrderPaths.availability}?module=${module}&resId=${resId}`;
    if (!(await json('GET', path)).data?.bookable) continue;
    ids.order = (
      await act(OrderPaths.order, { module, resId, num: 1, people: '热依拉', phone: '13512345678' })
    ).id;
    ids.orderModule = module;
    ids.orderResId = resId;
    break;
  }
  expect(ids.order, 'an exhibition or event that takes bookings').toBeGreaterThan(0);

  // A hosting application for an applicable hall, and a donation report with a photograph and a document.
  const setting = await json('GET', `/prod-api${ApplicationPaths.setting}`);
  const today = t.ctx.clock.today();
  ids.application = (
    await act(ApplicationPaths.apply, {
      startTime: addDays(today, 100),
      endTime: addDays(today, 130),
      people: '古丽娜尔',
      phone: '13912345678',
      fileUrl: await upload('document', '办展方案.pdf', pdfFile()),
      intro: '以天山南北的岩画与当代版画对话，呈现游牧文化中的图像记忆。',
      hallId: setting.data.halls[0].id,
    })
  ).id;
  const photo = await upload('media', '作品照片.png', await pngFile());
  const document = await upload('document', '藏品说明.pdf', pdfFile());
  await act(DonationPaths.report, {
    people: '古丽娜尔',
    phone: '13912345678',
    fileUrl: `${photo},${document}`,
    intro: '祖传的一件清代和田玉雕，愿捐赠给美术馆收藏。',
  });
});
afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------------------------------
// The calls

/** Route templates (`:param` normalised) that have a contract test below. */
const covered = new Set<string>();
const routeKey = (route: string) => decodeURIComponent(route).replace(/:[A-Za-z]+/g, ':');

interface CallOptions {
  /** Call as the visitor, or as another user. */
  as?: () => TestUser;
  /** Outside /prod-api: the collection service and IIIF are at the root. */
  root?: boolean;
  /** Business code other than 200 (the WeChat login still waiting). */
  code?: number;
  headers?: Record<string, string>;
}

/** One `it` per call: GET `url()` and parse the answer with `schema`, strictly. */
function contract(route: string, schema: z.ZodType, url: () => string, options: CallOptions = {}) {
  covered.add(routeKey(options.root ? route : `/prod-api${route}`));
  it(`GET ${decodeURIComponent(route)}`, async () => {
    const address = options.root ? url() : `/prod-api${url()}`;
    const response = await t.app.inject({
      method: 'GET',
      url: address,
      headers: { ...options.as?.().headers, ...options.headers },
    });
    expect(response.statusCode, address).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/(ld\+)?json/);
    const body = response.json();
    if (route.startsWith(ICMS_BASE)) {
      // The ICMS dialect: status 0 is success.
      expect(body, `${address}: ${body.message}`).toMatchObject({ status: 0 });
    } else if (!options.root) {
      expect(body, `${address}: ${body.msg}`).toMatchObject({ code: options.code ?? 200 });
      if (schema !== messageResultSchema && options.code === undefined) {
        expect(body.data ?? body.rows, `${address} answers without data`).toBeDefined();
      }
    }
    // An empty list would check no row at all.
    for (const list of [body.rows, body.data, body.items]) {
      if (Array.isArray(list)) expect(list.length, `${address} answers an empty list`).toBeGreaterThan(0);
    }
    expectContract(body, schema, `GET ${address}`);
  });
}

const me = () => visitor;
const result = apiResultSchema;
const list = listResultSchema;

describe('site and accounts', () => {
  contract(SitePaths.health, result(healthStatusSchema), () => SitePaths.health);
  contract(ContentPaths.linkList, list(linkSchema), () => ContentPaths.linkList);
  contract(SitePaths.settings, result(siteSettingsSchema), () => SitePaths.settings);
  contract(AccountPaths.getInfo, result(userInfoResponseSchema), () => AccountPaths.getInfo, { as: me });
  contract(AccountPaths.captchaImage, captchaImageResultSchema, () => AccountPaths.captchaImage);
  contract(
    AccountPaths.devCaptcha,
    result(devCaptchaAnswerSchema),
    () => `${AccountPaths.devCaptcha}?uuid=${ids.captchaUuid}`,
  );
  contract(
    AccountPaths.smsSend,
    messageResultSchema,
    () => `${AccountPaths.smsSend}?phone=${smsPhone}&type=signIn`,
  );
  contract(
    AccountPaths.devSmsOutbox,
    result(z.array(smsOutboxEntrySchema)),
    () => `${AccountPaths.devSmsOutbox}?phone=${smsPhone}`,
  );
  contract(AccountPaths.checkExist(':value'), messageResultSchema, () => AccountPaths.checkExist(freePhone));
  contract(
    AccountPaths.wechatQrcode,
    result(wechatQrcodeSchema),
    () => `${AccountPaths.wechatQrcode}?state=${wechatState}`,
  );
  contract(
    AccountPaths.wechatCheckLogin,
    result(tokenResultSchema),
    () => `${AccountPaths.wechatCheckLogin}?state=${wechatState}`,
    { code: WechatLoginCode.waiting },
  );
  contract(AccountPaths.signOut, messageResultSchema, () => AccountPaths.signOut, { as: () => leaving });

  beforeAll(async () => {
    ids.captchaUuid = (await json('GET', `/prod-api${AccountPaths.captchaImage}`)).uuid;
  });
});

describe('content', () => {
  contract(ContentPaths.exhibitionList, list(exhibitionSummarySchema), () => ContentPaths.exhibitionList);
  contract(
    ContentPaths.exhibitionOther,
    list(exhibitionSummarySchema),
    () => `${ContentPaths.exhibitionOther}?id=${ids.exhibition}`,
  );
  contract(ContentPaths.exhibitionDetail(':id'), result(exhibitionDetailSchema), () =>
    ContentPaths.exhibitionDetail(ids.exhibition),
  );
  contract(
    EngagementPaths.exhibitionIsdo(':id'),
    result(exhibitionIsdoSchema),
    () => EngagementPaths.exhibitionIsdo(ids.exhibition),
    { as: me },
  );
  contract(ContentPaths.educationList, list(educationSummarySchema), () => ContentPaths.educationList);
  contract(ContentPaths.educationDetail(':id'), result(educationDetailSchema), () =>
    ContentPaths.educationDetail(ids.education),
  );
  contract(ContentPaths.artistList, list(artistSummarySchema), () => ContentPaths.artistList);
  contract(
    ContentPaths.artistInitials,
    result(z.array(artistInitialSchema)),
    () => ContentPaths.artistInitials,
  );
  contract(ContentPaths.artistDetail(':id'), result(artistDetailSchema), () =>
    ContentPaths.artistDetail(ids.artist),
  );
  contract(ContentPaths.academicList, list(academicSummarySchema), () => ContentPaths.academicList);
  contract(ContentPaths.academicDetail(':id'), result(academicDetailSchema), () =>
    ContentPaths.academicDetail(ids.academic),
  );
  contract(ContentPaths.noticeList, list(noticeSummarySchema), () => ContentPaths.noticeList);
  contract(ContentPaths.noticeDetail(':id'), result(noticeDetailSchema), () =>
    ContentPaths.noticeDetail(ids.notice),
  );
  contract(ContentPaths.policyList, list(policySummarySchema), () => ContentPaths.policyList);
  contract(ContentPaths.policyDetail(':id'), result(policyDetailSchema), () =>
    ContentPaths.policyDetail(ids.policy),
  );
  contract(ContentPaths.affairList, list(affairSummarySchema), () => ContentPaths.affairList);
  contract(ContentPaths.affairDetail(':id'), result(affairDetailSchema), () =>
    ContentPaths.affairDetail(ids.affair),
  );
  contract(ContentPaths.bannerList, list(bannerSchema), () => ContentPaths.bannerList);
  contract(ContentPaths.collectionBannerList, list(bannerSchema), () => ContentPaths.collectionBannerList);
  contract(
    ContentPaths.dict,
    result(z.array(dictEntrySchema)),
    () => `${ContentPaths.dict}?dictType=${DictType.exhibitionType}`,
  );
  contract(
    EngagementPaths.actionState,
    result(actionStateSchema),
    () => `${EngagementPaths.actionState}?module=${ContentType.exhibition}&resId=${ids.exhibition}`,
    { as: me },
  );
  contract(EngagementPaths.collectList, list(collectItemSchema), () => EngagementPaths.collectList, {
    as: me,
  });
  contract(EngagementPaths.collectionActionCounts(':id'), result(engagementCountsSchema), () =>
    EngagementPaths.collectionActionCounts(ids.culId),
  );
  contract(
    EngagementPaths.collectionIsdo(':id'),
    result(actionStateSchema),
    () => EngagementPaths.collectionIsdo(ids.culId),
    { as: me },
  );
  contract(
    SearchPaths.search,
    searchResultSchema,
    () => `${SearchPaths.search}?module=${ContentType.exhibition}&keyword=${encodeURIComponent('新疆')}`,
  );
});

describe('visitor services', () => {
  contract(EntryPaths.slots, result(z.array(entrySlotSchema)), () => EntryPaths.slots);
  contract(EntryPaths.rules, result(entryRulesSchema), () => EntryPaths.rules);
  contract(EntryPaths.standing, result(entryStandingSchema), () => EntryPaths.standing, { as: me });
  contract(EntryPaths.list, list(entryBookingSchema), () => EntryPaths.list, {
    as: me,
  });
  contract(EntryPaths.detail(':id'), result(entryBookingSchema), () => EntryPaths.detail(ids.booking), {
    as: me,
  });
  contract(EntryPaths.groupList, list(entryGroupSchema), () => EntryPaths.groupList, { as: me });
  contract(EntryPaths.groupDetail(':id'), result(entryGroupSchema), () => EntryPaths.groupDetail(ids.group), {
    as: me,
  });
  contract(ApplicationPaths.setting, result(venueSettingSchema), () => ApplicationPaths.setting);
  contract(ApplicationPaths.list, list(venueApplicationSchema), () => ApplicationPaths.list, {
    as: me,
  });
  contract(
    ApplicationPaths.item(':id'),
    result(venueApplicationSchema),
    () => ApplicationPaths.item(ids.application),
    { as: me },
  );
  contract(DonationPaths.list, list(donationReportAnswerSchema), () => DonationPaths.list, { as: me });
  contract(OrderPaths.list, list(eventOrderAnswerSchema), () => OrderPaths.list, {
    as: me,
  });
  contract(OrderPaths.detail(':id'), result(eventOrderAnswerSchema), () => OrderPaths.detail(ids.order), {
    as: me,
  });
  contract(
    OrderPaths.availability,
    result(orderAvailabilitySchema),
    () => `${OrderPaths.availability}?module=${ids.orderModule}&resId=${ids.orderResId}`,
    { as: me },
  );
  contract(MessagePaths.list, list(systemMessageSchema), () => MessagePaths.list, { as: me });
  contract(MessagePaths.unread, result(z.number()), () => MessagePaths.unread, { as: me });
  contract(
    FilePaths.uploadPolicy,
    result(uploadPolicySchema),
    () => `${FilePaths.uploadPolicy}?kind=document&ext=pdf`,
    { as: me },
  );
});

describe('venues', () => {
  contract(VenuePaths.halls, result(z.array(hallSchema)), () => VenuePaths.halls);
  contract(VenuePaths.floors, result(z.array(floorPlanSchema)), () => VenuePaths.floors);
});

describe('staff console', () => {
  const asStaff = { headers: staffHeaders };
  contract(StaffPaths.me, result(staffProfileSchema), () => StaffPaths.me, asStaff);
  contract(StaffPaths.staff, list(staffMemberSchema), () => StaffPaths.staff, asStaff);
  contract(
    StaffPaths.staffMember(':id'),
    result(staffMemberSchema),
    () => StaffPaths.staffMember(staffId),
    asStaff,
  );
  contract(StaffPaths.audit, list(auditEntrySchema), () => StaffPaths.audit, asStaff);
  contract(
    DoorPaths.manifest,
    result(doorManifestSchema),
    () => `${DoorPaths.manifest}?date=${ids.doorDay}`,
    asStaff,
  );
  contract(
    DoorPaths.conflicts,
    result(z.array(doorConflictSchema)),
    () => `${DoorPaths.conflicts}?date=${ids.doorDay}`,
    asStaff,
  );
});

describe('collection service and IIIF (outside /prod-api)', () => {
  const icms = (path: string) => `${ICMS_BASE}${path}`;
  const answer = culAnswerSchema;
  contract(icms(CollectionPaths.list), answer(z.array(culItemSchema)), () => icms(CollectionPaths.list), {
    root: true,
  });
  contract(icms(CollectionPaths.types), answer(z.array(culTypeSchema)), () => icms(CollectionPaths.types), {
    root: true,
  });
  contract(
    icms(CollectionPaths.detail),
    answer(z.array(culDetailSchema)),
    () => `${icms(CollectionPaths.detail)}?id=${ids.culId}`,
    { root: true },
  );
  contract(
    icms(CollectionPaths.fieldAndData),
    answer(culFieldAndDataSchema),
    () => `${icms(CollectionPaths.fieldAndData)}?shareType=0`,
    { root: true },
  );
  contract(IiifPaths.info(':id'), iiifImageInfoSchema, () => IiifPaths.info(iiifImageId(ids.culId, 1)), {
    root: true,
  });
  contract(IiifPaths.manifest(':culId'), iiifManifestSchema, () => IiifPaths.manifest(ids.culId), {
    root: true,
    headers: { accept: 'application/ld+json' },
  });
});

describe('answers of the actions made while preparing', () => {
  const answered = (path: string, schema: z.ZodType) =>
    it(`POST ${path}`, () => {
      const body = acted.get(path);
      expect(body, `POST ${path} was not made`).toBeDefined();
      expectContract(body, schema, `POST ${path}`);
    });
  answered(EngagementPaths.action, result(actionStateSchema));
  answered(EntryPaths.apply, result(entryBookingSchema));
  answered(EntryPaths.group, result(entryGroupSchema));
  answered(OrderPaths.order, result(eventOrderAnswerSchema));
  answered(ApplicationPaths.apply, result(venueApplicationSchema));
  answered(DonationPaths.report, result(donationReportAnswerSchema));
  answered(DoorPaths.batch, result(z.array(doorScanResultSchema)));
});

describe('GET paths that answer no JSON', () => {
  covered.add(routeKey(IiifPaths.image(':id')));
  covered.add(routeKey(`/prod-api${AccountPaths.wechatSimulator}`));

  it(`GET ${IiifPaths.image(':id')} sends the viewer on to info.json`, async () => {
    const response = await t.app.inject({ method: 'GET', url: IiifPaths.image(iiifImageId(ids.culId, 1)) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/\/info\.json$/);
  });

  it(`GET ${AccountPaths.wechatSimulator} is the simulated phone's page`, async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/prod-api${AccountPaths.wechatSimulator}?state=${wechatState}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('the contract test itself', () => {
  it('covers every GET route named by the shared path objects', () => {
    const groups: [string, object][] = [
      ['/prod-api', SitePaths],
      ['/prod-api', AccountPaths],
      ['/prod-api', ContentPaths],
      ['/prod-api', EngagementPaths],
      ['/prod-api', SearchPaths],
      ['/prod-api', EntryPaths],
      ['/prod-api', ApplicationPaths],
      ['/prod-api', DonationPaths],
      ['/prod-api', OrderPaths],
      ['/prod-api', MessagePaths],
      ['/prod-api', FilePaths],
      ['/prod-api', VenuePaths],
      ['/prod-api', StaffPaths],
      ['/prod-api', DoorPaths],
      [ICMS_BASE, CollectionPaths],
      ['', { ...IiifPaths, base: undefined }],
    ];
    const routes = new Set<string>();
    for (const [base, paths] of groups) {
      for (const path of Object.values(paths)) {
        if (path === undefined) continue;
        const template = typeof path === 'function' ? path(':id') : String(path);
        routes.add(`${base}${decodeURIComponent(template)}`);
      }
    }
    const served = [...routes].filter((route) => t.app.hasRoute({ method: 'GET', url: route }));
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((route) => !covered.has(routeKey(route)))).toEqual([]);
  });

  it('refuses an answer with a field the contract does not declare, at any depth', () => {
    const detail = {
      code: 200,
      msg: '操作成功',
      data: { captchaEnabled: true, img: 'iVBOR', uuid: 'u-1' },
      captchaEnabled: true,
      img: 'iVBOR',
      uuid: 'u-1',
    };
    expect(() => expectContract(detail, captchaImageResultSchema, 'captcha')).not.toThrow();
    const extra = { ...detail, data: { ...detail.data, answer: 'abcd' } };
    expect(() => expectContract(extra, captchaImageResultSchema, 'captcha')).toThrow(/answer/);
    const renamed = { ...detail, data: { captchaOn: true } };
    expect(() => expectContract(renamed, captchaImageResultSchema, 'captcha')).toThrow(/captchaEnabled/);
    const rows = { code: 200, msg: '', total: 1, rows: [{ value: 'a', label: 'A', sort: 1 }] };
    expect(() => expectContract(rows, list(dictEntrySchema), 'dict')).toThrow(/sort/);
  });
});
