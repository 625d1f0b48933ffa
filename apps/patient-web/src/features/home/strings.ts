/** Interface text of the home page (feature-local: ui-strings.md does not cover it). */
export const homeStrings = {
  brand: '小芽儿童健康',
  slogan: '陪伴每一个孩子健康成长',
  sections: {
    visit: '就诊服务',
    growth: '成长与营养',
    member: '会员服务',
  },
  agreement: '用户协议',
  privacy: '隐私政策',
  footerNote: '小芽儿童健康门诊',
  effective: '生效日期',
  updated: '更新日期',
} as const;
