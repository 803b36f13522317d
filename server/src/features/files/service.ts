import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  API_BASE,
  type AttachedFile,
  AVATAR_TYPES,
  FilePaths,
  fileExtension,
  fileNameOfKey,
  isStaffImage,
  isUploadKey,
  STAFF_DOCUMENT_TYPES,
  STAFF_IMAGE_TYPES,
  type StaffUploadFolder,
  storedFileUrl,
  UPLOAD_KIND_TYPES,
  type UploadKind,
  type UploadPolicy,
  uploadKindOf,
  uploadMessages,
} from '@museum/shared';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { DAY_MS } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadPersonalDataKey } from '../../platform/crypto/personal-data.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/errors.ts';
import { fitsPixelLimit, MAX_INPUT_SIDE } from '../../platform/images/limits.ts';
import { variantFolder } from '../../platform/images/variants.ts';
import { LocalStorage, S3Storage } from '../../platform/storage/index.ts';
import { contentTypeOf, isSafeKey } from '../../platform/storage/storage.ts';
import { createLocalPolicySigner } from '../../platform/storage/upload-policy.ts';
import { contentMismatch } from './content-check.ts';
import { createUploadQuota, type GiveBack } from './quota.ts';
import { uploads } from './tables.ts';

/** Bytes read from the start of a bucket object to recognise it (zip-based documents list their parts early). */
const INSPECT_BYTES = 256 * 1024;

/** What a bucket stores a file as when the policy was asked without the file's type. */
const GENERIC_CONTENT_TYPE = 'application/octet-stream';
/** Stored types that say nothing (S3 itself defaults to binary/octet-stream). */
const GENERIC_CONTENT_TYPES = [GENERIC_CONTENT_TYPE, 'binary/octet-stream'];

/** Every file a visitor uploads lives under this folder (removed with the account). */
export const userPrefix = (userId: number) => `uploads/${userId}/`;
/** Each policy adds a random folder to the visitor's, so that one policy's keys cannot name another's files. */
const newPolicyPrefix = (userId: number) => `${userPrefix(userId)}${randomBytes(8).toString('hex')}/`;
/** The policy folder a key of this visitor's sits in ('' when it sits in none, which no key matches). */
function policyPrefixOf(key: string, userId: number): string {
  const folder = key.slice(0, key.lastIndexOf('/') + 1);
  return folder.slice(userPrefix(userId).length).match(/^[0-9a-f]{16}\/$/) ? folder : '';
}
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Photos are decoded when resized: one with more pixels than the server decodes is refused at upload. */
const DECODED_TYPES = ['jpg', 'jpeg', 'png', 'webp'];

/**
 * Null when a photo's pixels fit the limit, else the message; a photo whose header cannot be read is refused as
 * not being what its name says. Other files pass.
 */
async function pixelProblem(key: string, file: Buffer | string): Promise<string | null> {
  if (!DECODED_TYPES.includes(fileExtension(key))) return null;
  try {
    return (await fitsPixelLimit(file)) ? null : uploadMessages.imageTooLarge(MAX_INPUT_SIDE);
  } catch {
    return uploadMessages.contentMismatch(fileExtension(key));
  }
}

/** Uploads no form attached are removed this long after they arrived (with their resized copies). */
export const UNATTACHED_UPLOAD_MS = DAY_MS;

