import { clinicToday } from '@sprout/domain';
import { DatePicker } from 'antd-mobile';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { PickerButton } from '../../../components/form-row.tsx';
import { toastError } from '../../../lib/toast.ts';
import { babyStrings as t } from '../strings.ts';

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
 * The field starts empty, and while it is empty 确定 takes a date only after the parent has turned
 * a wheel: the wheel opens on today, and confirming it untouched saved toddlers as newborns (issue 13).
 */
export const BirthdayField = ({ id, value, onChange, onBlur }: BirthdayFieldProps) => {
  const [open, setOpen] = useState(false);
  const { min, max } = useMemo(() => {
    const today = dayjs(clinicToday());
    return { max: today.toDate(), min: today.subtract(18, 'year').add(1, 'day').toDate() };
  }, []);
  const picked = value ? dayjs(value) : null;
  // Turned since this opening; `refused` keeps the picker open after an untouched 确定.
  const turned = useRef(false);
  const refused = useRef(false);

  return (
    <>
      <PickerButton
        id={id}
        testId="baby-form-birthday"
        text={picked ? picked.format('YYYY年M月D日') : null}
        placeholder={t.birthdayPlaceholder}
        onOpen={() => {
          turned.current = false;
          setOpen(true);
        }}
      />
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
        onSelect={() => {
          turned.current = true;
        }}
        onClose={() => {
          if (refused.current) {
            refused.current = false;
            return;
          }
          setOpen(false);
          onBlur();
        }}
        onConfirm={(date) => {
          if (!picked && !turned.current) {
            refused.current = true;
            toastError(t.birthdayTurnWheel);
            return;
          }
          onChange(dayjs(date).format('YYYY-MM-DD'));
        }}
      />
    </>
  );
};
