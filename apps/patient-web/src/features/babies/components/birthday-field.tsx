import { clinicToday } from '@sprout/domain';
import { DatePicker } from 'antd-mobile';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { babyStrings as t } from '../strings.ts';
import styles from './baby-form.module.css';
import { Chevron } from './form-row.tsx';

interface BirthdayFieldProps {
  id: string;
  value: string | undefined;
  onChange: (birthday: string) => void;
  onBlur: () => void;
}

const labelOf = (type: string, data: number): string => {
  switch (type) {
    case 'year':
      return `${data}${t.year}`;
    case 'month':
      return `${data}${t.month}`;
    case 'day':
      return `${data}${t.day}`;
    default:
      return String(data);
  }
};

/**
 * Birthday as YYYY-MM-DD, picked on a wheel limited to the ages the clinic files (today back to
 * 18 years ago, the contract's rule). Dates are the clinic's calendar days, never instants.
 */
export const BirthdayField = ({ id, value, onChange, onBlur }: BirthdayFieldProps) => {
  const [open, setOpen] = useState(false);
  const { min, max } = useMemo(() => {
    const today = dayjs(clinicToday());
    return { max: today.toDate(), min: today.subtract(18, 'year').add(1, 'day').toDate() };
  }, []);
  const picked = value ? dayjs(value) : null;

  return (
    <>
      <button
        id={id}
        type="button"
        className={styles.picker}
        data-testid="baby-form-birthday"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className={picked ? styles.pickerText : `${styles.pickerText} ${styles.placeholder}`}>
          {picked ? picked.format('YYYY年M月D日') : t.birthdayPlaceholder}
        </span>
        <Chevron />
      </button>
      <DatePicker
        visible={open}
        title={t.birthday}
        confirmText={t.pickerConfirm}
        cancelText={t.pickerCancel}
        min={min}
        max={max}
        value={picked?.toDate() ?? null}
        renderLabel={labelOf}
        className="baby-form-birthday-picker"
        onClose={() => {
          setOpen(false);
          onBlur();
        }}
        onConfirm={(date) => onChange(dayjs(date).format('YYYY-MM-DD'))}
      />
    </>
  );
};
