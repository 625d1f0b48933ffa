/** What staff call each kind of background job; a kind added later shows its code until named here. */
export const JOB_KIND_LABELS: Record<string, string> = {
  'appointment-reminder': '就诊提醒',
  'appointment-hold-expiry': '未支付预约到期释放',
  'refund-submit': '提交退款',
  'payment-poll': '查询支付结果',
  'sandbox-notify': '支付沙箱回调',
  'schedule-generate': '生成排班号源',
  'notice-sms': '通知短信发送',
  'notice-wechat': '通知微信消息发送',
  'reconciliation-nightly': '每晚对账',
  'invoice-issue': '开具电子发票',
  'invoice-reverse': '开具红字发票',
  'invoice-mail': '发送发票邮件',
};

export const jobKindLabel = (kind: string): string => JOB_KIND_LABELS[kind] ?? kind;

export const JOB_KIND_OPTIONS = Object.entries(JOB_KIND_LABELS).map(([value, label]) => ({ value, label }));
