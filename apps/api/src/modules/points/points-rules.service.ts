import type { Db } from '../../db/database.ts';
import type { PointsRuleRow } from '../../db/schema-points.ts';
import * as repo from './points.repository.ts';

/** The points rules in force, as the server and the pages use them. */
export interface PointsRule {
  version: number;
  pointsPerYuan: number;
  fenPerPoint: number;
  maxPayPercent: number;
  validYearsAfter: number;
  transferDailyCount: number;
  transferDailyPoints: number;
  changedAt: string;
}

export const ruleOf = (r: PointsRuleRow): PointsRule => ({
  version: r.id,
  pointsPerYuan: r.points_per_yuan,
  fenPerPoint: r.fen_per_point,
  maxPayPercent: r.max_pay_percent,
  validYearsAfter: r.valid_years_after,
  transferDailyCount: r.transfer_daily_count,
  transferDailyPoints: r.transfer_daily_points,
  changedAt: r.created_at,
});

export const currentPointsRule = async (db: Db): Promise<PointsRule> => ruleOf(await repo.currentRule(db));
