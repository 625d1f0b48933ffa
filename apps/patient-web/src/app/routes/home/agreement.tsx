import { LegalDocumentView } from '../../../features/home/components/legal-document-view.tsx';
import { USER_AGREEMENT } from '../../../features/legal/user-agreement.ts';

/** 用户协议 */
export default function AgreementPage() {
  return <LegalDocumentView document={USER_AGREEMENT} />;
}
