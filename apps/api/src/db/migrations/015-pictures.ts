import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Medical-record pictures (issue 14). A picture belongs to one baby and the guardian who uploaded it;
 * the row keeps the storage keys of the cleaned picture (type sniffed, EXIF and location removed,
 * orientation applied, HEIC converted) and of its thumbnail, never the bytes as sent. A parent's delete
 * is soft: the picture leaves the album, while the bytes stay, because a picture attached to an
 * inquiry is part of a consultation record kept for years. `client_key` is the key the app chose for
 * the upload: the same key again answers the stored picture, so a retried upload makes no second copy.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const id = idColumn(dialect);
  const idType = idColumnType(dialect);

  await db.schema
    .createTable('pictures')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('baby_id', 'integer', (c) => c.notNull().references('babies.id'))
    .addColumn('client_key', 'text')
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('thumb_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('thumb_bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('album_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addCheckConstraint('pictures_type', sql`content_type in ('image/jpeg', 'image/png', 'image/webp')`)
    .addCheckConstraint('pictures_source', sql`source_type in ('jpeg', 'png', 'webp', 'heic')`)
    .addCheckConstraint('pictures_size', sql`size_bytes > 0 and thumb_bytes > 0 and width > 0 and height > 0`)
    .execute();
  await sql`create index pictures_baby on pictures (baby_id, album_date, id) where deleted_at is null`.execute(
    db,
  );
  await sql`create unique index pictures_client_key on pictures (user_id, client_key)`.execute(db);

  await db.schema
    .createTable('inquiry_pictures')
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id'))
    .addColumn('picture_id', 'integer', (c) => c.notNull().references('pictures.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inquiry_pictures_pk', ['inquiry_id', 'picture_id'])
    .addCheckConstraint('inquiry_pictures_position', sql`position between 0 and 8`)
    .execute();
  await sql`create index inquiry_pictures_picture on inquiry_pictures (picture_id)`.execute(db);
};
