import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { consoleErrors, reportConsoleErrors } from './lib/error-reporting.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

reportConsoleErrors();
// React's root callbacks replace its own logging to the devtools console, so they log as well.
const reportAndLog = (error: unknown) => {
  consoleErrors.report(error);
  console.error(error);
};
createRoot(root, { onUncaughtError: reportAndLog, onCaughtError: reportAndLog }).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
