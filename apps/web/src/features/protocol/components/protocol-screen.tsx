// /protocol/protocolServer and /protocol/protocolPolicy: the terms of service and the privacy
// policy of this installation. Tradebridge is self-hosted software, so the texts name the operator
// of the installation (whoever runs it) as the service provider and claim nothing about them.
import { TERMS_VERSION } from '@tradebridge/contracts';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../../lib/config-detail.ts';

const SECTIONS = {
  server: [
    'provider',
    'account',
    'use',
    'money',
    'fees',
    'security',
    'liability',
    'end',
    'changes',
  ],
  policy: [
    'controller',
    'collect',
    'purpose',
    'share',
    'keep',
    'security',
    'rights',
    'cookies',
    'changes',
  ],
} as const;

type Kind = keyof typeof SECTIONS;

const ProtocolScreen = ({ kind }: { kind: Kind }) => {
  const { t } = useTranslation('protocol');
  const { productName } = useBranding();
  const vars = { product: productName };
  return (
    <Card style={{ maxWidth: 860, margin: '24px auto' }} data-testid={`protocol-${kind}`}>
      <Typography>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t(`${kind}.title`, vars)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('version', { version: TERMS_VERSION })} {t('note')}
        </Typography.Paragraph>
        <Typography.Paragraph>{t(`${kind}.intro`, vars)}</Typography.Paragraph>
        {SECTIONS[kind].map((section, index) => (
          <section key={section}>
            <Typography.Title level={4}>
              {index + 1}. {t(`${kind}.sections.${section}.title`, vars)}
            </Typography.Title>
            {t(`${kind}.sections.${section}.body`, vars)
              .split('\n')
              .filter(Boolean)
              .map((paragraph) => (
                <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
              ))}
          </section>
        ))}
      </Typography>
    </Card>
  );
};

export const ProtocolServerScreen = () => <ProtocolScreen kind="server" />;
export const ProtocolPolicyScreen = () => <ProtocolScreen kind="policy" />;