/** Uploads: policies for the browser, the embedded default's upload route, and claiming files for a form. */
export function createFilesService({ config, db, storage, cache, clock }: AppContext) {
  const quota = createUploadQuota({ cache, clock, config });
  const signer = createLocalPolicySigner(
    loadPersonalDataKey({ configuredKey: config.personalDataKey, dataDir: config.dataDir }),
  );
  const publicBaseUrl = config.s3?.publicBaseUrl
    ? `${config.s3.publicBaseUrl.replace(/\/+$/, '')}/`
    : '/files/';
  const maxSizeOf = (kind: UploadKind) =>
    kind === 'document' ? config.uploads.documentMaxBytes : config.uploads.mediaMaxBytes;

  async function record(key: string, userId: number, kind: UploadKind, size: number, contentType: string) {
    await db
      .insert(uploads)
      .values({ key, userId, kind, size, contentType })
      .onConflictDoUpdate({ target: uploads.key, set: { size, contentType, createdAt: new Date() } });
  }

  /**
   * A bucket object seen for the first time when a form attaches it: its size, the content type it was stored
   * with (the one its name stands for, or the generic one) and its bytes (magic numbers, not the name) are
   * checked; it is then recorded, or removed.
   */
  async function inspectBucketObject(key: string, userId: number, kind: UploadKind) {
    const head = await storage.head(key);
    if (!head) throw fail(uploadMessages.notFound);
    const start = await storage.readStart(key, INSPECT_BYTES);
    const storedType = head.contentType.split(';')[0]!.trim().toLowerCase();
    const problem =
      head.size > maxSizeOf(kind)
        ? uploadMessages.tooLarge(megabytes(maxSizeOf(kind)))
        : storedType !== contentTypeOf(key) && !GENERIC_CONTENT_TYPES.includes(storedType)
          ? uploadMessages.contentMismatch(fileExtension(key))
          : (contentMismatch(key, (await fileTypeFromBuffer(start ?? Buffer.alloc(0)))?.ext) ??
            (await bucketPixelProblem(key, start)));
    if (problem) {
      await storage.delete(key);
      throw fail(problem);
    }
    // The bucket took the bytes already; they count against the day's quota when first seen.
    try {
      await quota.bytes(userId, head.size);
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    await record(key, userId, kind, head.size, head.contentType);
  }

  /** Only the start of a bucket object is read: a header beyond it is not held against the photo. */
  async function bucketPixelProblem(key: string, start: Buffer | null): Promise<string | null> {
    if (!start || !DECODED_TYPES.includes(fileExtension(key))) return null;
    try {
      return (await fitsPixelLimit(start)) ? null : uploadMessages.imageTooLarge(MAX_INPUT_SIDE);
    } catch {
      return null;
    }
  }

  /**
   * A policy stores one file: the first upload under it takes it, atomically, and gives it back only when that
   * upload is not stored (so the visitor may retry with it). Reusing it stores nothing more.
   */
  async function takePolicy(keyPrefix: string, expire: number): Promise<GiveBack> {
    const id = `upload:policy:${keyPrefix}`;
    const ttl = Math.max(1, expire - Math.floor(Date.now() / 1000)) + 60;
    if (!(await cache.setIfAbsent(id, '1', ttl))) throw fail(uploadMessages.policyUsed);
    return () => cache.delete(id);
  }

  return {
    publicBaseUrl,

    /**
     * GET /common/oss/sts: where and how this visitor may upload one kind of file. Asked with the file's
     * extension, the policy admits that type only and fixes its content type; else any type of the kind, stored
     * as application/octet-stream (never as something a browser would run).
     */
    async policy(userId: number, kind: UploadKind, ext?: string): Promise<UploadPolicy> {
      const keyPrefix = newPolicyPrefix(userId);
      const maxSize = maxSizeOf(kind);
      const ttl = config.uploads.policyTtlSeconds;
      const expire = Math.floor(Date.now() / 1000) + ttl;
      const contentType = ext ? contentTypeOf(`file.${ext}`) : GENERIC_CONTENT_TYPE;
      const accept = ext
        ? UPLOAD_KIND_TYPES[kind].filter((type) => contentTypeOf(`file.${type}`) === contentType)
        : UPLOAD_KIND_TYPES[kind];
      const common = { keyPrefix, publicBaseUrl, maxSize, expire, accept };
      if (storage instanceof S3Storage) {
        // The browser posts straight to the bucket: the policy is the one moment a file can be counted.
        await quota.file(userId);
        return { ...(await storage.presignPost(keyPrefix, maxSize, ttl, contentType)), ...common };
      }
      const fields = signer.sign({ keyPrefix, userId, kind, maxSize, expire, accept });
      return { url: `${API_BASE}${FilePaths.localUpload}`, fields, ...common };
    },

    /**
     * GET /admin/files/policy: one file of an editor's for published content, in the visitors' policy shape so
     * the same uploader posts it. A file over the limit is refused before anything is signed. Each policy gets a
     * random folder under `folder`, so that no policy can name (and overwrite) a file already published.
     */
    async staffPolicy(
      staffId: number,
      { folder, name, size }: { folder: StaffUploadFolder; name: string; size: number },
    ): Promise<UploadPolicy> {
      const image = isStaffImage(name);
      const maxSize = image ? config.uploads.staffImageMaxBytes : config.uploads.staffDocumentMaxBytes;
      if (size > maxSize) throw fail(uploadMessages.tooLarge(megabytes(maxSize)));
      const keyPrefix = `${folder}/${randomBytes(8).toString('hex')}/`;
      const ttl = config.uploads.policyTtlSeconds;
      const expire = Math.floor(Date.now() / 1000) + ttl;
      const contentType = contentTypeOf(name);
      // jpg and jpeg share a type: either name fits the policy of one.
      const accept = (image ? STAFF_IMAGE_TYPES : STAFF_DOCUMENT_TYPES).filter(
        (type) => contentTypeOf(`file.${type}`) === contentType,
      );
      const common = { keyPrefix, publicBaseUrl, maxSize, expire, accept };
      if (storage instanceof S3Storage) {
        return { ...(await storage.presignPost(keyPrefix, maxSize, ttl, contentType)), ...common };
      }
      const kind = image ? 'content-image' : 'content-document';
      const fields = signer.sign({ keyPrefix, userId: staffId, kind, maxSize, expire, accept, staff: true });
      return { url: `${API_BASE}${FilePaths.localUpload}`, fields, ...common };
    },

    /**
     * The embedded default's upload route: checks the signed policy and the key, streams the file to a temporary
     * file within the size limit, checks its content against its name, then moves it into place.
     */
    async receiveLocal(fields: Record<string, string>, file: MultipartFile) {
      if (!(storage instanceof LocalStorage)) throw fail(uploadMessages.policyInvalid);
      const policy = signer.verify(fields.policy, fields.signature);
      if (!policy) throw fail(uploadMessages.policyInvalid);
      if (policy.expire * 1000 < Date.now()) throw fail(uploadMessages.policyExpired);
      const key = fields.key?.trim();
      if (!key) throw fail(uploadMessages.keyMissing);
      if (!isUploadKey(policy.keyPrefix, key) || !isSafeKey(key)) {
        throw fail(uploadMessages.keyOutsidePrefix);
      }
      const kind = policy.kind as UploadKind;
      const accepted = policy.accept ?? UPLOAD_KIND_TYPES[kind];
      if (!accepted.includes(fileExtension(key))) throw fail(uploadMessages.wrongType(accepted));

      // Checked and counted before a byte is written: the policy's one file, then the day's quota.
      const giveBacks: GiveBack[] = [await takePolicy(policy.keyPrefix, policy.expire)];
      const temporary = path.join(storage.incomingDir, randomUUID());
      let size = 0;
      let stored = false;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(size > policy.maxSize ? new RangeError('too large') : null, chunk);
        },
      });
      // Staff files count against no visitor's quota and belong to no visitor (the uploads table is theirs).
      const visitor = !policy.staff;
      try {
        if (visitor) giveBacks.push(await quota.file(policy.userId));
        await mkdir(storage.incomingDir, { recursive: true });
        await pipeline(file.file, limit, createWriteStream(temporary));
        if (file.file.truncated || size > policy.maxSize) {
          throw fail(uploadMessages.tooLarge(megabytes(policy.maxSize)));
        }
        if (size === 0) throw fail(uploadMessages.empty);
        const problem =
          contentMismatch(key, (await fileTypeFromFile(temporary))?.ext) ??
          (await pixelProblem(key, temporary));
        if (problem) throw fail(problem);
        if (visitor) giveBacks.push(await quota.bytes(policy.userId, size));
        await storage.importFile(key, temporary);
        stored = true;
        if (visitor) await record(key, policy.userId, kind, size, contentTypeOf(key));
      } catch (error) {
        await rm(temporary, { force: true });
        if (stored) await storage.delete(key);
        // Not stored: the policy and the quota get back what this upload took.
        await Promise.allSettled(giveBacks.map((giveBack) => giveBack()));
        if (error instanceof RangeError) throw fail(uploadMessages.tooLarge(megabytes(policy.maxSize)));
        throw error;
      }
      // Content fields take plain-character addresses (IMAGE_URL_PATTERN); visitors' forms keep theirs as before.
      return { key, url: visitor ? `${publicBaseUrl}${key}` : storedFileUrl(publicBaseUrl, key) };
    },

    /**
     * The storage keys behind the file addresses a form submits, after checking each is this visitor's own
     * upload of an accepted type. With a bucket, a file seen for the first time is inspected here. The files
     * are then marked attached, so that the retention step keeps them.
     */
    async claim(userId: number, urls: string[], acceptedTypes: readonly string[]): Promise<string[]> {
      const keys: string[] = [];
      for (const url of urls) {
        const key = url.startsWith(publicBaseUrl)
          ? safeDecode(url.slice(publicBaseUrl.length))
          : url.startsWith('/files/')
            ? safeDecode(url.slice('/files/'.length))
            : null;
        if (!key || !isSafeKey(key)) throw fail(uploadMessages.urlInvalid);
        if (!key.startsWith(userPrefix(userId))) throw fail(uploadMessages.notOwn);
        // Under a prefix a policy of this visitor's could have named, as `uploadKey` writes it.
        if (!isUploadKey(policyPrefixOf(key, userId), key)) throw fail(uploadMessages.urlInvalid);
        if (!acceptedTypes.includes(fileExtension(key))) throw fail(uploadMessages.wrongType(acceptedTypes));
        const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
        if (row && row.userId !== userId) throw fail(uploadMessages.notOwn);
        if (!row) {
          const kind = uploadKindOf(key);
          if (!(storage instanceof S3Storage) || !kind) throw fail(uploadMessages.notFound);
          await inspectBucketObject(key, userId, kind);
        }
        keys.push(key);
      }
      // Marking and reading in one statement: an upload the retention step removed meanwhile is not found.
      const marked = keys.length
        ? await db
            .update(uploads)
            .set({ claimedAt: sql`coalesce(${uploads.claimedAt}, now())` })
            .where(inArray(uploads.key, keys))
            .returning({ key: uploads.key })
        : [];
      if (marked.length < new Set(keys).size) throw fail(uploadMessages.notFound);
      return keys;
    },

    describe(keys: string[]): AttachedFile[] {
      return keys.map((key) => ({ url: `${publicBaseUrl}${key}`, name: fileNameOfKey(key) }));
    },

    /** A form's files as its answer shows them: the addresses as submitted, and each with its name. */
    attachments(keys: string[]): { fileUrl: string; files: AttachedFile[] } {
      const files = this.describe(keys);
      return { fileUrl: files.map((file) => file.url).join(','), files };
    },
  };
}

