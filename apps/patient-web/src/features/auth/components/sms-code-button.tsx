import { authStrings as t } from '../strings.ts';
import styles from './login-form.module.css';

/** 获取验证码, then a countdown (60 s, or what the server says) during which it cannot be tapped again. */
export const SmsCodeButton = ({
  secondsLeft,
  sending,
  onSend,
}: {
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
}) => (
  <button
    type="button"
    className={styles.sendCode}
    disabled={secondsLeft > 0 || sending}
    data-testid="login-send-code"
    onClick={onSend}
  >
    {secondsLeft > 0 ? t.resend(secondsLeft) : t.sendCode}
  </button>
);
