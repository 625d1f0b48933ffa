// Deep imports keep the entry to the antd-mobile pieces it uses (the barrel drags animation code in).
import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { watchScriptErrors } from '@sprout/client-core';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { launch } from './app/launch.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { preloadToastOnFirstInput } from './lib/toast.ts';
import './styles/global.css';

// antd-mobile's imperative APIs (Toast, Dialog) render through this on React 19 (guide "v5 for 19").
type Container = (Element | DocumentFragment) & { _reactRoot?: Root };
unstableSetRender((node, container: Container) => {
  container._reactRoot ||= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

// Script errors go to the server from the first line on (issue 22; admins read them on 前端错误).
const scriptErrors = watchScriptErrors(
  'patient',
  typeof __SPROUT_RELEASE__ === 'string' ? __SPROUT_RELEASE__ : 'dev',
);
// React's root callbacks replace its own logging to the devtools console, so they log as well.
const reportAndLog = (error: unknown) => {
  scriptErrors.report(error);
  console.error(error);
};

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing from index.html');
  const result = await launch();
  if (result === 'leaving') return; // on the way to WeChat's authorise page: keep the splash
  createRoot(rootElement, { onUncaughtError: reportAndLog, onCaughtError: reportAndLog }).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
  // Toast code arrives with the parent's first tap, not with the first screen (lib/toast.ts).
  preloadToastOnFirstInput();
}

void start();
