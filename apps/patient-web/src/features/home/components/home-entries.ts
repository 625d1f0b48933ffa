import type { EntryIconName } from './entry-icon.tsx';

export interface HomeEntry {
  label: string;
  path: string;
  icon: EntryIconName;
  /** Tile colour; entries of one kind share a hue so the grid reads in groups. */
  tone: 'teal' | 'blue' | 'orange' | 'pink' | 'purple' | 'green';
}

export interface HomeEntrySection {
  key: 'visit' | 'growth' | 'member';
  entries: HomeEntry[];
}

/** Every area of the product, reachable in one tap from home, grouped the way parents look for them. */
export const HOME_ENTRY_SECTIONS: readonly HomeEntrySection[] = [
  {
    key: 'visit',
    entries: [
      { label: '预约挂号', path: '/pages/newFun/index', icon: 'calendar', tone: 'teal' },
      { label: '预约记录', path: '/pages/newFun/orderHistory', icon: 'list', tone: 'teal' },
      { label: '待缴费', path: '/pages/htmlFee/feeIndex', icon: 'wallet', tone: 'orange' },
      { label: '报告查询', path: '/pages/newFun/jcReport', icon: 'report', tone: 'blue' },
      { label: 'AI问诊', path: '/pages/aiConsult/index', icon: 'spark', tone: 'teal' },
      { label: '找医生', path: '/pages/otherFun/doctor', icon: 'doctor', tone: 'blue' },
      { label: '问诊记录', path: '/pages/otherFun/interrogationList', icon: 'chat', tone: 'blue' },
      { label: '预问诊', path: '/pages/preConsultation/index', icon: 'clipboard', tone: 'teal' },
      { label: '就诊人信息', path: '/pages/otherFun/userInfo', icon: 'person', tone: 'purple' },
    ],
  },
  {
    key: 'growth',
    entries: [
      { label: '生长曲线', path: '/pages/newFun/lineCharts', icon: 'chart', tone: 'green' },
      { label: '身高评估', path: '/pages/evaluationFun/addNewFile', icon: 'ruler', tone: 'green' },
      { label: '膳食记录', path: '/pages/nutritionFun/foodIndex', icon: 'bowl', tone: 'orange' },
      { label: '营养问卷', path: '/pages/nutritionFun/nutritionForm/stepA', icon: 'form', tone: 'orange' },
      { label: '过敏知识', path: '/pages/home/allergicPage', icon: 'book', tone: 'pink' },
      { label: '我的宝宝', path: '/pages/newFun/myBaby', icon: 'baby', tone: 'pink' },
    ],
  },
  {
    key: 'member',
    entries: [
      { label: '会员', path: '/pages/newFun/memberCheck', icon: 'crown', tone: 'purple' },
      { label: '积分商城', path: '/pages/newFun/integralMall', icon: 'gift', tone: 'purple' },
      { label: '优惠券', path: '/pages/newFun/coupons', icon: 'ticket', tone: 'orange' },
      { label: '套餐卡', path: '/pages/newFun/setMeal', icon: 'card', tone: 'purple' },
      { label: '消费记录', path: '/pages/newFun/consumerRecord', icon: 'receipt', tone: 'blue' },
    ],
  },
];
