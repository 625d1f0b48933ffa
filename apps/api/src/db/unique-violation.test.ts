import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

const sqlite = (target: string) => new Error(`UNIQUE constraint failed: ${target}`);
const postgres = (index: string) =>
  Object.assign(new Error(`duplicate key value violates unique constraint "${index}"`), { code: '23505' });

describe('isUniqueViolation', () => {
  it('knows either database’s refusal, and nothing else', () => {
    expect(isUniqueViolation(sqlite('member_card_types.name'))).toBe(true);
    expect(isUniqueViolation(postgres('member_card_types_name'))).toBe(true);
    expect(isUniqueViolation(new Error('FOREIGN KEY constraint failed'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('with a table and column, only that index', () => {
    const on = { table: 'member_card_types', column: 'name' };
    expect(isUniqueViolation(sqlite('member_card_types.name'), on)).toBe(true);
    expect(isUniqueViolation(postgres('member_card_types_name'), on)).toBe(true);
    expect(isUniqueViolation(sqlite('member_card_types.is_default'), on)).toBe(false);
    expect(isUniqueViolation(postgres('member_card_types_one_default'), on)).toBe(false);
  });
});
