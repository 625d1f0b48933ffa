/**
 * What the guardian is typing in one AI consultation, kept in localStorage until it is sent (a reload
 * or WeChat dropping the page loses nothing), and the send on its way: its text and client id, so a
 * failed send is retried with the SAME id and the server stores it once.
 */
export interface AiDraft {
  text: string;
  pending: { text: string; clientId: string } | null;
}

export const EMPTY_DRAFT: AiDraft = { text: '', pending: null };

export const draftKey = (sessionId: number) => `sprout.aiConsultDraft.${sessionId}`;

const isPending = (v: unknown): v is { text: string; clientId: string } =>
  typeof v === 'object' &&
  v !== null &&
  typeof Reflect.get(v, 'text') === 'string' &&
  typeof Reflect.get(v, 'clientId') === 'string';

/** A stored draft read back; anything unreadable is no draft. */
export const parseDraft = (raw: string | null): AiDraft => {
  if (!raw) return EMPTY_DRAFT;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return EMPTY_DRAFT;
    const text = Reflect.get(v, 'text');
    const pending = Reflect.get(v, 'pending');
    return { text: typeof text === 'string' ? text : '', pending: isPending(pending) ? pending : null };
  } catch {
    return EMPTY_DRAFT;
  }
};

/** What is kept: nothing once there is neither text nor a send on its way. */
export const serialiseDraft = (draft: AiDraft): string | null =>
  draft.text === '' && draft.pending === null ? null : JSON.stringify(draft);

/**
 * Starts sending `text`: the id of the failed send of the same text again, else a new one.
 * The typed text stays until the server has the message.
 */
export const beginSend = (
  draft: AiDraft,
  text: string,
  newId: () => string,
): { draft: AiDraft; clientId: string } => {
  const clientId = draft.pending?.text === text ? draft.pending.clientId : newId();
  return { draft: { ...draft, pending: { text, clientId } }, clientId };
};

/** The server stored `text`: the box empties if it held that text, and nothing is on its way. */
export const afterSent = (draft: AiDraft, text: string): AiDraft => ({
  text: draft.text.trim() === text.trim() ? '' : draft.text,
  pending: null,
});

/**
 * A draft read after a reload, against the conversation: a send the server did store (its client id
 * is among the messages) is done.
 */
export const settleDraft = (draft: AiDraft, storedClientIds: ReadonlySet<string>): AiDraft =>
  draft.pending && storedClientIds.has(draft.pending.clientId) ? afterSent(draft, draft.pending.text) : draft;

let counter = 0;
/** A client id unique enough for one guardian's messages (≤ 64 characters, as the contract allows). */
export const newClientId = (): string =>
  `ai-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${(++counter).toString(36)}`;
