import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Members and points (issue 15). Membership is the parent account's (activated once, after agreeing
 * to 开通会员须知); a member card is issued per clinic record (pid) the parent holds, with the card
 * type whose discounts apply at checkout. Points are an append-only ledger: an entry is never changed
 * or deleted, a reversal is a new entry naming the one it reverses, the balance is the sum.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('member_card_types')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    // The type a newly activated member gets; exactly one (unique partial index below).
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('member_card_types_default', sql`is_default in (0, 1)`)
    .execute();
  await sql`create unique index member_card_types_one_default on member_card_types (is_default) where is_default = 1`.execute(
    db,
  );

  // A card type's discount on one fee category: pay_percent 95 means the member pays 95 %.
  await db.schema
    .createTable('member_card_discounts')
    .addColumn('card_type_id', 'integer', (c) => c.notNull().references('member_card_types.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('category_name', 'text', (c) => c.notNull())
    .addColumn('pay_percent', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_card_discounts_pk', ['card_type_id', 'category'])
    .addCheckConstraint('member_card_discounts_percent', sql`pay_percent >= 1 and pay_percent <= 100`)
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('card_type_id', 'integer', (c) => c.notNull().references('member_card_types.id'))
    // The version of 开通会员须知 the parent agreed to.
    .addColumn('notice_version', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('member_cards')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('pid', 'text', (c) => c.notNull())
    .addColumn('card_number', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index member_cards_owner_pid on member_cards (user_id, pid)`.execute(db);

  // The points rules, one row per version (the newest is in force): a change is a new row with the
  // staff member and reason, so every rule that ever applied can be read back.
  await db.schema
    .createTable('points_rules')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('points_per_yuan', 'integer', (c) => c.notNull())
    .addColumn('fen_per_point', 'integer', (c) => c.notNull())
    .addColumn('max_pay_percent', 'integer', (c) => c.notNull())
    .addColumn('valid_years_after', 'integer', (c) => c.notNull())
    .addColumn('transfer_daily_count', 'integer', (c) => c.notNull())
    .addColumn('transfer_daily_points', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'points_rules_sane',
      sql`points_per_yuan >= 0 and fen_per_point >= 1 and max_pay_percent between 0 and 100 and valid_years_after between 0 and 10 and transfer_daily_count >= 0 and transfer_daily_points >= 0`,
    )
    .execute();

  await db.schema
    .createTable('points_entries')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // The line the parent reads on 积分明细.
    .addColumn('reason', 'text', (c) => c.notNull())
    // What the entry is for ('order:12:earn', 'mall:7:spend'): unique per account, so writing an
    // entry twice (a replayed request, a hook run again) adds nothing.
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('reverses_entry_id', 'integer', (c) => c.references('points_entries.id'))
    // The other account of a transfer.
    .addColumn('counterpart_user_id', 'integer', (c) => c.references('users.id'))
    // Clinic date of the entry, and for a positive entry the last clinic date its points can be used.
    .addColumn('entry_on', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text')
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('points_entries_nonzero', sql`points <> 0`)
    .addCheckConstraint(
      'points_entries_kind',
      sql`kind in ('earn', 'spend', 'expire', 'transfer-in', 'transfer-out', 'adjust', 'reverse')`,
    )
    .addCheckConstraint('points_entries_expiry_on_lots', sql`expires_on is null or points > 0`)
    .execute();
  await sql`create unique index points_entries_ref on points_entries (user_id, ref)`.execute(db);
  // One account's ledger in order: the balance, the lots, 积分明细's pages.
  await sql`create index points_entries_owner on points_entries (user_id, id)`.execute(db);
  // The expiry job's search for lots that ran out.
  await sql`create index points_entries_lots on points_entries (expires_on, user_id) where expires_on is not null`.execute(
    db,
  );
  await sql`create index points_entries_reverses on points_entries (reverses_entry_id) where reverses_entry_id is not null`.execute(
    db,
  );

  const now = new Date().toISOString();
  await sql`insert into points_rules (points_per_yuan, fen_per_point, max_pay_percent, valid_years_after, transfer_daily_count, transfer_daily_points, staff_id, reason, created_at)
    values (1, 1, 50, 1, 3, 5000, null, '初始规则', ${now})`.execute(db);
  await sql`insert into member_card_types (name, note, is_default, created_at) values ('普通会员卡', '检查、检验、治疗费享会员折扣；药费不打折', 1, ${now})`.execute(
    db,
  );
  await sql`insert into member_card_discounts (card_type_id, category, category_name, pay_percent)
    select id, c.category, c.category_name, c.pay_percent from member_card_types,
    (select 'exam' as category, '检查费' as category_name, 95 as pay_percent
     union all select 'lab', '检验费', 95
     union all select 'treatment', '治疗费', 90) c
    where is_default = 1`.execute(db);
};
