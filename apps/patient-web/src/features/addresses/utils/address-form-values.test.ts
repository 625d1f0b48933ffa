import type { Address } from '@sprout/contract';
import { addressInput } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import {
  addressDraftSchema,
  addressToFormValues,
  EMPTY_ADDRESS_FORM,
  toFormField,
} from './address-form-values.ts';
import { withDraft } from '../../../lib/form-draft.ts';

const saved: Address = {
  id: 7,
  userId: 3,
  recipient: '张三',
  mobile: '13800138000',
  provinceId: '44',
  provinceName: '广东省',
  cityId: '4403',
  cityName: '深圳市',
  areaId: '440305',
  areaName: '南山区',
  detail: '科技园1号',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('address form values', () => {
  it('an address fills the form with exactly what the contract accepts back', () => {
    const values = addressToFormValues(saved);
    expect(addressInput.safeParse(values).success).toBe(true);
    expect(values).not.toHaveProperty('provinceName');
  });

  it('the empty form is refused by the contract with Chinese messages', () => {
    const parsed = addressInput.safeParse({ ...EMPTY_ADDRESS_FORM });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(expect.arrayContaining(['请输入收货人姓名', '请选择所在地区']));
  });

  it('a draft keeps what parses and drops what does not', () => {
    const draft = addressDraftSchema.parse({ recipient: '李', mobile: 138, areaId: null, isDefault: 'x' });
    expect(draft).toEqual({ recipient: '李', mobile: undefined, areaId: null, isDefault: undefined });
    const merged = withDraft(addressToFormValues(saved), draft);
    expect(merged).toMatchObject({
      recipient: '李',
      mobile: '13800138000',
      areaId: null,
      detail: '科技园1号',
    });
  });

  it('no draft leaves the base as it is', () => {
    expect(withDraft(EMPTY_ADDRESS_FORM, null)).toBe(EMPTY_ADDRESS_FORM);
  });

  it('maps the server’s field paths onto the form', () => {
    expect(toFormField('detail')).toBe('detail');
    expect(toFormField('body.areaId')).toBe('areaId');
    expect(toFormField('userId')).toBeNull();
  });
});
