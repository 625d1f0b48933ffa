import { describe, expect, it } from 'vitest';
import { findRoute, moduleNameOf, ROUTES } from './route-table.ts';

describe('route table', () => {
  it('has unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
  it('covers the spec routes with their navigation rules', () => {
    expect(findRoute('/pages/home/index')?.nav).toBe('custom');
    expect(findRoute('/pages/home/happyOut')).toMatchObject({ nav: 'custom', title: '' });
    expect(findRoute('/pages/home/lookDetailAllerg')?.title).toBe('');
    expect(findRoute('/pages/newFun/surePay')?.nav).toBe('custom');
    expect(findRoute('/pages/newAppoinmentQr/doctorError')).toMatchObject({
      nav: 'custom',
      title: '状态异常',
    });
    expect(findRoute('/pages/registmember/index')).toMatchObject({ showBack: false, title: '会员积分激活' });
    expect(findRoute('/pages/registmember/loading')).toMatchObject({ nav: 'custom', title: '' });
    expect(findRoute('/pages/htmlFee/feeIndex')?.theme?.color).toBe('#fff');
    expect(findRoute('/pages/newFun/integralMall')?.hideTitle).toBe(true);
    expect(findRoute('/pages/preConsultation/pages/mainPreConsultation')?.title).toBe('预问诊');
    expect(findRoute('/pages/pages/userAgreement')).toBeDefined();
    expect(findRoute('/choose-location')).toBeDefined();
    expect(findRoute('/open-location')).toBeDefined();
    expect(findRoute('/pages/newFun/iosDownload')?.title).toBe('iOS下载引导');
    expect(findRoute('/pages/otherFun/help')).toMatchObject({
      title: '使用帮助',
      nav: 'fixed',
      showBack: true,
    });
    expect(findRoute('/pages/newFun/goodsDetail')).toMatchObject({
      title: '商品详情',
      nav: 'fixed',
      showBack: true,
    });
    expect(findRoute('/pages/aiConsult/chat')).toMatchObject({ title: 'AI问诊', nav: 'fixed' });
    expect(findRoute('/pages/aiConsult/summary')?.title).toBe('病情摘要');
    expect(findRoute('/pages/aiConsult/history')?.title).toBe('AI问诊记录');
    expect(ROUTES.length).toBe(110);
  });
  it('maps paths to module names under routes/', () => {
    expect(moduleNameOf('/pages/home/index')).toBe('home/index');
    expect(moduleNameOf('/pages/pages/userAgreement')).toBe('pages/userAgreement');
    expect(moduleNameOf('/choose-location')).toBe('choose-location');
  });
});
