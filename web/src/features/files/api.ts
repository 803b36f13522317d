import {
  type ApiResult,
  AVATAR_TYPES,
  FilePaths,
  fileExtension,
  UploadKind,
  type UploadPolicy,
  uploadKey,
  uploadMessages,
} from '@museum/shared';
import { http } from '@/shared/api/request';
import { inPageLanguage } from '@/shared/lib/shared-english';

/** `ext`: the extension of the file about to go up; the policy then stores it as that type. */
export const uploadPolicy = (kind: UploadKind, ext?: string) =>
  http.get<ApiResult<UploadPolicy>>(FilePaths.uploadPolicy, ext ? { kind, ext } : { kind }, {
    noErrorMessage: true,
  });

/** The presigned-POST form: the policy's fields, then `key`, then the file (a bucket reads the file last). */
function policyForm(policy: UploadPolicy, key: string, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('key', key);
  form.append('file', file);
  return form;
}

/**
 * Posts one file the presigned-POST way (docs/spec §7), reporting progress. Works for the embedded default's
 * route and for S3/OSS/MinIO alike.
 */
export function postFile(
  policy: UploadPolicy,
  key: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const form = policyForm(policy, key, file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', policy.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(new Error(inPageLanguage(uploadMessages.failed)));
      // The embedded default answers the usual envelope; a bucket answers 204 with no body.
      try {
        const body = xhr.responseText
          ? (JSON.parse(xhr.responseText) as { code?: number; msg?: string })
          : {};
        if (body.code !== undefined && body.code !== 200)
          return reject(new Error(body.msg || inPageLanguage(uploadMessages.failed)));
      } catch {
        // Not JSON (an XML answer from a bucket): the status already said it worked.
      }
      onProgress(100);
      resolve();
    };
    xhr.onerror = () => reject(new Error(inPageLanguage(uploadMessages.failed)));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads a new avatar the way every upload goes (docs/PRODUCT.md "Uploads"): a policy from GET /common/oss/sts,
 * then a multipart POST straight to storage. Answers the address to save; throws the visitor's message.
 */
export async function uploadAvatar(file: File): Promise<string> {
  const ext = fileExtension(file.name);
  if (!(AVATAR_TYPES as readonly string[]).includes(ext)) {
    throw new Error(inPageLanguage(uploadMessages.wrongType(AVATAR_TYPES)));
  }
  const policy = (
    await http.get<ApiResult<UploadPolicy>>(FilePaths.uploadPolicy, { kind: UploadKind.media, ext })
  ).data!;
  if (file.size > policy.maxSize)
    throw new Error(inPageLanguage(uploadMessages.tooLarge(Math.round(policy.maxSize / 1048576))));
  const key = uploadKey(policy.keyPrefix, file.name);
  let response: Response;
  try {
    response = await fetch(policy.url, { method: 'POST', body: policyForm(policy, key, file) });
  } catch {
    throw new Error(inPageLanguage(uploadMessages.failed));
  }
  // A bucket answers 204 without a body; the embedded server answers the usual envelope.
  const body = response.headers.get('content-type')?.includes('json')
    ? ((await response.json()) as ApiResult)
    : null;
  if (!response.ok || (body && body.code !== 200))
    throw new Error(body?.msg || inPageLanguage(uploadMessages.failed));
  return `${policy.publicBaseUrl}${key}`;
}
