// First login: set up an authenticator app. The QR code and the secret are shown only now; the
// first code from the app confirms the set-up and opens the session.
import type { OperatorLoginResult } from '@tradebridge/contracts';
import { Flex, Typography, theme, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupSecret } from '../../../lib/format.ts';
import { CodeForm, type CodeValues } from './code-form.tsx';

export type Enrolment = Extract<OperatorLoginResult, { step: 'enrol' }>;

export type EnrolPanelProps = {
  enrolment: Enrolment;
  pending: boolean;
  onSubmit: (code: string) => void;
  form: FormInstance<CodeValues>;
};

export const EnrolPanel = ({ enrolment, pending, onSubmit, form }: EnrolPanelProps) => {
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={16} data-testid="enrol-step">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('enrol.intro')}
      </Typography.Paragraph>
      <ol style={{ margin: 0, paddingInlineStart: 20, color: token.colorTextSecondary }}>
        <li>{t('enrol.stepInstall')}</li>
        <li>{t('enrol.stepScan')}</li>
        <li>{t('enrol.stepCode')}</li>
      </ol>
      <Flex justify="center">
        <img
          src={enrolment.qrDataUrl}
          alt={t('enrol.qrAlt')}
          width={184}
          height={184}
          data-testid="totp-qr"
          style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 8 }}
        />
      </Flex>
      <Flex vertical align="center" gap={4}>
        <Typography.Text type="secondary">{t('enrol.secretLabel')}</Typography.Text>
        <Typography.Text copyable={{ text: enrolment.secret }} style={{ fontSize: 16 }}>
          {/* Groups are spaced by CSS, so the element's text is the raw secret. */}
          <span
            data-testid="totp-secret"
            data-secret={enrolment.secret}
            style={{ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all' }}
          >
            {groupSecret(enrolment.secret).map((group, index) => (
              <span key={index} style={{ marginInlineEnd: '0.6em' }}>
                {group}
              </span>
            ))}
          </span>
        </Typography.Text>
      </Flex>
      <CodeForm form={form} pending={pending} submitText={t('enrol.submit')} onSubmit={onSubmit} />
    </Flex>
  );
};
