import { createQueryClient } from '@tradebridge/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRouter } from './app/router.ts';
import { createConsoleI18n } from './lib/i18n.ts';
import { configureConsoleSession } from './lib/session.ts';

// Before the first call: the operator's session has its own cookie and storage names.
configureConsoleSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App i18n={createConsoleI18n()} queryClient={createQueryClient()} router={createRouter()} />
  </StrictMode>,
);
