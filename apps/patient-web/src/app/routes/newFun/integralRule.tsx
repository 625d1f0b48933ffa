import { PointsRule } from '../../../features/members/components/points-rule.tsx';

/** 积分规则 */
export default function PointsRulePage() {
  return <PointsRule />;
}
