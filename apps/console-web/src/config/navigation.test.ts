import { STAFF_ROLES, type StaffRole } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import { entriesFor, hasRole } from './navigation.ts';

const labels = (role: StaffRole) => entriesFor(role).map((e) => e.label);

describe('who may open what', () => {
  it('ranks roles as the server does', () => {
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('manager', 'admin')).toBe(false);
    expect(hasRole('doctor', 'doctor')).toBe(true);
    expect(hasRole('doctor', 'manager')).toBe(false);
  });

  // Each part of the console checks its own entries beside its nav-*.ts; this checks the frame.
  it('shows 账号管理 to admins only, 工作台 first and 修改密码 last to everyone', () => {
    expect(labels('admin')).toContain('账号管理');
    expect(labels('manager')).not.toContain('账号管理');
    expect(labels('doctor')).not.toContain('账号管理');
    for (const role of STAFF_ROLES) {
      expect(labels(role)[0]).toBe('工作台');
      expect(labels(role).at(-1)).toBe('修改密码');
    }
  });
});
