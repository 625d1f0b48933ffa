import { api } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password.ts';

describe('generatePassword', () => {
  it('always satisfies the contract password rule', () => {
    const schema = api.staffAuth.createStaff.body?.shape.password;
    expect(schema).toBeDefined();
    for (let i = 0; i < 200; i++) expect(schema?.safeParse(generatePassword()).success).toBe(true);
  });
});
