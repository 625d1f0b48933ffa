/**
 * What a parent has typed on 提交问诊, kept per baby until the inquiry is sent. In localStorage, not
 * sessionStorage: WeChat closes a page in the background without asking, and a worried parent who
 * typed a long description must find it again. Unreadable drafts read as none; storage failures
 * (private mode, quota) are ignored, because the draft is a safety net, never a reason to block typing.
 */
export interface AskDraft {
  complaint: string;
  duration: string;
  /** null until the parent answers 是否发热. */
  hasFever: boolean | null;
  /** As typed, so a half-written '38.' survives. */
  temperature: string;
  /** null while untouched: the baby's last answers (inquiryPrefill) fill it. */
  allergies: string | null;
  medicines: string | null;
  allowReassign: boolean;
  pictureIds: number[];
}

export const EMPTY_ASK_DRAFT: AskDraft = {
  complaint: '',
  duration: '',
  hasFever: null,
  temperature: '',
  allergies: null,
  medicines: null,
  allowReassign: true,
  pictureIds: [],
};

export const askDraftKey = (userId: number | null, babyId: number): string =>
  `sprout.consultDraft.${userId ?? 'guest'}.${babyId}`;

const text = (v: unknown, max: number): string | null => (typeof v === 'string' ? v.slice(0, max) : null);

/** A stored draft read back field by field: a field that does not fit falls back to empty, the rest is kept. */
export const parseAskDraft = (raw: string | null): AskDraft | null => {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = new Map(Object.entries(value));
  const ids = v.get('pictureIds');
  return {
    complaint: text(v.get('complaint'), 2000) ?? '',
    duration: text(v.get('duration'), 200) ?? '',
    hasFever: typeof v.get('hasFever') === 'boolean' ? v.get('hasFever') === true : null,
    temperature: text(v.get('temperature'), 10) ?? '',
    allergies: text(v.get('allergies'), 1000),
    medicines: text(v.get('medicines'), 1000),
    allowReassign: v.get('allowReassign') !== false,
    pictureIds: Array.isArray(ids)
      ? ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
      : [],
  };
};

/** True when the parent has typed something worth telling them about on return. */
export const hasTypedSomething = (draft: AskDraft): boolean =>
  draft.complaint.trim() !== '' ||
  draft.duration.trim() !== '' ||
  draft.temperature.trim() !== '' ||
  draft.pictureIds.length > 0;

export const readAskDraft = (storage: Storage | undefined, key: string): AskDraft | null => {
  try {
    return parseAskDraft(storage?.getItem(key) ?? null);
  } catch {
    return null;
  }
};

export const saveAskDraft = (storage: Storage | undefined, key: string, draft: AskDraft): void => {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Ignored on purpose, see above.
  }
};

export const clearAskDraft = (storage: Storage | undefined, key: string): void => {
  try {
    storage?.removeItem(key);
  } catch {
    // Ignored on purpose, see above.
  }
};
