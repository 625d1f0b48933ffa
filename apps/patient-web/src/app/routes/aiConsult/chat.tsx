import { useSearchParams } from 'wouter';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { AiChatScreen } from '../../../features/ai-consult/components/ai-chat-screen.tsx';
import { AI_ROUTES } from '../../../features/ai-consult/routes.ts';
import { aiStrings } from '../../../features/ai-consult/strings.ts';
import { parseSessionId } from '../../../features/ai-consult/utils/params.ts';

/** AI问诊's conversation (?sessionId=); without one it leads to the start. */
export default function AiConsultChatPage() {
  const [params] = useSearchParams();
  const sessionId = parseSessionId(params.get('sessionId'));
  if (sessionId === null)
    return (
      <EmptyWithWay tip={aiStrings.noSession} way={{ label: aiStrings.toStart, path: AI_ROUTES.start }} />
    );
  return <AiChatScreen key={sessionId} sessionId={sessionId} />;
}
