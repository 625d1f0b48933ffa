import type { ReactNode } from 'react';
import styles from './toggles.module.css';

interface ToggleProps {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}

/** An on/off switch with a 44 px target (antd-mobile's Switch is 31 px tall). */
export const ToggleSwitch = ({
  checked,
  disabled,
  onChange,
  id,
  labelledBy,
  testId,
}: ToggleProps & {
  /** For a <label htmlFor> (设为默认地址). */
  id?: string;
  /** For a name that is not a label element (使用积分 beside a fee). */
  labelledBy?: string;
}) => (
  <button
    id={id}
    type="button"
    role="switch"
    aria-checked={checked}
    aria-labelledby={labelledBy}
    disabled={disabled}
    className={styles.switch}
    data-testid={testId}
    onClick={() => onChange(!checked)}
  >
    <span className={styles.track} aria-hidden="true">
      <span className={styles.thumb} />
    </span>
  </button>
);

/**
 * A round tick box with a 44 px target and its own accessible name (a bill's title). With children,
 * the whole row they make is the target: a tap anywhere on a bill's head chooses it.
 */
export const TickBox = ({
  checked,
  disabled,
  onChange,
  label,
  testId,
  children,
}: ToggleProps & { label: string; children?: ReactNode }) => (
  <label className={children ? `${styles.check} ${styles.checkRow}` : styles.check}>
    <input
      type="checkbox"
      className="sp-visually-hidden"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      onChange={(e) => onChange(e.target.checked)}
    />
    <span className={styles.box} aria-hidden="true">
      {checked ? '✓' : ''}
    </span>
    {children}
  </label>
);
