/**
 * Paediatric triage test cases, written from the published guidelines (not from any engine code).
 *
 * Each case is what a parent types into the Sprout chat, in order: the chief complaint first, then
 * short answers to follow-up questions, in the way parents write on a phone (colloquial words, slips
 * such as 发骚 for 发烧 or 信门 for 囟门, temperatures as 38度5 / 三十九度二 / 38.5℃, negations).
 * `expected` is the level a clinician applying the sources below would give.
 *
 * THE FIVE LEVELS (applied the same way to every case)
 *
 * emergency_ambulance (呼叫120) — immediately life-threatening.
 *   NICE NG143 1.2.1.1: compromise of airway, breathing or circulation, or a decreased level of
 *   consciousness; NG143 1.3 (remote assessment): such children are referred for emergency care
 *   by the most appropriate means, usually an emergency ambulance. WHO IMCI chart booklet general
 *   danger signs while active: convulsing now, unconscious / lethargic and unrousable. Also:
 *   stopped breathing (apnoea); blue or grey lips (NG143 red "blue"; NICE NG9 bronchiolitis:
 *   apnoea, central cyanosis, grunting or marked chest recession → emergency ambulance); severe
 *   breathing difficulty with grunting or severe chest indrawing; anaphylaxis (swollen lips/tongue
 *   with breathing difficulty — Resuscitation Council UK anaphylaxis guideline: call an ambulance);
 *   a seizure lasting more than 5 minutes or a child who does not wake after it (热性惊厥诊断治疗
 *   与管理专家共识 2017: a seizure over 5 minutes needs anti-seizure treatment; NG143 red "status
 *   epilepticus"); a head injury with loss of consciousness (NICE NG232 telephone advice:
 *   unconsciousness since the injury → emergency ambulance).
 *
 * emergency (立即急诊) — go to an emergency department now.
 *   The other NICE NG143 table 1 RED features (NG143 1.3: red but not immediately life-threatening
 *   → face-to-face assessment within 2 hours): age 0–3 months with temperature ≥ 38 °C;
 *   pale/mottled/ashen skin; no response to social cues; appears ill to a healthcare professional;
 *   does not wake, or if roused does not stay awake (a child who cannot be roused at all is
 *   emergency_ambulance, above); weak, high-pitched or continuous cry; respiratory rate > 60/min;
 *   moderate chest indrawing; reduced skin turgor; non-blanching rash; bulging fontanelle; neck
 *   stiffness; focal neurological signs; focal seizures. WHO IMCI general danger signs (urgent
 *   referral): not able to drink or breastfeed, vomits everything, has had a convulsion in this
 *   illness (now recovered). Severe dehydration (WHO IMCI: two of lethargic, sunken eyes, not able
 *   to drink, skin pinch goes back very slowly; no urine/wet nappy for 8 h or more, no tears, very
 *   dry mouth with lethargy). Green (bilious) or bloody vomit (NICE NG1 red flags). Blood in the
 *   stool in an infant or in a sick child (NICE CG84; 中国儿童急性感染性腹泻病临床实践指南 2016
 *   就诊指征: 粪便带血). Head injury with 2 or more vomits, abnormal drowsiness, or, under 1 year,
 *   a swelling over 5 cm (NICE NG232). Swallowed button battery, magnets, medicine, or a
 *   poison/household chemical (National Capital Poison Center; NASPGHAN magnet advice). A burn
 *   larger than the child's palm or on the face, hands, feet or genitals (NICE CKS burns and
 *   scalds referral criteria). A neonate (0–28 days) who feeds poorly, is jaundiced in the first
 *   24 h (NICE CG98), or has a low temperature (WHO IMCI young infant: < 35.5 °C).
 *
 * consultation_24 (24小时内就医) — face-to-face assessment within 24 hours.
 *   NICE NG143 table 1 AMBER features (NG143 1.3: amber → face-to-face assessment, urgency set by
 *   clinical judgement; this set uses "within 24 hours"): pallor reported by a parent; not
 *   responding normally to social cues / no smile; wakes only with prolonged stimulation;
 *   decreased activity; nasal flaring; respiratory rate > 50/min at 6–12 months or > 40/min over
 *   12 months; SpO2 ≤ 95 % in air; crackles; heart rate > 160 (< 12 months), > 150 (12–24 months),
 *   > 140 (2–5 years); capillary refill ≥ 3 s; dry mucous membranes; poor feeding in infants;
 *   reduced urine output; age 3–6 months with temperature ≥ 39 °C; fever for 5 days or longer;
 *   rigors; swelling of a limb or joint; not using a limb. Also moderate ("some") dehydration
 *   (WHO IMCI: restless/irritable and drinks eagerly → treatment at a health facility) and ear pain
 *   with fever for more than 2 days (NICE NG91).
 *
 * consultation (预约门诊) — needs a doctor, not urgently: growth or development concerns, feeding
 *   problems over weeks, a rash without red or amber features lasting more than a few days, a cough
 *   over 3 weeks without breathing difficulty (WHO IMCI: cough > 14 days → refer for assessment),
 *   medicine questions (the engine gives no doses), constipation for weeks (NICE CG99), a fever
 *   still present on day 4 with only green features (not yet NG143 amber; WHO IMCI: a fever that
 *   persists is reassessed at a follow-up visit).
 *
 * self_care (居家观察) — NICE NG143 GREEN only (normal colour; responds normally to social cues;
 *   content/smiles; stays awake or wakes quickly; strong normal cry or not crying; normal skin and
 *   eyes; moist mucous membranes) with a mild illness; NG143 1.3: green → care at home with advice
 *   on when to seek help. E.g. a cold, a fever with all green features in a child over 3 months
 *   (under 39 °C at 3–6 months) for under 3 days, mild diarrhoea with good drinking and wet nappies
 *   (WHO IMCI "no dehydration" → home, Plan A), a small bump on the head with normal behaviour
 *   (none of the NICE NG232 referral factors), insect bites.
 *
 * CONVENTIONS
 * - Age bands of NG143: "age 0–3 months" is read as ageDays <= 90 (day 90 still counts; 91 does
 *   not); "3–6 months" is 91–182 days; "6–12 months" 183–365 days; "over 12 months" >= 366 days.
 *   No case sits on the 182/183 edge.
 * - Preterm babies (gestationWeeks < 37, under 2 years): the age-banded rules use the corrected age,
 *   ageDays − (40 − gestationWeeks) × 7. NICE NG143 is silent on corrected age; the corrected age is
 *   the younger one and so the safer reading. Band counts in the README use chronological ageDays.
 * - A temperature the parent reports is taken as measured (NG143 1.1: a parent's perception of
 *   fever is valid and taken seriously), whatever the thermometer.
 * - NG143 covers children under 5; for 5–18 years the source named in each case decides.
 * - `redFlag` names the warning feature that decides the level — a red feature or danger sign for
 *   the two emergency levels, an amber feature for consultation_24 — and is null when the level is
 *   consultation or self_care. `redFlagAt` is the index of the message where it is first stated (for
 *   a feature made of two signs, the message that completes it).
 * - Where the named guidelines are silent, the case says so in `source` and takes the safer level.
 */

export type TriageLevel =
  | 'emergency_ambulance'
  | 'emergency'
  | 'consultation_24'
  | 'consultation'
  | 'self_care';
export type ConsultTypeCode =
  | 'fever'
  | 'respiratory'
  | 'vomitDiarrhoea'
  | 'rash'
  | 'feeding'
  | 'growth'
  | 'medicine'
  | 'injury'
  | 'other';
export interface TriageCase {
  id: string;
  ageDays: number;
  sex: '男' | '女';
  gestationWeeks?: number;
  type: ConsultTypeCode;
  messages: string[];
  expected: TriageLevel;
  redFlag: string | null;
  redFlagAt?: number;
  source: string;
}

const RED_UNDER_3M =
  'NICE NG143 table 1 red: age 0–3 months with temperature ≥ 38 °C (ageDays <= 90 counted as 0–3 months); NG143 1.3: red → face-to-face within 2 hours';
const GREEN_HOME =
  'NICE NG143 table 1 green only (normal colour, responds normally, stays awake, moist mucous membranes); NG143 1.3: green → care at home with safety-net advice';

