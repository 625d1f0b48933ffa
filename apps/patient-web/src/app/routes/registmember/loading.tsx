import { useSearchParams } from 'wouter';
import { Activating } from '../../../features/members/components/activating.tsx';

/** registmember/loading: activation under way (custom navigation, no title); ?v= the notice version agreed to. */
export default function RegistMemberLoadingPage() {
  const [params] = useSearchParams();
  return <Activating noticeVersion={params.get('v') ?? ''} />;
}
