import {
  type ApiResult,
  fileExtension,
  fileNameOfKey,
  STAFF_UPLOAD_TYPES,
  StaffFilePaths,
  StaffUploadFolder,
  storedFileUrl,
  type UploadPolicy,
  uploadKey,
  uploadMessages,
} from '@museum/shared';
import { http } from '@/shared/api/request';
import { postFile } from '../files';

/** What the staff policy is asked for: the file about to go up (docs/PRODUCT.md "Staff console", "Content"). */
export interface StaffPolicyRequest {
  folder: StaffUploadFolder;
  name: string;
  size: number;
  type: string;
}

/** Gets a policy from GET /admin/files/policy; throws an Error with the server's Chinese message. */
export type FetchStaffPolicy = (request: StaffPolicyRequest) => Promise<UploadPolicy>;

export interface UploadProgressOptions {
  /** 0-100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface StaffUploadedFile {
  /** The address to store in a content field (`/files/content/...`, percent-encoded). */
  url: string;
  key: string;
  /** The file's own name, as chosen. */
  name: string;
}

export interface StaffUploader {
  /** Checks the file's type, asks for a policy (one per file) and posts the file to storage. */
  upload(file: File, options?: UploadProgressOptions): Promise<StaffUploadedFile>;
}

export interface StaffUploaderOptions {
  /** How to reach the policy route; by default the request layer's staff call. */
  fetchPolicy?: FetchStaffPolicy;
  folder?: StaffUploadFolder;
  /** Extensions accepted (a subset of the server's); all the server takes by default. */
  accept?: readonly string[];
}

/** The policy route, through the request layer: calls under /admin carry the staff token. */
const fetchStaffPolicy: FetchStaffPolicy = async (request) =>
  (
    await http.get<ApiResult<UploadPolicy>>(
      StaffFilePaths.uploadPolicy,
      { ...request },
      { noErrorMessage: true },
    )
  ).data!;

/**
 * Uploads one file for content the way visitors' files go (docs/PRODUCT.md "Uploads"): a signed policy for that
 * very file, then a presigned POST straight to storage (the embedded server or the bucket), with progress.
 */
export function createStaffUploader({
  fetchPolicy = fetchStaffPolicy,
  folder = StaffUploadFolder.content,
  accept = STAFF_UPLOAD_TYPES,
}: StaffUploaderOptions = {}): StaffUploader {
  return {
    async upload(file, { onProgress, signal } = {}) {
      if (!accept.includes(fileExtension(file.name))) throw new Error(uploadMessages.wrongType(accept));
      if (file.size === 0) throw new Error(uploadMessages.empty);
      const policy = await fetchPolicy({ folder, name: file.name, size: file.size, type: file.type });
      // The server refused a larger file already; a bucket would too, but only after every byte was sent.
      if (file.size > policy.maxSize) {
        throw new Error(uploadMessages.tooLarge(Math.floor(policy.maxSize / 1024 / 1024)));
      }
      const key = uploadKey(policy.keyPrefix, file.name);
      await postFile(
        policy,
        key,
        file,
        onProgress ?? (() => undefined),
        signal ?? new AbortController().signal,
      );
      return { url: storedFileUrl(policy.publicBaseUrl, key), key, name: file.name };
    },
  };
}

/** The message to show for a failed upload (an abort shows none). */
export function uploadErrorMessage(error: unknown): string | null {
  if ((error as Error)?.name === 'AbortError') return null;
  return (error as Error)?.message || uploadMessages.failed;
}

/** The name a stored file was uploaded under, read back from its address (`/files/.../1712-海报.png`). */
export function nameOfUpload(url: string): string {
  const last = url.split('?')[0]!.split('/').pop() ?? url;
  try {
    return fileNameOfKey(decodeURIComponent(last));
  } catch {
    return last;
  }
}
