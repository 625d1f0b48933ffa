import { FEE_CATEGORIES, FEE_CATEGORY_LABELS } from './fee-bills.ts';

/**
 * The categories a member card may discount: the clinic's fee categories and 问诊费, the price of an
 * online consultation (no clinic bill carries it, so it is no 收费项目 category).
 */
export const DISCOUNT_CATEGORIES = [...FEE_CATEGORIES, 'consultation'] as const;
export type DiscountCategoryCode = (typeof DISCOUNT_CATEGORIES)[number];
export const DISCOUNT_CATEGORY_LABELS: Readonly<Record<DiscountCategoryCode, string>> = {
  ...FEE_CATEGORY_LABELS,
  consultation: '问诊费',
};

/**
 * What Sprout itself sells, beside the clinic's bills: each goes through checkout as one line with a
 * fixed service code, so a coupon's 适用项目 and a package card's services can name it exactly as
 * they name a 收费项目, and a member discount applies through its category. The codes are
 * reserved: no 收费项目 may take one (a bill line and a booking would become the same thing to a
 * coupon).
 */
export interface AppService {
  code: string;
  name: string;
  category: DiscountCategoryCode;
}

/** 预约挂号: a slot's registration fee; a member discount on 挂号费 applies to it. */
export const REGISTRATION_SERVICE: AppService = {
  code: 'REGISTRATION',
  name: '预约挂号',
  category: 'registration',
};

/** 图文问诊: a doctor's consultation price; a member discount on 问诊费 applies to it. */
export const CONSULTATION_SERVICE: AppService = {
  code: 'CONSULTATION',
  name: '图文问诊',
  category: 'consultation',
};

export const APP_SERVICES: readonly AppService[] = [REGISTRATION_SERVICE, CONSULTATION_SERVICE];

/** Whether `code` is one of Sprout's own services (refused as a 收费项目 code), case as typed ignored. */
export const isAppServiceCode = (code: string) =>
  APP_SERVICES.some((s) => s.code.toLowerCase() === code.trim().toLowerCase());
