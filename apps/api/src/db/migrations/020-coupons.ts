import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Coupons (issue 15): campaigns a manager makes in the console, and one row per coupon a parent
 * claimed or was granted. A coupon's state is derived (used while `used_order_id` names an order,
 * expired after `valid_to`), never stored. The database holds the limits under concurrency (R8):
 * `issued_count` never passes `total_quantity` (CHECK, and the claim is a conditional increment),
 * a parent's claims of one campaign are numbered 1..limit with a unique index, and a coupon is taken
 * by an order only `where used_order_id is null`.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('coupon_campaigns')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value_fen', 'integer', (c) => c.notNull())
    .addColumn('percent_off', 'integer', (c) => c.notNull())
    .addColumn('cap_fen', 'integer')
    .addColumn('threshold_fen', 'integer', (c) => c.notNull())
    // JSON array of service or fee item codes; null: every item.
    .addColumn('service_codes', 'text')
    .addColumn('scope_text', 'text', (c) => c.notNull())
    .addColumn('stacks_with_member', 'integer', (c) => c.notNull())
    .addColumn('valid_mode', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('valid_days', 'integer')
    .addColumn('claim_from', 'text', (c) => c.notNull())
    .addColumn('claim_to', 'text', (c) => c.notNull())
    .addColumn('per_person_limit', 'integer', (c) => c.notNull())
    .addColumn('total_quantity', 'integer', (c) => c.notNull())
    // Coupons handed out so far (claims and grants): the stock the conditional claim counts down.
    .addColumn('issued_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('coupon_campaigns_kind', sql`kind in ('amount', 'percent')`)
    .addCheckConstraint('coupon_campaigns_state', sql`state in ('draft', 'live', 'stopped')`)
    .addCheckConstraint('coupon_campaigns_valid_mode', sql`valid_mode in ('fixed', 'days')`)
    .addCheckConstraint(
      'coupon_campaigns_money',
      sql`value_fen >= 0 and threshold_fen >= 0 and percent_off between 0 and 99 and (cap_fen is null or cap_fen > 0)`,
    )
    .addCheckConstraint(
      'coupon_campaigns_stock',
      sql`issued_count >= 0 and issued_count <= total_quantity and per_person_limit >= 1`,
    )
    .addCheckConstraint(
      'coupon_campaigns_validity',
      sql`(valid_mode = 'fixed' and valid_from is not null and valid_to is not null) or (valid_mode = 'days' and valid_days >= 1)`,
    )
    .addCheckConstraint('coupon_campaigns_stacks', sql`stacks_with_member in (0, 1)`)
    .execute();
  await sql`create index coupon_campaigns_state_list on coupon_campaigns (state, id)`.execute(db);

  await db.schema
    .createTable('coupons')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    // Unguessable (80 random bits): the parent's pages address a coupon by it.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('coupon_campaigns.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    // A claim's number among this parent's claims of the campaign (1..limit); null for a grant.
    .addColumn('claim_seq', 'integer')
    .addColumn('granted_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('grant_reason', 'text')
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text', (c) => c.notNull())
    .addColumn('used_order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('used_at', 'text')
    // Set when a closed or refunded order gave it back (the latest time).
    .addColumn('returned_at', 'text')
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addCheckConstraint('coupons_source', sql`source in ('claim', 'grant')`)
    .addCheckConstraint(
      'coupons_source_fields',
      sql`(source = 'claim' and granted_by is null) or (source = 'grant' and claim_seq is null and granted_by is not null and grant_reason is not null)`,
    )
    .addCheckConstraint('coupons_used_pair', sql`(used_order_id is null) = (used_at is null)`)
    .addCheckConstraint('coupons_dates', sql`valid_from <= valid_to`)
    .execute();
  // The per-person limit's guarantee: two claims at once cannot both be this parent's n-th.
  await sql`create unique index coupons_claim_seq on coupons (campaign_id, user_id, claim_seq)`.execute(db);
  // A parent's coupons by last day (the tabs and the checkout offers).
  await sql`create index coupons_owner on coupons (user_id, valid_to, id)`.execute(db);
  await sql`create index coupons_used_order on coupons (used_order_id) where used_order_id is not null`.execute(
    db,
  );
  await sql`create index coupons_campaign_used on coupons (campaign_id) where used_order_id is not null`.execute(
    db,
  );
};
