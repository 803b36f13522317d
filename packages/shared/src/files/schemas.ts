import { z } from 'zod';
import { DOCUMENT_TYPES, PREVIEW_TYPES } from '../common/constants.ts';
import { idMessages } from '../common/envelope.ts';
import type { ValueOf } from '../common/labelled.ts';
import { Messages } from '../common/messages.ts';
import { intSchema, textSchema } from '../common/validators.ts';
import { attachmentMessages, uploadMessages } from './messages.ts';

/** Documents may be large; photos and video are kept small (docs/PRODUCT.md "Uploads"). */
export const UploadKind = { document: 'document', media: 'media' } as const;
export type UploadKind = ValueOf<typeof UploadKind>;
export const UPLOAD_KIND_TYPES: Record<UploadKind, readonly string[]> = {
  document: DOCUMENT_TYPES,
  media: PREVIEW_TYPES,
};

export function uploadKindOf(fileName: string): UploadKind | null {
  const ext = fileExtension(fileName);
  if ((DOCUMENT_TYPES as readonly string[]).includes(ext)) return UploadKind.document;
  if ((PREVIEW_TYPES as readonly string[]).includes(ext)) return UploadKind.media;
  return null;
}

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * GET /common/oss/sts?kind=&ext=: `ext` is the extension of the file about to be uploaded. With it the policy
 * admits that type only and fixes the stored Content-Type to it (a bucket then serves the file as what it is);
 * without it the policy admits any type of the kind, stored as application/octet-stream.
 */
export const uploadPolicyQuerySchema = z
  .object({
    kind: z
      .enum([UploadKind.document, UploadKind.media], { error: uploadMessages.kindInvalid })
      .default(UploadKind.media),
    ext: textSchema(uploadMessages.kindInvalid, uploadMessages.kindInvalid)
      .trim()
      .toLowerCase()
      .optional()
      .transform((ext) => ext || undefined),
  })
  .superRefine((query, ctx) => {
    const accepted = UPLOAD_KIND_TYPES[query.kind];
    if (query.ext !== undefined && !accepted.includes(query.ext)) {
      ctx.addIssue({ code: 'custom', path: ['ext'], message: uploadMessages.wrongType(accepted) });
    }
  });
export type UploadPolicyQuery = z.input<typeof uploadPolicyQuerySchema>;

/**
 * GET /common/oss/sts, in presigned-POST form: post `fields` + `key` (= keyPrefix + timestamp + '-' + name)
 * + `file` to `url`; the file is then at `publicBaseUrl + key`.
 */
export const uploadPolicySchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  keyPrefix: z.string(),
  publicBaseUrl: z.string(),
  /** Bytes. */
  maxSize: z.number(),
  /** Unix seconds after which the policy is refused. */
  expire: z.number(),
  /** Extensions this policy accepts (those sharing `ext`'s content type when the policy was asked with one). */
  accept: z.array(z.string()).readonly(),
});
export type UploadPolicy = z.infer<typeof uploadPolicySchema>;

/** The key a browser uploads under: the policy's prefix, a timestamp and a cleaned-up file name. */
export function uploadKey(keyPrefix: string, fileName: string, now = Date.now()): string {
  const dotted = fileExtension(fileName);
  // Only a plain extension is kept as one ("a.b/c" has none).
  const ext = /^[a-z0-9]{1,10}$/.test(dotted) ? dotted : '';
  const base = (ext ? fileName.slice(0, -(ext.length + 1)) : fileName)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return `${keyPrefix}${now}-${base || 'file'}${ext ? `.${ext}` : ''}`;
}

/** What `uploadKey` puts after the prefix: `<timestamp>-<cleaned name>[.<extension>]`. */
const UPLOAD_FILE_PART = /^\d{10,}-[\p{L}\p{N}_-]{1,60}(?:\.[a-z0-9]{1,10})?$/u;

/** Whether `key` is one `uploadKey` could have made under `keyPrefix` (the server accepts no other). */
export function isUploadKey(keyPrefix: string, key: string): boolean {
  return key.startsWith(keyPrefix) && UPLOAD_FILE_PART.test(key.slice(keyPrefix.length));
}

/** The name a visitor gave a file, read back from its key (`…/1700000000000-plan.pdf` → `plan.pdf`). */
export function fileNameOfKey(key: string): string {
  const last = key.split('/').pop() ?? key;
  return last.replace(/^\d{10,}-/, '');
}

/** One or more uploaded files' addresses, comma-separated as the client sends them (at most `limit`). */
export const attachmentsSchema = (limit: number) =>
  textSchema(Messages.materialRequired)
    .trim()
    .min(1, Messages.materialRequired)
    .max(4000, uploadMessages.attachmentsTooMany(limit))
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((urls) => urls.length > 0, Messages.materialRequired)
    .refine((urls) => urls.length <= limit, uploadMessages.attachmentsTooMany(limit));

/** A file attached to an application or a donation report, as its owner and the museum see it. */
export const attachedFileSchema = z.object({
  url: z.string(),
  /** The name the visitor's file had. */
  name: z.string(),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

/** The embedded default's upload route answers where the file now is. */
export const uploadedFileSchema = z.object({ key: z.string(), url: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The path of one attached file of a record: `/{id}/files/{index}`, `index` counting from 0. */
export const attachmentParamsSchema = z.object({
  id: intSchema(idMessages()),
  index: intSchema(attachmentMessages.indexInvalid, 0, 99),
});
