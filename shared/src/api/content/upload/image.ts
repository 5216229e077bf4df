import type { AxiosProgressEvent, GenericAbortSignal } from 'axios';
import type { UploadResult } from '../../../schemas/content/upload.js';
import { UPLOAD_FIELD } from '../../../schemas/content/values.js';
import type { ApiClient } from '../../client.js';

/** The FormData of the runtime (browsers and Node 20 both have one). */
interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
}

export interface UploadImageOptions {
  /** The file name sent along (the server ignores it for the type: the bytes decide). */
  fileName?: string;
  /** Fraction 0..1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
  signal?: GenericAbortSignal;
}

/**
 * POST /admin/uploads (multipart, field `file`): uploads a PNG, JPEG or WebP image (a Blob or File).
 * Answers its URL, size and thumbnail; 415 for any other type, 413 beyond the size limit.
 */
export function uploadImage(
  client: ApiClient,
  file: unknown,
  opts: UploadImageOptions = {},
): Promise<UploadResult> {
  const Ctor = (globalThis as unknown as { FormData: new () => FormDataLike }).FormData;
  const form = new Ctor();
  if (opts.fileName) form.append(UPLOAD_FIELD, file, opts.fileName);
  else form.append(UPLOAD_FIELD, file);
  return client.request<UploadResult>({
    method: 'POST',
    url: '/admin/uploads',
    data: form,
    signal: opts.signal,
    onUploadProgress: opts.onProgress
      ? (e: AxiosProgressEvent) => opts.onProgress?.(e.total ? e.loaded / e.total : 0)
      : undefined,
  });
}
