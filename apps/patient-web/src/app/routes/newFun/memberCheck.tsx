import { MemberCards } from '../../../features/members/components/member-cards.tsx';

/** 会员查询：会员卡、积分余额与会员折扣 */
export default function MemberCardsPage() {
  return <MemberCards />;
}
