import { describe, expect, it } from 'vitest';
import { buyerBody, buyerErrors, emptyBuyerForm, formFromTitle } from './buyer-form.ts';

const company = { ...emptyBuyerForm(), titleType: 'company' as const, name: '杭州小芽科技有限公司' };

describe('the invoice buyer form', () => {
  it('needs a name, and a valid tax number for a company', () => {
    expect(buyerErrors(emptyBuyerForm())).toEqual({ name: '请填写发票抬头' });
    expect(buyerErrors(company)).toEqual({ taxNumber: '企业抬头请填写税号' });
    expect(buyerErrors({ ...company, taxNumber: '91330100799655058C' }).taxNumber).toMatch(/税号有误/);
    expect(buyerErrors({ ...company, taxNumber: ' 91330100799655058b ' })).toEqual({});
    expect(buyerErrors({ ...company, taxNumber: '91330100799655058B', email: 'a@b' })).toEqual({
      email: '邮箱格式有误',
    });
  });

  it('sends no tax number for a person and leaves an empty e-mail out', () => {
    expect(buyerBody({ ...emptyBuyerForm(), name: ' 王玥 ', taxNumber: '123' })).toEqual({
      titleType: 'personal',
      name: '王玥',
    });
    expect(
      buyerBody({ ...company, taxNumber: '91330100799655058b', email: 'fp@example.cn', saveTitle: true }),
    ).toEqual({
      titleType: 'company',
      name: '杭州小芽科技有限公司',
      taxNumber: '91330100799655058B',
      email: 'fp@example.cn',
      saveTitle: true,
    });
  });

  it('fills a saved title in and keeps the e-mail typed when the title has none', () => {
    const filled = formFromTitle(
      { titleType: 'company', name: '某公司', taxNumber: '91330100799655058B', email: null },
      { ...emptyBuyerForm(), email: 'me@example.cn' },
    );
    expect(filled).toMatchObject({
      titleType: 'company',
      taxNumber: '91330100799655058B',
      email: 'me@example.cn',
    });
  });
});
