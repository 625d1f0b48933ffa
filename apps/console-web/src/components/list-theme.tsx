import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useSyncExternalStore } from 'react';

/**
 * The theme every list piece (toolbar, paged table, reason dialog) draws with. antd's hint grey
 * (placeholders, which here name a filter's "all" state) reads at 1.9:1 on white and its
 * description grey at 3.4:1; this grey reads at 4.9:1 (WCAG AA). On a touch screen the controls,
 * row buttons and pager grow to 44 px targets.
 */
const READABLE_GREY = 'rgba(0, 0, 0, 0.56)';

const READABLE: ThemeConfig = {
  token: { colorTextPlaceholder: READABLE_GREY, colorTextDescription: READABLE_GREY },
  // The table draws its empty-list text in the disabled grey.
  components: { Table: { colorTextDisabled: READABLE_GREY } },
};

const TOUCH_TARGET = 44;
const READABLE_TOUCH: ThemeConfig = {
  token: { ...READABLE.token, controlHeight: TOUCH_TARGET, controlHeightSM: TOUCH_TARGET },
  components: {
    ...READABLE.components,
    Pagination: { itemSize: TOUCH_TARGET, itemSizeSM: TOUCH_TARGET },
  },
};

const COARSE_POINTER = '(pointer: coarse)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(COARSE_POINTER);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isCoarsePointer = () => window.matchMedia(COARSE_POINTER).matches;

export function ListTheme({ children }: { children: ReactNode }) {
  const isTouch = useSyncExternalStore(subscribe, isCoarsePointer, () => false);
  return <ConfigProvider theme={isTouch ? READABLE_TOUCH : READABLE}>{children}</ConfigProvider>;
}
