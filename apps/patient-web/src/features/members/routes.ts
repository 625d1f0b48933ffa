/** Pages of the members feature, by the spec's route paths. */
export const MEMBER_ROUTES = {
  activate: '/pages/registmember/index',
  activating: '/pages/registmember/loading',
  notice: '/pages/newFun/integralRulexz',
  cards: '/pages/newFun/memberCheck',
  rule: '/pages/newFun/integralRule',
  ledger: '/pages/newFun/integralDetail',
  give: '/pages/newFun/integralGive',
  /** The points mall (another feature): where points are spent. */
  mall: '/pages/newFun/integralMall',
} as const;
