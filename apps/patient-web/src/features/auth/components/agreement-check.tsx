import { useAppRouter } from '../../../lib/router.ts';
import { authStrings as t } from '../strings.ts';
import styles from './login-form.module.css';

/** 我已阅读并同意《用户协议》《隐私政策》: the links sit outside the label, so opening one never ticks the box. */
export const AgreementCheck = ({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const router = useAppRouter();
  return (
    <div className={styles.agreement}>
      <label className={styles.agreeLabel}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          data-testid="login-agree"
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{t.agreePrefix}</span>
      </label>
      <button type="button" className={styles.link} onClick={() => router.navigate('/pages/home/agreement')}>
        {t.agreement}
      </button>
      <button type="button" className={styles.link} onClick={() => router.navigate('/pages/home/secret')}>
        {t.privacy}
      </button>
    </div>
  );
};
