import type { Generated, Selectable } from 'kysely';

/** The package-cards and mall modules' tables (migration 022), joined into `Database` in schema.ts. */

export type PackageCardStatus = 'pending' | 'active' | 'refunded' | 'closed';
export type PackageCardUseKind = 'grant' | 'use' | 'writeOff' | 'giveBack' | 'refund';
export type MallExchangeStatus = 'waiting' | 'shipped' | 'delivered' | 'cancelled';
export type MallStockKind = 'restock' | 'adjust' | 'exchange' | 'cancel';

export interface PackageCardProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  price_fen: number;
  /** JSON: [{ serviceCode, serviceName, uses }]. */
  services: string;
  validity_days: number;
  refund_handling_percent: number;
  his_id: string | null;
  enabled: number;
  created_at: string;
  updated_at: string;
}

export interface PackageCardsTable {
  id: Generated<number>;
  user_id: number;
  baby_id: number;
  product_id: number;
  order_id: number | null;
  name: string;
  price_fen: number;
  services: string;
  total_uses: number;
  validity_days: number;
  refund_handling_percent: number;
  status: PackageCardStatus;
  paid_at: string | null;
  expires_on: string | null;
  refunded_fen: number | null;
  created_at: string;
  updated_at: string;
}

export interface PackageCardServicesTable {
  id: Generated<number>;
  card_id: number;
  service_code: string;
  service_name: string;
  uses_total: number;
  uses_left: number;
}

export interface PackageCardUsesTable {
  id: Generated<number>;
  card_id: number;
  service_id: number;
  kind: PackageCardUseKind;
  delta: number;
  ref: string;
  reverses_use_id: number | null;
  order_id: number | null;
  staff_id: number | null;
  note: string;
  created_at: string;
}

export interface MallGoodsTable {
  id: Generated<number>;
  name: string;
  description: string;
  points_price: number;
  /** JSON array of storage keys. */
  pictures: string;
  stock: number;
  enabled: number;
  created_at: string;
  updated_at: string;
}

export interface MallStockEntriesTable {
  id: Generated<number>;
  goods_id: number;
  delta: number;
  kind: MallStockKind;
  ref: string;
  staff_id: number | null;
  reason: string;
  created_at: string;
}

export interface MallExchangesTable {
  id: Generated<number>;
  user_id: number;
  goods_id: number;
  goods_name: string;
  quantity: number;
  points: number;
  recipient: string;
  mobile: string;
  address_text: string;
  address_id: number;
  status: MallExchangeStatus;
  carrier: string | null;
  tracking_no: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
}

export type PackageCardProductRow = Selectable<PackageCardProductsTable>;
export type PackageCardRow = Selectable<PackageCardsTable>;
export type PackageCardServiceRow = Selectable<PackageCardServicesTable>;
export type PackageCardUseRow = Selectable<PackageCardUsesTable>;
export type MallGoodsRow = Selectable<MallGoodsTable>;
export type MallExchangeRow = Selectable<MallExchangesTable>;
