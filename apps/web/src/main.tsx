import { captureTokenFromUrl, createQueryClient } from '@tradebridge/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRouter } from './app/router.ts';
import { loadWebI18n } from './lib/i18n.ts';

// Spec §7: a `token` in the address becomes the session token (before the first call is made).
captureTokenFromUrl();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router starts fetching the first screen's code while the current language's texts (only
// those) arrive; the first render waits for the texts, so nothing shows untranslated.
const router = createRouter();
const i18n = await loadWebI18n();

startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} queryClient={createQueryClient()} router={router} />
    </StrictMode>,
  );
});
