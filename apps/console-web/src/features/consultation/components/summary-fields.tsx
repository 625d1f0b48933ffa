import { api } from '@sprout/contract';
import { Form, Input } from 'antd';
import { contractRule } from '../../../lib/form-errors.ts';

const shape = api.consultationConsole.close.body.shape;

/** The four parts of a 问诊小结, with the close call's own rules and limits. */
export const SUMMARY_PARTS = [
  { name: 'findings', label: '所见', rows: 3, max: 1000, placeholder: '如：咽部充血，双肺呼吸音清' },
  { name: 'advice', label: '建议', rows: 3, max: 1000, placeholder: '如：多饮水，清淡饮食，按时服药' },
  {
    name: 'watchFor',
    label: '注意观察',
    rows: 2,
    max: 500,
    placeholder: '如：高热不退、精神差、呼吸急促时及时就医',
  },
  { name: 'returnAdvice', label: '复诊建议', rows: 1, max: 200, placeholder: '如：3天不好转来院复诊' },
] as const;
export type SummaryPart = (typeof SUMMARY_PARTS)[number]['name'];
export type SummaryValues = Record<SummaryPart, string>;

export function SummaryFields({ testIdPrefix }: { testIdPrefix: string }) {
  return (
    <>
      {SUMMARY_PARTS.map((part) => (
        <Form.Item
          key={part.name}
          label={part.label}
          name={part.name}
          required
          rules={[contractRule(shape[part.name])]}
        >
          <Input.TextArea
            rows={part.rows}
            maxLength={part.max}
            showCount
            placeholder={part.placeholder}
            data-testid={`${testIdPrefix}-${part.name}`}
          />
        </Form.Item>
      ))}
    </>
  );
}
