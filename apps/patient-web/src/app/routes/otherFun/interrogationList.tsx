import { useSearchParams } from 'wouter';
import { AiEntryLink } from '../../../features/ai-consult/components/ai-entry-link.tsx';
import { InquiryList } from '../../../features/consultation/components/inquiry-list.tsx';
import { parseTab } from '../../../features/consultation/utils/inquiry-tabs.ts';

/** 问诊记录 (?tab=): the state tab lives in the address, so back and reload keep it. */
export default function InquiryListPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <AiEntryLink />
      <InquiryList tab={parseTab(params.get('tab'))} onTab={(tab) => setParams({ tab }, { replace: true })} />
    </>
  );
}
