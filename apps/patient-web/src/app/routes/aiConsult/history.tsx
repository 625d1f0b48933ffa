import { SessionHistory } from '../../../features/ai-consult/components/session-history.tsx';

/** AI问诊记录: the parent's AI consultations, newest first. */
export default function AiConsultHistoryPage() {
  return <SessionHistory />;
}
