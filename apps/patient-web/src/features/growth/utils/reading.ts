/** Plain words for parents about one scored indicator. Never alarming: below P3 suggests talking to the doctor. */
export interface ScoreLike {
  percentile: number | null;
  position: 'belowP3' | 'withinP3P97' | 'aboveP97';
}

export const readingFor = (indicatorName: string, score: ScoreLike | null): string => {
  if (!score) return `${indicatorName}暂时没有可以比较的参考数据。`;
  if (score.position === 'belowP3')
    return `${indicatorName}比大多数同龄孩子小一些，建议下次就诊时和医生聊一聊，一起看看宝宝的生长情况。`;
  if (score.position === 'aboveP97')
    return `${indicatorName}比大多数同龄孩子大一些，建议下次就诊时和医生聊一聊，继续定期测量。`;
  const p = score.percentile ?? 50;
  if (p < 25) return `${indicatorName}在正常范围内，略低于同龄孩子的平均水平，继续定期测量就好。`;
  if (p <= 75) return `${indicatorName}在正常范围内，和同龄孩子的平均水平差不多。`;
  return `${indicatorName}在正常范围内，略高于同龄孩子的平均水平，继续定期测量就好。`;
};

/** Lying length under 2 years (730 days), standing height from then on. */
export const postureForAge = (birthday: string, date: string): 'lying' | 'standing' => {
  const b = new Date(`${birthday}T00:00:00Z`);
  const d = new Date(`${date}T00:00:00Z`);
  const twoYears = new Date(Date.UTC(b.getUTCFullYear() + 2, b.getUTCMonth(), b.getUTCDate()));
  return d < twoYears ? 'lying' : 'standing';
};

/** A decimal typed as text → number, or undefined when empty. */
export const parseDecimal = (text: string): number | undefined => {
  const t = text.trim();
  if (t === '' || t === '.') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
};

/** The message is about a value that does not fit the age (the server lets it through with confirmUnusual). */
export const isImplausibleMessage = (message: string): boolean => message.includes('请核对');