export const TRIAGE_CASES: readonly TriageCase[] = [
  // ───────────── Neonates, 0–28 days ─────────────
  {
    id: 'neonate-fever-12d-38-2',
    ageDays: 12,
    sex: '男',
    type: 'fever',
    messages: ['宝宝12天，摸着有点烫，量了腋下38.2', '吃奶还行', '没有吐'],
    expected: 'emergency',
    redFlag: 'fever_under_3_months',
    redFlagAt: 0,
    source: RED_UNDER_3M,
  },
  {
    id: 'neonate-fever-25d-typo-fa-sao',
    ageDays: 25,
    sex: '女',
    type: 'fever',
    messages: ['娃25天，发骚了，额头枪测38度6', '腋下又量了一次38度3', '精神还行'],
    expected: 'emergency',
    redFlag: 'fever_under_3_months',
    redFlagAt: 0,
    source: `${RED_UNDER_3M}; NG143 1.1: a parent's reading of fever is taken seriously (the axillary 38.3 confirms it)`,
  },
  {
    id: 'neonate-poor-feeding-6d',
    ageDays: 6,
    sex: '女',
    type: 'feeding',
    messages: [
      '出生6天了，今天吃奶特别少',
      '以前一顿能吃60毫升，今天吃十几毫升就不吃了，嘬两口就睡',
      '体温36.9',
    ],
    expected: 'emergency',
    redFlag: 'neonate_poor_feeding',
    redFlagAt: 0,
    source:
      'WHO IMCI chart booklet, sick young infant: "not feeding well" is a sign of very severe disease → urgent referral',
  },
  {
    id: 'neonate-jaundice-first-24h',
    ageDays: 1,
    sex: '男',
    type: 'other',
    messages: ['顺产，昨天下午出生的，今天上午出院回家了', '刚发现宝宝脸黄黄的，眼白也有点黄', '还不到一天'],
    expected: 'emergency',
    redFlag: 'jaundice_first_24h',
    redFlagAt: 1,
    source:
      'NICE CG98 neonatal jaundice: suspected or obvious jaundice in the first 24 hours → bilirubin measured urgently (within 2 hours)',
  },
  {
    id: 'neonate-low-temperature-35-3',
    ageDays: 9,
    sex: '女',
    type: 'other',
    messages: ['宝宝手脚冰凉，量体温才35.3', '换了个体温计再量还是35度多', '盖着被子呢'],
    expected: 'emergency',
    redFlag: 'neonate_low_temperature',
    redFlagAt: 0,
    source:
      'WHO IMCI chart booklet, sick young infant: low body temperature (< 35.5 °C) is a sign of very severe disease → urgent referral',
  },
  {
    id: 'neonate-apnoea-blue',
    ageDays: 15,
    sex: '男',
    type: 'respiratory',
    messages: ['宝宝刚才吃着奶突然不喘气了，脸发紫', '拍了拍背现在哭出来了', '嘴唇还有点紫'],
    expected: 'emergency_ambulance',
    redFlag: 'apnoea',
    redFlagAt: 0,
    source:
      'NICE NG143 1.2.1.1: compromise of breathing is immediately life-threatening → emergency ambulance; NICE NG9 bronchiolitis: apnoea or central cyanosis → emergency ambulance',
  },
  {
    id: 'neonate-blocked-nose-well',
    ageDays: 20,
    sex: '女',
    type: 'respiratory',
    messages: [
      '宝宝鼻子有点堵，睡觉呼噜呼噜的',
      '没发烧，36.8',
      '吃奶挺好的，尿布一天湿七八次',
      '不喘，嘴唇红红的',
    ],
    expected: 'self_care',
    redFlag: null,
    source:
      'WHO IMCI chart booklet, sick young infant: no sign of very severe disease (feeds well, no fast breathing, no chest indrawing, normal temperature, moves normally) → home care advice',
  },
  {
    id: 'neonate-bilious-vomit',
    ageDays: 18,
    sex: '男',
    type: 'vomitDiarrhoea',
    messages: ['宝宝吐了两次，吐出来是绿色的', '像菜汤那种绿', '肚子有点胀'],
    expected: 'emergency',
    redFlag: 'bilious_vomit',
    redFlagAt: 0,
    source:
      'NICE NG1 (reflux in under 1s) red flag: bile-stained (green) vomit suggests intestinal obstruction',
  },
  {
    id: 'neonate-weak-cry-mottled',
    ageDays: 22,
    sex: '男',
    type: 'other',
    messages: ['宝宝今天不太对劲，哭声很小，跟小猫叫一样', '身上皮肤一块白一块紫的，花花的', '还没量体温'],
    expected: 'emergency',
    redFlag: 'weak_cry',
    redFlagAt: 0,
    source:
      'NICE NG143 table 1 red: weak, high-pitched or continuous cry; pale/mottled skin. NG143 is written for fever; no temperature is given here, the guideline is silent without fever, so the safer (red) level is taken',
  },

  // ───────────── 29–90 days ─────────────
  {
    id: 'fever-89d-38-0',
    ageDays: 89,
    sex: '男',
    type: 'fever',
    messages: ['宝宝发烧38.0，腋下量的', '精神还行，吃奶正常', '没有皮疹'],
    expected: 'emergency',
    redFlag: 'fever_under_3_months',
    redFlagAt: 0,
    source: RED_UNDER_3M,
  },
  {
    id: 'fever-90d-38-0',
    ageDays: 90,
    sex: '女',
    type: 'fever',
    messages: ['三个月整，今天量体温38度', '一直在笑，吃奶也好'],
    expected: 'emergency',
    redFlag: 'fever_under_3_months',
    redFlagAt: 0,
    source: `${RED_UNDER_3M}; day 90 is still counted as 0–3 months (this set's explicit reading)`,
  },
  {
    id: 'fever-60d-37-9',
    ageDays: 60,
    sex: '男',
    type: 'fever',
    messages: ['宝宝两个月，摸着有点热，量了37.9', '过了半小时又量还是37.9', '吃奶好，会笑，没有抽搐，不喘'],
    expected: 'self_care',
    redFlag: null,
    source:
      'NICE NG143 table 1: 37.9 °C is under the 38 °C red threshold for age 0–3 months and every other feature is green; NG143 1.3: green → home care with advice (re-measure; 38 °C or more at this age is red)',
  },
  {
    id: 'fever-60d-38-0',
    ageDays: 60,
    sex: '女',
    type: 'fever',
    messages: ['两个月宝宝发烧，刚量的38.0', '精神挺好的，没有哭闹'],
    expected: 'emergency',
    redFlag: 'fever_under_3_months',
    redFlagAt: 0,
    source: RED_UNDER_3M,
  },
  {
    id: 'fever-35d-chinese-numerals',
    ageDays: 35,
    sex: '女',
    type: 'fever',
    messages: ['一个多月的宝宝烧到三十八度二', '耳温枪量的'],
    expected: 'emergency',
    redFlag: 'fever_under_3_months',
    redFlagAt: 0,
    source: RED_UNDER_3M,
  },
  {
    id: 'infant-45d-grunting-blue',
    ageDays: 45,
    sex: '男',
    type: 'respiratory',
    messages: ['宝宝一个半月，咳嗽两天了', '今天喘得很快，每喘一口都吭吭地哼', '嘴唇有点发青'],
    expected: 'emergency_ambulance',
    redFlag: 'grunting',
    redFlagAt: 1,
    source:
      'NICE NG9 bronchiolitis: grunting, marked chest recession or central cyanosis → emergency ambulance; NICE NG143 table 1 red: grunting, blue; 1.2.1.1 breathing compromise',
  },
  {
    id: 'infant-70d-rr-64',
    ageDays: 70,
    sex: '女',
    type: 'respiratory',
    messages: ['咳嗽有痰', '我数了她一分钟喘了64下', '吃奶还行，嘴唇不紫', '没有哼哼'],
    expected: 'emergency',
    redFlag: 'tachypnoea_over_60',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 red: tachypnoea, respiratory rate > 60 breaths/minute',
  },
  {
    id: 'infant-50d-bulging-fontanelle-typo',
    ageDays: 50,
    sex: '男',
    type: 'fever',
    messages: ['宝宝有点低烧37.8', '今天特别闹，哄不好', '头顶信门鼓鼓的，比平时鼓'],
    expected: 'emergency',
    redFlag: 'bulging_fontanelle',
    redFlagAt: 2,
    source: 'NICE NG143 table 1 red: bulging fontanelle (a red feature whatever the temperature)',
  },
  {
    id: 'infant-65d-vomits-everything',
    ageDays: 65,
    sex: '女',
    type: 'vomitDiarrhoea',
    messages: ['吐奶', '今天喂什么吐什么，喝一口吐一口', '尿也少了'],
    expected: 'emergency',
    redFlag: 'vomits_everything',
    redFlagAt: 1,
    source: 'WHO IMCI chart booklet general danger sign: vomits everything → urgent referral',
  },
  {
    id: 'infant-80d-colic-evening-crying',
    ageDays: 80,
    sex: '男',
    type: 'other',
    messages: [
      '宝宝每天傍晚就开始哭，一哭一两个小时',
      '哭声很响亮，抱着走走能好点',
      '吃奶正常，体重长得挺好，不发烧',
    ],
    expected: 'self_care',
    redFlag: null,
    source:
      'NICE CKS infantile colic: a thriving, afebrile baby with bouts of evening crying who can be settled → reassurance and self-care; NICE NG143 green: strong normal cry (no weak, high-pitched or continuous cry)',
  },
  {
    id: 'infant-40d-regurgitation',
    ageDays: 40,
    sex: '女',
    type: 'feeding',
    messages: ['每次吃完奶都会吐一点，从嘴角流出来', '不是喷出来的，也不是绿色的', '一个月长了2斤'],
    expected: 'self_care',
    redFlag: null,
    source:
      'NICE NG1 reflux in under 1s: effortless regurgitation in a thriving infant is common and needs reassurance only; none of the NG1 red flags (not projectile, not bile-stained)',
  },
  {
    id: 'infant-75d-cough-well-afebrile',
    ageDays: 75,
    sex: '男',
    type: 'respiratory',
    messages: ['有点咳嗽，一天咳几声', '没发烧，36度8', '吃奶正常，不喘，呼吸不快'],
    expected: 'self_care',
    redFlag: null,
    source:
      'WHO IMCI chart booklet, cough or difficult breathing: no general danger sign, no fast breathing, no chest indrawing → "cough or cold", home care',
  },

  // ───────────── 91–365 days ─────────────
  {
    id: 'fever-91d-38-0',
    ageDays: 91,
    sex: '男',
    type: 'fever',
    messages: ['宝宝三个月零一天，发烧38度', '流点清鼻涕', '吃奶跟平时一样，逗他会笑', '尿布也正常湿'],
    expected: 'self_care',
    redFlag: null,
    source: `Day 91 is past the 0–3 month band; NG143 amber for 3–6 months starts at 39 °C. ${GREEN_HOME}`,
  },
  {
    id: 'fever-120d-38-9',
    ageDays: 120,
    sex: '女',
    type: 'fever',
    messages: ['4个月宝宝发烧38.9', '今天第一天', '精神好，吃奶正常，会笑'],
    expected: 'self_care',
    redFlag: null,
    source: `NICE NG143 table 1: 38.9 °C at 3–6 months is under the 39 °C amber threshold. ${GREEN_HOME}`,
  },
  {
    id: 'fever-120d-39-0',
    ageDays: 120,
    sex: '男',
    type: 'fever',
    messages: ['4个月，烧到39度了', '精神还可以，奶吃得也还行'],
    expected: 'consultation_24',
    redFlag: 'fever_39_age_3_6_months',
    redFlagAt: 0,
    source:
      'NICE NG143 table 1 amber: age 3–6 months with temperature ≥ 39 °C; NG143 1.3: amber → face-to-face assessment',
  },
  {
    id: 'fever-150d-chinese-39-2',
    ageDays: 150,
    sex: '女',
    type: 'fever',
    messages: ['五个月宝宝，三十九度二', '昨天晚上开始烧的', '还会笑'],
    expected: 'consultation_24',
    redFlag: 'fever_39_age_3_6_months',
    redFlagAt: 0,
    source: 'NICE NG143 table 1 amber: age 3–6 months with temperature ≥ 39 °C',
  },
  {
    id: 'preterm-30w-100d-fever-38-2',
    ageDays: 100,
    sex: '男',
    gestationWeeks: 30,
    type: 'fever',
    messages: ['宝宝是30周早产的，现在出生100天', '发烧38.2', '吃奶还行'],
    expected: 'emergency',
    redFlag: 'fever_under_3_months',
    redFlagAt: 1,
    source: `${RED_UNDER_3M}; corrected age 100 − 70 = 30 days (NG143 is silent on corrected age; the corrected, safer age is used)`,
  },
  {
    id: 'preterm-33w-130d-fever-38-3',
    ageDays: 130,
    sex: '女',
    gestationWeeks: 33,
    type: 'fever',
    messages: ['33周出生的早产宝宝，4个多月了', '今天量体温38度3', '精神挺好，会笑'],
    expected: 'emergency',
    redFlag: 'fever_under_3_months',
    redFlagAt: 1,
    source: `${RED_UNDER_3M}; corrected age 130 − 49 = 81 days (NG143 is silent on corrected age; the corrected, safer age is used)`,
  },
  {
    id: 'preterm-34w-95d-fever-38-0',
    ageDays: 95,
    sex: '女',
    gestationWeeks: 34,
    type: 'fever',
    messages: ['34周早产，3个月了', '38度，刚量的', '没有别的不舒服'],
    expected: 'emergency',
    redFlag: 'fever_under_3_months',
    redFlagAt: 1,
    source: `${RED_UNDER_3M}; corrected age 95 − 42 = 53 days (NG143 is silent on corrected age; the corrected, safer age is used)`,
  },
  {
    id: 'preterm-28w-220d-fever-39-2',
    ageDays: 220,
    sex: '男',
    gestationWeeks: 28,
    type: 'fever',
    messages: ['宝宝28周早产，7个多月', '烧到39度2', '其他都好，吃奶正常'],
    expected: 'consultation_24',
    redFlag: 'fever_39_age_3_6_months',
    redFlagAt: 1,
    source:
      'NICE NG143 table 1 amber: age 3–6 months with temperature ≥ 39 °C; corrected age 220 − 84 = 136 days (chronologically 7 months, which would be green; NG143 is silent on corrected age; the safer, corrected age is used)',
  },
  {
    id: 'infant-240d-tachypnoea-55',
    ageDays: 240,
    sex: '男',
    type: 'respiratory',
    messages: ['咳嗽3天了，有点发烧38.3', '我数了一下他一分钟喘55下', '没有哼哼，嘴唇不紫，胸口不往里凹'],
    expected: 'consultation_24',
    redFlag: 'tachypnoea',
    redFlagAt: 1,
    source:
      'NICE NG143 table 1 amber: respiratory rate > 50/min at 6–12 months (not > 60, no grunting, no indrawing, so not red); WHO IMCI: fast breathing without danger signs → pneumonia, treated without urgent referral',
  },
  {
    id: 'infant-300d-tachycardia',
    ageDays: 300,
    sex: '女',
    type: 'fever',
    messages: ['宝宝发烧39度，家里血氧仪上心率一直170多', '血氧98', '精神一般，还能玩一会'],
    expected: 'consultation_24',
    redFlag: 'tachycardia',
    redFlagAt: 0,
    source: 'NICE NG143 table 1 amber: tachycardia > 160 beats/minute at age under 12 months',
  },
  {
    id: 'infant-210d-nasal-flaring',
    ageDays: 210,
    sex: '男',
    type: 'respiratory',
    messages: ['咳嗽流鼻涕，37度8', '喘气的时候鼻孔一张一张的', '不哼哼，嘴唇红的'],
    expected: 'consultation_24',
    redFlag: 'nasal_flaring',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 amber: nasal flaring',
  },
  {
    id: 'infant-270d-poor-feeding',
    ageDays: 270,
    sex: '女',
    type: 'feeding',
    messages: ['发烧两天了，38度多', '这两天奶只喝平时一半', '精神还可以'],
    expected: 'consultation_24',
    redFlag: 'poor_feeding_infant',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 amber: poor feeding in infants',
  },
  {
    id: 'infant-190d-reduced-urine',
    ageDays: 190,
    sex: '女',
    type: 'fever',
    messages: ['发烧38度5，一天了', '今天尿布比平时干，一上午只换了一个湿的', '奶吃得还可以，精神也行'],
    expected: 'consultation_24',
    redFlag: 'reduced_urine_output',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 amber: reduced urine output',
  },
  {
    id: 'infant-200d-pallor',
    ageDays: 200,
    sex: '男',
    type: 'fever',
    messages: ['发烧38度7，第一天', '奶奶说孩子脸色比平时白，没有血色', '精神还行'],
    expected: 'consultation_24',
    redFlag: 'pallor',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 amber: pallor reported by parent/carer',
  },
  {
    id: 'infant-330d-no-smile',
    ageDays: 330,
    sex: '女',
    type: 'fever',
    messages: ['烧到39度5', '吃了退烧药降下来了，但还是不怎么理人，逗她也不笑', '叫一下就醒'],
    expected: 'consultation_24',
    redFlag: 'reduced_response_to_social_cues',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 amber: not responding normally to social cues; no smile',
  },
  {
    id: 'infant-160d-unrousable',
    ageDays: 160,
    sex: '男',
    type: 'fever',
    messages: ['宝宝发高烧，叫不醒了', '使劲拍脚底也只是哼一下又睡过去'],
    expected: 'emergency_ambulance',
    redFlag: 'unrousable',
    redFlagAt: 0,
    source:
      'NICE NG143 1.2.1.1: decreased level of consciousness is immediately life-threatening → emergency ambulance (1.3); WHO IMCI general danger sign: unconscious',
  },
  {
    id: 'infant-280d-non-blanching-rash',
    ageDays: 280,
    sex: '女',
    type: 'rash',
    messages: ['发烧38度9，身上出了好多小红点', '用玻璃杯压上去红点不退', '精神有点差'],
    expected: 'emergency',
    redFlag: 'non_blanching_rash',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 red: non-blanching rash (table 2: consider meningococcal disease)',
  },
  {
    id: 'infant-220d-febrile-seizure-recovered',
    ageDays: 220,
    sex: '男',
    type: 'fever',
    messages: [
      '刚才孩子抽了，翻白眼，手脚一抖一抖的',
      '大概一分钟就停了',
      '现在醒了，在哭，能认人',
      '体温39度3',
    ],
    expected: 'emergency',
    redFlag: 'seizure',
    redFlagAt: 0,
    source:
      'WHO IMCI chart booklet general danger sign: convulsions during this illness → urgent referral; 热性惊厥诊断治疗与管理专家共识 (2017): a first febrile seizure needs medical evaluation for the cause',
  },
  {
    id: 'infant-250d-convulsing-now',
    ageDays: 250,
    sex: '女',
    type: 'fever',
    messages: ['孩子在抽！眼睛往上翻，叫不应', '刚开始抽，一分钟了'],
    expected: 'emergency_ambulance',
    redFlag: 'seizure_now',
    redFlagAt: 0,
    source:
      'WHO IMCI chart booklet general danger sign: convulsing now → urgent referral (this set: call 120 while active)',
  },
  {
    id: 'infant-190d-chest-indrawing',
    ageDays: 190,
    sex: '男',
    type: 'respiratory',
    messages: ['咳嗽喘了两天', '吸气的时候肋骨下面往里凹', '还能喝奶，不哼哼，嘴唇不紫'],
    expected: 'emergency',
    redFlag: 'chest_indrawing',
    redFlagAt: 1,
    source:
      'NICE NG143 table 1 red: moderate or severe chest indrawing (WHO IMCI 2014 treats chest indrawing without danger signs as pneumonia at home; NICE, the safer, is followed)',
  },
  {
    id: 'infant-310d-mottled-skin',
    ageDays: 310,
    sex: '女',
    type: 'fever',
    messages: ['发烧39度8', '腿上和肚子上皮肤花花的，一块白一块紫', '人还醒着，会哭'],
    expected: 'emergency',
    redFlag: 'pale_mottled_skin',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 red: pale/mottled/ashen/blue skin, lips or tongue',
  },
  {
    id: 'infant-250d-appears-ill-to-doctor',
    ageDays: 250,
    sex: '男',
    type: 'fever',
    messages: ['诊所医生看了说孩子状态很不好，让赶紧去儿童医院', '发烧39度'],
    expected: 'emergency',
    redFlag: 'appears_ill_to_clinician',
    redFlagAt: 0,
    source: 'NICE NG143 table 1 red: appears ill to a healthcare professional',
  },
  {
    id: 'infant-150d-high-pitched-cry',
    ageDays: 150,
    sex: '女',
    type: 'fever',
    messages: ['发烧38.6', '哭声很尖，跟尖叫一样，跟平时哭得不一样'],
    expected: 'emergency',
    redFlag: 'high_pitched_cry',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 red: weak, high-pitched or continuous cry',
  },
  {
    id: 'infant-100d-unable-to-breastfeed',
    ageDays: 100,
    sex: '男',
    type: 'feeding',
    messages: ['宝宝咳嗽两天', '今天吃母乳含不住，吸两口就松开，一上午几乎没吃进去'],
    expected: 'emergency',
    redFlag: 'unable_to_breastfeed',
    redFlagAt: 1,
    source: 'WHO IMCI chart booklet general danger sign: not able to drink or breastfeed → urgent referral',
  },
  {
    id: 'infant-150d-bronchiolitis-half-feeds',
    ageDays: 150,
    sex: '女',
    type: 'respiratory',
    messages: [
      '咳嗽喘了三天，鼻子里好多鼻涕',
      '这两天奶量只有平时一半多一点',
      '呼吸不算快，嘴唇红润，不哼哼',
    ],
    expected: 'consultation_24',
    redFlag: 'poor_feeding_infant',
    redFlagAt: 1,
    source:
      'NICE NG9 bronchiolitis: consider referral when oral intake is 50–75 % of usual; NICE NG143 table 1 amber: poor feeding in infants (no red feature)',
  },
  {
    id: 'infant-320d-dry-mucous-membranes',
    ageDays: 320,
    sex: '男',
    type: 'vomitDiarrhoea',
    messages: [
      '拉肚子3天，一天七八次水样便',
      '嘴唇很干，舌头也干干的',
      '还愿意喝水，尿比平时少',
      '精神还行，眼睛不凹，哭有眼泪',
    ],
    expected: 'consultation_24',
    redFlag: 'dry_mucous_membranes',
    redFlagAt: 1,
    source:
      'NICE NG143 table 1 amber: dry mucous membranes, reduced urine output; 中国儿童急性感染性腹泻病临床实践指南 (2016) 就诊指征: 黏膜干燥或尿量减少 → see a doctor (no severe-dehydration sign)',
  },
  {
    id: 'infant-270d-severe-dehydration',
    ageDays: 270,
    sex: '女',
    type: 'vomitDiarrhoea',
    messages: ['上吐下泻两天了', '早上到现在快10个钟头没尿了', '眼窝凹下去了，哭也没眼泪，蔫蔫的没精神'],
    expected: 'emergency',
    redFlag: 'no_urine_8h',
    redFlagAt: 1,
    source:
      "WHO IMCI chart booklet, diarrhoea: two of lethargic, sunken eyes, not able to drink, skin pinch very slow → severe dehydration (urgent treatment); no urine for 8 h or more is this set's severe-dehydration sign",
  },
  {
    id: 'infant-240d-reduced-skin-turgor',
    ageDays: 240,
    sex: '男',
    type: 'vomitDiarrhoea',
    messages: ['拉了一天水样便，十几次', '捏起肚子上的皮，松手后要好一会儿才平下去', '还能喝点水'],
    expected: 'emergency',
    redFlag: 'reduced_skin_turgor',
    redFlagAt: 1,
    source:
      'NICE NG143 table 1 red: reduced skin turgor; WHO IMCI: skin pinch goes back very slowly (severe dehydration sign)',
  },
  {
    id: 'infant-200d-redcurrant-stool',
    ageDays: 200,
    sex: '男',
    type: 'vomitDiarrhoea',
    messages: ['宝宝一阵一阵地哭闹，蜷着腿', '刚才拉的大便里有血，像果酱一样', '吐了两次'],
    expected: 'emergency',
    redFlag: 'blood_in_stool_infant',
    redFlagAt: 1,
    source:
      'NICE CG84 diarrhoea and vomiting in under 5s: blood in the stool → consider a diagnosis other than gastroenteritis (here intussusception); 中国儿童急性感染性腹泻病临床实践指南 (2016) 就诊指征: 粪便带血',
  },
  {
    id: 'infant-300d-head-big-swelling',
    ageDays: 300,
    sex: '女',
    type: 'injury',
    messages: ['从床上掉下来了，头上起了个大包', '有鸡蛋那么大，五六厘米，软软的', '哭了一会儿，现在还好'],
    expected: 'emergency',
    redFlag: 'infant_head_swelling',
    redFlagAt: 1,
    source:
      'NICE NG232 head injury (children): under 1 year with a bruise, swelling or laceration of more than 5 cm on the head → CT within 1 hour',
  },
  {
    id: 'infant-335d-head-small-bump',
    ageDays: 335,
    sex: '男',
    type: 'injury',
    messages: [
      '扶着沙发走摔了一下，额头磕到茶几角，起了个小包',
      '大概黄豆那么大',
      '马上就哭了，哭完就去玩了，没吐，跟平时一样',
    ],
    expected: 'self_care',
    redFlag: null,
    source:
      'NICE NG232 head injury: none of the referral factors (no loss of consciousness, no vomiting, no altered behaviour, swelling well under 5 cm) → home with head-injury advice',
  },
  {
    id: 'infant-270d-button-battery',
    ageDays: 270,
    sex: '女',
    type: 'injury',
    messages: ['孩子好像把遥控器里的纽扣电池吞了', '找不到那颗电池了', '现在还没什么反应，能喝水'],
    expected: 'emergency',
    redFlag: 'button_battery',
    redFlagAt: 0,
    source:
      'National Capital Poison Center (button batteries): a suspected button-battery ingestion → go to an emergency department immediately, do not wait for symptoms',
  },
  {
    id: 'infant-240d-rigors-not-seizure',
    ageDays: 240,
    sex: '男',
    type: 'fever',
    messages: ['发烧39度5', '刚才浑身发抖，牙齿打颤，手脚冰凉', '不是抽筋，叫他有反应，眼睛一直看着我'],
    expected: 'consultation_24',
    redFlag: 'rigors',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 amber: rigors (responsive throughout, so not a seizure)',
  },
  {
    id: 'infant-300d-not-using-leg',
    ageDays: 300,
    sex: '女',
    type: 'fever',
    messages: ['发烧两天，38度8', '今天发现她右腿不怎么动，换尿布一碰就哭', '精神还可以'],
    expected: 'consultation_24',
    redFlag: 'not_using_limb',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 amber: non-weight bearing limb / not using an extremity',
  },
  {
    id: 'infant-210d-eczema-weeks',
    ageDays: 210,
    sex: '男',
    type: 'rash',
    messages: ['脸上和胳膊上起湿疹一个多月了，反反复复', '有点痒，睡觉会蹭', '没发烧，精神吃奶都好'],
    expected: 'consultation',
    redFlag: null,
    source:
      'NICE CG57 atopic eczema in under 12s: assessment and treatment in primary care; no red or amber feature, lasting weeks → routine appointment',
  },
  {
    id: 'infant-270d-medicine-question',
    ageDays: 270,
    sex: '女',
    type: 'medicine',
    messages: ['宝宝9个月，美林和泰诺林能一起吃吗', '现在不烧了，就是想问问以后怎么用'],
    expected: 'consultation',
    redFlag: null,
    source:
      'NICE NG143 antipyretics: do not give paracetamol and ibuprofen at the same time, alternate only if distress persists — a question for a doctor; the engine gives no doses',
  },
  {
    id: 'infant-190d-weight-faltering',
    ageDays: 190,
    sex: '女',
    type: 'growth',
    messages: ['宝宝6个月，最近两个月体重几乎没长', '吃奶量还行，精神好，不吐'],
    expected: 'consultation',
    redFlag: null,
    source:
      'NICE NG75 faltering growth: a well infant with slow weight gain → assessment by a doctor (not urgent)',
  },

  // ───────────── 1–5 years, 366–1825 days ─────────────
  {
    id: 'fever-2y-day2-no-seizure',
    ageDays: 730,
    sex: '男',
    type: 'fever',
    messages: ['发烧两天，38度5，没有抽搐，精神挺好', '吃饭少一点，水喝得挺多', '尿也正常'],
    expected: 'self_care',
    redFlag: null,
    source: GREEN_HOME,
  },
  {
    id: 'fever-2y-day4-green',
    ageDays: 760,
    sex: '女',
    type: 'fever',
    messages: ['烧了4天了，今天最高38.6', '精神好，能吃能玩', '没有皮疹，也不咳'],
    expected: 'consultation',
    redFlag: null,
    source:
      'NICE NG143 table 1: fever on day 4 is not yet amber (≥ 5 days) and all features are green; WHO IMCI (fever, no danger sign): a fever that persists is reassessed at a follow-up visit → routine appointment, the safer of home and review',
  },
  {
    id: 'fever-2y-day5',
    ageDays: 760,
    sex: '男',
    type: 'fever',
    messages: ['发烧第五天了，还是39度左右', '精神还可以'],
    expected: 'consultation_24',
    redFlag: 'fever_5_days',
    redFlagAt: 0,
    source: 'NICE NG143 table 1 amber: fever for ≥ 5 days (table 2: consider Kawasaki disease)',
  },
  {
    id: 'cough-3y-not-wheezy',
    ageDays: 1100,
    sex: '女',
    type: 'respiratory',
    messages: ['不喘，就是有点咳', '流鼻涕三天了，没发烧', '吃饭玩都正常'],
    expected: 'self_care',
    redFlag: null,
    source:
      'WHO IMCI chart booklet, cough or difficult breathing: no danger sign, no fast breathing, no chest indrawing, no stridor → "cough or cold", home care',
  },
  {
    id: 'cough-4y-4-weeks',
    ageDays: 1460,
    sex: '男',
    type: 'respiratory',
    messages: ['咳嗽快一个月了，主要是晚上和早上咳', '不发烧，不喘，呼吸不快', '精神胃口都好'],
    expected: 'consultation',
    redFlag: null,
    source:
      'WHO IMCI chart booklet: cough for more than 14 days → refer for assessment (TB, asthma); no breathing difficulty, so not urgent',
  },
  {
    id: 'febrile-seizure-18m-recovered',
    ageDays: 540,
    sex: '男',
    type: 'fever',
    messages: ['刚才娃抽了，眼睛往上翻白眼，大概一两分钟', '现在醒了，哭着要妈妈', '39度4'],
    expected: 'emergency',
    redFlag: 'seizure',
    redFlagAt: 0,
    source:
      'WHO IMCI chart booklet general danger sign: convulsions during this illness → urgent referral; 热性惊厥诊断治疗与管理专家共识 (2017): a febrile seizure needs medical evaluation',
  },
  {
    id: 'seizure-over-5-min-3y',
    ageDays: 1100,
    sex: '女',
    type: 'fever',
    messages: ['孩子发烧抽搐了', '到现在已经抽了6分钟了还在抽', '叫她没反应'],
    expected: 'emergency_ambulance',
    redFlag: 'status_epilepticus',
    redFlagAt: 1,
    source:
      '热性惊厥诊断治疗与管理专家共识 (2017): a seizure lasting more than 5 minutes needs anti-seizure treatment; NICE NG143 table 1 red: status epilepticus; 1.2.1.1 decreased consciousness → emergency ambulance',
  },
  {
    id: 'seizure-not-waking-2y',
    ageDays: 800,
    sex: '男',
    type: 'fever',
    messages: ['刚才抽了两三分钟，停了', '停了快半个小时了，还是叫不醒，一直睡'],
    expected: 'emergency_ambulance',
    redFlag: 'not_waking_after_seizure',
    redFlagAt: 1,
    source:
      'NICE NG143 1.2.1.1: decreased level of consciousness → emergency ambulance; WHO IMCI general danger sign: unconscious',
  },
  {
    id: 'choking-peanut-blue-lips',
    ageDays: 550,
    sex: '女',
    type: 'respiratory',
    messages: ['吃花生米呛着了', '现在喘不上气，一直咳，嘴唇发紫'],
    expected: 'emergency_ambulance',
    redFlag: 'cyanosis',
    redFlagAt: 1,
    source:
      'NICE NG143 1.2.1.1: compromise of the airway or breathing → emergency ambulance; table 1 red: blue lips',
  },
  {
    id: 'anaphylaxis-cashew-3y',
    ageDays: 1200,
    sex: '男',
    type: 'rash',
    messages: ['吃了几口腰果，嘴唇和眼皮一下子肿起来了', '身上起了好多风团', '现在说话声音哑，喘得厉害'],
    expected: 'emergency_ambulance',
    redFlag: 'anaphylaxis',
    redFlagAt: 2,
    source:
      'Resuscitation Council UK anaphylaxis guideline: sudden airway or breathing problems with skin/mucosal changes after an allergen → call an ambulance (adrenaline)',
  },
  {
    id: 'neck-stiffness-4y',
    ageDays: 1500,
    sex: '女',
    type: 'fever',
    messages: ['发烧39度，头疼，吐了一次', '脖子硬硬的，一低头就喊疼，下巴碰不到胸口'],
    expected: 'emergency',
    redFlag: 'neck_stiffness',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 red: neck stiffness',
  },
  {
    id: 'focal-neuro-3y',
    ageDays: 1150,
    sex: '男',
    type: 'fever',
    messages: ['发烧两天了', '今天发现他左手拿不住东西，左边胳膊没劲', '嘴角也有点歪'],
    expected: 'emergency',
    redFlag: 'focal_neurological_signs',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 red: focal neurological signs',
  },
  {
    id: 'focal-seizure-2y',
    ageDays: 900,
    sex: '女',
    type: 'fever',
    messages: ['发烧38度9', '刚才她右手和右边脸一抽一抽的，别的地方没动，一两分钟就停了', '现在醒着，能说话'],
    expected: 'emergency',
    redFlag: 'focal_seizure',
    redFlagAt: 1,
    source:
      'NICE NG143 table 1 red: focal seizures; 热性惊厥诊断治疗与管理专家共识 (2017): a focal febrile seizure is a complex febrile seizure',
  },
  {
    id: 'does-not-stay-awake-2y',
    ageDays: 750,
    sex: '男',
    type: 'fever',
    messages: ['烧了两天，今天特别能睡', '叫醒了一下，没几秒又睡过去了，怎么都撑不住'],
    expected: 'emergency',
    redFlag: 'does_not_stay_awake',
    redFlagAt: 1,
    source:
      'NICE NG143 table 1 red: does not wake or, if roused, does not stay awake (rousable, so not emergency_ambulance)',
  },
  {
    id: 'no-response-social-cues-18m',
    ageDays: 550,
    sex: '女',
    type: 'fever',
    messages: ['发烧40度', '跟她说话逗她都没反应，也不看人，平时早就笑了', '眼睛是睁着的'],
    expected: 'emergency',
    redFlag: 'no_response_to_social_cues',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 red: no response to social cues',
  },
  {
    id: 'wakes-only-prolonged-stimulation-3y',
    ageDays: 1100,
    sex: '男',
    type: 'fever',
    messages: ['发烧38度8，一直在睡', '要叫好久，摇好几下才醒', '醒了能说话，能喝水，一直醒着玩了一会'],
    expected: 'consultation_24',
    redFlag: 'wakes_only_with_prolonged_stimulation',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 amber: wakes only with prolonged stimulation (then stays awake, so not red)',
  },
  {
    id: 'decreased-activity-2y',
    ageDays: 800,
    sex: '女',
    type: 'fever',
    messages: ['发烧38度6，第二天', '蔫蔫的，不爱动，以前一刻都不闲着', '能喝水，尿也有'],
    expected: 'consultation_24',
    redFlag: 'decreased_activity',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 amber: decreased activity',
  },
  {
    id: 'fever-4y-forty-degrees-listless',
    ageDays: 1460,
    sex: '女',
    type: 'fever',
    messages: ['闺女烧到四十度了', '吃了布洛芬降到38度多，还是没精神，不想动，也不想玩', '能喝水'],
    expected: 'consultation_24',
    redFlag: 'decreased_activity',
    redFlagAt: 1,
    source:
      'NICE NG143 table 1 amber: decreased activity (the height of the temperature alone is not a feature over 6 months)',
  },
  {
    id: 'spo2-94-3y',
    ageDays: 1200,
    sex: '男',
    type: 'respiratory',
    messages: ['咳嗽发烧3天', '家里有血氧仪，测了好几次都是94', '不哼哼，嘴唇不紫'],
    expected: 'consultation_24',
    redFlag: 'spo2_95_or_less',
    redFlagAt: 1,
    source:
      'NICE NG143 table 1 amber: oxygen saturation ≤ 95 % in air (WHO IMCI 2014 severe threshold is < 90 %)',
  },
  {
    id: 'crackles-4y',
    ageDays: 1500,
    sex: '女',
    type: 'respiratory',
    messages: ['咳嗽发烧，社区医院医生听了说肺里有湿啰音，让我们明天去大医院拍片', '现在精神还行，呼吸不快'],
    expected: 'consultation_24',
    redFlag: 'crackles',
    redFlagAt: 0,
    source: 'NICE NG143 table 1 amber: crackles in the chest',
  },
  {
    id: 'capillary-refill-2y',
    ageDays: 750,
    sex: '男',
    type: 'vomitDiarrhoea',
    messages: ['拉肚子吐了一天', '我按了他的指甲盖，松开以后要三四秒才变回红色', '还能喝一点水，精神还可以'],
    expected: 'consultation_24',
    redFlag: 'capillary_refill_3s',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 amber: capillary refill time ≥ 3 seconds',
  },
  {
    id: 'tachypnoea-2y-45',
    ageDays: 800,
    sex: '女',
    type: 'respiratory',
    messages: ['发烧咳嗽两天', '她睡着的时候我数了一分钟喘气45次', '胸口不凹，嘴唇不紫，不哼'],
    expected: 'consultation_24',
    redFlag: 'tachypnoea',
    redFlagAt: 1,
    source:
      'NICE NG143 table 1 amber: respiratory rate > 40/min over 12 months; WHO IMCI: fast breathing (≥ 40 at 12 months–5 years) without danger signs → pneumonia, no urgent referral',
  },
  {
    id: 'knee-swelling-3y',
    ageDays: 1100,
    sex: '女',
    type: 'fever',
    messages: ['发烧38度5，第二天', '右边膝盖又红又肿，不让碰', '走路一瘸一拐的'],
    expected: 'consultation_24',
    redFlag: 'limb_joint_swelling',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 amber: swelling of a limb or joint; non-weight bearing limb',
  },
  {
    id: 'unable-to-drink-18m',
    ageDays: 540,
    sex: '男',
    type: 'fever',
    messages: ['发烧两天了', '现在给水也喝不进去，喂到嘴里就流出来，咽不下去', '人没什么精神'],
    expected: 'emergency',
    redFlag: 'unable_to_drink',
    redFlagAt: 1,
    source: 'WHO IMCI chart booklet general danger sign: not able to drink or breastfeed → urgent referral',
  },
  {
    id: 'vomits-everything-3y',
    ageDays: 1100,
    sex: '女',
    type: 'vomitDiarrhoea',
    messages: ['吐了好几次', '从昨晚到现在吃什么吐什么，连喝水都吐', '尿少'],
    expected: 'emergency',
    redFlag: 'vomits_everything',
    redFlagAt: 1,
    source: 'WHO IMCI chart booklet general danger sign: vomits everything → urgent referral',
  },
  {
    id: 'lethargic-unresponsive-4y',
    ageDays: 1400,
    sex: '男',
    type: 'vomitDiarrhoea',
    messages: ['拉肚子两天', '今天软绵绵的，叫他眼睛都不怎么睁，拍他也没什么反应'],
    expected: 'emergency_ambulance',
    redFlag: 'lethargic_unresponsive',
    redFlagAt: 1,
    source:
      'WHO IMCI chart booklet general danger sign: lethargic or unconscious; NICE NG143 1.2.1.1: decreased level of consciousness → emergency ambulance',
  },
  {
    id: 'cold-2y-later-purple-spots',
    ageDays: 800,
    sex: '男',
    type: 'fever',
    messages: [
      '感冒了，流鼻涕，低烧37度8',
      '精神还行，就是不爱吃',
      '刚才换衣服发现肚子上有几个紫色的小点，按了不褪色',
    ],
    expected: 'emergency',
    redFlag: 'non_blanching_rash',
    redFlagAt: 2,
    source: 'NICE NG143 table 1 red: non-blanching rash',
  },
  {
    id: 'mild-diarrhoea-2y',
    ageDays: 800,
    sex: '男',
    type: 'vomitDiarrhoea',
    messages: [
      '拉肚子两天，一天三四次，稀稀的',
      '没吐，精神挺好的，一直在玩',
      '喝水喝奶都正常，尿布也跟平时一样湿',
      '大便里没有血',
    ],
    expected: 'self_care',
    redFlag: null,
    source:
      '中国儿童急性感染性腹泻病临床实践指南 (2016): no dehydration → home care (ORS, continued feeding) with the 就诊指征 explained; WHO IMCI: no dehydration → Plan A at home',
  },
  {
    id: 'some-dehydration-2y',
    ageDays: 750,
    sex: '女',
    type: 'vomitDiarrhoea',
    messages: ['拉肚子三天，水样的，一天十来次', '特别渴，给水就抢着喝', '哭闹烦躁，哄不太好', '尿比平时少'],
    expected: 'consultation_24',
    redFlag: 'moderate_dehydration',
    redFlagAt: 2,
    source:
      'WHO IMCI chart booklet, diarrhoea: two of restless/irritable and drinks eagerly/thirsty → some dehydration, ORS treatment at a health facility (Plan B); NICE NG143 amber: reduced urine output',
  },
  {
    id: 'head-injury-loc-3y',
    ageDays: 1200,
    sex: '男',
    type: 'injury',
    messages: ['从滑梯上摔下来，后脑勺着地', '当时晕过去了，大概半分钟才醒', '现在在哭'],
    expected: 'emergency_ambulance',
    redFlag: 'head_injury_loc',
    redFlagAt: 1,
    source:
      'NICE NG232 head injury, telephone advice: unconsciousness or lack of full consciousness since the injury → emergency ambulance to the emergency department',
  },
  {
    id: 'head-injury-vomit-2y',
    ageDays: 800,
    sex: '女',
    type: 'injury',
    messages: ['一个小时前头磕到桌角了', '当时哭了，没晕', '刚刚吐了两次了', '现在有点想睡'],
    expected: 'emergency',
    redFlag: 'head_injury_repeated_vomiting',
    redFlagAt: 2,
    source:
      'NICE NG232 head injury: vomiting since the injury → refer to the emergency department (2 or more vomits in this set)',
  },
  {
    id: 'magnets-2y',
    ageDays: 850,
    sex: '男',
    type: 'injury',
    messages: ['孩子吞了好几颗磁力珠，就是那种小圆球', '大概3、4颗', '现在没说肚子疼'],
    expected: 'emergency',
    redFlag: 'magnets',
    redFlagAt: 0,
    source:
      'NASPGHAN magnet ingestion guidance: more than one magnet swallowed → urgent hospital assessment (bowel perforation risk), even without symptoms',
  },
  {
    id: 'battery-3y-colloquial',
    ageDays: 1000,
    sex: '男',
    type: 'injury',
    messages: ['孩子好像吃了电池，就是小圆片那种', '半个小时前', '现在说嗓子疼，一直流口水'],
    expected: 'emergency',
    redFlag: 'button_battery',
    redFlagAt: 0,
    source:
      'National Capital Poison Center (button batteries): a suspected button-battery ingestion → emergency department immediately (honey on the way for children over 1 year, if swallowed within 12 hours)',
  },
  {
    id: 'bleach-ingestion-2y',
    ageDays: 780,
    sex: '女',
    type: 'other',
    messages: ['娃喝了一口84消毒液', '吐出来了一些，现在在哭'],
    expected: 'emergency',
    redFlag: 'poison_ingestion',
    redFlagAt: 0,
    source:
      'Swallowed household chemical (84 disinfectant, hypochlorite) followed by vomiting: a symptomatic chemical ingestion needs hospital assessment (poison-centre advice); the named guidelines are silent on the exact product, the safer level is taken',
  },
  {
    id: 'grandmother-pills-3y',
    ageDays: 1100,
    sex: '男',
    type: 'medicine',
    messages: ['孩子把奶奶的降压药吃了', '大概吃了3、4片', '现在看着还好'],
    expected: 'emergency',
    redFlag: 'medicine_ingestion',
    redFlagAt: 0,
    source:
      'Swallowed adult medicine: blood-pressure tablets (calcium-channel or beta blockers) are among the medicines where one or two tablets can be dangerous to a toddler, so poison-centre advice is hospital assessment even without symptoms',
  },
  {
    id: 'scald-hand-3y',
    ageDays: 1150,
    sex: '女',
    type: 'injury',
    messages: ['开水烫到手了，整个手背都红了，起了水泡', '比她手掌还大'],
    expected: 'emergency',
    redFlag: 'burn_hand_or_large',
    redFlagAt: 0,
    source:
      "NICE CKS burns and scalds: burns to the hands (and burns larger than the child's palm, here both) → specialist burn assessment",
  },
  {
    id: 'mosquito-bites-2y',
    ageDays: 800,
    sex: '男',
    type: 'rash',
    messages: [
      '腿上胳膊上好几个红包，很痒',
      '昨天在小区草地玩了',
      '不发烧，精神好，包是鼓起来的，压一下会变白',
    ],
    expected: 'self_care',
    redFlag: null,
    source:
      'NICE CKS insect bites and stings: local reactions → self-care; no NG143 red or amber feature (blanching, afebrile, well)',
  },
  {
    id: 'roseola-like-rash-2y',
    ageDays: 850,
    sex: '女',
    type: 'rash',
    messages: ['烧了3天，今天不烧了，身上出了好多红疹子', '压下去会褪色，不痒', '精神很好，吃得也多'],
    expected: 'self_care',
    redFlag: null,
    source: `Blanching rash after the fever settled in a well child: ${GREEN_HOME}`,
  },
  {
    id: 'rash-2-weeks-4y',
    ageDays: 1500,
    sex: '男',
    type: 'rash',
    messages: ['身上起小疙瘩两个星期了，一直不好', '不发烧，不痒，精神也好'],
    expected: 'consultation',
    redFlag: null,
    source:
      'A rash without NG143 red or amber features lasting two weeks; guidelines silent on this rash → routine appointment (the safer of home and review)',
  },
  {
    id: 'constipation-weeks-3y',
    ageDays: 1100,
    sex: '女',
    type: 'other',
    messages: [
      '便秘一个多月了，三四天才拉一次，很干很硬',
      '拉的时候哭，有一次纸上带了点血丝',
      '吃饭精神都正常，不吐，肚子不胀',
    ],
    expected: 'consultation',
    redFlag: null,
    source:
      'NICE CG99 constipation in children: chronic idiopathic constipation (hard stools, pain, a streak of blood with a hard stool) without red flags → primary-care assessment and treatment',
  },
  {
    id: 'not-walking-18m',
    ageDays: 550,
    sex: '男',
    type: 'growth',
    messages: ['一岁半了还不会自己走路', '扶着能走几步，会叫爸爸妈妈'],
    expected: 'consultation',
    redFlag: null,
    source:
      '国家卫生健康委 儿童心理行为发育预警征象 (18 月龄: 不会独走) → referral for developmental assessment; routine, not urgent',
  },
  {
    id: 'picky-eating-2y',
    ageDays: 800,
    sex: '女',
    type: 'feeding',
    messages: ['孩子挑食，只吃米饭不吃菜，半年了', '身高体重都在正常范围'],
    expected: 'consultation',
    redFlag: null,
    source:
      'Feeding problem over months in a well child; guidelines silent → routine appointment (the safer of home and review)',
  },
  {
    id: 'ibuprofen-dose-question-3y',
    ageDays: 1200,
    sex: '男',
    type: 'medicine',
    messages: ['孩子15公斤，布洛芬混悬液吃几毫升', '现在38度2，精神挺好的'],
    expected: 'consultation',
    redFlag: null,
    source:
      'A dosing question: the engine gives no doses, so a doctor or pharmacist answers; the fever itself has only green features (NICE NG143)',
  },
  {
    id: 'ear-pain-fever-3-days',
    ageDays: 1200,
    sex: '男',
    type: 'other',
    messages: ['耳朵疼，发烧三天了，38度多', '精神还可以，能吃'],
    expected: 'consultation_24',
    redFlag: 'ear_pain_fever_over_2_days',
    redFlagAt: 0,
    source:
      'NICE NG91 acute otitis media: reassess when symptoms have not started to improve within about 3 days; this set: ear pain with fever for more than 2 days → seen within 24 h',
  },
  {
    id: 'fever-18m-39-8-green',
    ageDays: 540,
    sex: '男',
    type: 'fever',
    messages: ['烧到39度8', '吃了退烧药，现在在玩，会笑', '喝奶也行，尿也有，今天刚开始烧的'],
    expected: 'self_care',
    redFlag: null,
    source: `Over 6 months the height of the temperature is not itself a feature. ${GREEN_HOME}`,
  },
  {
    id: 'fever-2y-no-rash-no-stiff-neck',
    ageDays: 1000,
    sex: '女',
    type: 'fever',
    messages: ['发烧38.5℃，昨天晚上开始的', '身上没有皮疹，脖子不硬，会转头', '精神挺好，能吃能喝'],
    expected: 'self_care',
    redFlag: null,
    source: GREEN_HOME,
  },
  {
    id: 'croup-stridor-at-rest-3y',
    ageDays: 1150,
    sex: '男',
    type: 'respiratory',
    messages: ['晚上突然咳得像狗叫一样，空空的', '安静坐着喘气也有呼噜呼噜的怪声', '嘴唇不紫'],
    expected: 'emergency',
    redFlag: 'stridor_at_rest',
    redFlagAt: 1,
    source:
      'WHO IMCI chart booklet, cough or difficult breathing: stridor in a calm child → severe pneumonia or very severe disease, urgent referral',
  },
  {
    id: 'continuous-cry-13m',
    ageDays: 400,
    sex: '女',
    type: 'fever',
    messages: ['烧了一天38度8', '一直哭，哭了两三个小时了，抱着哄喂奶都停不下来', '哭声跟平时不一样'],
    expected: 'emergency',
    redFlag: 'continuous_cry',
    redFlagAt: 1,
    source: 'NICE NG143 table 1 red: weak, high-pitched or continuous cry',
  },
  {
    id: 'cold-1y-runny-nose',
    ageDays: 420,
    sex: '男',
    type: 'respiratory',
    messages: ['流鼻涕打喷嚏两天', '37度6，不算发烧吧', '吃喝都正常，晚上睡得也好'],
    expected: 'self_care',
    redFlag: null,
    source:
      'WHO IMCI chart booklet: no danger sign, no fast breathing, no chest indrawing → "cough or cold", home care; NICE NG143 green',
  },

  // ───────────── 5–18 years, 1826–6570 days ─────────────
  {
    id: 'sore-throat-fever-8y',
    ageDays: 2920,
    sex: '女',
    type: 'fever',
    messages: ['8岁，嗓子疼，发烧38度5，今天第一天', '能吃东西，喝水没问题', '精神挺好，没有皮疹'],
    expected: 'self_care',
    redFlag: null,
    source:
      'NICE NG84 sore throat: usually self-limiting, managed with self-care (paracetamol/ibuprofen, fluids) with advice on when to return; NG143 covers under 5s only',
  },
  {
    id: 'testicular-pain-12y',
    ageDays: 4400,
    sex: '男',
    type: 'other',
    messages: ['12岁男孩，睡觉起来说蛋蛋疼', '左边，疼得很厉害，还吐了一次', '没有撞到'],
    expected: 'emergency',
    redFlag: 'testicular_pain',
    redFlagAt: 0,
    source:
      'NICE CKS scrotal pain and swelling: suspected testicular torsion (sudden severe pain) → immediate emergency referral; the guidelines named in the header are silent, the safer level is taken',
  },
  {
    id: 'head-injury-loc-10y',
    ageDays: 3650,
    sex: '男',
    type: 'injury',
    messages: ['踢球的时候头撞到了同学', '当时倒地上叫不醒，过了一分钟左右才醒', '现在说头疼，想吐'],
    expected: 'emergency_ambulance',
    redFlag: 'head_injury_loc',
    redFlagAt: 1,
    source:
      'NICE NG232 head injury, telephone advice: unconsciousness since the injury → emergency ambulance to the emergency department',
  },
  {
    id: 'asthma-severe-7y',
    ageDays: 2600,
    sex: '女',
    type: 'respiratory',
    messages: ['孩子哮喘犯了，喷了两次万托林不管用', '喘不上气，一句话都说不完整', '嘴唇发紫'],
    expected: 'emergency_ambulance',
    redFlag: 'severe_breathing_difficulty',
    redFlagAt: 1,
    source:
      'BTS/SIGN 158 asthma: acute severe (cannot complete sentences) and life-threatening (cyanosis) features → emergency ambulance; NICE NG143 1.2.1.1 breathing compromise',
  },
  {
    id: 'suspected-dka-9y',
    ageDays: 3300,
    sex: '男',
    type: 'other',
    messages: ['最近一个月特别能喝水，老上厕所，人也瘦了', '今天开始吐，肚子疼，喘气又深又快', '人很累'],
    expected: 'emergency',
    redFlag: 'suspected_dka',
    redFlagAt: 1,
    source:
      'NICE NG18 diabetes in children: suspected diabetic ketoacidosis (thirst, polyuria, weight loss with vomiting, abdominal pain, deep rapid breathing) → immediate hospital assessment',
  },
  {
    id: 'cough-3-weeks-6y',
    ageDays: 2200,
    sex: '女',
    type: 'respiratory',
    messages: ['咳嗽三个多星期了，晚上咳得多一点', '不发烧，不喘，跑跳都正常'],
    expected: 'consultation',
    redFlag: null,
    source:
      'WHO IMCI chart booklet: cough for more than 14 days → refer for assessment; no breathing difficulty, so routine',
  },
  {
    id: 'short-stature-14y',
    ageDays: 5100,
    sex: '男',
    type: 'growth',
    messages: ['儿子14岁，个子班里最矮，一年才长2厘米', '还没变声，身体没别的不舒服'],
    expected: 'consultation',
    redFlag: null,
    source:
      'Growth and puberty concern in a well child: routine paediatric review; the guidelines named in the header are silent on urgency',
  },
  {
    id: 'peanut-anaphylaxis-11y',
    ageDays: 4000,
    sex: '女',
    type: 'rash',
    messages: ['吃了同学给的花生糖', '嘴唇肿了，舌头也发麻发肿', '现在喘不上气，嗓子发紧'],
    expected: 'emergency_ambulance',
    redFlag: 'anaphylaxis',
    redFlagAt: 2,
    source:
      'Resuscitation Council UK anaphylaxis guideline: lip/tongue swelling with breathing difficulty after an allergen → call an ambulance (adrenaline)',
  },
  {
    id: 'paracetamol-overdose-15y',
    ageDays: 5500,
    sex: '女',
    type: 'medicine',
    messages: ['我女儿把一整板对乙酰氨基酚吃了，十几片', '大概一个小时前', '现在说没事'],
    expected: 'emergency',
    redFlag: 'medicine_ingestion',
    redFlagAt: 0,
    source:
      'Paracetamol overdose: poison-centre (TOXBASE) advice is emergency-department assessment and timed blood levels even when well; NICE NG225 self-harm: urgent assessment',
  },
  {
    id: 'mild-gastro-6y',
    ageDays: 2300,
    sex: '男',
    type: 'vomitDiarrhoea',
    messages: ['昨天吐了一次，今天拉了三次稀的', '现在不吐了，能喝水，尿正常，精神也好', '大便没血'],
    expected: 'self_care',
    redFlag: null,
    source:
      '中国儿童急性感染性腹泻病临床实践指南 (2016): no dehydration and none of the 就诊指征 → home care with ORS; WHO IMCI: no dehydration → Plan A',
  },
  {
    id: 'mosquito-bites-13y',
    ageDays: 4750,
    sex: '女',
    type: 'rash',
    messages: ['腿上被蚊子咬了好多包，特别痒', '没有红肿一大片，不发烧'],
    expected: 'self_care',
    redFlag: null,
    source: 'NICE CKS insect bites and stings: local reactions → self-care',
  },
  {
    id: 'adult-cough-syrup-8y',
    ageDays: 2920,
    sex: '男',
    type: 'medicine',
    messages: ['孩子咳嗽，家里有大人的止咳糖浆，能给他喝吗？喝多少', '不发烧，不喘'],
    expected: 'consultation',
    redFlag: null,
    source:
      'A medicine question (adult product, dose): the engine gives no doses, a doctor or pharmacist answers; no warning feature',
  },
  {
    id: 'meningitis-signs-10y',
    ageDays: 3650,
    sex: '男',
    type: 'fever',
    messages: ['发烧39度5，头疼得厉害', '吐了两次', '脖子发硬，低不了头，还怕光'],
    expected: 'emergency',
    redFlag: 'neck_stiffness',
    redFlagAt: 2,
    source:
      'NICE NG240 bacterial meningitis and meningococcal disease: fever with neck stiffness and photophobia → urgent hospital transfer',
  },
  {
    id: 'appendicitis-signs-16y',
    ageDays: 5900,
    sex: '女',
    type: 'other',
    messages: ['肚子疼一天了，一开始在肚脐周围，现在跑到右下边', '一按就疼，走路都弯着腰', '有点发烧37度9'],
    expected: 'emergency',
    redFlag: 'suspected_appendicitis',
    redFlagAt: 1,
    source:
      'Pain moving to the right lower abdomen with tenderness suggests appendicitis → same-day surgical assessment; the guidelines named in the header are silent, the safer level is taken',
  },
  {
    id: 'bloody-vomit-6y',
    ageDays: 2200,
    sex: '男',
    type: 'vomitDiarrhoea',
    messages: ['吐了三次，最后一次吐出来带血，鲜红的', '肚子疼'],
    expected: 'emergency',
    redFlag: 'bloody_vomit',
    redFlagAt: 0,
    source:
      'Haematemesis (NICE NG1 red flag in infants; for a 6-year-old the guidelines named are silent) → the safer level, emergency',
  },
  {
    id: 'ball-to-head-13y',
    ageDays: 4750,
    sex: '男',
    type: 'injury',
    messages: ['打篮球头被球砸了一下', '没晕，没吐，也不头疼，跟平时一样在写作业'],
    expected: 'self_care',
    redFlag: null,
    source:
      'NICE NG232 head injury: none of the referral factors (no loss of consciousness, vomiting, headache or amnesia) → home with advice',
  },
  {
    id: 'face-burn-9y',
    ageDays: 3300,
    sex: '女',
    type: 'injury',
    messages: ['热油溅到脸上了', '脸颊上红了一片，有两个小水泡'],
    expected: 'emergency',
    redFlag: 'burn_face',
    redFlagAt: 0,
    source: 'NICE CKS burns and scalds: burns to the face → specialist burn assessment',
  },
  {
    id: 'cold-fever-7y-day1',
    ageDays: 2600,
    sex: '女',
    type: 'fever',
    messages: [
      '7岁，咳嗽流鼻涕，发烧39度2，今天下午开始的',
      '没有抽，没有吐，也不喘',
      '在沙发上看书，精神还行',
    ],
    expected: 'self_care',
    redFlag: null,
    source:
      'NICE NG120 acute cough: a cold with cough is self-limiting and managed with self-care and advice on when to return; no warning feature (NG143 covers under 5s only)',
  },
];
