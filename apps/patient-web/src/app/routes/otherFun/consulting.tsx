import { InquiryList } from '../../../features/consultation/components/inquiry-list.tsx';

/** 咨询: the inquiries under way now (问诊中), each opening its detail and chat. */
export default function ConsultingPage() {
  return <InquiryList tab="inProgress" tabs={['inProgress']} />;
}
