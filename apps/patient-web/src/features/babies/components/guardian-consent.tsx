import { useAppRouter } from '../../../lib/router.ts';
import { babyStrings as t } from '../strings.ts';
import styles from './guardian-consent.module.css';

/**
 * The guardian's separate consent (个人信息保护法 art. 31) before a child's profile is created. The
 * privacy-policy link sits outside the label, so opening it never ticks the box.
 */
export const GuardianConsent = ({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const router = useAppRouter();
  return (
    <div className={styles.consent}>
      <label className={styles.label}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          data-testid="baby-form-consent"
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{t.consentText}</span>
      </label>
      <button type="button" className={styles.link} onClick={() => router.navigate('/pages/home/secret')}>
        {t.consentPolicy}
      </button>
    </div>
  );
};
