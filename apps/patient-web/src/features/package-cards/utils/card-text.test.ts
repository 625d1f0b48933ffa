import { describe, expect, it } from 'vitest';
import { servicesText, yuan } from './card-text.ts';

describe('card text', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(yuan(40_000)).toBe('400.00');
    expect(yuan(5)).toBe('0.05');
  });
  it('lists the services with their uses', () => {
    expect(
      servicesText([
        { serviceName: '儿保体检', uses: 3 },
        { serviceName: '骨龄检测', usesTotal: 1 },
      ]),
    ).toBe('儿保体检3次 · 骨龄检测1次');
  });
});
