import type { Kysely } from 'kysely';

/**
 * Pictures a doctor sends in the chat (issue 22): the same cleaned picture of the child as a parent's
 * upload, kept in `pictures` so the chat, the links and retention treat both alike. `staff_id` names
 * the doctor who uploaded it; `user_id` stays required and is then the guardian of the inquiry it was
 * sent in (the family whose record holds it, moved with their account on a merge). A picture with a
 * staff id is not one of the parents' album pictures: they neither see it there nor delete it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('pictures')
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .execute();
};
