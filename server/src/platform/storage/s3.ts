import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { contentTypeOf, isInlineType, isSafeKey, isSafePrefix, type ObjectStorage } from './storage.ts';

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  );
}

/** An S3-compatible bucket (Aliyun OSS, AWS S3, MinIO), chosen when S3_BUCKET is set. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  private checked(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  }

  async put(key: string, body: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.checked(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  private async get(key: string, range?: string) {
    try {
      return await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.checked(key), Range: range }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string) {
    const object = await this.get(key);
    return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
  }

  async open(key: string) {
    const object = await this.get(key);
    if (!object?.Body) return null;
    return {
      stream: object.Body as Readable,
      size: object.ContentLength ?? 0,
      contentType: contentTypeOf(key),
      lastModified: object.LastModified,
    };
  }

  async head(key: string) {
    try {
      const object = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.checked(key) }),
      );
      // The type the object was stored with (fixed by the upload policy), else the one its name stands for.
      return { size: object.ContentLength ?? 0, contentType: object.ContentType || contentTypeOf(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string) {
    return (await this.head(key)) !== null;
  }

  async readStart(key: string, bytes: number) {
    const object = await this.get(key, `bytes=0-${bytes - 1}`);
    return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.checked(key) }));
  }

  /** Lists the prefix a page at a time (at most 1000 keys) and removes each page with one DeleteObjects call. */
  async deletePrefix(prefix: string) {
    if (!isSafePrefix(prefix)) throw new Error(`unsafe storage prefix: ${prefix}`);
    let token: string | undefined;
    do {
      const listed = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const objects = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (objects.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.options.bucket,
            Delete: { Objects: objects, Quiet: true },
          }),
        );
      }
      token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * A presigned POST policy: the browser uploads straight to the bucket under `keyPrefix` (any name after it),
   * 1 to `maxSize` bytes, with exactly `contentType` as the stored Content-Type (sent in `fields`), until the
   * policy expires. The bucket then never serves an upload as a type the server did not choose (no text/html).
   */
  async presignPost(keyPrefix: string, maxSize: number, expiresSeconds: number, contentType: string) {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.options.bucket,
      Key: `${keyPrefix}\${filename}`,
      // Each field becomes an exact-match condition of the signed policy: {"Content-Type": contentType}. A file
      // the browser would not show inline is stored to be downloaded, as this server serves it.
      Fields: {
        'Content-Type': contentType,
        ...(isInlineType(contentType) ? {} : { 'Content-Disposition': 'attachment' }),
      },
      Conditions: [['content-length-range', 1, maxSize]],
      Expires: expiresSeconds,
    });
    // The browser sends its own `key` under the prefix (keyPrefix + timestamp + name).
    const { key: _template, ...rest } = fields;
    return { url, fields: rest };
  }
}
