import type { CouponTab } from '@sprout/contract';
import { COUPON_STATE_LABEL } from '@sprout/domain';

/** Interface text of the coupon pages (titles come from the locale; ui-strings.md gives only those). */
export const couponStrings = {
  /** The tabs are the coupon's states, named as the server's stateText names them. */
  tabs: COUPON_STATE_LABEL satisfies Record<CouponTab, string>,
  empty: {
    unused: '暂无可用的优惠券',
    used: '暂无已使用的优惠券',
    expired: '暂无已过期的优惠券',
  } satisfies Record<CouponTab, string>,
  centre: '领券中心',
  centreHint: '领取后在“未使用”中查看',
  centreEmpty: '暂无可领取的优惠券',
  claim: '立即领取',
  claimed: '领取成功',
  remaining: (n: number) => `剩余${n}张`,
  claimedByMe: (mine: number, limit: number) => `已领${mine}/${limit}张`,
  claimUntil: (date: string) => `${date}前可领`,
  validUntil: (date: string) => `有效期至${date}`,
  validRange: (from: string, to: string) => `${from} 至 ${to}`,
  detailRule: '使用规则',
  detailScope: '适用范围',
  detailStack: '叠加规则',
  detailValidity: '有效期',
  detailState: '状态',
  detailCode: '券码',
  detailSource: '获得方式',
  sourceClaim: '领券中心领取',
  sourceGrant: '门诊发放',
  detailNote:
    '每笔订单限用一张优惠券；结算时系统自动为您选择最优惠的组合，并说明每张券能否使用。退款后，未过期的优惠券会退回。',
  noCode: '未找到该优惠券',
  retry: '重新加载',
  close: '关闭',
  yuan: '元',
  fold: '折',
};
