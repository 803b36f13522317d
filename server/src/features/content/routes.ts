import {
  academicDetailSchema,
  academicListQuerySchema,
  academicSummarySchema,
  affairDetailSchema,
  affairListQuerySchema,
  affairSummarySchema,
  artistDetailSchema,
  artistInitialSchema,
  artistListQuerySchema,
  artistSummarySchema,
  BannerPosition,
  bannerListQuerySchema,
  bannerSchema,
  ContentMessages,
  ContentPaths,
  dictEntrySchema,
  dictQuerySchema,
  educationDetailSchema,
  educationListQuerySchema,
  educationSummarySchema,
  exhibitionDetailSchema,
  exhibitionListQuerySchema,
  exhibitionOtherQuerySchema,
  exhibitionSummarySchema,
  idParamSchema,
  type Language,
  linkSchema,
  noticeDetailSchema,
  noticeListQuerySchema,
  noticeSummarySchema,
  pageQuerySchema,
  policyDetailSchema,
  policyListQuerySchema,
  policySummarySchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { type ZodType, z } from 'zod';
import type { Page } from '../../platform/db/paging.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { answer, type TypedApp, typed } from '../../platform/http/routes.ts';
import type { SharedAnswers } from '../../platform/http/shared-answers.ts';
import type { ContentService } from './service.ts';

const byId = { params: idParamSchema };

async function pageOf<T>(result: Promise<Page<T>>) {
  const { rows, total } = await result;
  return page(rows, total);
}

/**
 * How a module's list and detail are read (its list takes what its query schema parses), in the language the call
 * asks for (docs/PRODUCT.md "English").
 */
interface Reader {
  list(query: never, language: Language): Promise<Page<unknown>>;
  detail(id: number, drafts: boolean, language: Language): Promise<unknown>;
}

/** A module's list path, detail path, query, summary and detail schemas, reader, and what its 404 says. */
type ContentModule = readonly [string, (id: string) => string, ZodType, ZodType, ZodType, Reader, string];

/**
 * A module's list (shared between visitors for a few seconds: the same for all of them) and its detail (cheap,
 * with live counts), or code 404 with a message naming what is missing: an id no record can have (abc, 0) is
 * missing like any other, so the page at its address answers 404 too.
 */
function listAndDetail(
  app: TypedApp,
  shared: SharedAnswers,
  [listPath, detailPath, query, summary, detail, reader, missing]: ContentModule,
) {
  app.get(
    listPath,
    { schema: { querystring: query, response: answer.list(summary) } },
    async (request, reply) =>
      shared.send(request, reply, () =>
        pageOf(reader.list(request.query as never, requestLanguage(request))),
      ),
  );
  app.get(
    detailPath(':id'),
    { schema: { ...byId, response: answer.data(detail) }, attachValidation: true },
    async (request) => {
      const item = request.validationError
        ? null
        : await reader.detail(request.params.id, false, requestLanguage(request));
      if (!item) throw notFound(missing);
      return ok(item);
    },
  );
}

/** Read API of the content modules (docs/spec §7; docs/PRODUCT.md names the paths the spec leaves open). */
export async function contentRoutes(
  fastify: FastifyInstance,
  content: ContentService,
  shared: SharedAnswers,
) {
  const app = typed(fastify);
  const share = shared.send;
  const paths = ContentPaths;

  const modules: ContentModule[] = [
    [
      paths.exhibitionList,
      paths.exhibitionDetail,
      exhibitionListQuerySchema,
      exhibitionSummarySchema,
      exhibitionDetailSchema,
      content.exhibitions,
      ContentMessages.exhibitionNotFound,
    ],
    [
      paths.educationList,
      paths.educationDetail,
      educationListQuerySchema,
      educationSummarySchema,
      educationDetailSchema,
      content.education,
      ContentMessages.educationNotFound,
    ],
    [
      paths.artistList,
      paths.artistDetail,
      artistListQuerySchema,
      artistSummarySchema,
      artistDetailSchema,
      content.artists,
      ContentMessages.artistNotFound,
    ],
    [
      paths.academicList,
      paths.academicDetail,
      academicListQuerySchema,
      academicSummarySchema,
      academicDetailSchema,
      content.academic,
      ContentMessages.academicNotFound,
    ],
    [
      paths.noticeList,
      paths.noticeDetail,
      noticeListQuerySchema,
      noticeSummarySchema,
      noticeDetailSchema,
      content.notices,
      ContentMessages.noticeNotFound,
    ],
    [
      paths.policyList,
      paths.policyDetail,
      policyListQuerySchema,
      policySummarySchema,
      policyDetailSchema,
      content.policies,
      ContentMessages.policyNotFound,
    ],
    [
      paths.affairList,
      paths.affairDetail,
      affairListQuerySchema,
      affairSummarySchema,
      affairDetailSchema,
      content.affairs,
      ContentMessages.affairNotFound,
    ],
  ];
  for (const module of modules) listAndDetail(app, shared, module);

  app.get(
    paths.exhibitionOther,
    { schema: { querystring: exhibitionOtherQuerySchema, response: answer.list(exhibitionSummarySchema) } },
    async (request, reply) =>
      share(request, reply, async () => {
        const rows = await content.exhibitions.related(request.query, requestLanguage(request));
        return page(rows, rows.length);
      }),
  );
  app.get(
    paths.artistInitials,
    {
      schema: {
        querystring: artistListQuerySchema.pick({ category: true }),
        response: answer.data(z.array(artistInitialSchema)),
      },
    },
    async (request, reply) =>
      share(request, reply, async () =>
        ok(await content.artists.initials(request.query.category, requestLanguage(request))),
      ),
  );

  for (const [path, position] of [
    [ContentPaths.bannerList, BannerPosition.home],
    [ContentPaths.collectionBannerList, BannerPosition.collection],
  ] as const) {
    app.get(
      path,
      { schema: { querystring: bannerListQuerySchema, response: answer.list(bannerSchema) } },
      async (request, reply) =>
        share(request, reply, () =>
          pageOf(content.banners(position, request.query, requestLanguage(request))),
        ),
    );
  }

  app.get(
    ContentPaths.dict,
    { schema: { querystring: dictQuerySchema, response: answer.data(z.array(dictEntrySchema)) } },
    async (request, reply) =>
      share(request, reply, async () =>
        ok(await content.dictionary(request.query.dictType, requestLanguage(request))),
      ),
  );

  app.get(
    ContentPaths.linkList,
    { schema: { querystring: pageQuerySchema, response: answer.list(linkSchema) } },
    async (request) => pageOf(content.links(request.query, requestLanguage(request))),
  );
}
