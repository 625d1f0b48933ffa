import { LegalDocumentView } from '../../../features/home/components/legal-document-view.tsx';
import { PRIVACY_POLICY } from '../../../features/legal/privacy-policy.ts';

/** 隐私政策 */
export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={PRIVACY_POLICY} />;
}
