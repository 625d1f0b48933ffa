import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { apiQueryKey } from '../../../lib/api-client.ts';
import { useChatThread } from '@sprout/client-core/react';
import type { InquiryView } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { fetchChatTicket } from '../api/fetch-chat-ticket.ts';
import { loadChatPage } from '../api/load-chat-page.ts';
import { useInquiryDetails } from '../api/use-inquiry-details.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { useChatDraft } from '../hooks/use-chat-draft.ts';
import { CHAT_ROUTES } from '../routes.ts';
import { chatStrings as t } from '../strings.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatHeader } from './chat-header.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import styles from './chat.module.css';

export interface ChatAttachProps {
  babyId: number;
  /** Sends each picture as an image message, in order. */
  onPictures: (pictureIds: number[]) => void;
}

/**
 * 在线咨询: the inquiry's chat with its doctor. `attach` (composed by the route from the pictures
 * feature) draws the picture button beside the composer while the parent may send; `nextSteps`
 * (from consultation) the ways on once the consult is over (小结, 评价, 再次咨询).
 */
export function ChatScreen({
  inquiryId,
  attach,
  nextSteps,
}: {
  inquiryId: number;
  attach?: (props: ChatAttachProps) => ReactNode;
  nextSteps?: (inquiry: InquiryView) => ReactNode;
}) {
  const router = useAppRouter();
  const queryClient = useQueryClient();
  const inquiry = useInquiryDetails(inquiryId);
  const refreshInquiry = useCallback(() => {
    void queryClient.invalidateQueries({
      queryKey: apiQueryKey(routes.consultation.inquiryDetails, { query: { inquiryId } }),
    });
  }, [queryClient, inquiryId]);
  const { thread, state } = useChatThread({
    inquiryId,
    own: 'parent',
    fetchTicket: fetchChatTicket,
    loadPage: loadChatPage,
    onInquiryEvent: refreshInquiry,
  });
  const { draft, setDraft } = useChatDraft(inquiryId);

  if (state.phase === 'error')
    return (
      <EmptyState text={state.error ?? t.loadFailed}>
        <button type="button" className={styles.retry} onClick={() => void thread?.start()}>
          {t.retry}
        </button>
      </EmptyState>
    );

  const disconnected = state.phase === 'ready' && state.connection !== 'open';
  return (
    <div className={styles.page} data-testid="chat-page">
      <ChatHeader inquiry={inquiry.data} />
      {disconnected ? (
        <div className={styles.connecting} role="status" data-testid="chat-connecting">
          {t.connecting}
        </div>
      ) : null}
      <ChatMessageList
        state={state}
        onOlder={() => void thread?.loadOlder()}
        onResend={(clientId) => thread?.resend(clientId)}
        onSummary={(id) => router.navigate(CHAT_ROUTES.summary, { inquiryId: id })}
      />
      {nextSteps && inquiry.data ? nextSteps(inquiry.data) : null}
      <ChatComposer
        state={state}
        draft={draft}
        onDraft={setDraft}
        attach={
          attach && inquiry.data
            ? attach({
                babyId: inquiry.data.babyId,
                onPictures: (ids) => {
                  for (const id of ids) thread?.sendPicture(id);
                },
              })
            : null
        }
        onSend={() => {
          if (thread?.sendText(draft)) setDraft('');
        }}
      />
    </div>
  );
}
