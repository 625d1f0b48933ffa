import { useSearchParams } from 'wouter';
import { InquirySummary } from '../../../features/consultation/components/inquiry-summary.tsx';
import { parseId } from '../../../features/consultation/utils/params.ts';

/** 问诊小结 (?inquiryId=) */
export default function InquirySummaryPage() {
  const [params] = useSearchParams();
  return <InquirySummary inquiryId={parseId(params.get('inquiryId'))} />;
}
