import type { PointsEntryKind } from '@sprout/domain';
import type { Generated, Insertable, Selectable } from 'kysely';

/** The members and points tables (migration 019), joined into `Database` in schema.ts. */
export interface MemberCardTypesTable {
  id: Generated<number>;
  name: string;
  note: string;
  is_default: number;
  created_at: string;
}

export interface MemberCardDiscountsTable {
  card_type_id: number;
  category: string;
  category_name: string;
  pay_percent: number;
}

export interface MembersTable {
  user_id: number;
  card_type_id: number;
  notice_version: string;
  activated_at: string;
}

export interface MemberCardsTable {
  id: Generated<number>;
  user_id: number;
  pid: string;
  card_number: string;
  issued_at: string;
}

export interface PointsRulesTable {
  id: Generated<number>;
  points_per_yuan: number;
  fen_per_point: number;
  max_pay_percent: number;
  valid_years_after: number;
  transfer_daily_count: number;
  transfer_daily_points: number;
  staff_id: number | null;
  reason: string;
  created_at: string;
}

export interface PointsEntriesTable {
  id: Generated<number>;
  user_id: number;
  points: number;
  kind: PointsEntryKind;
  reason: string;
  ref: string;
  reverses_entry_id: number | null;
  counterpart_user_id: number | null;
  /** The merged account whose lots the entry belongs to (migration 027); null: this account's own. */
  pool_user_id: number | null;
  entry_on: string;
  expires_on: string | null;
  staff_id: number | null;
  created_at: string;
}

export type MemberRow = Selectable<MembersTable>;
export type MemberCardRow = Selectable<MemberCardsTable>;
export type PointsRuleRow = Selectable<PointsRulesTable>;
export type PointsEntryRow = Selectable<PointsEntriesTable>;
export type NewPointsEntry = Insertable<PointsEntriesTable>;
