import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';

/** An S3-compatible bucket on loopback (nothing listens there: policies are signed, not sent). */
export const S3_TEST_ENV = {
  S3_BUCKET: 'museum-uploads',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'cn-north-1',
  S3_ACCESS_KEY_ID: 'museum',
  S3_SECRET_ACCESS_KEY: 'not-a-real-secret',
  S3_FORCE_PATH_STYLE: 'true',
};

/** Small real files of each accepted type, and some that only pretend to be one. */

/** A little-endian record of `size` bytes: zeros but for its fields, each `[offset, bytes, value]`. */
function record(size: number, fields: [offset: number, bytes: 2 | 4, value: number][]): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [offset, bytes, value] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, offset);
    else buffer.writeUInt32LE(value, offset);
  }
  return buffer;
}

/** A stored (uncompressed) zip: enough for an Office Open XML document. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    // The local file header, then the central directory's entry for the same file.
    const local = record(30, [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [14, 4, crc],
      [18, 4, data.length],
      [22, 4, data.length],
      [26, 2, nameBytes.length],
    ]);
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [16, 4, crc],
      [20, 4, data.length],
      [24, 4, data.length],
      [28, 2, nameBytes.length],
      [42, 4, offset],
    ]);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const count = Object.keys(entries).length;
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, count],
    [10, 2, count],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

export function docxFile(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });
}

export function pdfFile(extraBytes = 0): Buffer {
  const body = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return Buffer.concat([Buffer.from(body), Buffer.alloc(extraBytes, 0x20)]);
}

export function pngFile(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#8b2e24' } })
    .png()
    .toBuffer();
}

/**
 * A real `side` × `side` PNG (1-bit grey, all black) of a few kilobytes: 400 megapixels once decoded at 20000, the
 * "image bomb" a visitor could upload. Written by hand, as sharp would take seconds to encode it.
 */
export function hugePngFile(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), no interlace
  // Each row: filter byte 0, then one bit a pixel.
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of an ELF executable: what a renamed program looks like. */
export function executableFile(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 1)]);
}

/** A multipart form body as a browser posts it to the upload url. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; body: Buffer },
) {
  const boundary = `----museum${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(file.name)}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Two signed-in visitors and what they uploaded, for a form that attaches files: the owner's plan (a PDF) and
 * photo (a PNG), and the other visitor's PDF, which the owner may not attach.
 */
export async function ownerAndOtherWithFiles(t: TestApp) {
  const owner = await createSignedInUser(t);
  const other = await createSignedInUser(t);
  return {
    owner,
    other,
    ownerPdf: await uploaded(t, owner, 'document', '办展方案.pdf', pdfFile()),
    ownerPng: await uploaded(t, owner, 'media', '作品照片.png', await pngFile()),
    otherPdf: await uploaded(t, other, 'document', 'plan.pdf', pdfFile()),
  };
}

/** A new signed-in visitor with a document uploaded: `fileUrl` is what their form attaches. */
export async function visitorWithDocument(t: TestApp) {
  const user = await createSignedInUser(t);
  return { user, fileUrl: await uploaded(t, user, 'document', 'plan.pdf', pdfFile()) };
}

/** Uploads a file the way the site does: policy, then a multipart post; answers its address. */
export async function uploaded(
  t: TestApp,
  user: TestUser,
  kind: string,
  name: string,
  body: Buffer,
): Promise<string> {
  const sts = (await t.api('GET', `/common/oss/sts?kind=${kind}`, { headers: user.headers })).data;
  const key = `${sts.keyPrefix}${Date.now()}-${name}`;
  const form = multipartBody({ ...sts.fields, key }, { name, type: 'application/octet-stream', body });
  const answer = (await t.app.inject({ method: 'POST', url: sts.url, ...form })).json();
  expect(answer.code).toBe(200);
  return `${sts.publicBaseUrl}${key}`;
}
