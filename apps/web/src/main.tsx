import { captureTokenFromUrl, createQueryClient, getToken } from '@tradebridge/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { paths } from './lib/paths.ts';
import { createRouter } from './app/router.ts';
import { walletsQueryOptions } from './features/wallet/api/list-wallets.ts';
import { loadWebI18n } from './lib/i18n.ts';
import { merchantInfoQueryOptions } from './lib/merchant-info.ts';

// Spec §7: a `token` in the address becomes the session token (before the first call is made) —
// but the liveness hand-off's: its single-use link's token is the phone's pass, not a session.
captureTokenFromUrl(window, { exceptHashPaths: [paths.liveness.living, paths.liveness.video] });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The current language's first texts and the first screen's code are fetched at once (texts
// first: a screen's route waits for the rest of its texts); the first render waits for the
// texts, so nothing shows untranslated.
const texts = loadWebI18n();
const router = createRouter();
// A signed-in visit needs who is signed in before its first screen: asked now, not once the
// layout's code has arrived; so do home's balances, which would otherwise push the chart under
// them down as they arrive.
const queryClient = createQueryClient();
if (getToken()) {
  void queryClient.prefetchQuery(merchantInfoQueryOptions());
  const route = window.location.hash.replace(/^#/, '') || paths.home;
  if (route === paths.home || route === paths.main) {
    void queryClient.prefetchQuery(walletsQueryOptions());
  }
}
const i18n = await texts;

startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
});
