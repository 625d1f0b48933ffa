/**
 * Clinic fees (issue 15): the fee categories a clinic bills under, the states of a bill, and the
 * one rule that decides which bills may be paid together. Codes travel; labels are what people read.
 */
export const FEE_CATEGORIES = ['exam', 'lab', 'drug', 'treatment', 'registration', 'other'] as const;
export type FeeCategoryCode = (typeof FEE_CATEGORIES)[number];

export const FEE_CATEGORY_LABELS: Record<FeeCategoryCode, string> = {
  exam: '检查费',
  lab: '检验费',
  drug: '药费',
  treatment: '治疗费',
  registration: '挂号费',
  other: '其他',
};

export const BILL_STATUSES = ['unpaid', 'paying', 'paid', 'refunded', 'void'] as const;
export type BillStatusCode = (typeof BILL_STATUSES)[number];

export const BILL_STATUS_LABELS: Record<BillStatusCode, string> = {
  unpaid: '待缴费',
  paying: '支付中',
  paid: '已缴费',
  refunded: '已退费',
  void: '已作废',
};

/** How a bill was paid: online in the app, or at the desk (核销) in cash or by card. */
export const BILL_PAYMENT_WAYS = ['online', 'cash', 'card'] as const;
export type BillPaymentWay = (typeof BILL_PAYMENT_WAYS)[number];
/** What the desk may record when it settles a bill (核销). */
export const DESK_PAYMENT_WAYS = ['cash', 'card'] as const satisfies readonly BillPaymentWay[];

/** The parent's words (已缴费). */
export const BILL_PAYMENT_WAY_LABELS: Readonly<Record<BillPaymentWay, string>> = {
  online: '线上支付',
  cash: '收费处现金',
  card: '收费处银行卡',
};
/** The desk's shorter words, beside a bill's status in the console. */
export const BILL_PAYMENT_WAY_DESK_LABELS: Readonly<Record<BillPaymentWay, string>> = {
  online: '线上',
  cash: '现金',
  card: '银行卡',
};

/** At most this many bills are paid in one order: one checkout page, one receipt. */
export const MAX_BILLS_PER_PAYMENT = 20;

/** A bill's line amount: quantity × unit price, whole fen, refused when it would not be exact. */
export const lineAmountFen = (quantity: number, unitPriceFen: number): number => {
  const fen = quantity * unitPriceFen;
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError('line amount out of range');
  return fen;
};

/**
 * Why these bills cannot be paid together now, or null: each must be unpaid, and an order pays the
 * bills of one family only (the caller has checked ownership), so the only rule left is state.
 */
export const billsPayableBlocker = (bills: readonly { status: BillStatusCode }[]): string | null => {
  if (bills.length === 0) return '请选择要缴费的账单';
  if (bills.length > MAX_BILLS_PER_PAYMENT) return `一次最多缴${MAX_BILLS_PER_PAYMENT}张账单`;
  if (bills.some((b) => b.status === 'paying')) return '账单正在支付中，请完成或等待该笔支付结束';
  if (bills.some((b) => b.status !== 'unpaid')) return '账单状态已变更，请刷新后重试';
  return null;
};
