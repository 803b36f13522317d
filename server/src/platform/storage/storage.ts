import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
  lastModified?: Date;
}

/**
 * Where files live: demo images, generated variants and visitors' uploads.
 * Keys are relative paths such as `uploads/u12/1700000000-plan.pdf`; they never start with a slash.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole object in memory (images, small files); null when absent. */
  read(key: string): Promise<Buffer | null>;
  /** A stream for serving; null when absent. */
  open(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Size and type without reading the body; null when absent. */
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  /** The first `bytes` bytes (for checking a file's type by its content); null when absent. */
  readStart(key: string, bytes: number): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a folder such as `uploads/12/`); absent is fine. */
  deletePrefix(prefix: string): Promise<void>;
}

/** Keys are built by the server, but anything arriving from a URL is checked before it reaches a disk or bucket. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    !key.startsWith('/') &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
};

/** Every type a stored file is served as. */
export const STORED_CONTENT_TYPES = [...new Set(Object.values(CONTENT_TYPES)), 'application/octet-stream'];

/** Types a browser may show inline; everything else is downloaded, never rendered as a page. */
export const isInlineType = (contentType: string) =>
  /^(image\/(jpeg|png|webp|gif)|video\/(mp4|quicktime))$/.test(contentType);

/** A folder prefix (`uploads/12/`): a safe key followed by a slash, so it can never reach outside the store. */
export function isSafePrefix(prefix: string): boolean {
  return prefix.endsWith('/') && isSafeKey(prefix.slice(0, -1));
}

/** The content type a key's extension stands for; application/octet-stream when unknown. */
export function contentTypeOf(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
