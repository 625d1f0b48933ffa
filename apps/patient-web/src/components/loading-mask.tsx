import { useSyncExternalStore } from 'react';
import { getLoadingState, subscribeLoading } from '../lib/loading.ts';
import { zhCN } from '../locale/zh-CN.ts';
import './loading-mask.css';

export interface LoadingMaskProps {
  /** Shown by a page itself; without it, the mask follows showLoading()/hideLoading(). */
  visible?: boolean;
  text?: string;
}

/** The loading mask of spec section 2 ('加载中...'). Mounted once by the app for the global API. */
export function LoadingMask({ visible, text }: LoadingMaskProps) {
  const global = useSyncExternalStore(subscribeLoading, getLoadingState, getLoadingState);
  const shown = visible ?? global.visible;
  if (!shown) return null;
  return (
    <div className="sp-loading-mask" role="status" aria-live="polite" data-testid="loading-mask">
      <div className="sp-loading-mask__box">
        <span className="sp-loading-mask__spinner" aria-hidden="true" />
        <div className="sp-loading-mask__text">
          {text ?? (visible === undefined ? global.text : zhCN.common.loading)}
        </div>
      </div>
    </div>
  );
}

export default LoadingMask;
