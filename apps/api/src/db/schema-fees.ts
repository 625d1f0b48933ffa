import type { Generated } from 'kysely';

/** Clinic fees (migration 021). Money fen, times ISO strings, flags 0/1. */
export type FeeCategory = 'exam' | 'lab' | 'drug' | 'treatment' | 'registration' | 'other';
export type BillStatus = 'unpaid' | 'paying' | 'paid' | 'refunded' | 'void';

export interface FeeItemsTable {
  id: Generated<number>;
  code: string;
  name: string;
  category: FeeCategory;
  unit_price_fen: number;
  enabled: number;
  created_at: string;
  updated_at: string;
}

export interface ApiClientsTable {
  id: Generated<number>;
  client_key: string;
  name: string;
  secret_hash: string;
  /** Space-separated, as OAuth writes scopes. */
  scopes: string;
  created_by: number;
  created_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
}

export interface ApiClientTokensTable {
  id: Generated<number>;
  client_id: number;
  token_hash: string;
  scopes: string;
  expires_at: string;
  created_at: string;
}

export interface BillsTable {
  id: Generated<number>;
  pid: string;
  patient_name: string;
  title: string;
  total_fen: number;
  status: BillStatus;
  source: 'console' | 'his';
  created_by_staff: number | null;
  his_client_id: number | null;
  his_bill_no: string | null;
  order_id: number | null;
  paid_via: 'online' | 'cash' | 'card' | null;
  desk_reference: string | null;
  paid_at: string | null;
  voided_at: string | null;
  void_reason: string | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BillLinesTable {
  id: Generated<number>;
  bill_id: number;
  item_code: string;
  name: string;
  category: FeeCategory;
  quantity: number;
  unit_price_fen: number;
  amount_fen: number;
}
