import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { type RouteQuery, useAppRouter } from '../lib/router.ts';
import { EmptyState } from './empty-state.tsx';

export interface WayForward {
  label: string;
  path: string;
  query?: RouteQuery;
}

/**
 * An empty page that says why and offers the one page that helps: 问诊记录 with nothing yet leads to
 * 找医生, a page opened without its id leads to the list it belongs to. Never a dead end.
 */
export const EmptyWithWay = ({
  tip,
  way,
  variant = 'page',
}: {
  tip: ReactNode;
  way: WayForward;
  variant?: 'page' | 'list';
}) => {
  const router = useAppRouter();
  return (
    <EmptyState tip={tip} variant={variant}>
      <Button
        color="primary"
        shape="rounded"
        className="sp-empty__way"
        data-testid="empty-way"
        onClick={() => router.navigate(way.path, way.query)}
      >
        {way.label}
      </Button>
    </EmptyState>
  );
};
