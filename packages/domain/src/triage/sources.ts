/**
 * The published sources the triage rules are written from (issue 23, C6). Each rule names one by key;
 * docs/clinical/triage.md lists them with what each rule took from them.
 */
export const TRIAGE_SOURCES = {
  nice143:
    'NICE NG143 Fever in under 5s: assessment and initial management (2019, updated 2021), table 1 traffic-light system',
  nice143Life:
    'NICE NG143 1.2.1.1: immediately life-threatening features (airway, breathing, circulation, decreased consciousness) → emergency ambulance',
  imci: 'WHO IMCI Chart Booklet (2014): general danger signs (unable to drink or breastfeed, vomits everything, convulsions, lethargic or unconscious)',
  imciInfant:
    'WHO IMCI Chart Booklet (2014): sick young infant up to 2 months (not feeding well, convulsions, fast breathing, severe chest indrawing, temperature < 35.5 °C, movement only when stimulated)',
  imciDehydration:
    'WHO IMCI Chart Booklet (2014): diarrhoea, assess dehydration (lethargic, sunken eyes, not able to drink, skin pinch goes back slowly)',
  cnFever: '中华医学会儿科学分会：中国0至5岁儿童病因不明急性发热诊断和处理若干问题循证指南（2016）',
  cnDiarrhoea: '中华医学会儿科学分会：中国儿童急性感染性腹泻病临床实践指南（2016）',
  cnFebrileSeizure:
    '中华医学会儿科学分会神经学组：热性惊厥诊断治疗与管理专家共识（2017）：惊厥持续5分钟以上应急救',
  niceHead:
    'NICE NG232 Head injury (2023): children, loss of consciousness, vomiting, drowsiness, large swelling under 1 year',
  battery:
    'National Capital Poison Center button battery guideline; 中国儿童异物伤害防控专家共识：纽扣电池、磁铁吞食须立即急诊',
  poison: 'WHO Guidelines for poison control; 国家卫健委儿童急性中毒急救指引：误服药物或化学品须立即就医',
  burns:
    "NHS / British Burn Association first-aid and referral criteria: burns larger than the child's palm, or of face, hands, feet, genitals → emergency department",
  anaphylaxis:
    'WAO Anaphylaxis guidance (2020): swelling of lips or tongue with breathing difficulty → emergency ambulance',
  jaundice:
    'NICE CG98 Jaundice in newborn babies under 28 days: jaundice in the first 24 hours → urgent medical review',
  rabies: '国家卫健委《狂犬病暴露预防处置工作规范（2023年版）》：被动物咬伤抓伤应尽早（24小时内）处置',
  cough: 'NICE CKS Cough (children): cough over 3 weeks without red flags → routine review',
  croup: 'NICE CKS Croup (2022): stridor at rest is moderate or severe croup → same-day hospital assessment',
  scrotal:
    'NICE CKS Scrotal pain and swelling (2021): suspected testicular torsion → immediate referral to emergency care',
  abdomen:
    'NICE CKS Appendicitis (2022) and acute abdominal pain in children: pain migrating to the right lower abdomen, guarding → same-day emergency assessment',
  diabetes:
    'NICE NG18 Diabetes in children and young people (2015, updated 2023) 1.1.1: suspected type 1 diabetes or DKA (thirst, frequent urination, weight loss with vomiting or deep breathing) → same-day referral',
  routine:
    'No urgency rule applies: a doctor is needed for this kind of question, not urgently (growth, feeding, medicines: the engine never gives doses)',
} as const;
export type TriageSourceKey = keyof typeof TRIAGE_SOURCES;
