import { describe, expect, it } from 'vitest';
import { serviceOptions } from './service-options.ts';

const items = [
  { code: 'EXAM-BONE', name: '骨龄检测', enabled: false },
  { code: 'EXAM-CHECK', name: '儿童保健体检', enabled: true },
];

const REGISTRATION = {
  value: 'REGISTRATION',
  label: '预约挂号（REGISTRATION，线上服务）',
  name: '预约挂号',
};

const CONSULTATION = {
  value: 'CONSULTATION',
  label: '图文问诊（CONSULTATION，线上服务）',
  name: '图文问诊',
};

describe('serviceOptions', () => {
  it('offers 预约挂号 and 图文问诊 first, then every fee item by name and code, the switched-off ones last and marked', () => {
    expect(serviceOptions(items, undefined)).toEqual([
      REGISTRATION,
      CONSULTATION,
      { value: 'EXAM-CHECK', label: '儿童保健体检（EXAM-CHECK）', name: '儿童保健体检' },
      { value: 'EXAM-BONE', label: '骨龄检测（EXAM-BONE，已停用）', name: '骨龄检测' },
    ]);
  });

  it('keeps a saved code that is no fee item, and offers a searched one, both as desk-only', () => {
    const options = serviceOptions(items, 'OLD-1', ' NEW_2 ');
    expect(options.slice(4)).toEqual([
      { value: 'OLD-1', label: 'OLD-1（不在收费项目中，只能前台核销）' },
      { value: 'NEW_2', label: '使用编码 NEW_2（不在收费项目中，只能前台核销）' },
    ]);
  });

  it('offers no typed code that is a fee item already, or that the server would refuse', () => {
    expect(serviceOptions(items, undefined, 'EXAM-CHECK')).toHaveLength(4);
    expect(serviceOptions(items, undefined, '体检')).toHaveLength(4);
    expect(serviceOptions(items, 'EXAM-CHECK', '')).toHaveLength(4);
    expect(serviceOptions(items, 'REGISTRATION', 'REGISTRATION')).toHaveLength(4);
  });

  it('shows the saved code as it is while 收费项目 has not come', () => {
    expect(serviceOptions(undefined, 'EXAM')).toEqual([{ value: 'EXAM', label: 'EXAM' }]);
    expect(serviceOptions(undefined, undefined)).toEqual([]);
  });
});
