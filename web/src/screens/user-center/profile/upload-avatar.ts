import {
  type ApiResult,
  AVATAR_TYPES,
  fileExtension,
  ServicePaths,
  UploadKind,
  type UploadPolicy,
  uploadKey,
  uploadMessages,
} from '@museum/shared';
import { http } from '../../../api/request';

/**
 * Uploads an image the way every upload goes (PRODUCT.md "Uploads"): a policy from GET /common/oss/sts, then a
 * multipart POST straight to storage. Answers the address to save as the avatar; throws the visitor's message.
 */
export async function uploadAvatar(file: File): Promise<string> {
  const ext = fileExtension(file.name);
  if (!(AVATAR_TYPES as readonly string[]).includes(ext)) {
    throw new Error(uploadMessages.wrongType(AVATAR_TYPES));
  }
  const policy = (
    await http.get<ApiResult<UploadPolicy>>(ServicePaths.uploadPolicy, { kind: UploadKind.media, ext })
  ).data!;
  if (file.size > policy.maxSize)
    throw new Error(uploadMessages.tooLarge(Math.round(policy.maxSize / 1048576)));
  const key = uploadKey(policy.keyPrefix, file.name);
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('key', key);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(policy.url, { method: 'POST', body: form });
  } catch {
    throw new Error(uploadMessages.failed);
  }
  // A bucket answers 204 without a body; the embedded server answers the usual envelope.
  const body = response.headers.get('content-type')?.includes('json')
    ? ((await response.json()) as ApiResult)
    : null;
  if (!response.ok || (body && body.code !== 200)) throw new Error(body?.msg || uploadMessages.failed);
  return `${policy.publicBaseUrl}${key}`;
}
