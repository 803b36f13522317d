import { fileExtension, uploadMessages } from '@museum/shared';

/** What file-type may find inside a file carrying each accepted extension (MP4 and QuickTime share a family). */
const CONTENT_BY_EXTENSION: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  webp: ['webp'],
  gif: ['gif'],
  mp4: ['mp4', 'm4v', 'mov'],
  mov: ['mov', 'mp4', 'm4v'],
};

/**
 * Null when the detected content fits the name's extension, else the message to show: a renamed executable or
 * a photo called .pdf is refused, whatever its name says (docs/PRODUCT.md "Uploads").
 */
export function contentMismatch(fileName: string, detectedExtension: string | undefined): string | null {
  const ext = fileExtension(fileName);
  const expected = CONTENT_BY_EXTENSION[ext];
  if (!expected) return uploadMessages.wrongType(Object.keys(CONTENT_BY_EXTENSION));
  if (detectedExtension && expected.includes(detectedExtension)) return null;
  return uploadMessages.contentMismatch(ext);
}
