import { HelpPage } from '../../../features/help/components/help-page.tsx';

/** 使用帮助 */
export default function HelpRoutePage() {
  return <HelpPage />;
}
