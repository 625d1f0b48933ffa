import { zodResolver } from '@hookform/resolvers/zod';
import { type api, type Baby, booking } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type ApiResult, useApiMutation } from '../../../lib/api-client.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { REPORT_ROUTES } from '../routes.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './bind-record.module.css';

type Match = ApiResult<typeof api.booking.matchBabyRecord>[number];
/** The contract's own schema checks the form, so the parent reads the same Chinese text the server answers. */
const findSchema = booking.matchBabyRecord.body;
type FindInput = z.input<typeof findSchema>;
type FindValues = z.output<typeof findSchema>;
type Field = keyof FindInput;
export type BindingBaby = Pick<Baby, 'babyId' | 'babyName' | 'sex' | 'birthday'>;

/**
 * What was found, kept for this tab: a parent who leaves to correct the profile (编辑宝宝) comes
 * back to the same records and binds with their tickets (10 minutes), without a second SMS code.
 */
const storedMatches = z.object({ mobile: z.string(), list: booking.matchBabyRecord.response });
type Matches = z.infer<typeof storedMatches>;
const matchesKey = (babyId: number) => `sprout.recordMatches.${babyId}`;
const readMatches = (babyId: number): Matches | null => {
  try {
    const parsed = storedMatches.safeParse(JSON.parse(sessionStorage.getItem(matchesKey(babyId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
const keepMatches = (babyId: number, matches: Matches) => {
  try {
    sessionStorage.setItem(matchesKey(babyId), JSON.stringify(matches));
  } catch {
    // Storage is a convenience: without it the parent finds the record again.
  }
};

/** The record describes another child (or the profile was saved wrong): binding it is refused. */
const differs = (m: Match, baby: BindingBaby) => m.sex !== baby.sex || m.birthday !== baby.birthday;

/**
 * 绑定就诊档案, shown on 报告查询 while the baby has no clinic record: find the record the clinic already
 * holds (baby's name and the guardian's phone, proven by an SMS code) and bind it, or make a new one.
 * Reports are served only to guardians of the record, so this is how a parent reaches them.
 */
export const BindRecord = ({ baby, phone }: { baby: BindingBaby; phone: string | null }) => {
  const { babyId, babyName } = baby;
  const client = useQueryClient();
  const router = useAppRouter();
  const { register, handleSubmit, trigger, getValues, formState } = useForm<FindInput, unknown, FindValues>({
    resolver: zodResolver(findSchema),
    defaultValues: { babyName, mobile: phone ?? '', verifyCode: '' },
  });
  // The mobile the records were found with: binding proves it again with the match's bindTicket.
  const [matches, setMatches] = useState<{ mobile: string; list: Match[] } | null>(() => readMatches(babyId));
  const countdown = useCountdown('sprout.smsDeadline.records');
  const sendCode = useApiMutation(routes.booking.smsMobile, { loading: true });
  const find = useApiMutation(routes.booking.matchBabyRecord, { loading: true });
  // Linked: the baby's lists, its profile (pid) and its reports all change.
  const linked = (message: string) => {
    toast(message);
    void client.invalidateQueries();
  };
  const bind = useApiMutation(routes.booking.bindBabyHisRecord, {
    loading: true,
    onSuccess: () => linked(s.bindDone),
  });
  const create = useApiMutation(routes.booking.addBindRecordBaby, {
    loading: true,
    onSuccess: () => linked(s.bindCreated),
  });

  const onSendCode = async () => {
    if (!(await trigger('mobile'))) return;
    sendCode.mutate(
      { body: { mobile: getValues('mobile') } },
      {
        onSuccess: (r) => {
          countdown.start(r.resendAfterSeconds);
          toast(s.bindCodeSent);
        },
      },
    );
  };

  const onFind = handleSubmit((body) =>
    find.mutate(
      { body },
      {
        onSuccess: (list) => {
          setMatches({ mobile: body.mobile, list });
          keepMatches(babyId, { mobile: body.mobile, list });
        },
      },
    ),
  );

  const input = (key: Field, label: string, placeholder: string, mode: 'text' | 'tel' | 'numeric') => (
    <>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={`bind-${key}`}>
          {label}
        </label>
        <input
          id={`bind-${key}`}
          className={styles.input}
          {...register(key)}
          placeholder={placeholder}
          inputMode={mode}
          maxLength={key === 'babyName' ? 20 : key === 'mobile' ? 11 : 6}
          autoComplete={key === 'verifyCode' ? 'one-time-code' : 'off'}
          data-testid={`bind-${key}`}
        />
        {key === 'verifyCode' ? (
          <button
            type="button"
            className={styles.codeButton}
            disabled={countdown.secondsLeft > 0 || sendCode.isPending}
            data-testid="bind-send-code"
            onClick={() => void onSendCode()}
          >
            {countdown.secondsLeft > 0 ? s.bindResend(countdown.secondsLeft) : s.bindSendCode}
          </button>
        ) : null}
      </div>
      {formState.errors[key] ? <p className={styles.error}>{formState.errors[key].message}</p> : null}
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
          onClick={() => void onFind()}
        >
          {s.bindFind}
        </button>
      </div>
      {matches && matches.list.length > 0 ? <p className={styles.intro}>{s.bindFound}</p> : null}
      {matches?.list.map((m) => (
        <div className={styles.match} key={m.pid} data-testid={`bind-match-${m.pid}`}>
          <div className={styles.matchMain}>
            <div className={styles.matchName}>{m.name}</div>
            <div className={styles.matchSub}>{s.bindRecordLine(m.sex, m.birthday, m.guardianPhone)}</div>
            {differs(m, baby) ? (
              <p className={styles.error} role="alert" data-testid={`bind-mismatch-${m.pid}`}>
                {s.bindMismatch(
                  s.bindPersonLine(m.sex, m.birthday),
                  s.bindPersonLine(baby.sex, baby.birthday),
                )}
              </p>
            ) : null}
          </div>
          {differs(m, baby) ? (
            <button
              type="button"
              className={styles.secondary}
              data-testid={`bind-edit-baby-${m.pid}`}
              onClick={() => router.navigate(REPORT_ROUTES.editBaby, { babyId, from: 'jcReport' })}
            >
              {s.bindEditBaby}
            </button>
          ) : (
            <button
              type="button"
              className={styles.primary}
              disabled={bind.isPending}
              data-testid={`bind-this-${m.pid}`}
              onClick={() =>
                bind.mutate({
                  body: { babyId, pid: m.pid, mobile: matches.mobile, bindTicket: m.bindTicket },
                })
              }
            >
              {s.bindThis}
            </button>
          )}
        </div>
      ))}
      {matches && matches.list.length === 0 ? (
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
