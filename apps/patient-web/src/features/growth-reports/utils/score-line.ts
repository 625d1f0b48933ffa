import { reportStrings as s } from '../strings.ts';

interface ScoredIndicator {
  score: { z: number | null } | null;
  sdBand?: { text: string } | null;
}

/**
 * The line under an indicator's percentile: its z-score; where the reference gives none (WS/T 423 prints
 * percentiles, so below P3 or above P97 there is no z) the SD band from the standard's own SD tables, so a
 * child far below P3 reads as such; '暂无可比较的参考数据' only when nothing was scored.
 */
export const scoreLine = (r: ScoredIndicator): string => {
  if (r.score === null) return s.noScore;
  if (r.score.z !== null) return `${s.zScore} ${r.score.z}`;
  if (r.sdBand) return `${s.sdBand} ${r.sdBand.text}`;
  return s.beyondTable;
};
