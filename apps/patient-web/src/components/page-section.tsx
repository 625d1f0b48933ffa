import type { ReactNode } from 'react';
import './page-section.css';

export interface PageSectionProps {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  /** No inner padding, for lists that draw their own rows. */
  flush?: boolean;
  className?: string;
}

/** A white card on the grey page, with an optional heading: the building block of page bodies. */
export function PageSection({ title, extra, children, flush = false, className }: PageSectionProps) {
  return (
    <section className={`sp-section${flush ? ' sp-section--flush' : ''}${className ? ` ${className}` : ''}`}>
      {title || extra ? (
        <div className="sp-section__head">
          <h2 className="sp-section__title">{title}</h2>
          {extra ? <div className="sp-section__extra">{extra}</div> : null}
        </div>
      ) : null}
      <div className="sp-section__body">{children}</div>
    </section>
  );
}

export default PageSection;
