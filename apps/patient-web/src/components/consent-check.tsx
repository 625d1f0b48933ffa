import { useAppRouter } from '../lib/router.ts';
import styles from './consent-check.module.css';

export interface ConsentLink {
  text: string;
  path: string;
}

/**
 * A consent a parent ticks (the user agreement at login, a guardian's consent for a child's profile).
 * The document links sit outside the label, so opening one never ticks the box; the container's
 * layout is the caller's (`className`).
 */
export const ConsentCheck = ({
  checked,
  onChange,
  label,
  links,
  testId,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  links: ConsentLink[];
  testId: string;
  className?: string;
}) => {
  const router = useAppRouter();
  return (
    <div className={className}>
      <label className={styles.label}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          data-testid={testId}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {links.map((link) => (
        <button
          key={link.path}
          type="button"
          className={styles.link}
          onClick={() => router.navigate(link.path)}
        >
          {link.text}
        </button>
      ))}
    </div>
  );
};
