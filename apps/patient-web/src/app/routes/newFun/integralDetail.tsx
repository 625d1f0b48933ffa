import { MemberJoinBanner } from '../../../components/member-join-banner.tsx';
import { useMemberStatus } from '../../../features/members/api/use-member-status.ts';
import { PointsLedger } from '../../../features/members/components/points-ledger.tsx';

/** 积分明细; a parent who is not a member is offered to join on top. */
export default function PointsLedgerPage() {
  const status = useMemberStatus();
  return (
    <>
      {status.data && !status.data.isMember ? <MemberJoinBanner /> : null}
      <PointsLedger />
    </>
  );
}
