/** The points rule's figures, as the server keeps them and the pages show them. */
export interface PointsRuleFigures {
  pointsPerYuan: number;
  fenPerPoint: number;
  maxPayPercent: number;
  validYearsAfter: number;
  transferDailyCount: number;
  transferDailyPoints: number;
}

const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\.?0+$/, '');

/**
 * 积分规则 in plain words, written from the figures in force, so the page can never say one thing
 * while the server does another.
 */
export const pointsRuleLines = (r: PointsRuleFigures): string[] => [
  r.pointsPerYuan > 0
    ? `会员每笔已支付订单，实付金额每满1元获得${r.pointsPerYuan}积分（积分、优惠券和会员折扣抵扣的部分不计）。`
    : '目前消费暂不赠送积分。',
  '订单退款时，按退款金额比例扣回该订单获得的积分；已使用的积分不会扣成负数。',
  r.maxPayPercent > 0
    ? `缴费时每${Math.ceil(100 / r.fenPerPoint)}积分可抵扣${yuan(Math.ceil(100 / r.fenPerPoint) * r.fenPerPoint)}元，最多抵扣应付金额的${r.maxPayPercent}%。`
    : '目前积分暂不能抵扣缴费。',
  r.validYearsAfter === 0
    ? '积分有效期至获得当年的12月31日，到期未使用的积分自动作废。'
    : `积分有效期至获得当年之后第${r.validYearsAfter}年的12月31日（例如今年获得的积分可用到${r.validYearsAfter === 1 ? '明年' : `${r.validYearsAfter}年后`}年底），到期未使用的积分自动作废。`,
  '退回的积分（取消兑换、退款退回）和转赠得到的积分，保留原来的有效期。',
  r.transferDailyCount > 0
    ? `积分可转赠给其他已开通会员积分的用户，需短信验证码确认；每天最多转赠${r.transferDailyCount}次、共${r.transferDailyPoints}积分，转赠后不能撤回。`
    : '目前暂不支持积分转赠。',
];
