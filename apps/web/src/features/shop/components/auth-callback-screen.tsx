// /authCallback?state=&code= or &error= (public): where the platform sends the browser back. The
// code is exchanged once (auth/callback.json; a second ask of the same address, as React's
// development double effects make, gets the first call's answer), then the outcome is shown on
// authResult, which replaces this address in the history so that going back does not send the
// used code again. A used or expired link is the "expired" outcome.
import { useQueryClient } from '@tanstack/react-query';
import { HandoffOutcome, type AuthCallbackRequest } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { Button, Card, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { completeAuthorization } from '../api/complete-authorization.ts';
import { SHOP_KEY } from '../api/list-shops.ts';
import { InvalidLink, PublicColumn } from './handoff-frame.tsx';
import { authResultPath } from './links.ts';

export const AuthCallbackScreen = () => {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const state = searchParams.get('state');
  const code = searchParams.get('code');
  const refusal = searchParams.get('error');
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!state) return;
    const request: AuthCallbackRequest = {
      state,
      ...(code ? { code } : {}),
      ...(refusal ? { error: refusal } : {}),
    };
    let current = true;
    completeAuthorization(request).then(
      (outcome) => {
        if (!current) return;
        // The platform's answer moved the shop (its state, its authorizations): what this tab
        // kept of the shops is dropped, so the shop's page reads it again rather than showing
        // the state before for a moment.
        queryClient.removeQueries({ queryKey: SHOP_KEY });
        void navigate(
          authResultPath({
            outcome: outcome.outcome,
            shopId: outcome.shopId,
            shop: outcome.shopName,
            platform: outcome.platform,
            reason: outcome.reason,
            shopState: outcome.shopState === null ? null : String(outcome.shopState),
          }),
          { replace: true },
        );
      },
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.code === 'AUTH_LINK_INVALID') {
          void navigate(authResultPath({ outcome: HandoffOutcome.Expired }), { replace: true });
          return;
        }
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [state, code, refusal, navigate, queryClient, attempt]);

  return (
    <PublicColumn testId="auth-callback-screen">
      {!state ? (
        <InvalidLink />
      ) : failure ? (
        <Result
          status="error"
          title={t('auth.callback.failed')}
          subTitle={failure}
          data-testid="auth-callback-failed"
          extra={
            <Button
              onClick={() => {
                setFailure(undefined);
                setAttempt((n) => n + 1);
              }}
            >
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Card>
          <Result
            icon={<Spin size="large" />}
            title={t('auth.callback.working')}
            data-testid="auth-callback-working"
          />
        </Card>
      )}
    </PublicColumn>
  );
};
