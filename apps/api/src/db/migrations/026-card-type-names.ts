import { type Kysely, sql } from 'kysely';

/**
 * Member card types are named uniquely (issue 15, more than one card type): two types of one name would
 * read the same to a parent on 会员卡规则 and to the desk. The service answers the index's refusal with
 * 4009, also when two managers add the same name at once. Before this, only the default type existed.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create unique index member_card_types_name on member_card_types (name)`.execute(db);
};
