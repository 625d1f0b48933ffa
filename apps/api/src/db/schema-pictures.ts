import type { Generated, Selectable } from 'kysely';

/** The pictures module's tables (migrations 015 and 029), joined into `Database` in schema.ts. */
export type PictureContentType = 'image/jpeg' | 'image/png' | 'image/webp';
export type PictureSourceType = 'jpeg' | 'png' | 'webp' | 'heic';

export interface PicturesTable {
  id: Generated<number>;
  /** The guardian who uploaded it, or for a doctor's chat picture the guardian of that inquiry. */
  user_id: number;
  /** The doctor who uploaded it in the chat (migration 029); null for a parent's album picture. */
  staff_id: number | null;
  baby_id: number;
  client_key: string | null;
  storage_key: string;
  thumb_key: string;
  content_type: PictureContentType;
  source_type: PictureSourceType;
  size_bytes: number;
  thumb_bytes: number;
  width: number;
  height: number;
  sha256: string;
  album_date: string;
  created_at: string;
  deleted_at: string | null;
}

export interface InquiryPicturesTable {
  inquiry_id: number;
  picture_id: number;
  position: number;
}

export type PictureRow = Selectable<PicturesTable>;
