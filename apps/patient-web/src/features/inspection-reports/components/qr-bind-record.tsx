import type { Baby } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/api-client.ts';
import { useRecordLink } from '../api/use-reports.ts';
import { toast } from '../../../lib/toast.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './bind-record.module.css';

/**
 * 绑定门诊档案 from the front desk's 档案二维码: WeChat's scanner opens 报告查询 with the signed code, and
 * the parent binds it to the baby chosen above (qrCodeBindRecord). The code is checked by the server;
 * its record number is shown only so the parent can tell which record they hold. `onFinish` drops the
 * code from the address, bound or not.
 */
export const QrBindRecord = ({
  qrCode,
  baby,
  onFinish,
}: {
  qrCode: string;
  baby: Baby;
  onFinish: () => void;
}) => {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const bind = useApiMutation(routes.booking.qrCodeBindRecord, {
    loading: true,
    silent: true,
    onSuccess: () => {
      onFinish();
      toast(s.bindDone);
      void client.invalidateQueries();
    },
    onError: (e) => setError(e.msg),
  });
  const pid = qrCode.split('.')[0] ?? '';
  const current = useRecordLink(baby.babyId).data?.pid;
  if (current === undefined) return null;

  if (current === pid)
    return (
      <section className={styles.card} data-testid="qr-bind">
        <h2 className={styles.title}>{s.qrTitle}</h2>
        <p className={styles.intro}>{s.qrAlready(baby.babyName, pid)}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onFinish} data-testid="qr-bind-ok">
            {s.qrDone}
          </button>
        </div>
      </section>
    );

  return (
    <section className={styles.card} data-testid="qr-bind">
      <h2 className={styles.title}>{s.qrTitle}</h2>
      <p className={styles.intro}>{s.qrIntro(pid, baby.babyName)}</p>
      {current ? <p className={styles.intro}>{s.qrReplaces(baby.babyName, current, pid)}</p> : null}
      <p className={styles.intro}>{s.qrOtherBaby}</p>
      {error ? (
        <p className={styles.error} role="alert" data-testid="qr-bind-error">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onFinish} data-testid="qr-bind-later">
          {s.qrLater}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={bind.isPending}
          data-testid="qr-bind-submit"
          onClick={() => {
            setError(null);
            bind.mutate({ body: { babyId: baby.babyId, qrCode } });
          }}
        >
          {s.qrBind(baby.babyName)}
        </button>
      </div>
    </section>
  );
};
