import { homeStrings as t } from '../strings.ts';
import styles from './legal-document-view.module.css';

/**
 * The shape of features/legal's LegalDocument, restated here because features do not import each
 * other; the route passes the document in and TypeScript checks the two agree.
 */
export interface LegalDocumentLike {
  title: string;
  effectiveDate: string;
  updatedDate: string;
  intro: readonly string[];
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

const toChineseDate = (ymd: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : ymd;
};

/** 用户协议 / 隐私政策 as readable text: title, dates, intro, then numbered sections. */
export const LegalDocumentView = ({ document }: { document: LegalDocumentLike }) => (
  <article className={styles.page} data-testid="legal-document">
    <h2 className={styles.title}>{document.title}</h2>
    <p className={styles.dates}>
      {t.updated}：{toChineseDate(document.updatedDate)}
      <br />
      {t.effective}：{toChineseDate(document.effectiveDate)}
    </p>
    {document.intro.map((paragraph) => (
      <p key={paragraph} className={styles.paragraph}>
        {paragraph}
      </p>
    ))}
    {document.sections.map((section) => (
      <section key={section.heading}>
        <h3 className={styles.heading}>{section.heading}</h3>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </section>
    ))}
  </article>
);
