import { captureTokenFromUrl, createQueryClient } from '@tradebridge/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRouter } from './app/router.ts';
import { createWebI18n } from './lib/i18n.ts';

// Spec §7: a `token` in the address becomes the session token (before the first call is made).
captureTokenFromUrl();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App i18n={createWebI18n()} queryClient={createQueryClient()} router={createRouter()} />
  </StrictMode>,
);
