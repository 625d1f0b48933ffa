import type { GrowthReference } from './reference.ts';

/**
 * Plain words for parents about scored indicators, shared by the app and the stored reports so that
 * both say the same thing. Never alarming: outside P3–P97 suggests talking to the doctor.
 */
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

/** One sentence over every indicator of a visit, as calm as the readings. */
export const summaryFor = (
  results: readonly { indicatorName: string; score: ScoreLike | null }[],
): string => {
  const scored = results.filter((r) => r.score !== null);
  if (scored.length === 0) return '这次测量暂时没有可以比较的参考数据，继续定期测量就好。';
  const names = (position: ScoreLike['position']) =>
    scored.filter((r) => r.score?.position === position).map((r) => r.indicatorName);
  const below = names('belowP3');
  const above = names('aboveP97');
  if (below.length === 0 && above.length === 0)
    return '这次测量的各项指标都在正常范围内（P3–P97），继续定期测量就好。';
  const parts = [
    ...(below.length > 0 ? [`${below.join('、')}比大多数同龄孩子小一些`] : []),
    ...(above.length > 0 ? [`${above.join('、')}比大多数同龄孩子大一些`] : []),
  ];
  const rest = scored.length > below.length + above.length ? '，其他指标在正常范围内' : '';
  return `这次测量${parts.join('，')}${rest}。建议下次就诊时和医生聊一聊，一起看看宝宝的生长情况。`;
};

/** The reference systems as a report names them. */
export const REFERENCE_NAMES: Readonly<Record<GrowthReference, string>> = {
  china: '中国儿童生长标准（WS/T 423-2022、WS/T 612-2018 等）',
  who: '世界卫生组织儿童生长标准（WHO 2006/2007）',
};
