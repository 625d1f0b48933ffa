/** Interface text of the message pages (feature-local: ui-strings.md does not cover these screens). */
export const messageStrings = {
  readAll: '全部已读',
  allRead: '已全部标为已读',
  noUnread: '没有未读消息',
  unreadCount: (n: number) => `${n}条未读`,
  unreadDot: '未读',
  bellLabel: (n: number) => (n > 0 ? `消息通知，${n}条未读` : '消息通知'),
  openLink: '查看详情',
  notFound: '消息不存在或已删除',
  minutesAgo: (n: number) => `${n}分钟前`,
  hoursAgo: (n: number) => `${n}小时前`,
  yesterday: '昨天',
  categories: {
    system: '系统通知',
    account: '账号',
    appointment: '预约',
    payment: '缴费',
    growth: '生长发育',
    consultation: '问诊',
    member: '会员',
  },
} as const;
