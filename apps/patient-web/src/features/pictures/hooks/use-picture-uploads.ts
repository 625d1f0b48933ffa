import type { UploadedPicture } from '@sprout/contract';
import { checkUploadFiles } from '@sprout/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { toastError } from '../../../lib/toast.ts';
import { fetchUploadToken, type UploadToken } from '../api/use-upload-token.ts';
import { uploadPicture } from '../api/upload-picture.ts';
import { pictureStrings as s } from '../strings.ts';
import { compressPicture } from '../utils/compress-picture.ts';
import { newPictureKey } from '../utils/picture-key.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: string;
  fileName: string;
  /** The chosen file drawn by the browser (none for HEIC, which it cannot draw). */
  previewUrl: string | null;
  status: UploadStatus;
  percent: number;
  picture: UploadedPicture | null;
  error: string | null;
}

interface Pending {
  file: File;
  /** Kept across retries: the server answers a repeated key with the picture it already stored. */
  key: string | null;
}

const canPreview = (file: File) => /^image\/(jpeg|png|webp|gif)$/.test(file.type);
/** A token is asked again a minute before it runs out. */
const TOKEN_MARGIN_MS = 60_000;

let localIds = 0;

/**
 * The pictures being uploaded for one baby: each sent on its own (one at a time, so each shows its
 * progress and one failure does not stop the others), the size limit checked before sending, and
 * failed ones retried with the same key.
 */
export const usePictureUploads = (options: {
  babyId: number;
  compressed: boolean;
  onUploaded?: (picture: UploadedPicture) => void;
}) => {
  const { babyId, compressed, onUploaded } = options;
  const [items, setItems] = useState<UploadItem[]>([]);
  const pending = useRef(new Map<string, Pending>());
  const queue = useRef<string[]>([]);
  const sending = useRef(false);
  const token = useRef<(UploadToken & { babyId: number }) | null>(null);
  const latest = useRef({ compressed, onUploaded });
  latest.current = { compressed, onUploaded };

  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const currentToken = useCallback(async () => {
    const held = token.current;
    if (held && held.babyId === babyId && new Date(held.expiresAt).getTime() - Date.now() > TOKEN_MARGIN_MS)
      return held;
    token.current = { ...(await fetchUploadToken(babyId)), babyId };
    return token.current;
  }, [babyId]);

  const send = useCallback(
    async (id: string) => {
      const job = pending.current.get(id);
      if (!job) return;
      update(id, { status: 'uploading', percent: 0, error: null });
      try {
        const issued = await currentToken();
        const blob = latest.current.compressed ? await compressPicture(job.file) : job.file;
        const check = checkUploadFiles([blob], issued.maxBytes);
        if (!check.ok) {
          toastError(check.message);
          update(id, { status: 'failed', error: check.message });
          return;
        }
        job.key ??= newPictureKey(issued.folderPath);
        const picture = await uploadPicture({
          token: issued.token,
          key: job.key,
          file: blob,
          fileName: job.file.name || 'picture.jpg',
          onProgress: (percent) => update(id, { percent }),
        });
        update(id, { status: 'done', percent: 100, picture });
        latest.current.onUploaded?.(picture);
      } catch (error) {
        // A refused token (expired on a sleeping phone, or the server's key changed) is asked for again on retry.
        if (isApiError(error) && error.fields.token) token.current = null;
        const message = isApiError(error) ? error.msg : s.failed;
        if (message === s.tooLarge) toastError(s.tooLarge);
        update(id, { status: 'failed', error: message });
      }
    },
    [currentToken, update],
  );

  const pump = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let id = queue.current.shift(); id !== undefined; id = queue.current.shift()) await send(id);
    } finally {
      sending.current = false;
    }
  }, [send]);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): UploadItem => {
        const id = `u${++localIds}`;
        pending.current.set(id, { file, key: null });
        queue.current.push(id);
        return {
          id,
          fileName: file.name,
          previewUrl: canPreview(file) ? URL.createObjectURL(file) : null,
          status: 'waiting',
          percent: 0,
          picture: null,
          error: null,
        };
      });
      setItems((list) => [...list, ...added]);
      void pump();
    },
    [pump],
  );

  const retry = useCallback(
    (ids: readonly string[]) => {
      for (const id of ids) {
        queue.current.push(id);
        update(id, { status: 'waiting', percent: 0, error: null });
      }
      void pump();
    },
    [pump, update],
  );

  const remove = useCallback((id: string) => {
    pending.current.delete(id);
    queue.current = queue.current.filter((q) => q !== id);
    setItems((list) => {
      const gone = list.find((item) => item.id === id);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((item) => item.id !== id);
    });
  }, []);

  // Object URLs of the previews are released when the page goes.
  const itemsNow = useRef(items);
  itemsNow.current = items;
  useEffect(
    () => () => {
      for (const item of itemsNow.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  return { items, add, retry, remove };
};
