/** The Chinese texts of the console's growth pages. */
export const GROWTH_STRINGS = {
  measurementsTitle: '生长测量',
  measurementsDescription:
    '按就诊卡号，或宝宝姓名加监护人手机号查找儿童，查看和录入门诊测量、骨龄与青春期发育。',
  followUpsTitle: '随访名单',
  followUpsDescription:
    '最近一次测量低于P3或（头围、体重、BMI）高于P97、BMI超重或肥胖（6岁起按WS/T 586）、与至少3个月前相比跨越两条主百分位线、生长速度慢，或身高比之前低需核对测量的儿童（筛查规则，不是诊断）。',
  posture: { lying: '卧位', standing: '立位' },
  source: { clinic: '门诊', home: '家庭' },
  flags: {
    belowP3: '低于P3',
    aboveP97: '高于P97',
    crossedTwoLinesDown: '百分位下穿两条主线',
    crossedTwoLinesUp: '百分位上穿两条主线',
    overweightObesity: 'BMI超重/肥胖',
    slowGrowth: '生长速度慢',
    heightToCheck: '身高待核对',
  },
  /** The colour of a flag's tag: low side orange, high side gold, a measurement to check purple. */
  flagColors: {
    belowP3: 'orange',
    aboveP97: 'gold',
    crossedTwoLinesDown: 'orange',
    crossedTwoLinesUp: 'gold',
    overweightObesity: 'gold',
    slowGrowth: 'orange',
    heightToCheck: 'purple',
  },
  puberty: {
    title: '青春期发育',
    create: '记录青春期发育',
    hint: 'Tanner分期按女孩乳房、男孩外生殖器发育评定，1期为青春期前。生长速度按此选用《矮身材儿童诊治指南》的青春期前（5 cm/年）或青春期（6 cm/年）标准；未记录时，女孩7.5岁、男孩9岁起按“青春期状态未知”处理；Tanner 5期（成人期）不再按年增长速度判断。',
    empty: '还没有青春期发育记录',
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
