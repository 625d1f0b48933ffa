import { api } from '@sprout/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiResult, useApiMutation } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCountdown } from '../../auth/hooks/use-countdown.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './bind-record.module.css';

type Match = ApiResult<typeof api.booking.matchBabyRecord>[number];
type Field = 'babyName' | 'mobile' | 'verifyCode';

/** The first message of each field the contract's schema refuses (the same Chinese text the server answers). */
const fieldErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const out: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const key = issue.path[0] as Field;
    out[key] ??= issue.message;
  }
  return out;
};

/**
 * 绑定就诊档案, shown on 报告查询 while the baby has no clinic record: find the record the clinic already
 * holds (baby's name and the guardian's phone, proven by an SMS code) and bind it, or make a new one.
 * Reports are served only to guardians of the record, so this is how a parent reaches them.
 */
export const BindRecord = ({
  babyId,
  babyName,
  phone,
}: {
  babyId: number;
  babyName: string;
  phone: string | null;
}) => {
  const client = useQueryClient();
  const [form, setForm] = useState({ babyName, mobile: phone ?? '', verifyCode: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [matches, setMatches] = useState<Match[] | null>(null);
  const countdown = useCountdown('sprout.smsDeadline.records');
  const sendCode = useApiMutation(api.booking.smsMobile, { loading: true });
  const find = useApiMutation(api.booking.matchBabyRecord, { loading: true });
  // Linked: the baby's lists, its profile (pid) and its reports all change.
  const linked = (message: string) => {
    toast(message);
    void client.invalidateQueries();
  };
  const bind = useApiMutation(api.booking.bindBabyHisRecord, {
    loading: true,
    onSuccess: () => linked(s.bindDone),
  });
  const create = useApiMutation(api.booking.addBindRecordBaby, {
    loading: true,
    onSuccess: () => linked(s.bindCreated),
  });

  const set = (key: Field, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSendCode = () => {
    const mobile = api.booking.smsMobile.body.safeParse({ mobile: form.mobile });
    if (!mobile.success) return setErrors(fieldErrors(mobile.error.issues));
    sendCode.mutate(
      { body: mobile.data },
      {
        onSuccess: (r) => {
          countdown.start(r.resendAfterSeconds);
          toast(s.bindCodeSent);
        },
      },
    );
  };

  const onFind = () => {
    const body = api.booking.matchBabyRecord.body.safeParse(form);
    if (!body.success) return setErrors(fieldErrors(body.error.issues));
    find.mutate({ body: body.data }, { onSuccess: setMatches });
  };

  const input = (key: Field, label: string, placeholder: string, mode: 'text' | 'tel' | 'numeric') => (
    <>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={`bind-${key}`}>
          {label}
        </label>
        <input
          id={`bind-${key}`}
          className={styles.input}
          value={form[key]}
          placeholder={placeholder}
          inputMode={mode}
          maxLength={key === 'babyName' ? 20 : key === 'mobile' ? 11 : 6}
          autoComplete={key === 'verifyCode' ? 'one-time-code' : 'off'}
          data-testid={`bind-${key}`}
          onChange={(e) => set(key, e.target.value.trim())}
        />
        {key === 'verifyCode' ? (
          <button
            type="button"
            className={styles.codeButton}
            disabled={countdown.secondsLeft > 0 || sendCode.isPending}
            data-testid="bind-send-code"
            onClick={onSendCode}
          >
            {countdown.secondsLeft > 0 ? s.bindResend(countdown.secondsLeft) : s.bindSendCode}
          </button>
        ) : null}
      </div>
      {errors[key] ? <p className={styles.error}>{errors[key]}</p> : null}
    </>
  );

  return (
    <section className={styles.card} data-testid="bind-record">
      <h2 className={styles.title}>{s.bindTitle}</h2>
      <p className={styles.intro}>{s.bindIntro}</p>
      {input('babyName', s.bindName, s.bindNamePlaceholder, 'text')}
      {input('mobile', s.bindMobile, s.bindMobilePlaceholder, 'tel')}
      {input('verifyCode', s.bindCode, s.bindCodePlaceholder, 'numeric')}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={find.isPending}
          data-testid="bind-find"
          onClick={onFind}
        >
          {s.bindFind}
        </button>
      </div>
      {matches && matches.length > 0 ? <p className={styles.intro}>{s.bindFound}</p> : null}
      {matches?.map((m) => (
        <div className={styles.match} key={m.pid} data-testid={`bind-match-${m.pid}`}>
          <div className={styles.matchMain}>
            <div className={styles.matchName}>{m.name}</div>
            <div className={styles.matchSub}>{s.bindRecordLine(m.sex, m.birthday, m.guardianPhone)}</div>
          </div>
          <button
            type="button"
            className={styles.primary}
            disabled={bind.isPending}
            data-testid={`bind-this-${m.pid}`}
            onClick={() =>
              bind.mutate({ body: { babyId, pid: m.pid, mobile: form.mobile, bindTicket: m.bindTicket } })
            }
          >
            {s.bindThis}
          </button>
        </div>
      ))}
      {matches && matches.length === 0 ? (
        <>
          <p className={styles.intro} data-testid="bind-none">
            {s.bindNoneFound}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              disabled={create.isPending}
              data-testid="bind-create"
              onClick={() => create.mutate({ body: { babyId } })}
            >
              {s.bindCreate}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
};
