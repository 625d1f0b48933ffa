import type { Generated, Selectable } from 'kysely';

/** Staff alerts in the console (migration 032), joined into `Database` in schema.ts. */
export type StaffAlertKind = 'redFlag' | 'redFlagUnseen';

export interface StaffAlertsTable {
  id: Generated<number>;
  staff_id: number;
  kind: StaffAlertKind;
  /** What the alert is about, unique per staff member and kind (e.g. `inquiry:12`). */
  subject_key: string;
  title: string;
  body: string;
  /** The console route it opens. */
  link: string;
  created_at: string;
  read_at: string | null;
}

export type StaffAlertRow = Selectable<StaffAlertsTable>;
