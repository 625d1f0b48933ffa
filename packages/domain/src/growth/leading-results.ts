/**
 * Which of a visit's two sets of results leads, for a baby born before 37 weeks and still under the
 * correction limit (assessmentAges: corrected age until 2 years, CORRECTED_AGE_UNTIL_DAYS): once the
 * corrected age is past term, the corrected-age results are the ones the child is judged by (as RCPCH
 * and WHO advise for preterm infants), so they are listed first and decide whether a report suggests a
 * word with the doctor; the calendar-age results follow as secondary. Otherwise (born at term, past the
 * limit, or not yet at the due date, when the corrected age has no reference) calendar age leads.
 *
 * Reports carry `correctedAgeLabel` only when the corrected age is past term, so the rule reads it.
 */
export interface VisitResultSets<R> {
  chronological: readonly R[];
  corrected: readonly R[] | null;
  correctedAgeLabel: string | null;
}

export type ResultBasis = 'chronological' | 'corrected';

export const leadingBasis = <R>(results: VisitResultSets<R>): ResultBasis =>
  results.corrected !== null && results.corrected.length > 0 && results.correctedAgeLabel !== null
    ? 'corrected'
    : 'chronological';

/** The leading results and the secondary ones (null when there are none), in the order a report lists them. */
export const resultsInOrder = <R>(
  results: VisitResultSets<R>,
): { basis: ResultBasis; lead: readonly R[]; secondary: readonly R[] | null } =>
  leadingBasis(results) === 'corrected'
    ? { basis: 'corrected', lead: results.corrected ?? [], secondary: results.chronological }
    : { basis: 'chronological', lead: results.chronological, secondary: results.corrected };

/** Whether a report suggests talking to the doctor: an indicator below P3 among the leading results. */
export const leadingBelowP3 = <R extends { score: { position: string } | null }>(
  results: VisitResultSets<R>,
): boolean => resultsInOrder(results).lead.some((r) => r.score?.position === 'belowP3');
