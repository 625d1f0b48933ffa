import type { FeeCategoryCode } from './fee-bills.ts';

/**
 * What Sprout itself sells, beside the clinic's bills: each goes through checkout as one line with a
 * fixed service code, so a coupon's 适用项目 and a package card's services can name it exactly as
 * they name a 收费项目, and a member discount applies through its fee category. The codes are
 * reserved: no 收费项目 may take one (a bill line and a booking would become the same thing to a
 * coupon).
 */
export interface AppService {
  code: string;
  name: string;
  category: FeeCategoryCode;
}

/** 预约挂号: a slot's registration fee; a member discount on 挂号费 applies to it. */
export const REGISTRATION_SERVICE: AppService = {
  code: 'REGISTRATION',
  name: '预约挂号',
  category: 'registration',
};

export const APP_SERVICES: readonly AppService[] = [REGISTRATION_SERVICE];

/** Whether `code` is one of Sprout's own services (refused as a 收费项目 code), case as typed ignored. */
export const isAppServiceCode = (code: string) =>
  APP_SERVICES.some((s) => s.code.toLowerCase() === code.trim().toLowerCase());
