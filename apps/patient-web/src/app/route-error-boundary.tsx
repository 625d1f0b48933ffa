import Button from 'antd-mobile/es/components/button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { EmptyState } from '../components/empty-state.tsx';
import { NavBar } from '../components/nav-bar.tsx';
import { zhCN } from '../locale/zh-CN.ts';
import type { RouteEntry } from './route-table.ts';

interface Props {
  route: RouteEntry;
  children: ReactNode;
}

/**
 * Catches a page chunk that failed to load (weak mobile network, a deploy in between) or a page
 * that threw, and offers a reload instead of a white screen.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[page] ${this.props.route.path} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { route } = this.props;
    return (
      <>
        {route.nav === 'custom' ? <NavBar title={route.title} type="fixed" showHome /> : null}
        <EmptyState tip={zhCN.common.chunkLoadFailed}>
          <Button color="primary" size="small" onClick={() => window.location.reload()}>
            {zhCN.common.retry}
          </Button>
        </EmptyState>
      </>
    );
  }
}
