import { consultStrings as t } from '../strings.ts';
import styles from './stars.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Stars shown (read-only), with the number for screen readers. */
export const Stars = ({ value }: { value: number }) => (
  <span className={styles.stars} role="img" aria-label={t.starLabel(value)}>
    {STARS.map((n) => (
      <span key={n} className={n <= value ? styles.on : styles.off} aria-hidden="true">
        ★
      </span>
    ))}
  </span>
);

/** Stars to choose, as radio buttons: each star a 44 px target with its own name. */
export const StarInput = ({ value, onChange }: { value: number; onChange: (stars: number) => void }) => (
  <fieldset className={styles.input}>
    <legend className="sp-visually-hidden">{t.stars}</legend>
    {STARS.map((n) => (
      <label
        key={n}
        className={`${styles.pick} ${n <= value ? styles.on : styles.off}`}
        data-testid={`rate-star-${n}`}
      >
        <input
          type="radio"
          name="stars"
          value={n}
          checked={n === value}
          onChange={() => onChange(n)}
          className="sp-visually-hidden"
        />
        <span aria-hidden="true">★</span>
        <span className="sp-visually-hidden">{t.starLabel(n)}</span>
      </label>
    ))}
  </fieldset>
);
