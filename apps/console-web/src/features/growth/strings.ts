/** The Chinese texts of the console's growth pages. */
export const GROWTH_STRINGS = {
  measurementsTitle: '生长测量',
  measurementsDescription: '按就诊卡号，或宝宝姓名加监护人手机号查找儿童，查看和录入门诊测量与骨龄。',
  followUpsTitle: '随访名单',
  followUpsDescription: '最近一次测量低于P3、百分位下穿两条主线或生长速度慢的儿童（筛查规则，不是诊断）。',
  posture: { lying: '卧位', standing: '立位' },
  source: { clinic: '门诊', home: '家庭' },
  flags: {
    belowP3: '低于P3',
    crossedTwoLinesDown: '百分位下穿两条主线',
    slowGrowth: '生长速度慢',
  },
  boneAgeMethods: { GP: 'G-P', TW3: 'TW3', CHN05: '中华05' },
  /** Measurements beyond WHO's implausible-value limits saved with a parent's 确认无误. */
  review: {
    pending: '待核对',
    confirmedBy: (name: string | null) => (name ? `${name}已核对` : '已核对'),
    confirm: '核对确认',
    confirmTitle: '确认这次测量无误？',
    confirmNote: '数值超出WHO不合理值界限。确认后它计入百分位、增长速度、报告和随访名单，并记下您是核对人。',
    pendingHint:
      '有测量与年龄明显不符（超出WHO不合理值界限），家长已确认，待核对：核对前不计算百分位，也不进入随访规则。',
  },
} as const;
