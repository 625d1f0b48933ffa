import { ConsentCheck } from '../../../components/consent-check.tsx';
import { babyStrings as t } from '../strings.ts';
import styles from './guardian-consent.module.css';

/** The guardian's separate consent (个人信息保护法 art. 31) before a child's profile is created. */
export const GuardianConsent = ({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <ConsentCheck
    className={styles.consent}
    checked={checked}
    onChange={onChange}
    label={t.consentText}
    links={[{ text: t.consentPolicy, path: '/pages/home/secret' }]}
    testId="baby-form-consent"
  />
);
