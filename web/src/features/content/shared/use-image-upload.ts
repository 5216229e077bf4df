import { uploadImage } from '@opsdeck/shared/api';
import type { UploadResult } from '@opsdeck/shared/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-context.tsx';
import { checkImageFile, SNIFF_BYTES, sniffImageKind } from './upload-checks.ts';

/** What the picked file is, as read in the browser before and while it uploads. */
export interface PickedImage {
  name: string;
  size: number;
  kind: string | null;
  /** A local object URL of the file (revoked when replaced). */
  previewUrl: string;
  width: number | null;
  height: number | null;
}

export interface ImageUploadState {
  picked: PickedImage | null;
  /** 0..1 while uploading, null otherwise. */
  progress: number | null;
  /** A client-side refusal or the server's message. */
  problem: string | null;
  pick: (file: File) => Promise<void>;
  clear: () => void;
}

/** The pixel size of an image file, decoded by the browser; null when it cannot be decoded. */
function readImageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/**
 * Picks, checks and uploads one image: the type is sniffed from its first bytes and the size is
 * checked before anything is sent; the browser decodes it for the preview and its dimensions; then
 * POST /admin/uploads (field `file`) with progress. `onUploaded` gets the server's answer.
 */
export function useImageUpload(
  onUploaded: (result: UploadResult | null, fileName?: string) => void,
): ImageUploadState {
  const api = useApi();
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);

  const revoke = useCallback(() => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
  }, []);
  useEffect(
    () => () => {
      current.current?.abort();
      revoke();
    },
    [revoke],
  );

  const pick = useCallback(
    async (file: File) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setProblem(null);
      setProgress(null);
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      const refusal = checkImageFile(file, head);
      if (refusal) {
        revoke();
        setPicked(null);
        setProblem(t(refusal.key, refusal.params));
        return;
      }
      revoke();
      const url = URL.createObjectURL(file);
      previewUrl.current = url;
      const base: PickedImage = {
        name: file.name,
        size: file.size,
        kind: sniffImageKind(head),
        previewUrl: url,
        width: null,
        height: null,
      };
      setPicked(base);
      const size = await readImageSize(url);
      if (controller.signal.aborted) return;
      if (!size) {
        setProblem(t('contentWeb.upload.unreadable'));
        return;
      }
      setPicked({ ...base, ...size });
      setProgress(0);
      try {
        const result = await uploadImage(api, file, {
          fileName: file.name,
          signal: controller.signal,
          onProgress: (f) => setProgress(f),
        });
        if (controller.signal.aborted) return;
        setProgress(null);
        onUploaded(result, file.name);
      } catch (err) {
        if (controller.signal.aborted) return;
        setProgress(null);
        setProblem(err instanceof Error ? err.message : String(err));
        onUploaded(null);
      }
    },
    [onUploaded, revoke, t, api],
  );

  const clear = useCallback(() => {
    current.current?.abort();
    revoke();
    setPicked(null);
    setProgress(null);
    setProblem(null);
    onUploaded(null);
  }, [onUploaded, revoke]);

  return { picked, progress, problem, pick, clear };
}
