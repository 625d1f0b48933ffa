/** What each booking setting does for parents, shown under its field. */
export const BOOKING_SETTING_HELP = {
  bookingWindowDays: '家长可提前预约的天数（今天算第 0 天）。如 7：可约今天及之后 7 天。',
  releaseTime: '每天到这个时间，才放出最远那一天的号源；之前只能约到前一天。',
  sameDayCutoff: '到这个时间后，家长不能再预约当天的号源。',
  cancelCutoffMinutes: '就诊开始前这么多分钟以内，家长不能再自行取消。填 0 表示开诊前都可取消。',
  holdMinutes: '家长预约付费号源后须在这段时间内支付；超时未付，订单关闭，号源放回给其他家长。',
  oneBookingPerHalfDay:
    '开启后，同一宝宝在同一医生的同一个上午或下午只能有一个有效预约（待支付或已预约），避免重复占号。',
  sellPackageCards:
    '开启后家长可在线购买套餐卡（预付多次服务）。部分城市禁止医疗机构发售预付卡（预付费卡），开启前请先核实本地规定；关闭后已售出的卡仍可使用和核销。',
} as const;

/** What stopping or resuming a doctor does, said before the manager confirms. */
export const DOCTOR_STATUS_EFFECT = {
  stop: [
    '家长端不再显示该医生，也不能再预约该医生的任何号源；',
    '扫描该医生二维码的家长会看到「状态异常」提示；',
    '已有的预约不会自动取消。如该医生不能出诊，请到「出诊安排」停诊，系统会通知已预约的家长并退款。',
  ],
  resume: ['家长端重新显示该医生，已排好的号源可以再次预约。'],
} as const;
