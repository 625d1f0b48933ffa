import { zodResolver } from '@hookform/resolvers/zod';
import { mobileField, smsCodeField } from '@sprout/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import { ConsentCheck } from '../../../components/consent-check.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendSms } from '../api/use-send-sms.ts';
import { useSignIn } from '../api/use-sign-in.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { authStrings as t } from '../strings.ts';
import { BrandMark } from './brand-mark.tsx';
import styles from './login-form.module.css';
import { SmsCodeButton } from './sms-code-button.tsx';

const loginFormSchema = z.object({ mobile: mobileField, code: smsCodeField });
type LoginFormValues = z.infer<typeof loginFormSchema>;

/** The register page leaves to read the agreements and comes back: what was typed must still be there. */
const DRAFT_KEY = 'sprout.loginDraft';
const DEFAULT_RESEND_SECONDS = 60;

const readDraft = (): { mobile: string; code: string; agree: boolean } => {
  try {
    const parsed = z
      .object({ mobile: z.string(), code: z.string(), agree: z.boolean() })
      .safeParse(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // A missing or broken draft starts an empty form.
  }
  return { mobile: '', code: '', agree: false };
};

const writeDraft = (draft: { mobile: string; code: string; agree: boolean } | null) => {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage is a convenience here.
  }
};

/** SMS login (mode 'login') or binding a phone to the WeChat account (mode 'bind'). */
export const LoginForm = ({ mode, onDone }: { mode: 'login' | 'bind'; onDone: () => void }) => {
  const [initial] = useState(readDraft);
  const [agree, setAgree] = useState(initial.agree);
  const countdown = useCountdown(`sprout.smsDeadline.${mode}`);
  const sendSms = useSendSms();
  const signIn = useSignIn(mode);
  const { register, handleSubmit, trigger, getValues, setError, setFocus, watch, formState } =
    useForm<LoginFormValues>({
      resolver: zodResolver(loginFormSchema),
      defaultValues: { mobile: initial.mobile, code: initial.code },
    });

  useEffect(() => {
    const subscription = watch((values) =>
      writeDraft({ mobile: values.mobile ?? '', code: values.code ?? '', agree }),
    );
    writeDraft({ ...getValues(), agree });
    return () => subscription.unsubscribe();
  }, [watch, getValues, agree]);

  const showFieldErrors = (error: unknown) => {
    if (!isApiError(error)) return;
    for (const [path, message] of Object.entries(error.fields)) {
      const field = path.split('.').pop();
      if (field === 'mobile' || field === 'code') setError(field, { type: 'server', message });
    }
  };

  const onSend = async () => {
    // No code goes out before the agreements are accepted, as no login happens before (same words).
    if (!agree) {
      toast(t.agreeFirst);
      return;
    }
    if (!(await trigger('mobile'))) return;
    try {
      const result = await sendSms.mutateAsync({ mobile: getValues('mobile'), purpose: mode });
      countdown.start(result.resendAfterSeconds || DEFAULT_RESEND_SECONDS);
      toast(t.codeSent);
      setFocus('code');
    } catch (error) {
      showFieldErrors(error);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      writeDraft(null);
      toast(mode === 'login' ? t.loggedIn : t.bound);
      onDone();
    } catch (error) {
      showFieldErrors(error);
    }
  });

  return (
    <form className={styles.page} onSubmit={onSubmit} noValidate>
      <BrandMark />
      <h2 className={styles.heading}>{mode === 'login' ? t.loginHeading : t.bindHeading}</h2>
      <p className={styles.subheading}>{mode === 'login' ? t.loginSubheading : t.bindSubheading}</p>

      <div className={styles.field}>
        <div className={styles.fieldLine}>
          <span className={styles.prefix}>+86</span>
          <input
            {...register('mobile')}
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder={t.mobilePlaceholder}
            aria-label={t.mobile}
            aria-invalid={Boolean(formState.errors.mobile)}
            data-testid="login-mobile"
          />
        </div>
      </div>
      <div className={styles.error} role="alert">
        {formState.errors.mobile?.message}
      </div>

      <div className={styles.field}>
        <div className={styles.fieldLine}>
          <input
            {...register('code')}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t.codePlaceholder}
            aria-label={t.code}
            aria-invalid={Boolean(formState.errors.code)}
            data-testid="login-code"
          />
          <SmsCodeButton
            secondsLeft={countdown.secondsLeft}
            sending={sendSms.isPending}
            onSend={() => void onSend()}
          />
        </div>
      </div>
      <div className={styles.error} role="alert">
        {formState.errors.code?.message}
      </div>

      <ConsentCheck
        className={styles.agreement}
        checked={agree}
        onChange={setAgree}
        label={t.agreePrefix}
        links={[
          { text: t.agreement, path: '/pages/home/agreement' },
          { text: t.privacy, path: '/pages/home/secret' },
        ]}
        testId="login-agree"
      />

      <PrimaryButton
        type="submit"
        disabled={!agree || signIn.isPending}
        loading={signIn.isPending}
        data-testid="login-submit"
      >
        {mode === 'login' ? t.login : t.bind}
      </PrimaryButton>
    </form>
  );
};
