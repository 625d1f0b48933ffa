/** Image choice (spec section 5): up to 9 files, from album or camera, original or compressed. */
export const IMAGE_CHOICE_MAX = 9;
export const IMAGE_CHOICE_SOURCES = ['album', 'camera'] as const;
export const IMAGE_CHOICE_SIZE_TYPES = ['original', 'compressed'] as const;

/** Video choice: at most 60 seconds, back camera, not compressed. */
export const VIDEO_MAX_SECONDS = 60;
export const VIDEO_CAMERA = 'back';
export const VIDEO_COMPRESSED = false;

/** Messages exactly as the spec and ui-strings give them. */
export const UPLOAD_FILES_NOT_ARRAY_MESSAGE = '上传文件必须是数组';
export const IMAGE_TOO_LARGE_MESSAGE = '图片过大，请重新上传';
export const PAST_TIME_MESSAGE = '设置的时间不能早于当前时间！';

export type UploadCheck = { ok: true } | { ok: false; message: string };

/** How many more images may be chosen when `alreadyChosen` are picked. */
export const remainingImageSlots = (alreadyChosen: number): number =>
  Math.max(0, IMAGE_CHOICE_MAX - Math.max(0, Math.floor(alreadyChosen)));

const sizeOf = (file: unknown): number | null =>
  typeof file === 'object' && file !== null && 'size' in file && typeof file.size === 'number'
    ? file.size
    : null;

/**
 * Checks files before an upload starts. `files` is unknown because it comes straight from a
 * picker or a request: a non-array is refused with '上传文件必须是数组' (the legacy English
 * 'files must be an array'). When `maxBytes` is given, any file larger than it refuses the whole
 * upload with '图片过大，请重新上传'; a file exactly maxBytes passes. A file whose size cannot be
 * read is refused the same way, since we cannot show it is small enough. An empty array passes:
 * whether nothing chosen is an error is the screen's call.
 */
export const checkUploadFiles = (files: unknown, maxBytes?: number): UploadCheck => {
  if (!Array.isArray(files)) return { ok: false, message: UPLOAD_FILES_NOT_ARRAY_MESSAGE };
  if (maxBytes === undefined) return { ok: true };
  for (const file of files) {
    const size = sizeOf(file);
    if (size === null || !(size <= maxBytes)) return { ok: false, message: IMAGE_TOO_LARGE_MESSAGE };
  }
  return { ok: true };
};

/**
 * True when a time being set is earlier than now, which the spec refuses with PAST_TIME_MESSAGE.
 * The same instant as now is not past. An invalid date counts as past, so the guard fails closed.
 */
export const isPastTime = (set: Date, now: Date): boolean => {
  const t = set.getTime();
  return Number.isNaN(t) || t < now.getTime();
};
