import { describe, expect, it } from 'vitest';
import {
  checkUploadFiles,
  IMAGE_CHOICE_MAX,
  IMAGE_TOO_LARGE_MESSAGE,
  isPastTime,
  PAST_TIME_MESSAGE,
  remainingImageSlots,
  UPLOAD_FILES_NOT_ARRAY_MESSAGE,
  VIDEO_MAX_SECONDS,
} from './uploads.ts';

describe('choice limits and messages', () => {
  it('match the spec', () => {
    expect(IMAGE_CHOICE_MAX).toBe(9);
    expect(VIDEO_MAX_SECONDS).toBe(60);
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe('图片过大，请重新上传');
    expect(PAST_TIME_MESSAGE).toBe('设置的时间不能早于当前时间！');
    expect(UPLOAD_FILES_NOT_ARRAY_MESSAGE).toBe('上传文件必须是数组');
  });

  it('counts remaining image slots', () => {
    expect(remainingImageSlots(0)).toBe(9);
    expect(remainingImageSlots(8)).toBe(1);
    expect(remainingImageSlots(9)).toBe(0);
    expect(remainingImageSlots(12)).toBe(0);
    expect(remainingImageSlots(-1)).toBe(9);
  });
});

describe('checkUploadFiles', () => {
  const MAX = 1024;

  it('refuses anything that is not an array', () => {
    for (const files of [undefined, null, 'a.png', { size: 1 }, 3]) {
      expect(checkUploadFiles(files, MAX)).toEqual({ ok: false, message: '上传文件必须是数组' });
    }
  });

  it('accepts files up to and including the maximum', () => {
    expect(checkUploadFiles([{ size: 1 }, { size: MAX }], MAX)).toEqual({ ok: true });
    expect(checkUploadFiles([], MAX)).toEqual({ ok: true });
  });

  it('refuses the whole upload when any file is larger', () => {
    expect(checkUploadFiles([{ size: 1 }, { size: MAX + 1 }], MAX)).toEqual({
      ok: false,
      message: '图片过大，请重新上传',
    });
  });

  it('refuses files whose size cannot be read', () => {
    for (const file of [{}, { size: '12' }, { size: Number.NaN }, null, 'x.png']) {
      expect(checkUploadFiles([file], MAX)).toEqual({ ok: false, message: '图片过大，请重新上传' });
    }
  });

  it('only checks the shape when no maximum is configured', () => {
    expect(checkUploadFiles([{ size: 10 ** 12 }])).toEqual({ ok: true });
    expect(checkUploadFiles('x')).toEqual({ ok: false, message: '上传文件必须是数组' });
  });
});

describe('isPastTime', () => {
  const now = new Date('2024-06-15T04:00:00Z');

  it('refuses a time earlier than now, by as little as a millisecond', () => {
    expect(isPastTime(new Date(now.getTime() - 1), now)).toBe(true);
    expect(isPastTime(new Date('2024-06-14T04:00:00Z'), now)).toBe(true);
  });

  it('accepts now and later', () => {
    expect(isPastTime(new Date(now.getTime()), now)).toBe(false);
    expect(isPastTime(new Date(now.getTime() + 1), now)).toBe(false);
  });

  it('fails closed on an invalid date', () => {
    expect(isPastTime(new Date(Number.NaN), now)).toBe(true);
  });
});
