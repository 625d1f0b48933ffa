import { ActivateMember } from '../../../features/members/components/activate-member.tsx';

/** 会员积分激活 (no back button) */
export default function RegistMemberPage() {
  return <ActivateMember />;
}
