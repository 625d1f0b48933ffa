import { watchScriptErrors } from '@sprout/client-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Script errors go to the server (issue 22; admins read them on 前端错误).
const scriptErrors = watchScriptErrors(
  'console',
  typeof __SPROUT_RELEASE__ === 'string' ? __SPROUT_RELEASE__ : 'dev',
);
// React's root callbacks replace its own logging to the devtools console, so they log as well.
const reportAndLog = (error: unknown) => {
  scriptErrors.report(error);
  console.error(error);
};
createRoot(root, { onUncaughtError: reportAndLog, onCaughtError: reportAndLog }).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
