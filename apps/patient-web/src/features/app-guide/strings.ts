/** Text of iOS下载引导 (the title comes from the locale). */
export const guideStrings = {
  lead: '本服务是网页应用，无需在 App Store 下载安装。按下面的步骤把它放到 iPhone 主屏幕，以后点图标即可打开。',
  inWechat: '在微信里打开时',
  wechatSteps: ['点右上角的「···」', '选择「在 Safari 中打开」', '在 Safari 里按下面的步骤添加到主屏幕'],
  inSafari: '在 Safari 里',
  safariSteps: [
    '点屏幕底部中间的「分享」按钮（方框加向上箭头）',
    '向下滑动，选择「添加到主屏幕」',
    '点右上角「添加」，主屏幕上会出现本服务的图标',
  ],
  note: '从主屏幕打开时需要重新登录一次；预约、缴费和问诊记录都保存在诊所，不会丢失。',
  copy: '复制网址',
  copied: '网址已复制，可粘贴到 Safari 地址栏打开',
  copyFailed: '复制失败，请长按地址栏手动复制',
} as const;
