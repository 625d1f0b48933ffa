import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/** Accounts, sessions, SMS, WeChat identities, babies, messages, staff, audit, and the clinic's directory. */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const id = idColumn(dialect);
  const idType = idColumnType(dialect);

  await db.schema
    .createTable('users')
    .addColumn('id', idType, id)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('nickname', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('notice_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wechat_identities')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('unionid', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wechat_identities_app_openid', ['app_id', 'openid'])
    .execute();
  await db.schema.createIndex('wechat_identities_user').on('wechat_identities').column('user_id').execute();

  for (const [table, owner, ownerTable] of [
    ['parent_sessions', 'user_id', 'users'],
    ['staff_sessions', 'staff_id', 'staff'],
  ] as const) {
    if (ownerTable === 'staff') await createStaffTable(db, idType, id);
    await db.schema
      .createTable(table)
      .addColumn('id', idType, id)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn(owner, 'integer', (c) => c.notNull().references(`${ownerTable}.id`).onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('revoke_reason', 'text')
      .addColumn('ip', 'text')
      .execute();
    await db.schema.createIndex(`${table}_owner`).on(table).column(owner).execute();
  }

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', idType, id)
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema
    .createIndex('sms_codes_phone_time')
    .on('sms_codes')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_codes_ip_time').on('sms_codes').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', idType, id)
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_phone').on('sms_outbox').columns(['phone', 'id']).execute();

  await db.schema
    .createTable('wechat_auth_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('unionid', 'text')
    .addColumn('nickname', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('wechat_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('unionid', 'text')
    .addColumn('nickname', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('babies')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text')
    .addColumn('gestational_weeks', 'integer')
    .addColumn('dad_height_mm', 'integer')
    .addColumn('mom_height_mm', 'integer')
    .addColumn('hope_height_mm', 'integer')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pid', 'text')
    .addColumn('guardian_consent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // A parent's live babies in list order (default first), so listing and counting never sort or scan.
  await sql`create index babies_owner_list on babies (user_id, is_default desc, id) where deleted_at is null`.execute(
    db,
  );
  // At most one default baby per parent, enforced by the database itself (partial index: both engines).
  await sql`create unique index babies_one_default on babies (user_id) where is_default = 1 and deleted_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('system_messages')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('system_messages_user')
    .on('system_messages')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType, id)
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_subject')
    .on('audit_log')
    .columns(['subject_type', 'subject_id'])
    .execute();

  await db.schema
    .createTable('facilities')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('running_time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('departments')
    .addColumn('id', idType, id)
    .addColumn('facility_id', 'integer', (c) => c.notNull().references('facilities.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();

  await db.schema
    .createTable('doctors')
    .addColumn('id', idType, id)
    .addColumn('facility_id', 'integer', (c) => c.notNull().references('facilities.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('speciality', 'text', (c) => c.notNull())
    .addColumn('introduction', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text')
    .addColumn('registration_fee_fen', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
};

const createStaffTable = async (
  db: Kysely<unknown>,
  idType: ReturnType<typeof idColumnType>,
  id: ReturnType<typeof idColumn>,
) => {
  await db.schema
    .createTable('staff')
    .addColumn('id', idType, id)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
};
