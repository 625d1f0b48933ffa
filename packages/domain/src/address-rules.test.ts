import { describe, expect, it } from 'vitest';
import { addressLine, addressRegionText, maskMobile } from './address-rules.ts';

describe('addressRegionText', () => {
  it('names province, city and district', () => {
    expect(addressRegionText({ provinceName: '广东省', cityName: '深圳市', areaName: '南山区' })).toBe(
      '广东省 深圳市 南山区',
    );
  });
  it('names a municipality once', () => {
    expect(addressRegionText({ provinceName: '北京市', cityName: '北京市', areaName: '朝阳区' })).toBe(
      '北京市 朝阳区',
    );
  });
  it('stops at a city without districts', () => {
    expect(addressRegionText({ provinceName: '湖北省', cityName: '仙桃市', areaName: null })).toBe(
      '湖北省 仙桃市',
    );
  });
});

describe('addressLine', () => {
  it('joins the region and the street without spaces', () => {
    expect(
      addressLine({
        provinceName: '上海市',
        cityName: '上海市',
        areaName: '浦东新区',
        detail: '世纪大道1号',
      }),
    ).toBe('上海市浦东新区世纪大道1号');
  });
});

describe('maskMobile', () => {
  it('hides the middle four digits of a mainland number', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
  });
  it('leaves anything else as it is', () => {
    expect(maskMobile('12345')).toBe('12345');
  });
});
