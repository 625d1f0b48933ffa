import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone.ts';

describe('maskPhone', () => {
  it('hides the middle four digits', () => expect(maskPhone('13800000000')).toBe('138****0000'));
  it('leaves other text alone', () => expect(maskPhone('+8613800000000')).toBe('+8613800000000'));
});
