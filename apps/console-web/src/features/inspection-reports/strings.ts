/** Chinese texts of the console's inspection-report screen (检查报告). */
export const REPORT_STRINGS = {
  title: '检查报告',
  description: '查找儿童，为就诊录入检验/检查结果，上传PDF报告单；家长在“报告查询”里查看',
  findFirst: '请先查找儿童',
  notLinked: '该儿童还未绑定就诊档案（就诊卡号），绑定后才能录入检查报告',
  noEncounters: '还没有就诊记录，先新建一次就诊',
  newEncounter: '新建就诊',
  recordQr: '档案二维码',
  newReport: '新建报告',
  visits: '就诊记录',
} as const;
