import Button from 'antd-mobile/es/components/button';
import { EmptyState } from '../components/empty-state.tsx';
import { NavBar } from '../components/nav-bar.tsx';
import { HOME_PATH } from '../config/constants.ts';
import { appRouter } from '../lib/router.ts';
import { zhCN } from '../locale/zh-CN.ts';
import { useDocumentTitle } from './route-layout.tsx';

/** An unknown address: says so plainly and offers the way home. */
export function NotFound() {
  useDocumentTitle(zhCN.common.notFoundTitle);
  return (
    <div className="sp-page" data-testid="not-found">
      <NavBar title={zhCN.common.notFoundTitle} type="fixed" showHome />
      <EmptyState tip={zhCN.common.notFoundTip}>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => appRouter.relaunch(HOME_PATH)}
          data-testid="go-home"
        >
          {zhCN.common.goHome}
        </Button>
      </EmptyState>
    </div>
  );
}
