import type { Db } from '../../db/database.ts';

/** The clinic's package-card setting: its first facility's (one clinic per deployment, as the growth reference). */
export const findSellsPackageCards = async (db: Db): Promise<number | undefined> =>
  (
    await db.kysely
      .selectFrom('facilities')
      .select('sell_package_cards')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  )?.sell_package_cards;
