import { describe, expect, it } from 'vitest';
import { serviceCodeOptions } from './service-code-options.ts';

const items = [
  { code: 'TREAT-NEB', name: '雾化治疗', enabled: false },
  { code: 'LAB-CBC', name: '血常规', enabled: true },
];
const REGISTRATION = { value: 'REGISTRATION', label: '预约挂号（REGISTRATION，线上服务）' };
const CONSULTATION = { value: 'CONSULTATION', label: '图文问诊（CONSULTATION，线上服务）' };

describe('serviceCodeOptions', () => {
  it('offers 预约挂号 and 图文问诊 first, then every fee item by name and code, the switched-off ones last and marked', () => {
    expect(serviceCodeOptions(items)).toEqual([
      REGISTRATION,
      CONSULTATION,
      { value: 'LAB-CBC', label: '血常规（LAB-CBC）' },
      { value: 'TREAT-NEB', label: '雾化治疗（TREAT-NEB，已停用）' },
    ]);
  });

  it('keeps a chosen code that is no longer a fee item, marked, once', () => {
    expect(serviceCodeOptions(items, ['LAB-CBC', 'OLD-1', 'OLD-1', 'REGISTRATION'])).toEqual([
      REGISTRATION,
      CONSULTATION,
      { value: 'LAB-CBC', label: '血常规（LAB-CBC）' },
      { value: 'TREAT-NEB', label: '雾化治疗（TREAT-NEB，已停用）' },
      { value: 'OLD-1', label: 'OLD-1（不在收费项目中）' },
    ]);
  });

  it('shows a saved campaign its codes as they are while 收费项目 has not come', () => {
    expect(serviceCodeOptions(undefined, ['EXAM'])).toEqual([{ value: 'EXAM', label: 'EXAM' }]);
    expect(serviceCodeOptions([], ['EXAM'])).toEqual([
      REGISTRATION,
      CONSULTATION,
      { value: 'EXAM', label: 'EXAM（不在收费项目中）' },
    ]);
  });
});
