import type { ReactNode } from 'react';
import { zhCN } from '../locale/zh-CN.ts';
import './empty-state.css';

export interface EmptyStateProps {
  /** The tip under the icon; default 暂无数据, or '~ 空空如也 ~' for the list variant. */
  tip?: ReactNode;
  /** Same as `tip`. */
  text?: ReactNode;
  /** 'page' fills a page body; 'list' sits inside a list. */
  variant?: 'page' | 'list';
  /** Replaces the default icon. */
  image?: ReactNode;
  /** An action under the tip, e.g. a button to add the first record. */
  children?: ReactNode;
  className?: string;
}

/** The empty-state placeholder of spec section 2: an icon and a tip. */
export function EmptyState({
  tip,
  text: textProp,
  variant = 'page',
  image,
  children,
  className,
}: EmptyStateProps) {
  const text = tip ?? textProp ?? (variant === 'list' ? zhCN.common.emptyList : zhCN.common.empty);
  return (
    <div
      className={`sp-empty sp-empty--${variant}${className ? ` ${className}` : ''}`}
      data-testid="empty-state"
    >
      <div className="sp-empty__image" aria-hidden="true">
        {image ?? <EmptyIcon />}
      </div>
      <div className="sp-empty__tip">{text}</div>
      {children ? <div className="sp-empty__action">{children}</div> : null}
    </div>
  );
}

function EmptyIcon() {
  return (
    <svg
      width="120"
      height="96"
      viewBox="0 0 120 96"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
    >
      <ellipse cx="60" cy="86" rx="44" ry="6" fill="#e8edf5" />
      <path
        d="M24 34 L38 14 H82 L96 34 V74 a4 4 0 0 1 -4 4 H28 a4 4 0 0 1 -4 -4 Z"
        fill="#f4f7fb"
        stroke="#c9d3e3"
        strokeWidth="2"
      />
      <path d="M24 34 H46 a14 8 0 0 0 28 0 H96" stroke="#c9d3e3" strokeWidth="2" fill="#fff" />
      <circle cx="60" cy="56" r="3" fill="#c9d3e3" />
    </svg>
  );
}

export default EmptyState;
