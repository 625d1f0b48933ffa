import { useCallback, useEffect, useRef, useState } from 'react';
import { ClientCode, isApiError } from '../../../lib/api-client.ts';
import { toastError } from '../../../lib/toast.ts';
import { useAddChatMsg } from '../api/use-add-chat-msg.ts';
import { useChatComplaint } from '../api/use-chat-complaint.ts';
import { useChatHistoryDetail } from '../api/use-chat-history-detail.ts';
import { awaitsAssistant } from '../utils/conversation.ts';
import { afterSent, beginSend, newClientId, settleDraft } from '../utils/draft.ts';
import { useAiDraft } from './use-ai-draft.ts';
import { useChatUpload } from './use-chat-upload.ts';

/**
 * One AI consultation as the chat page runs it: the conversation (chatHistoryDetail, with every turn
 * merged in), the draft, sends that keep their client id until the server has them, and the
 * assistant's next turn (chatComplaint) asked whenever the guardian spoke last.
 */
export const useAiConversation = (sessionId: number) => {
  const detail = useChatHistoryDetail(sessionId);
  const add = useAddChatMsg(sessionId);
  const next = useChatComplaint(sessionId);
  const { draft, update, current } = useAiDraft(sessionId);
  const [sendFailed, setSendFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  const [replyFailed, setReplyFailed] = useState(false);
  const askingRef = useRef(false);
  const upload = useChatUpload(sessionId);
  const data = detail.data;

  // A send the server stored before a reload (its id is among the messages) is done.
  useEffect(() => {
    if (!data) return;
    const stored = new Set(data.messages.flatMap((m) => (m.clientId ? [m.clientId] : [])));
    const settled = settleDraft(current(), stored);
    if (settled !== current()) update(settled);
  }, [data, current, update]);

  const askNext = useCallback(async () => {
    if (askingRef.current) return;
    askingRef.current = true;
    setAsking(true);
    setReplyFailed(false);
    try {
      await next.mutateAsync();
    } catch {
      setReplyFailed(true);
    } finally {
      askingRef.current = false;
      setAsking(false);
    }
  }, [next.mutateAsync]);

  useEffect(() => {
    if (data && awaitsAssistant(data.messages) && !replyFailed && !sending) void askNext();
  }, [data, replyFailed, sending, askNext]);

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || sending) return;
      const started = beginSend(current(), text, newClientId);
      update(started.draft);
      setSendFailed(false);
      setSending(true);
      setReplyFailed(false);
      try {
        await add.mutateAsync({ text, clientId: started.clientId });
        update(afterSent(current(), text));
      } catch (error) {
        setSendFailed(true);
        // A refusal says why in the server's words; a lost network shows only the resend line.
        if (isApiError(error) && error.code !== ClientCode.NETWORK && error.code !== ClientCode.TIMEOUT)
          toastError(error.msg);
      } finally {
        setSending(false);
      }
    },
    [add.mutateAsync, current, update, sending],
  );

  const setText = useCallback((text: string) => update({ ...current(), text }), [current, update]);
  const resend = useCallback(() => {
    const pending = current().pending;
    if (pending) void send(pending.text);
  }, [current, send]);

  return {
    detail,
    draft,
    setText,
    send,
    resend,
    sending,
    sendFailed: sendFailed && draft.pending !== null,
    asking,
    replyFailed,
    retryReply: () => void askNext(),
    upload,
  };
};
