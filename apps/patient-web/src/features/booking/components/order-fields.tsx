import type { Baby } from '@sprout/contract';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { type Control, Controller } from 'react-hook-form';
import { PageSection } from '../../../components/page-section.tsx';
import { bookingStrings as t } from '../strings.ts';
import type { OrderValues } from '../utils/order-form-values.ts';
import { BabyChoice } from './baby-choice.tsx';
import styles from './order-form.module.css';
import { LoadFailed, Loading } from './status-views.tsx';

interface BabyFieldProps {
  control: Control<OrderValues>;
  babies: { data: readonly Baby[] | undefined; isLoading: boolean; isError: boolean; refetch: () => unknown };
  onAddBaby: () => void;
  /** The parent chose this child: it becomes the current baby everywhere. */
  onPick: (babyId: number) => void;
}

/** 就诊宝宝: one card per baby; with none yet, a clear way to add the first. */
export const BabyField = ({ control, babies, onAddBaby, onPick }: BabyFieldProps) => {
  const list = babies.data;
  return (
    <PageSection
      title={t.patient}
      extra={
        list?.length ? (
          <button type="button" className={styles.link} onClick={onAddBaby}>
            + {t.addBaby}
          </button>
        ) : null
      }
    >
      {babies.isLoading ? <Loading /> : null}
      {babies.isError ? <LoadFailed onRetry={() => void babies.refetch()} /> : null}
      {list?.length === 0 ? (
        <div className={styles.noBaby}>
          <p>{t.noBaby}</p>
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={onAddBaby}
            data-testid="booking-add-baby"
          >
            {t.addBaby}
          </Button>
        </div>
      ) : null}
      <Controller
        control={control}
        name="babyId"
        render={({ field, fieldState }) => (
          <>
            {list?.length ? (
              <BabyChoice
                babies={list}
                value={field.value}
                onChange={(babyId) => {
                  field.onChange(babyId);
                  onPick(babyId);
                }}
              />
            ) : null}
            {fieldState.error ? <p className={styles.error}>{fieldState.error.message}</p> : null}
          </>
        )}
      />
    </PageSection>
  );
};

/** 就诊原因: required, at most 200 characters, with a counter. */
export const ReasonField = ({ control }: { control: Control<OrderValues> }) => (
  <PageSection title={t.reason}>
    <Controller
      control={control}
      name="visitReason"
      render={({ field, fieldState }) => (
        <>
          <TextArea
            ref={field.ref}
            className={styles.reason}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t.reasonPlaceholder}
            maxLength={200}
            showCount
            autoSize={{ minRows: 4, maxRows: 8 }}
          />
          {fieldState.error ? <p className={styles.error}>{fieldState.error.message}</p> : null}
        </>
      )}
    />
  </PageSection>
);
