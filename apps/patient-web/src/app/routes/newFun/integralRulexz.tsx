import { MemberNotice } from '../../../features/members/components/member-notice.tsx';

/** 开通会员须知 */
export default function MemberNoticePage() {
  return <MemberNotice />;
}
