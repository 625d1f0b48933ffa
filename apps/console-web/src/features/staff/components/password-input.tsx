import { Button, Input, Space } from 'antd';
import { generatePassword } from '../utils/generate-password.ts';

interface PasswordInputProps {
  value?: string;
  onChange?: (value: string) => void;
  testId?: string;
}

/**
 * A password the admin sets for someone else and tells them in person: shown in clear, with a
 * generator that always satisfies the contract's rule.
 */
export function PasswordInput({ value, onChange, testId }: PasswordInputProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        autoComplete="off"
        maxLength={64}
        placeholder="8-64位，须包含字母和数字"
        data-testid={testId}
      />
      <Button onClick={() => onChange?.(generatePassword())}>随机生成</Button>
    </Space.Compact>
  );
}
