import { isMobileStrict } from '@sprout/domain';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { PageSection } from '../../../components/page-section.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useTransferCheck } from '../api/use-transfer-check.ts';
import { MEMBER_ROUTES } from '../routes.ts';
import { memberStrings as s } from '../strings.ts';
import { GiveConfirm, type Receiver } from './give-confirm.tsx';
import styles from './members.module.css';

type Step =
  | { at: 'mobile' }
  | { at: 'confirm'; mobile: string; receiver: Receiver }
  | { at: 'done'; text: string; balance: number };

/** 积分转赠: the receiver's phone → confirm who it is → points and the SMS code → done. */
export const PointsGive = () => {
  const router = useAppRouter();
  const [step, setStep] = useState<Step>({ at: 'mobile' });
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState('');
  const check = useTransferCheck();
  const next = () => {
    const phone = mobile.trim();
    if (!isMobileStrict(phone)) return setError('请输入正确的11位手机号');
    setError('');
    check.mutate(phone, { onSuccess: (receiver) => setStep({ at: 'confirm', mobile: phone, receiver }) });
  };
  if (step.at === 'done')
    return (
      <div className={styles.done} data-testid="give-done">
        <p className={styles.doneTitle}>{s.giveDone}</p>
        <p className={styles.paragraph}>{step.text}</p>
        <p className={styles.hint}>{s.balanceNow(step.balance)}</p>
        <Button block color="primary" onClick={() => router.redirect(MEMBER_ROUTES.ledger)}>
          {s.toLedger}
        </Button>
      </div>
    );
  if (step.at === 'confirm')
    return (
      <GiveConfirm
        mobile={step.mobile}
        receiver={step.receiver}
        onBack={() => setStep({ at: 'mobile' })}
        onDone={(points, name, balance) => setStep({ at: 'done', text: s.gaveTo(points, name), balance })}
      />
    );
  return (
    <div className={styles.page}>
      <PageSection>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{s.giveMobile}</span>
          <input
            className={styles.input}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            value={mobile}
            placeholder={s.giveMobilePlaceholder}
            data-testid="give-mobile"
            onChange={(e) => setMobile(e.target.value)}
          />
          {error ? <p className={styles.error}>{error}</p> : null}
        </label>
      </PageSection>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          loading={check.isPending}
          onClick={next}
          data-testid="give-next"
        >
          {s.next}
        </Button>
      </div>
    </div>
  );
};
