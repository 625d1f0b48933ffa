import { useSearchParams } from 'wouter';
import { InquiryDetail } from '../../../features/consultation/components/inquiry-detail.tsx';
import { parseId } from '../../../features/consultation/utils/params.ts';

/** 问诊详情 (?inquiryId=) */
export default function InquiryDetailPage() {
  const [params] = useSearchParams();
  return <InquiryDetail inquiryId={parseId(params.get('inquiryId'))} />;
}
