/**
 * The five outcomes of triage (issue 23), most urgent first. A level is what to do, never what the
 * child has: the engine names no diagnosis and no medicine dose, and says it is not a doctor
 * (互联网诊疗监管细则（试行）, 2022, art. 13: AI may not stand in for a physician).
 */
export const TRIAGE_LEVELS = [
  'emergency_ambulance',
  'emergency',
  'consultation_24',
  'consultation',
  'self_care',
] as const;
export type TriageLevel = (typeof TRIAGE_LEVELS)[number];

export const TRIAGE_LEVEL_LABELS: Record<TriageLevel, string> = {
  emergency_ambulance: '呼叫120',
  emergency: '立即急诊',
  consultation_24: '24小时内就医',
  consultation: '预约门诊',
  self_care: '居家观察',
};

/** 0 is the most urgent. */
export const levelRank = (level: TriageLevel): number => TRIAGE_LEVELS.indexOf(level);

/** The more urgent of two levels: anything may raise a level, nothing lowers one. */
export const moreUrgent = (a: TriageLevel, b: TriageLevel): TriageLevel =>
  levelRank(a) <= levelRank(b) ? a : b;

export const isEmergencyLevel = (level: TriageLevel): boolean => levelRank(level) <= levelRank('emergency');

/** What to do now, in the product's calm words; shown first on the page for the two emergency levels. */
export const LEVEL_ADVICE: Record<TriageLevel, string> = {
  emergency_ambulance:
    '请立即拨打120急救电话。等待时让宝宝侧卧、保持呼吸通畅，不要喂食喂水，不要离开宝宝；不要等待线上回复。',
  emergency:
    '请立即带宝宝去最近医院的急诊，不要等待线上回复或门诊预约。路上如出现呼吸困难、抽搐不止、嘴唇发紫或叫不醒，请马上拨打120。',
  consultation_24: '请在24小时内带宝宝到医院儿科就诊。在此之前如出现下面的危险信号，请立即去急诊。',
  consultation: '建议预约儿科门诊，由医生当面检查。等待就诊期间如出现下面的危险信号，请立即去急诊。',
  self_care: '目前可以在家观察护理。出现下面任何一种情况，请及时就医；拿不准时，宁可早一点带宝宝看医生。',
};

/** Said with every answer: what the assessment is, and what it is not. */
export const TRIAGE_DISCLAIMER =
  '这是根据您描述的情况给出的就医紧急程度建议，不是医生的诊断，也不能代替医生面诊；不开具处方，也不提供用药剂量。';
