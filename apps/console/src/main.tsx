import { createQueryClient } from '@tradebridge/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRouter } from './app/router.ts';
import { loadConsoleI18n } from './lib/i18n.ts';
import { configureConsoleSession } from './lib/session.ts';

// Before the first call: the operator's session has its own cookie and storage names.
configureConsoleSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router starts fetching the first screen's code while the current language's texts (only
// those) arrive; the first render waits for the texts, so nothing shows untranslated.
const router = createRouter();
const i18n = await loadConsoleI18n();

createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} queryClient={createQueryClient()} router={router} />
  </StrictMode>,
);
