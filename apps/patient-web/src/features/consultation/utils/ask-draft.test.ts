import { describe, expect, it } from 'vitest';
import {
  type AskDraft,
  askDraftKey,
  clearAskDraft,
  EMPTY_ASK_DRAFT,
  hasTypedSomething,
  parseAskDraft,
  readAskDraft,
  saveAskDraft,
} from './ask-draft.ts';

/** A Storage kept in a Map, as the browser's behaves for these calls. */
const memoryStorage = (): Storage => {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
};

const typed: AskDraft = {
  ...EMPTY_ASK_DRAFT,
  complaint: '宝宝咳嗽三天，夜里加重，有少量白痰',
  duration: '3天',
  hasFever: true,
  temperature: '38.',
  allergies: '',
  pictureIds: [4, 7],
};

describe('ask draft', () => {
  it('keeps one draft per baby: another baby starts empty', () => {
    const storage = memoryStorage();
    saveAskDraft(storage, askDraftKey(5, 11), typed);
    expect(readAskDraft(storage, askDraftKey(5, 11))).toEqual(typed);
    expect(readAskDraft(storage, askDraftKey(5, 12))).toBeNull();
    expect(readAskDraft(storage, askDraftKey(6, 11))).toBeNull();
  });

  it('is gone once cleared (after the inquiry is sent)', () => {
    const storage = memoryStorage();
    saveAskDraft(storage, askDraftKey(5, 11), typed);
    clearAskDraft(storage, askDraftKey(5, 11));
    expect(readAskDraft(storage, askDraftKey(5, 11))).toBeNull();
  });

  it('keeps an emptied allergies field empty rather than prefilling it again', () => {
    const back = parseAskDraft(JSON.stringify(typed));
    expect(back?.allergies).toBe('');
    expect(back?.medicines).toBeNull();
  });

  it('reads a damaged draft field by field and refuses what is not a draft', () => {
    expect(parseAskDraft('{not json')).toBeNull();
    expect(parseAskDraft('42')).toBeNull();
    expect(
      parseAskDraft(
        JSON.stringify({ complaint: 12, duration: '两天', hasFever: 'yes', pictureIds: [1, -2, 'x'] }),
      ),
    ).toEqual({ ...EMPTY_ASK_DRAFT, duration: '两天', pictureIds: [1] });
  });

  it('survives a storage that throws', () => {
    const broken: Storage = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveAskDraft(broken, 'k', typed)).not.toThrow();
    expect(readAskDraft(broken, 'k')).toBeNull();
  });

  it('knows when something was typed', () => {
    expect(hasTypedSomething(EMPTY_ASK_DRAFT)).toBe(false);
    expect(hasTypedSomething({ ...EMPTY_ASK_DRAFT, allergies: '青霉素' })).toBe(false);
    expect(hasTypedSomething(typed)).toBe(true);
  });
});
