import { BACK_TO_TOP_SCROLL } from '@sprout/domain';
import { UpOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { zhCN } from '../locale/zh-CN.ts';
import './back-to-top.css';

export interface BackToTopProps {
  /** Scroll distance after which the button shows; default 1000 (spec 9). */
  after?: number;
  /** Distance from the bottom edge, above a page's bottom bar if it has one. */
  bottom?: number;
}

/** A round button that returns to the top of a long page. */
export function BackToTop({ after = BACK_TO_TOP_SCROLL, bottom = 80 }: BackToTopProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > after);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [after]);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="sp-back-to-top"
      style={{ bottom: `calc(${bottom}px + env(safe-area-inset-bottom))` }}
      aria-label={zhCN.common.backToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <UpOutline fontSize={20} />
    </button>
  );
}

export default BackToTop;
