import { useAppRouter } from '../../../lib/router.ts';
import { HELP_SECTIONS, helpStrings as t } from '../strings.ts';
import styles from './help-page.module.css';

/**
 * 使用帮助: one native disclosure per topic (<details>: keyboard and screen readers get it for free, and
 * nothing depends on script to open), all closed at first so the list itself is the table of contents.
 */
export const HelpPage = () => {
  const router = useAppRouter();
  return (
    <div className={styles.page} data-testid="help-page">
      <p className={styles.lead}>{t.lead}</p>
      <div className={styles.sections}>
        {HELP_SECTIONS.map((section) => (
          <details key={section.key} className={styles.section} data-testid={`help-section-${section.key}`}>
            <summary className={styles.summary}>
              <h2 className={styles.title}>{section.title}</h2>
            </summary>
            <div className={styles.body}>
              {section.paragraphs.map((text) => (
                <p key={text} className={styles.paragraph}>
                  {text}
                </p>
              ))}
              {section.links ? (
                <div className={styles.links}>
                  {section.links.map((link) => (
                    <button
                      key={link.path}
                      type="button"
                      className={styles.link}
                      data-testid={`help-link-${link.path.split('/').pop()}`}
                      onClick={() => router.navigate(link.path)}
                    >
                      {link.label}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
};
