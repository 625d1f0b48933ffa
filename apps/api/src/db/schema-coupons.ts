import type { Generated, Insertable, Selectable } from 'kysely';

/** The coupons module's tables (migration 020), joined into `Database` in schema.ts. */
export interface CouponCampaignsTable {
  id: Generated<number>;
  name: string;
  kind: 'amount' | 'percent';
  value_fen: number;
  percent_off: number;
  cap_fen: number | null;
  threshold_fen: number;
  service_codes: string | null;
  scope_text: string;
  stacks_with_member: number;
  valid_mode: 'fixed' | 'days';
  valid_from: string | null;
  valid_to: string | null;
  valid_days: number | null;
  claim_from: string;
  claim_to: string;
  per_person_limit: number;
  total_quantity: number;
  issued_count: Generated<number>;
  state: 'draft' | 'live' | 'stopped';
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  campaign_id: number;
  user_id: number;
  source: 'claim' | 'grant';
  claim_seq: number | null;
  granted_by: number | null;
  grant_reason: string | null;
  valid_from: string;
  valid_to: string;
  used_order_id: number | null;
  used_at: string | null;
  returned_at: string | null;
  claimed_at: string;
}

export type CouponCampaignRow = Selectable<CouponCampaignsTable>;
export type NewCouponCampaign = Insertable<CouponCampaignsTable>;
export type CouponRow = Selectable<CouponsTable>;
export type NewCoupon = Insertable<CouponsTable>;
