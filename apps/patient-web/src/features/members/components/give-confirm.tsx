import type { api } from '@sprout/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { PageSection } from '../../../components/page-section.tsx';
import type { ApiResult } from '../../../lib/api-client.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { toast } from '../../../lib/toast.ts';
import { useTransfer } from '../api/use-transfer.ts';
import { useTransferCode } from '../api/use-transfer-code.ts';
import { memberStrings as s } from '../strings.ts';
import { checkGiveAmount } from '../utils/points-text.ts';
import styles from './members.module.css';

export type Receiver = ApiResult<typeof api.points.transferCheck>;

/** The confirmation: who receives (masked), today's allowance, the points and the SMS code. */
export const GiveConfirm = ({
  mobile,
  receiver,
  onBack,
  onDone,
}: {
  mobile: string;
  receiver: Receiver;
  onBack: () => void;
  onDone: (points: number, receiverName: string, balance: number) => void;
}) => {
  const [pointsText, setPointsText] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const countdown = useCountdown('sprout.countdown.pointsTransfer');
  const sendCode = useTransferCode();
  const transfer = useTransfer();
  const amount = checkGiveAmount(
    pointsText,
    receiver.usable,
    Math.min(receiver.pointsLeftToday, receiver.usable),
  );
  const send = () =>
    sendCode.mutate(undefined, {
      onSuccess: (r) => {
        countdown.start(r.resendAfterSeconds);
        toast(s.codeSent);
      },
    });
  const submit = () => {
    if (!amount.ok) return setError(amount.message);
    if (!/^\d{6}$/.test(code)) return setError('验证码为6位数字');
    setError('');
    transfer.mutate(
      { mobile, points: amount.points, code },
      { onSuccess: (r) => onDone(r.points, r.receiverName, r.balance) },
    );
  };
  return (
    <div className={styles.page}>
      <PageSection title={s.confirmTitle}>
        <div className={styles.row}>
          <span>{s.receiver}</span>
          <span data-testid="give-receiver">
            {receiver.receiverName === receiver.receiverMobile
              ? receiver.receiverMobile
              : `${receiver.receiverName}（${receiver.receiverMobile}）`}
          </span>
        </div>
        <p className={styles.hint}>{s.leftToday(receiver.countLeftToday, receiver.pointsLeftToday)}</p>
        <p className={styles.hint}>{s.usable(receiver.usable)}</p>
      </PageSection>
      <PageSection>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{s.givePoints}</span>
          <input
            className={styles.input}
            inputMode="numeric"
            value={pointsText}
            placeholder={s.givePointsPlaceholder}
            data-testid="give-points"
            onChange={(e) => setPointsText(e.target.value)}
          />
        </label>
        <div className={styles.field}>
          <label className={styles.fieldLabel} htmlFor="give-code">
            {s.code}
          </label>
          <div className={styles.codeRow}>
            <input
              id="give-code"
              className={styles.input}
              inputMode="numeric"
              maxLength={6}
              value={code}
              placeholder={s.codePlaceholder}
              data-testid="give-code"
              onChange={(e) => setCode(e.target.value)}
            />
            <Button
              color="primary"
              fill="outline"
              disabled={countdown.secondsLeft > 0 || sendCode.isPending}
              onClick={send}
              data-testid="give-send-code"
            >
              {countdown.secondsLeft > 0 ? s.resendIn(countdown.secondsLeft) : s.sendCode}
            </Button>
          </div>
        </div>
        {error ? <p className={styles.error}>{error}</p> : null}
        <p className={styles.hint}>{s.noUndo}</p>
      </PageSection>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          loading={transfer.isPending}
          onClick={submit}
          data-testid="give-submit"
        >
          {s.giveSubmit}
        </Button>
        <Button block fill="none" onClick={onBack}>
          {s.back}
        </Button>
      </div>
    </div>
  );
};
