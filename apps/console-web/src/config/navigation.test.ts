import { describe, expect, it } from 'vitest';
import { entriesFor, hasRole } from './navigation.ts';

describe('who may open what', () => {
  it('ranks roles as the server does', () => {
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('manager', 'admin')).toBe(false);
    expect(hasRole('doctor', 'doctor')).toBe(true);
    expect(hasRole('doctor', 'manager')).toBe(false);
  });

  it('shows 账号管理 to admins only', () => {
    expect(entriesFor('admin').map((e) => e.label)).toEqual(['工作台', '账号管理', '修改密码']);
    expect(entriesFor('manager').map((e) => e.label)).toEqual(['工作台', '修改密码']);
    expect(entriesFor('doctor').map((e) => e.label)).toEqual(['工作台', '修改密码']);
  });
});
