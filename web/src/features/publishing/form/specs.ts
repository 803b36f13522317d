import {
  declarationOf,
  type FieldDeclaration,
  PUBLISHING_CONTENT_TYPES,
  type PublishingModule,
} from '@museum/shared';

export type { FieldKind } from '@museum/shared';

/** A field of a module's form: its declaration (label, kind, limits, hint) under its name. */
export interface FieldSpec extends FieldDeclaration {
  name: string;
}

/** A module's form, field by field, in the order its declaration gives (the order an editor fills them in). */
export const formSpecsOf = (module: PublishingModule): FieldSpec[] =>
  Object.entries(declarationOf(module).fields).map(([name, declared]) => ({ name, ...declared }));

/** Modules whose items visitors open one by one, on a page of their own: what "preview as visitor" shows. */
export const PREVIEWABLE: ReadonlySet<PublishingModule> = new Set(
  Object.keys(PUBLISHING_CONTENT_TYPES) as PublishingModule[],
);
