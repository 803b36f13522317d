import {
  academicListQuerySchema,
  affairListQuerySchema,
  artistListQuerySchema,
  BannerPosition,
  bannerListQuerySchema,
  ContentPaths,
  dictQuerySchema,
  educationListQuerySchema,
  exhibitionListQuerySchema,
  exhibitionOtherQuerySchema,
  idParamSchema,
  noticeListQuerySchema,
  policyListQuerySchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import {
  findAcademic,
  findAffair,
  findNotice,
  findPolicy,
  listAcademic,
  listAffairs,
  listNotices,
  listPolicies,
} from './articles.ts';
import { artistInitials, findArtist, listArtists } from './artists.ts';
import { dictionary, listBanners } from './banners.ts';
import { findEducation, listEducation } from './education.ts';
import { findExhibition, listExhibitions, relatedExhibitions } from './exhibitions.ts';

const ID = ':id';
const params = { params: idParamSchema };

async function pageOf<T>(result: Promise<{ rows: T[]; total: number }>) {
  const { rows, total } = await result;
  return page(rows, total);
}

/** A detail, or code 404 with a message naming what is missing. */
function found<T>(item: T | null, missing: string) {
  if (!item) throw notFound(missing);
  return ok(item);
}

/** Read API of the content modules (spec section 7; PRODUCT.md names the paths the spec leaves open). */
export async function contentRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Lists are the same for every visitor: shared for a few seconds (details are cheap and carry live counts).
  const shared = ctx.answers.send;

  app.get(
    ContentPaths.exhibitionList,
    { schema: { querystring: exhibitionListQuerySchema } },
    async (request, reply) => shared(request, reply, () => pageOf(listExhibitions(db, request.query))),
  );
  app.get(
    ContentPaths.exhibitionOther,
    { schema: { querystring: exhibitionOtherQuerySchema } },
    async (request, reply) =>
      shared(request, reply, async () => {
        const rows = await relatedExhibitions(db, request.query);
        return page(rows, rows.length);
      }),
  );
  app.get(ContentPaths.exhibitionDetail(ID), { schema: params }, async (request) =>
    found(await findExhibition(db, request.params.id), '该展览不存在或已下线'),
  );

  app.get(
    ContentPaths.educationList,
    { schema: { querystring: educationListQuerySchema } },
    async (request, reply) => shared(request, reply, () => pageOf(listEducation(db, request.query))),
  );
  app.get(ContentPaths.educationDetail(ID), { schema: params }, async (request) =>
    found(await findEducation(db, request.params.id), '该活动不存在或已下线'),
  );

  app.get(
    ContentPaths.artistList,
    { schema: { querystring: artistListQuerySchema } },
    async (request, reply) => shared(request, reply, () => pageOf(listArtists(db, request.query))),
  );
  app.get(
    ContentPaths.artistInitials,
    { schema: { querystring: artistListQuerySchema.pick({ category: true }) } },
    async (request, reply) =>
      shared(request, reply, async () => ok(await artistInitials(db, request.query.category))),
  );
  app.get(ContentPaths.artistDetail(ID), { schema: params }, async (request) =>
    found(await findArtist(db, request.params.id), '该艺术家不存在或已下线'),
  );

  app.get(
    ContentPaths.academicList,
    { schema: { querystring: academicListQuerySchema } },
    async (request, reply) => shared(request, reply, () => pageOf(listAcademic(db, request.query))),
  );
  app.get(ContentPaths.academicDetail(ID), { schema: params }, async (request) =>
    found(await findAcademic(db, request.params.id), '该学术内容不存在或已下线'),
  );

  app.get(
    ContentPaths.noticeList,
    { schema: { querystring: noticeListQuerySchema } },
    async (request, reply) => shared(request, reply, () => pageOf(listNotices(db, request.query))),
  );
  app.get(ContentPaths.noticeDetail(ID), { schema: params }, async (request) =>
    found(await findNotice(db, request.params.id), '该公告不存在或已撤下'),
  );

  app.get(
    ContentPaths.policyList,
    { schema: { querystring: policyListQuerySchema } },
    async (request, reply) => shared(request, reply, () => pageOf(listPolicies(db, request.query))),
  );
  app.get(ContentPaths.policyDetail(ID), { schema: params }, async (request) =>
    found(await findPolicy(db, request.params.id), '该政策法规不存在或已撤下'),
  );

  app.get(
    ContentPaths.affairList,
    { schema: { querystring: affairListQuerySchema } },
    async (request, reply) => shared(request, reply, () => pageOf(listAffairs(db, request.query))),
  );
  app.get(ContentPaths.affairDetail(ID), { schema: params }, async (request) =>
    found(await findAffair(db, request.params.id), '该馆务信息不存在或已撤下'),
  );

  app.get(
    ContentPaths.bannerList,
    { schema: { querystring: bannerListQuerySchema } },
    async (request, reply) =>
      shared(request, reply, () => pageOf(listBanners(db, BannerPosition.home, request.query))),
  );
  app.get(
    ContentPaths.collectionBannerList,
    { schema: { querystring: bannerListQuerySchema } },
    async (request, reply) =>
      shared(request, reply, () => pageOf(listBanners(db, BannerPosition.collection, request.query))),
  );

  app.get(ContentPaths.dict, { schema: { querystring: dictQuerySchema } }, async (request, reply) =>
    shared(request, reply, async () => ok(await dictionary(db, request.query.dictType))),
  );
}
