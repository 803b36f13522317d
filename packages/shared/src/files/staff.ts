import { z } from 'zod';
import type { ValueOf } from '../common/labelled.ts';
import { intSchema, textSchema } from '../common/validators.ts';
import { uploadMessages } from './messages.ts';
import { fileExtension, uploadPolicySchema } from './schemas.ts';

/**
 * Staff uploads (docs/PRODUCT.md "Staff console", "Content"): editors put images and PDFs into published content
 * through the same presigned-POST mechanism visitors use, with larger limits and a folder of the site's own.
 */
export const StaffFilePaths = {
  /** GET ?folder=content&name=&size=&type=: a policy for one file, answered like GET /common/oss/sts. */
  uploadPolicy: '/admin/files/policy',
} as const;

/** Where staff files live; each folder is a key prefix of its own (`content/<policy>/<timestamp>-<name>`). */
export const StaffUploadFolder = { content: 'content' } as const;
export type StaffUploadFolder = ValueOf<typeof StaffUploadFolder>;

/** Pictures for covers, galleries and rich text; the site serves resized copies of them. */
export const STAFF_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
/** Documents an editor links from content (a catalogue, a policy text). */
export const STAFF_DOCUMENT_TYPES = ['pdf'] as const;
export const STAFF_UPLOAD_TYPES = [...STAFF_IMAGE_TYPES, ...STAFF_DOCUMENT_TYPES] as const;
/** Default limits in MB; the server's STAFF_UPLOAD_IMAGE_MAX_MB / STAFF_UPLOAD_DOCUMENT_MAX_MB change them. */
export const STAFF_IMAGE_MAX_MB = 20;
export const STAFF_DOCUMENT_MAX_MB = 50;

/** The content type each accepted extension is stored and served as. */
export const STAFF_UPLOAD_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

export const isStaffImage = (fileName: string) =>
  (STAFF_IMAGE_TYPES as readonly string[]).includes(fileExtension(fileName));

export const staffUploadMessages = {
  folderInvalid: '上传目录不正确',
  nameRequired: '请提供要上传的文件名',
  nameTooLong: '文件名不能超过 200 个字',
  sizeInvalid: '文件大小不正确',
  typeInvalid: '文件类型不正确',
  wrongType: uploadMessages.wrongType(STAFF_UPLOAD_TYPES),
  /** The browser's type of the file is not the one its extension stands for. */
  typeMismatch: (ext: string) => `文件类型与扩展名 .${ext} 不符，请上传真实的${ext}文件`,
  /** An image is refused before it is cropped or sent. */
  notImage: `请选择图片文件（${STAFF_IMAGE_TYPES.join('/')}）`,
  notDocument: '请选择 PDF 文件',
} as const;

/**
 * GET /admin/files/policy: `name`, `size` (bytes) and `type` (the browser's File.type, may be empty) of the file
 * about to go up. The server checks the name's extension and the size against its limits before it signs.
 */
export const staffUploadPolicyQuerySchema = z
  .object({
    folder: z
      .enum([StaffUploadFolder.content], { error: staffUploadMessages.folderInvalid })
      .default(StaffUploadFolder.content),
    name: textSchema(staffUploadMessages.nameRequired)
      .trim()
      .min(1, staffUploadMessages.nameRequired)
      .max(200, staffUploadMessages.nameTooLong),
    size: intSchema(staffUploadMessages.sizeInvalid, 1),
    type: z
      .string({ error: staffUploadMessages.typeInvalid })
      .trim()
      .toLowerCase()
      .optional()
      .transform((type) => type || undefined),
  })
  .superRefine((query, ctx) => {
    const ext = fileExtension(query.name);
    const expected = STAFF_UPLOAD_CONTENT_TYPES[ext];
    if (!expected) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: staffUploadMessages.wrongType });
    } else if (query.type !== undefined && query.type !== expected) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: staffUploadMessages.typeMismatch(ext) });
    }
  });
export type StaffUploadPolicyQuery = z.input<typeof staffUploadPolicyQuerySchema>;

/** The same answer as the visitors' policy, so one uploader posts to either. */
export const staffUploadPolicySchema = uploadPolicySchema;

/**
 * The address of a stored file, each segment percent-encoded: content fields take only `/files/` addresses of
 * plain characters (IMAGE_URL_PATTERN), and a Chinese file name stays readable once decoded.
 */
export function storedFileUrl(publicBaseUrl: string, key: string): string {
  return `${publicBaseUrl}${key.split('/').map(encodeURIComponent).join('/')}`;
}
