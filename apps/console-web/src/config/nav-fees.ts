import type { NavEntry } from './navigation.ts';

/** Menu entries of clinic fees (issue 15). Their pages are mounted by app/routes/fees.routes.tsx. */
export const feesNav: NavEntry[] = [
  {
    key: 'fee-bills',
    path: '/fees/bills',
    label: '账单',
    description: '为就诊人开账单，查看缴费状态；收费处核销、作废未缴账单、线上缴费退费',
    minRole: 'manager',
  },
  {
    key: 'fee-items',
    path: '/fees/items',
    label: '收费项目',
    description: '检查费、检验费、药费、治疗费等收费目录与单价',
    minRole: 'manager',
  },
  {
    key: 'api-clients',
    path: '/fees/clients',
    label: '接口客户端',
    description: '为医院信息系统签发、吊销服务端接口凭据',
    minRole: 'admin',
  },
];