/** Uploads removed per statement by the retention step. */
const RETENTION_BATCH = 500;

/**
 * The retention step: uploads no form attached within a day of arriving are removed with their resized copies,
 * so that files uploaded and left cannot fill the disk. Rows go first, in one statement that skips any attached
 * meanwhile; their objects after.
 */
export async function removeUnattachedUploads({ db, storage }: AppContext, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_UPLOAD_MS);
  const unattached = and(isNull(uploads.claimedAt), lt(uploads.createdAt, before));
  let removed = 0;
  const failures: unknown[] = [];
  for (;;) {
    const batch = await db.select({ id: uploads.id }).from(uploads).where(unattached).limit(RETENTION_BATCH);
    if (batch.length === 0) break;
    const ids = batch.map((row) => row.id);
    const gone = await db
      .delete(uploads)
      .where(and(inArray(uploads.id, ids), unattached))
      .returning({ key: uploads.key });
    const results = await Promise.allSettled(
      gone.flatMap(({ key }) => [storage.delete(key), storage.deletePrefix(variantFolder(key))]),
    );
    failures.push(...results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])));
    removed += gone.length;
    if (batch.length < RETENTION_BATCH) break;
  }
  // Every batch is tried; a failure is then reported (and logged by the retention run).
  if (failures.length) throw failures[0];
  return removed;
}

/** A closing account's upload records go with it... */
export async function deleteAccountUploadRows(tx: Transaction, userId: number) {
  await tx.delete(uploads).where(eq(uploads.userId, userId));
}

/**
 * ...and, once that has committed, every file stored under its folder (attached or not, avatar included) with
 * the resized copies made of them.
 */
export async function deleteAccountUploadFiles({ storage }: AppContext, userId: number) {
  const folder = userPrefix(userId);
  // Both are tried even when one fails; a failure is then reported (and logged by the caller).
  const results = await Promise.allSettled([
    storage.deletePrefix(folder),
    storage.deletePrefix(variantFolder(folder)),
  ]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export type FilesService = ReturnType<typeof createFilesService>;

/** The accounts feature's avatar port: the visitor's own uploaded image, under the address it is served at. */
export function avatarClaimer(ctx: AppContext) {
  const files = createFilesService(ctx);
  return async (userId: number, url: string) =>
    files.describe(await files.claim(userId, [url], AVATAR_TYPES))[0]!.url;
}
