import { msg } from '@lingui/core/macro';
import {
  CollectionPaths,
  ContentPaths,
  ICMS_OK,
  type IcmsItem,
  type Language,
  ResultCode,
  toWork,
  toWorks,
  toWorkTypes,
  type Work,
} from '@museum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, RequestError } from '@/shared/api/request';
import { pageI18n } from '@/shared/i18n';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { useBanners } from '@/shared/ui/hero-carousel/useBanners';

/** getShareCulList's parameters: `culCategory` is a type's `typeCode`. */
export interface CulListParams {
  pageIndex: number;
  pageSize: number;
  culCategory?: string;
  culName?: string;
}

/** Keyed by the service's base URL too: pointing the site at another collection shows that one's works. */
export const collectionKeys = {
  all: ['collection'] as const,
  list: (base: string | undefined, query: CulListParams) =>
    [...collectionKeys.all, base, 'list', query] as const,
  types: (base: string | undefined) => [...collectionKeys.all, base, 'types'] as const,
  /** Holds the dialect's item as answered (the console's preview seeds it with a draft's). */
  detail: (base: string | undefined, id: string) => [...collectionKeys.all, base, 'detail', id] as const,
  banners: () => [...collectionKeys.all, 'banners'] as const,
};

type IcmsAnswers = typeof import('./icms-answers');

/**
 * A call in the ICMS dialect: the envelope checked (with the schema `answer` picks, see icms-answers.ts), a
 * non-zero status rejected with the service's message.
 */
async function icmsGet<S extends z.ZodType<{ status: number; message?: string | null }>>(
  base: string,
  path: string,
  params: object | undefined,
  answer: (schemas: IcmsAnswers) => S,
): Promise<z.output<S>> {
  const [body, schemas] = await Promise.all([
    http.get<unknown>(path, { ...params }, { baseURL: base, isToken: false, noErrorMessage: true }),
    import('./icms-answers'),
  ]);
  const parsed = answer(schemas).safeParse(body);
  if (!parsed.success)
    throw new RequestError(pageI18n()._(msg`藏品服务的回答无法识别，请稍后再试`), ResultCode.error, body);
  if (parsed.data.status !== ICMS_OK)
    throw new RequestError(
      parsed.data.message || pageI18n()._(msg`藏品服务暂时无法访问，请稍后再试`),
      ResultCode.error,
      body,
    );
  return parsed.data;
}

/** Where the calls go, and what relative picture addresses are resolved against (the ICMS's own base). */
interface IcmsService {
  base: string;
  pictures: string;
}

/**
 * The collection lives in an ICMS service whose base URL comes from the site settings (this server's built-in
 * one, or its proxy of a museum's own), so every call waits for the settings and sends no token. Answers are
 * read only through the adapter (icms.ts).
 */
function useCollectionQuery<T, R = T>(
  key: (base: string | undefined) => readonly unknown[],
  fetch: (service: IcmsService) => Promise<T>,
  {
    keepPrevious = false,
    select,
  }: { keepPrevious?: boolean; select?: (data: T, pictureBase: string) => R } = {},
) {
  const { data: site } = useSiteSettings();
  const base = site?.collectionApiBase;
  const pictures = site?.collectionPictureBase ?? base;
  const query = useQuery({
    queryKey: key(base),
    queryFn: () => fetch({ base: base!, pictures: pictures! }),
    enabled: Boolean(base),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    select: select && ((data: T) => select(data, pictures!)),
  });
  // Still loading while the settings that name the service are on their way.
  return { ...query, isLoading: query.isPending };
}

/** A page of works, of one category or with a name, as `{rows, total}` for the list frame. */
export const useCulList = (query: CulListParams) =>
  useCollectionQuery(
    (base) => collectionKeys.list(base, query),
    async ({ base, pictures }) => {
      const answer = await icmsGet(base, CollectionPaths.list, query, (s) => s.icmsListAnswerSchema);
      return { rows: toWorks(answer.data, pictures), total: answer.count ?? answer.data?.length ?? 0 };
    },
    { keepPrevious: true },
  );

/** The categories (with their counts when the service gives them), for the filter bar. */
export const useCulTypes = () =>
  useCollectionQuery(
    (base) => collectionKeys.types(base),
    async ({ base }) =>
      toWorkTypes((await icmsGet(base, CollectionPaths.types, {}, (s) => s.icmsTypeAnswerSchema)).data),
  );

/** A work as its page shows it: `lang: 'zh'` on the English site when it has no English yet. */
export type WorkInLanguage = Work & { lang?: Language };

const languageOf = (item: IcmsItem): Language | undefined =>
  item.lang === 'zh' || item.lang === 'en' ? item.lang : undefined;

/**
 * The work of a culId (getShareCulDetail's `data[0]`); a missing one is explained by the screen (code 404). The
 * address's `culName` goes along: a proxied ICMS, whose detail call takes its own record id, finds the work by it.
 */
export const useCulDetail = (culId = '', culName?: string) =>
  useCollectionQuery<IcmsItem, WorkInLanguage | undefined>(
    (base) => collectionKeys.detail(base, culId),
    async ({ base }) => {
      const answer = await icmsGet(
        base,
        CollectionPaths.detail,
        { id: culId, culName },
        (s) => s.icmsDetailAnswerSchema,
      ).catch((error: unknown) => {
        // An installation says "not found" with a non-zero status: the screen shows it as missing.
        if (error instanceof RequestError && error.code === ResultCode.error)
          throw new RequestError(error.message, 404, { msg: error.message });
        throw error;
      });
      const [item] = answer.data ?? [];
      if (!item) {
        const missing = pageI18n()._(msg`藏品不存在`);
        throw new RequestError(missing, 404, { msg: missing });
      }
      return item;
    },
    // An item without an id to show it by is missing to the screen.
    {
      select: (item, pictures) => {
        const work = toWork(item, pictures);
        const lang = languageOf(item);
        return work ? { ...work, ...(lang ? { lang } : {}) } : undefined;
      },
    },
  );

/** The slides above the collection list. */
export const useCollectionBanners = () =>
  useBanners(collectionKeys.banners(), ContentPaths.collectionBannerList);
