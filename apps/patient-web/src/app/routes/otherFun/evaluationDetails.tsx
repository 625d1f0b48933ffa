import { useSearchParams } from 'wouter';
import { Rating } from '../../../features/consultation/components/rating.tsx';
import { parseId } from '../../../features/consultation/utils/params.ts';

/** 评价详情 (?inquiryId=): rate the inquiry, or read the rating given. */
export default function EvaluationPage() {
  const [params] = useSearchParams();
  return <Rating inquiryId={parseId(params.get('inquiryId'))} />;
}
