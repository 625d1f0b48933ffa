import { describe, expect, it } from 'vitest';
import {
  afterSent,
  beginSend,
  EMPTY_DRAFT,
  newClientId,
  parseDraft,
  serialiseDraft,
  settleDraft,
} from './draft.ts';

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('AI consultation draft', () => {
  it('round-trips through storage and reads anything broken as no draft', () => {
    const draft = { text: '还在咳', pending: { text: '没有', clientId: 'a' } };
    expect(parseDraft(serialiseDraft(draft))).toEqual(draft);
    expect(serialiseDraft(EMPTY_DRAFT)).toBeNull();
    expect(parseDraft(null)).toEqual(EMPTY_DRAFT);
    expect(parseDraft('{not json')).toEqual(EMPTY_DRAFT);
    expect(parseDraft('{"text":3,"pending":{"text":"x"}}')).toEqual(EMPTY_DRAFT);
  });

  it('a failed send is retried with the same client id; other text gets a new one', () => {
    const mint = ids();
    const first = beginSend({ text: '夜里咳得厉害', pending: null }, '夜里咳得厉害', mint);
    expect(first.clientId).toBe('id-1');
    // The send failed: the draft still holds the text and its id.
    expect(first.draft).toEqual({
      text: '夜里咳得厉害',
      pending: { text: '夜里咳得厉害', clientId: 'id-1' },
    });
    expect(beginSend(first.draft, '夜里咳得厉害', mint).clientId).toBe('id-1');
    expect(beginSend(first.draft, '没有', mint).clientId).toBe('id-2');
  });

  it('once stored, the box empties if it held that text and keeps anything else typed', () => {
    const pending = { text: '没有', clientId: 'a' };
    expect(afterSent({ text: '没有 ', pending }, '没有')).toEqual(EMPTY_DRAFT);
    expect(afterSent({ text: '还想问', pending }, '没有')).toEqual({ text: '还想问', pending: null });
  });

  it('after a reload a send the server did store is done, one it did not is kept', () => {
    const draft = { text: '精神还好', pending: { text: '精神还好', clientId: 'a' } };
    expect(settleDraft(draft, new Set(['a']))).toEqual(EMPTY_DRAFT);
    expect(settleDraft(draft, new Set(['b']))).toBe(draft);
    expect(settleDraft({ text: 'x', pending: null }, new Set(['a']))).toEqual({ text: 'x', pending: null });
  });

  it('client ids are distinct and within the contract’s 64 characters', () => {
    const a = newClientId();
    const b = newClientId();
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(64);
  });
});
