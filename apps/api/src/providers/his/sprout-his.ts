import { randomInt } from 'node:crypto';
import { nowIso } from '../../db/dialect.ts';
import type { HisProvider, PatientRecord } from './his-provider.ts';
import type { Db } from '../../db/database.ts';

const columns = ['pid', 'name', 'sex', 'birthday', 'guardian_phone'] as const;
const toRecord = (r: {
  pid: string;
  name: string;
  sex: '男' | '女';
  birthday: string;
  guardian_phone: string;
}) => ({
  pid: r.pid,
  name: r.name,
  sex: r.sex,
  birthday: r.birthday,
  guardianPhone: r.guardian_phone,
});

/** P + 8 random digits: short enough to read out at the front desk, not guessable in sequence. */
const newPid = () => `P${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * The embedded default: Sprout's own `patient_records` table (this provider owns it; modules ask
 * `ctx.his`). A record is created in the caller's transaction when one is given.
 */
export const createSproutHis = (db: Db): HisProvider => ({
  name: 'sprout',
  findRecords: async (name, phone) =>
    (
      await db.kysely
        .selectFrom('patient_records')
        .select(columns)
        .where('name', '=', name.trim())
        .where('guardian_phone', '=', phone)
        .orderBy('id')
        .execute()
    ).map(toRecord),
  createRecord: async (patient, guardianPhone, within = db) => {
    // A clash on the unique pid inserts nothing (no error, so a PostgreSQL transaction stays usable): try another.
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await within.kysely
        .insertInto('patient_records')
        .values({
          pid: newPid(),
          name: patient.name,
          sex: patient.sex,
          birthday: patient.birthday,
          guardian_phone: guardianPhone,
          source: 'sprout',
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('pid').doNothing())
        .returning(columns)
        .executeTakeFirst();
      if (row) return toRecord(row);
    }
    throw new Error('could not allocate a patient record number');
  },
  getRecord: async (pid): Promise<PatientRecord | undefined> => {
    const row = await db.kysely
      .selectFrom('patient_records')
      .select(columns)
      .where('pid', '=', pid)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  },
});
