import { RuleTexts } from '../../../features/members/components/rule-texts.tsx';

/** 规则说明 */
export default function RuleTxtPage() {
  return <RuleTexts />;
}
