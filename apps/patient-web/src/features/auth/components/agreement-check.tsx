import { ConsentCheck } from '../../../components/consent-check.tsx';
import { authStrings as t } from '../strings.ts';
import styles from './login-form.module.css';

/** 我已阅读并同意《用户协议》《隐私政策》. */
export const AgreementCheck = ({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <ConsentCheck
    className={styles.agreement}
    checked={checked}
    onChange={onChange}
    label={t.agreePrefix}
    links={[
      { text: t.agreement, path: '/pages/home/agreement' },
      { text: t.privacy, path: '/pages/home/secret' },
    ]}
    testId="login-agree"
  />
);
