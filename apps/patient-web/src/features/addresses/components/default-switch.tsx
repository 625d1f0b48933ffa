import styles from './address-form.module.css';

interface DefaultSwitchProps {
  id: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch with a 44 px target (antd-mobile's Switch is 31 px tall). */
export const DefaultSwitch = ({ id, checked, disabled, onChange }: DefaultSwitchProps) => (
  <button
    id={id}
    type="button"
    role="switch"
    aria-checked={checked}
    disabled={disabled}
    className={styles.switch}
    data-testid="address-form-default"
    onClick={() => onChange(!checked)}
  >
    <span className={styles.switchTrack} aria-hidden="true">
      <span className={styles.switchThumb} />
    </span>
  </button>
);
