import type { Generated, Selectable } from 'kysely';

/** The pictures module's tables (migration 015), joined into `Database` in schema.ts. */
export type PictureContentType = 'image/jpeg' | 'image/png' | 'image/webp';
export type PictureSourceType = 'jpeg' | 'png' | 'webp' | 'heic';

export interface PicturesTable {
  id: Generated<number>;
  user_id: number;
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
