// /auth/realname/lookQrCode (spec lookQrCode, "real-person verification by QR code or copied
// link"): a single-use link for the legal person's phone as a QR code and a link to copy, with the
// 15 minutes it is valid counted down (a new link voids the one before). Meanwhile the case is asked
// for every 3 s: when the phone has finished, the screen moves on by itself — to the result once
// the case is submitted (passed, or sent to a person), or to a failure with a new link. After three
// failed checks the server refuses new links (AUTH_CONTACT_MANAGER): the account manager helps.
import { LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import type { CertificationCase } from '@tradebridge/contracts';
import { isApiError, messageForCode, useLanguage } from '@tradebridge/ui';
import { Alert, Button, Flex, QRCode, Result, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AccountManagerDetails } from '../../../components/account-manager-details.tsx';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import {
  livenessUrl,
  useCreateLivenessLink,
  type LivenessLink,
} from '../api/create-liveness-link.ts';
import { caseScreen, nextPathOf } from './case-progress.tsx';

/** The link on screen and the failed checks counted when it was made. */
type ShownLink = LivenessLink & { url: string; failedBefore: number };

/** Seconds until `iso`, ticking every second. */
const useSecondsUntil = (iso: string | undefined) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.floor((Date.parse(iso) - now) / 1_000)) : 0;
};

export const ContactManager = ({ message }: { message: string }) => {
  const { t } = useTranslation('certification');
  const user = useCurrentUser();
  return (
    <Result
      status="warning"
      title={message}
      subTitle={t('liveness.contactHint')}
      data-testid="liveness-contact-manager"
      extra={
        <Flex justify="center">
          <AccountManagerDetails manager={user.accountManager} />
        </Flex>
      }
    />
  );
};

const LookQrCodeBody = ({ kase }: { kase: CertificationCase }) => {
  const { t } = useTranslation('certification');
  const language = useLanguage();
  const navigate = useNavigate();
  const create = useCreateLivenessLink();
  const [link, setLink] = useState<ShownLink>();
  const seconds = useSecondsUntil(link?.expiresAt);
  const asked = useRef(false);
  const { liveness } = kase;
  const waiting = kase.next === 'liveness';
  const refused =
    (isApiError(create.error) && create.error.code === 'AUTH_CONTACT_MANAGER') ||
    (waiting && liveness.attemptsLeft <= 0);

  const newLink = () => {
    const failedBefore = kase.liveness.failedAttempts;
    void create.mutateAsync().then(
      (made) => setLink({ ...made, url: livenessUrl(made.path, window.location), failedBefore }),
      // Shown from the mutation's error (or, for AUTH_CONTACT_MANAGER, as the account manager).
      () => undefined,
    );
  };

  // One link when the screen opens (a new one would void it: not again on a re-render).
  useEffect(() => {
    if (asked.current || !waiting || liveness.attemptsLeft <= 0) return;
    asked.current = true;
    newLink();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the screen opens
  }, [waiting]);

  // The phone finished and the case was submitted (passed, or sent to a person): the result.
  useEffect(() => {
    if (kase.next === 'review' && liveness.result !== null)
      void navigate(paths.certification.realAuth, { replace: true });
  }, [kase.next, liveness.result, navigate]);

  if (!waiting) {
    return (
      <Result
        status="info"
        title={t(`liveness.elsewhere.${kase.next === 'review' ? 'review' : 'other'}`)}
        data-testid="liveness-elsewhere"
        extra={
          <Button type="primary" onClick={() => void navigate(nextPathOf(kase))}>
            {t('continue')}
          </Button>
        }
      />
    );
  }
  if (refused) return <ContactManager message={messageForCode('AUTH_CONTACT_MANAGER', language)} />;

  const failed = link !== undefined && liveness.failedAttempts > link.failedBefore;
  const expired = link !== undefined && seconds === 0;
  const minutes = Math.floor(seconds / 60);

  return (
    <Flex vertical gap={16} align="center" data-testid="liveness-handoff">
      <Typography.Paragraph type="secondary" style={{ maxWidth: 560, margin: 0 }}>
        {t('liveness.intro')}
      </Typography.Paragraph>
      {failed ? (
        <Alert
          type="error"
          showIcon
          style={{ width: '100%', maxWidth: 560 }}
          data-testid="liveness-failed"
          title={t('liveness.failed')}
          description={t('liveness.attemptsLeft', { count: liveness.attemptsLeft })}
          action={
            <Button onClick={newLink} loading={create.isPending} data-testid="liveness-retry">
              {t('liveness.newLink')}
            </Button>
          }
        />
      ) : null}
      {create.isError && !refused ? (
        <Alert
          type="error"
          showIcon
          title={create.error.message}
          data-testid="liveness-link-problem"
          action={<Button onClick={newLink}>{t('retry')}</Button>}
        />
      ) : null}
      {failed ? null : (
        <>
          <QRCode
            value={link?.url ?? '-'}
            type="svg"
            size={220}
            status={!link ? 'loading' : expired ? 'expired' : 'active'}
            onRefresh={newLink}
            data-testid="liveness-qr"
          />
          {link ? (
            <Flex vertical gap={4} align="center" style={{ maxWidth: 560, width: '100%' }}>
              <Typography.Text
                type={expired ? 'danger' : 'secondary'}
                data-testid="liveness-countdown"
                data-seconds={seconds}
              >
                {expired
                  ? t('liveness.expired')
                  : t('liveness.validFor', {
                      time: `${minutes}:${String(seconds % 60).padStart(2, '0')}`,
                    })}
              </Typography.Text>
              <Typography.Paragraph
                copyable={{ text: link.url, tooltips: [t('liveness.copy'), t('liveness.copied')] }}
                style={{ margin: 0, wordBreak: 'break-all', textAlign: 'center' }}
                data-testid="liveness-link"
              >
                {link.url}
              </Typography.Paragraph>
            </Flex>
          ) : null}
          <Flex gap={8} align="center" data-testid="liveness-waiting">
            <LoadingOutlined aria-hidden />
            <Typography.Text type="secondary">{t('liveness.waiting')}</Typography.Text>
          </Flex>
        </>
      )}
      <Flex gap={8} wrap justify="center">
        <Button
          icon={<ReloadOutlined />}
          onClick={newLink}
          loading={create.isPending}
          data-testid="liveness-new-link"
        >
          {t('liveness.newLink')}
        </Button>
        <Button onClick={() => void navigate(paths.certification.hub)}>{t('toHub')}</Button>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 560 }}>
        {t('liveness.newLinkHint')}
      </Typography.Text>
    </Flex>
  );
};

export const LookQrCodeScreen = caseScreen(
  {
    title: (t) => t('titles.lookQrCode'),
    stage: 'liveness',
    poll: true,
    testId: 'certification-look-qr-code',
  },
  LookQrCodeBody,
);
