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
} as const;
