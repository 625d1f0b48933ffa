/**
 * Interface text of the AI consultation (feature-local). Only the frame is written here: every
 * question, level, advice, sign, watch-for line and disclaimer is the server's.
 */
export const aiStrings = {
  noBaby: '添加宝宝后即可开始AI问诊',
  intro: 'AI问诊会一次问一个问题，帮您判断宝宝是否需要就医、需要多快就医。',
  whoFor: '为哪个宝宝咨询',
  typeLabel: '咨询类型',
  typeRequired: '请选择咨询类型',
  complaintLabel: '宝宝怎么了',
  complaintPlaceholder: '请描述症状、持续多久、体温、精神和吃奶（饭）情况',
  complaintTooShort: '请描述宝宝的情况（至少2个字）',
  symptomChips: '常见症状（点选添加）',
  durationChips: '持续时间（点选添加）',
  start: '开始问诊',
  historyLink: 'AI问诊记录',
  loadFailed: '加载失败',
  retry: '重试',

  // Chat
  typing: 'AI助手正在输入',
  inputLabel: '输入消息',
  inputPlaceholder: '回答问题或补充情况…',
  send: '发送',
  picture: '图片',
  pictureLabel: '发送图片',
  pictureUploading: (percent: number) => `图片上传中 ${percent}%`,
  pictureFailed: '图片上传失败，请重试',
  pictureTooLarge: '图片过大，请重新上传',
  sendFailed: '发送失败',
  resend: '重新发送',
  replyFailed: 'AI助手暂时没有回复',
  replyRetry: '再试一次',
  quickAnswers: '快捷回答',
  you: '我',
  assistant: 'AI助手',
  noSession: '没有找到这次问诊',
  toStart: '开始AI问诊',

  // Assessment
  emergencyBanner: '紧急提醒',
  signsFound: '发现的危险信号',
  call120: '立即拨打120',
  watchForTitle: '出现以下情况请立即就医',
  book: '预约挂号',
  viewSummary: '查看病情摘要',
  assessmentTitle: '评估结果',

  // Summary
  summaryBaby: '宝宝',
  summaryType: '咨询类型',
  summaryComplaint: '主诉',
  summaryDetails: '补充情况',
  summaryAnswers: '问答记录',
  summaryNoAnswer: '未回答',
  summaryPictures: '图片',
  summaryAssessment: '评估结果',
  summaryNoLevel: '问诊还没有得出结论，完成问诊后可以确认摘要。',
  confirm: '确认摘要',
  confirmed: '已确认',
  confirmedAt: (time: string) => `已确认 ${time}`,
  confirmHint: '请核对以上内容，无误后点击确认摘要；确认后，您可以把摘要随图文问诊发给医生。',
  backToChat: '返回问诊',
  askDoctor: '带上摘要咨询医生',
  askDoctorHint: '选择医生提交图文问诊时，这份摘要会一并发给医生。',

  // History
  noHistory: '还没有AI问诊记录',
  noHistoryHint: '宝宝不舒服时，可以先让AI问诊帮您判断',
  interviewing: '问诊中',
  confirmedTag: '摘要已确认',

  // Entry on 找医生 and 问诊记录
  entry: '先让AI问诊帮您判断是否需要急诊',
} as const;
