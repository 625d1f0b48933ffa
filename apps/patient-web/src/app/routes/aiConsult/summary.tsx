import { useSearchParams } from 'wouter';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { CaseSummary } from '../../../features/ai-consult/components/case-summary.tsx';
import { AI_ROUTES } from '../../../features/ai-consult/routes.ts';
import { aiStrings } from '../../../features/ai-consult/strings.ts';
import { parseSessionId } from '../../../features/ai-consult/utils/params.ts';

/** 病情摘要 (?sessionId=): the case summary of one AI consultation, and 确认摘要. */
export default function AiConsultSummaryPage() {
  const [params] = useSearchParams();
  const sessionId = parseSessionId(params.get('sessionId'));
  if (sessionId === null)
    return (
      <EmptyWithWay
        tip={aiStrings.noSession}
        way={{ label: aiStrings.historyLink, path: AI_ROUTES.history }}
      />
    );
  return <CaseSummary key={sessionId} sessionId={sessionId} />;
}
