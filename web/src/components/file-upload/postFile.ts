import { type UploadPolicy, uploadMessages } from '@museum/shared';

/**
 * Posts one file the presigned-POST way (spec section 7): the policy's fields, then `key`, then the file (a
 * bucket reads the file last). Works for the embedded default's route and for S3/OSS/MinIO alike.
 */
export function postFile(
  policy: UploadPolicy,
  key: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('key', key);
  form.append('file', file);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', policy.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(uploadMessages.failed));
      // The embedded default answers the usual envelope; a bucket answers 204 with no body.
      try {
        const body = xhr.responseText
          ? (JSON.parse(xhr.responseText) as { code?: number; msg?: string })
          : {};
        if (body.code !== undefined && body.code !== 200)
          return reject(new Error(body.msg || uploadMessages.failed));
      } catch {
        // Not JSON (an XML answer from a bucket): the status already said it worked.
      }
      onProgress(100);
      resolve();
    };
    xhr.onerror = () => reject(new Error(uploadMessages.failed));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
