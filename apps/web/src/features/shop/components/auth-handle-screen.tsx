// /authHandle?state= (public): the sandbox platform's consent, where a marketplace asks the seller
// to let the collection platform in. It lists what will be granted in words; Allow or Deny goes to
// auth/sandbox/consent.json, and the browser goes where the platform says (back to authCallback,
// with a code or with the refusal).
import { CheckCircleTwoTone } from '@ant-design/icons';
import { isApiError, regionName, useLanguage } from '@tradebridge/ui';
import { App, Button, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSandboxConsent } from '../api/sandbox-consent.ts';
import { Countdown, HandoffPage } from './handoff-frame.tsx';
import { useScopeText } from './labels.ts';
import { followAddress } from './links.ts';

export const AuthHandleScreen = () => {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const scopeText = useScopeText();
  const [searchParams] = useSearchParams();
  const state = searchParams.get('state');
  const [invalid, setInvalid] = useState(false);
  const [answering, setAnswering] = useState<boolean>();
  const consent = useSandboxConsent();

  const onAnswer = async (allow: boolean) => {
    if (!state) return;
    setAnswering(allow);
    try {
      const answer = await consent.mutateAsync({ state, allow });
      followAddress(navigate, answer.next);
    } catch (error) {
      if (isApiError(error) && error.code === 'AUTH_LINK_INVALID') setInvalid(true);
      else void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <HandoffPage state={state} expired={invalid} testId="auth-handle-screen">
      {(handoff, secondsLeft) => (
        <>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t('auth.consent.title')}
          </Typography.Title>
          <Typography.Paragraph>
            {t('auth.consent.intro', {
              shop: handoff.shopName,
              site: `${regionName(handoff.site, language)} · ${handoff.payoutCurrency}`,
            })}
          </Typography.Paragraph>
          <List
            size="small"
            bordered
            dataSource={handoff.scopes}
            data-testid="consent-scopes"
            renderItem={(scope) => (
              <List.Item>
                <Flex gap={8} align="center">
                  <CheckCircleTwoTone twoToneColor="#52c41a" />
                  <span>{scopeText(scope)}</span>
                </Flex>
              </List.Item>
            )}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('auth.consent.revoke')}
          </Typography.Paragraph>
          <Typography.Paragraph>
            <Countdown secondsLeft={secondsLeft} />
          </Typography.Paragraph>
          <Flex gap={8} wrap>
            <Button
              type="primary"
              loading={consent.isPending && answering === true}
              disabled={consent.isPending}
              onClick={() => void onAnswer(true)}
              data-testid="consent-allow"
            >
              {t('auth.consent.allow')}
            </Button>
            <Button
              loading={consent.isPending && answering === false}
              disabled={consent.isPending}
              onClick={() => void onAnswer(false)}
              data-testid="consent-deny"
            >
              {t('auth.consent.deny')}
            </Button>
          </Flex>
        </>
      )}
    </HandoffPage>
  );
};
