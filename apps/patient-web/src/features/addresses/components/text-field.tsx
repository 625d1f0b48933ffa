import type { AddressInput } from '@sprout/contract';
import { type Control, Controller } from 'react-hook-form';
import { FormRow } from '../../../components/form-row.tsx';
import styles from '../../../components/form.module.css';

interface TextFieldProps {
  control: Control<AddressInput, unknown, AddressInput>;
  name: 'recipient' | 'mobile';
  label: string;
  placeholder: string;
  maxLength: number;
  inputProps: { type: 'text' | 'tel'; autoComplete: string; inputMode?: 'numeric' };
  /** Rewrites what is typed (a phone keeps digits only). */
  clean?: (text: string) => string;
}

/** A required one-line field of the address form, bound to the form by name. */
export const TextField = ({
  control,
  name,
  label,
  placeholder,
  maxLength,
  inputProps,
  clean,
}: TextFieldProps) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <FormRow label={label} htmlFor={`address-${name}`} required error={fieldState.error?.message}>
        <input
          id={`address-${name}`}
          ref={field.ref}
          className={styles.input}
          {...inputProps}
          enterKeyHint="next"
          maxLength={maxLength}
          placeholder={placeholder}
          data-testid={`address-form-${name}`}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(clean ? clean(e.target.value) : e.target.value)}
          onBlur={field.onBlur}
        />
      </FormRow>
    )}
  />
);
