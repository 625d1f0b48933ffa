import type { ConsultTypeCode } from './facts.ts';

/**
 * The AI consultation's dictionaries (getDictList): words a guardian may tap instead of typing. The
 * symptoms are added to the complaint as typed text, so the rules read them exactly as they read a
 * guardian's own words; none of them is a diagnosis.
 */
export const COMPLAINT_CHIPS: Readonly<Record<ConsultTypeCode, readonly string[]>> = {
  fever: ['发烧', '反复发烧', '精神不好', '吃奶少', '咳嗽', '流鼻涕', '出皮疹'],
  respiratory: ['咳嗽', '有痰', '喘', '呼吸快', '鼻塞流涕', '嗓子哑', '夜里咳得厉害'],
  vomitDiarrhoea: ['呕吐', '拉肚子', '大便稀', '肚子疼', '尿少', '吃不下东西'],
  rash: ['出红疹', '起风团', '很痒', '发烧', '皮肤发红', '有水疱'],
  feeding: ['吃奶少', '吐奶', '不爱吃饭', '辅食怎么加', '体重长得慢'],
  growth: ['个子矮', '长得慢', '体重偏轻', '走路晚', '说话晚'],
  medicine: ['吃什么药', '药吃了没效果', '漏吃了药', '药能不能一起吃'],
  injury: ['摔到头', '磕破出血', '烫伤', '吞了东西', '被咬伤', '手脚扭伤'],
  other: ['睡不好', '哭闹不安', '眼睛红', '耳朵疼', '肚子疼'],
};

/** How long it has been going on: tapped, it is added to the complaint as typed. */
export const DURATION_CHIPS = ['今天刚开始', '1天', '2天', '3天', '4天', '5天以上', '一周以上'] as const;
