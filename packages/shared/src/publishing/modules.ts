import { workDeclaration, workTypeDeclaration } from '../collection/index.ts';
import type { ContentDeclaration, ContentType } from '../common/index.ts';
import {
  academicDeclaration,
  affairDeclaration,
  artistDeclaration,
  bannerDeclaration,
  educationDeclaration,
  exhibitionDeclaration,
  linkDeclaration,
  noticeDeclaration,
  policyDeclaration,
} from '../content/index.ts';
import { hallDeclaration } from '../venues/index.ts';

/**
 * What staff publish, one name per content type, in the console's order (docs/PRODUCT.md "Staff console",
 * "Content"). Each type is declared once beside its feature; this is the one list of them.
 */
export const PUBLISHING_DECLARATIONS = {
  exhibition: exhibitionDeclaration,
  education: educationDeclaration,
  academic: academicDeclaration,
  notice: noticeDeclaration,
  policy: policyDeclaration,
  affair: affairDeclaration,
  artist: artistDeclaration,
  banner: bannerDeclaration,
  link: linkDeclaration,
  hall: hallDeclaration,
  work: workDeclaration,
  'work-type': workTypeDeclaration,
} as const;
export type PublishingModule = keyof typeof PUBLISHING_DECLARATIONS;

/** A module's declaration, seen as any declaration: its fields by name (forms, readers and writers of every module). */
export const declarationOf = (module: PublishingModule) =>
  PUBLISHING_DECLARATIONS[module] as unknown as ContentDeclaration;

const entries = (Object.keys(PUBLISHING_DECLARATIONS) as PublishingModule[]).map(
  (module) => [module, declarationOf(module)] as const,
);
export const PUBLISHING_MODULES = entries.map(([module]) => module);

export const PUBLISHING_MODULE_LABELS = Object.fromEntries(
  entries.map(([module, declaration]) => [module, declaration.label]),
) as Record<PublishingModule, string>;

/** The module's kind in favourites, counts and search, for the modules visitors open one by one. */
export const PUBLISHING_CONTENT_TYPES = Object.fromEntries(
  entries.flatMap(([module, { contentType }]) => (contentType ? [[module, contentType]] : [])),
) as Partial<Record<PublishingModule, ContentType>>;

/** The declaration of a content type visitors open one by one (search, favourites). */
export function declarationOfType(type: ContentType): ContentDeclaration {
  const found = entries.find(([, declaration]) => declaration.contentType === type);
  if (!found) throw new Error(`no content type ${type}`);
  return found[1];
}
