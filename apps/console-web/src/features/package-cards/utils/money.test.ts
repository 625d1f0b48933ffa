import { describe, expect, it } from 'vitest';
import { fenOf, yuan } from './money.ts';

describe('money on the console', () => {
  it('shows and reads yuan as whole fen', () => {
    expect(yuan(39_900)).toBe('399.00');
    expect(fenOf(12.35)).toBe(1235);
    expect(fenOf(0.1 + 0.2)).toBe(30);
  });
});
