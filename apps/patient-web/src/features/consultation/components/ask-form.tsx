import type { Baby } from '@sprout/contract';
import { type ReactNode, useState } from 'react';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useAiCaseForInquiry } from '../../../stores/ai-case-for-inquiry.ts';
import { useDoctorHome } from '../api/use-doctor-home.ts';
import { useInquiryDetails } from '../api/use-inquiry-details.ts';
import { useInquiryPrefill } from '../api/use-inquiry-prefill.ts';
import { useAskCheckout } from '../hooks/use-ask-checkout.ts';
import { useAskDraft } from '../hooks/use-ask-draft.ts';
import { useAskSubmit } from '../hooks/use-ask-submit.ts';
import { CONSULT_ROUTES } from '../routes.ts';
import { consultStrings as t } from '../strings.ts';
import { priceText } from '../utils/price.ts';
import { AskCheckout } from './ask-checkout.tsx';
import { AskFields } from './ask-fields-group.tsx';
import styles from './ask-form.module.css';
import { AskNotice } from './ask-notice.tsx';
import { AskDoctor, PicturesField, ReassignChoice } from './ask-parts.tsx';
import { BabyPick } from './baby-pick.tsx';
import { LoadFailed, Loading } from './status-views.tsx';

/** What the pictures part of issue 14 fills: its picker, given the baby and the chosen picture ids. */
export interface PictureSlotProps {
  babyId: number;
  value: number[];
  onChange: (pictureIds: number[]) => void;
  max: number;
}

export interface AskFormProps {
  /** ?doctorId= for a new inquiry. */
  doctorId: number | null;
  /** ?inquiryId= for 再次咨询: same doctor and baby as that inquiry. */
  againOf: number | null;
  babies: readonly Baby[] | undefined;
  currentBabyId: number | null;
  onBaby: (babyId: number) => void;
  renderPictures?: (props: PictureSlotProps) => ReactNode;
}

const MAX_PICTURES = 9;

/**
 * 提交问诊: for a doctor (or again after an inquiry), which baby, what is wrong, the notice, the checkout
 * of a paid service (the server's quote for the baby, the doctor and the parent's wishes); then pay.
 */
export const AskForm = (props: AskFormProps) => {
  const first = useInquiryDetails(props.againOf);
  if (props.againOf !== null) {
    if (first.isLoading) return <Loading />;
    if (!first.data) return <LoadFailed onRetry={() => void first.refetch()} />;
    return <AskFormBody {...props} doctorId={first.data.doctorId} lockedBabyId={first.data.babyId} />;
  }
  if (props.doctorId === null) return <EmptyState tip={t.badLink} />;
  return <AskFormBody {...props} doctorId={props.doctorId} lockedBabyId={null} />;
};

const AskFormBody = ({
  doctorId,
  againOf,
  babies,
  currentBabyId,
  onBaby,
  renderPictures,
  lockedBabyId,
}: AskFormProps & { doctorId: number; lockedBabyId: number | null }) => {
  const router = useAppRouter();
  const home = useDoctorHome(doctorId);
  const babyId =
    lockedBabyId ?? babies?.find((b) => b.babyId === currentBabyId)?.babyId ?? babies?.[0]?.babyId ?? null;
  const prefill = useInquiryPrefill(babyId);
  const { draft, restored, update, clear } = useAskDraft(babyId);
  const [agreed, setAgreed] = useState(false);
  const checkout = useAskCheckout(babyId, doctorId, home.data?.service?.priceFen ?? 0);
  // A confirmed AI问诊 summary carried from 病情摘要 goes with the inquiry about the same child.
  const carriedCase = useAiCaseForInquiry((st) => st.carried);
  const dropCase = useAiCaseForInquiry((st) => st.clear);
  const handOff = carriedCase && carriedCase.babyId === babyId ? carriedCase : null;
  const sent = () => {
    clear();
    dropCase();
  };
  const { submit, submitting, errors, fix } = useAskSubmit(againOf, sent, checkout.quoteAgain);

  if (home.isLoading || babies === undefined) return <Loading />;
  if (!home.data) return <LoadFailed onRetry={() => void home.refetch()} />;
  const { doctor, service } = home.data;
  const price = service ? priceText(service.priceFen) : '';
  const kindLabel = prefill.data?.kindLabel;

  return (
    <div className={styles.page} data-testid="ask-form">
      <AskDoctor doctor={doctor} price={price} />
      {restored ? (
        <p className={styles.restored} data-testid="ask-draft-restored">
          {t.draftRestored}
        </p>
      ) : null}
      <div className={styles.card}>
        <BabyPick
          babies={babies}
          value={babyId}
          locked={lockedBabyId !== null}
          onChange={onBaby}
          onAddBaby={() => router.navigate(CONSULT_ROUTES.addBaby)}
          error={errors.babyId}
        />
        {kindLabel ? (
          <p className={styles.kind} data-testid="ask-kind">
            {t.kind}：<strong>{kindLabel}</strong>
          </p>
        ) : null}
      </div>
      {handOff ? (
        <div className={`${styles.card} ${styles.aiCase}`} data-testid="ask-ai-case">
          <p className={styles.aiCaseText}>
            {t.aiCaseAttached}
            <strong>{handOff.label}</strong>
          </p>
          <button
            type="button"
            className={styles.aiCaseDrop}
            onClick={dropCase}
            data-testid="ask-ai-case-drop"
          >
            {t.aiCaseDrop}
          </button>
        </div>
      ) : null}
      <div className={styles.card}>
        <AskFields draft={draft} prefill={prefill.data} update={update} errors={errors} fix={fix} />
        {renderPictures && babyId !== null ? (
          <PicturesField>
            {renderPictures({
              babyId,
              value: draft.pictureIds,
              onChange: (pictureIds) => update({ pictureIds }),
              max: MAX_PICTURES,
            })}
          </PicturesField>
        ) : null}
        <ReassignChoice
          checked={draft.allowReassign}
          onChange={(allowReassign) => update({ allowReassign })}
        />
      </div>
      <AskNotice
        kindLabel={kindLabel ?? t.defaultKind}
        agreed={agreed}
        onAgree={(v) => {
          setAgreed(v);
          fix('agreeNotice');
        }}
        error={errors.agreeNotice}
      />
      <AskCheckout checkout={checkout} />
      <div className={`sp-bottom-bar ${styles.bar}`}>
        <PrimaryButton
          disabled={!service || (checkout.active && !checkout.shown)}
          loading={submitting}
          loadingText={t.sending}
          onClick={() =>
            submit(
              { babyId, doctorId, draft, prefill: prefill.data, agreeNotice: agreed },
              { ...checkout.spent(), ...(handOff ? { aiSessionId: handOff.sessionId } : {}) },
            )
          }
          data-testid="ask-submit"
        >
          {!service
            ? t.serviceOff
            : checkout.payFen > 0
              ? t.submit(priceText(checkout.payFen))
              : t.submitFree}
        </PrimaryButton>
      </div>
    </div>
  );
};
