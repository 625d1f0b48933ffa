import { ResultsCard } from './indicator-rows.tsx';
import {
  BabyHead,
  BoneAgeCard,
  GeneticCard,
  MeasurementCard,
  PredictionsCard,
  ReferenceCard,
  type ReportView,
  SummaryCard,
  VelocityCard,
} from './report-sections.tsx';

/** The frozen 身高报告 of one visit, read-only; the same view serves the parent and a share link. */
export const EvaluationReport = ({ report }: { report: ReportView }) => (
  <div data-testid="evaluation-report">
    <BabyHead baby={report.baby} />
    <MeasurementCard m={report.measurement} />
    <SummaryCard summary={report.summary} />
    <ResultsCard results={report.results} />
    <GeneticCard genetic={report.geneticTarget} />
    <VelocityCard v={report.velocity} />
    <PredictionsCard p={report.predictions} ageDays={report.baby.ageDays} />
    <BoneAgeCard b={report.boneAge} />
    <ReferenceCard name={report.referenceName} tables={report.tables} />
  </div>
);
