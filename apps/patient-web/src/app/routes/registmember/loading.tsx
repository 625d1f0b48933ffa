import { useSearchParams } from 'wouter';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { Activating } from '../../../features/members/components/activating.tsx';
import { MEMBER_ROUTES } from '../../../features/members/routes.ts';
import { memberStrings } from '../../../features/members/strings.ts';

/**
 * registmember/loading: activation under way (custom navigation, no title); ?v= the notice version agreed
 * to. Opened without one (a bookmark, a shared link), nothing was agreed: it asks nothing of the server
 * (which would answer that the notice changed, to a parent who never read it) and leads to 会员积分激活.
 */
export default function RegistMemberLoadingPage() {
  const [params] = useSearchParams();
  const version = params.get('v') ?? '';
  return version ? (
    <Activating noticeVersion={version} />
  ) : (
    <EmptyWithWay
      tip={memberStrings.mustAgree}
      way={{ label: memberStrings.goActivate, path: MEMBER_ROUTES.activate }}
    />
  );
}
