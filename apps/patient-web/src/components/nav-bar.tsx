import { NAV_FADE_SCROLL } from '@sprout/domain';
import { LeftOutline } from 'antd-mobile-icons';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { HOME_PATH } from '../config/constants.ts';
import { appRouter } from '../lib/router.ts';
import { zhCN } from '../locale/zh-CN.ts';
import './nav-bar.css';

export type NavBarType = 'fixed' | 'absolute' | 'transparent' | 'transparentFixed';

export interface NavBarProps {
  title?: ReactNode;
  /** fixed: pinned, with a spacer below; absolute: over the page top, scrolls away;
   * transparent: absolute and see-through (over a banner); transparentFixed: pinned, see-through
   * at the top and fading to `background` over the first 180 px of scroll. */
  type?: NavBarType;
  showBack?: boolean;
  showHome?: boolean;
  right?: ReactNode;
  /** Bar colour; for transparentFixed, the colour it fades to. Default white. */
  background?: string;
  /** Text and icon colour. */
  color?: string;
  titleAlign?: 'center' | 'left';
  /** Replaces the default back (router back, or home when there is no earlier page). */
  onBack?: () => void;
  className?: string;
}

/** Scroll-linked opacity 0..1 over the first `distance` px of window scroll. */
function useScrollFade(enabled: boolean, distance: number): number {
  const [opacity, setOpacity] = useState(() => (enabled ? Math.min(window.scrollY / distance, 1) : 1));
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setOpacity(Math.min(Math.max(window.scrollY, 0) / distance, 1));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled, distance]);
  return opacity;
}

function HomeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M3.5 10.5 12 3.5l8.5 7V20a.5.5 0 0 1-.5.5h-5.5v-6h-5v6H4a.5.5 0 0 1-.5-.5v-9.5Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function NavBar({
  title,
  type = 'fixed',
  showBack = true,
  showHome = false,
  right,
  background = '#fff',
  color,
  titleAlign = 'center',
  onBack,
  className,
}: NavBarProps) {
  const fades = type === 'transparentFixed';
  const opacity = useScrollFade(fades, NAV_FADE_SCROLL);
  const barBackground = type === 'transparent' ? 'transparent' : background;

  const style: CSSProperties = { color: color ?? undefined };
  const fillStyle: CSSProperties = { background: barBackground, opacity: fades ? opacity : 1 };
  const titleStyle: CSSProperties | undefined = fades ? { opacity } : undefined;
  const back = onBack ?? (() => appRouter.back());

  return (
    <>
      <header
        className={`sp-nav sp-nav--${type} sp-nav--${titleAlign}${className ? ` ${className}` : ''}`}
        style={style}
        data-testid="nav-bar"
      >
        <div className="sp-nav__fill" style={fillStyle} aria-hidden="true" />
        <div className="sp-nav__bar">
          <div className="sp-nav__left">
            {showBack ? (
              <button type="button" className="sp-nav__icon" onClick={back} aria-label={zhCN.common.back}>
                <LeftOutline fontSize={20} />
              </button>
            ) : null}
            {showHome ? (
              <button
                type="button"
                className="sp-nav__icon"
                onClick={() => appRouter.relaunch(HOME_PATH)}
                aria-label={zhCN.common.home}
              >
                <HomeIcon />
              </button>
            ) : null}
          </div>
          <h1 className="sp-nav__title" style={titleStyle}>
            {title}
          </h1>
          <div className="sp-nav__right">{right}</div>
        </div>
      </header>
      {type === 'fixed' ? <div className="sp-nav__spacer" aria-hidden="true" /> : null}
    </>
  );
}

export default NavBar;
