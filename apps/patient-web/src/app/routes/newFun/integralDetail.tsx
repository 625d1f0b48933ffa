import { PointsLedger } from '../../../features/members/components/points-ledger.tsx';

/** 积分明细 */
export default function PointsLedgerPage() {
  return <PointsLedger />;
}
