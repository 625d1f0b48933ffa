/**
 * The inquiry's pictures, when the detail call carries them (signed, short-lived links added beside the
 * uploads work of issue 14). Read from the answer as data, so the facts panel shows them as soon as the
 * contract has the field and shows nothing before.
 */
export interface InquiryPicture {
  url: string;
  thumbnailUrl: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const pictureOf = (v: unknown): InquiryPicture | null => {
  if (typeof v === 'string') return { url: v, thumbnailUrl: v };
  if (!isRecord(v) || typeof v.url !== 'string') return null;
  const thumb = [v.thumbnailUrl, v.thumbUrl].find((t): t is string => typeof t === 'string');
  return { url: v.url, thumbnailUrl: thumb ?? v.url };
};

export function picturesOf(detail: object): InquiryPicture[] {
  const field = Object.entries(detail).find(([key]) => key === 'pictures' || key === 'images')?.[1];
  if (!Array.isArray(field)) return [];
  return field.map(pictureOf).filter((p): p is InquiryPicture => p !== null);
}
