import { PointsGive } from '../../../features/members/components/points-give.tsx';

/** 积分转赠 */
export default function PointsGivePage() {
  return <PointsGive />;
}
