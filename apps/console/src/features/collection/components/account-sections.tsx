// The parts of an account's page: what the merchant told about the business (every field of the
// profile of its usage, labelled), and the bank details the sandbox bank issued per currency once
// the account is in use.
import {
  CollectionUsage,
  type AccountDetails,
  type AccountProfile,
  type OpsCollectionAccount,
} from '@tradebridge/contracts';
import { EMPTY_VALUE, formatMoney } from '@tradebridge/ui';
import { Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ProfileField =
  | 'platform'
  | 'storeName'
  | 'storeLink'
  | 'storeOwner'
  | 'platformToken'
  | 'businessDescription'
  | 'website'
  | 'appStore'
  | 'appName'
  | 'developerId'
  | 'financialReportUrl'
  | 'salesCategory'
  | 'annualSales';

/** The fields of each usage's profile, in the order the merchant filled them in. */
const PROFILE_FIELDS: Record<AccountProfile['usage'], readonly ProfileField[]> = {
  [CollectionUsage.ECommercePlatform]: [
    'platform',
    'storeName',
    'storeLink',
    'storeOwner',
    'platformToken',
    'salesCategory',
    'annualSales',
  ],
  [CollectionUsage.IndependentSite]: [
    'storeName',
    'storeLink',
    'storeOwner',
    'salesCategory',
    'annualSales',
  ],
  [CollectionUsage.ForeignTrade]: [
    'businessDescription',
    'website',
    'salesCategory',
    'annualSales',
  ],
  [CollectionUsage.AppStore]: [
    'appStore',
    'appName',
    'developerId',
    'financialReportUrl',
    'salesCategory',
    'annualSales',
  ],
};

const LINK_FIELDS = new Set<ProfileField>(['storeLink', 'website', 'financialReportUrl']);

const valueOf = (profile: AccountProfile, field: ProfileField): string | undefined =>
  (profile as Partial<Record<ProfileField, string>>)[field];

const ProfileValue = ({ field, value }: { field: ProfileField; value: string | undefined }) => {
  if (!value) return <Typography.Text type="secondary">{EMPTY_VALUE}</Typography.Text>;
  if (field === 'annualSales') return <>{formatMoney(value, 'USD')}</>;
  if (LINK_FIELDS.has(field))
    return (
      <Typography.Link href={value} target="_blank" rel="noopener noreferrer">
        {value}
      </Typography.Link>
    );
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</span>;
};

export const ProfileCard = ({ account }: { account: OpsCollectionAccount }) => {
  const { t } = useTranslation('collection');
  const { profile } = account;
  return (
    <Card title={t('account.profile')} data-testid="section-profile">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={PROFILE_FIELDS[profile.usage].map((field) => ({
          key: field,
          label: t(`profile.${field}`),
          span: field === 'businessDescription' ? 'filled' : undefined,
          children: (
            <span data-testid={`profile-${field}`}>
              <ProfileValue field={field} value={valueOf(profile, field)} />
            </span>
          ),
        }))}
      />
    </Card>
  );
};

/** The routing fields a currency's details may have; those the bank left out are not shown. */
const ROUTING_FIELDS = ['iban', 'routingNumber', 'bsb', 'sortCode', 'cnaps'] as const;

const Copyable = ({ children }: { children: string }) => (
  <Typography.Text copyable style={{ overflowWrap: 'anywhere' }}>
    {children}
  </Typography.Text>
);

const DetailsOfCurrency = ({ details }: { details: AccountDetails }) => {
  const { t } = useTranslation('collection');
  const items: { key: string; label: string; children: ReactNode }[] = [
    {
      key: 'accountName',
      label: t('details.accountName'),
      children: <Copyable>{details.accountName}</Copyable>,
    },
    {
      key: 'accountNumber',
      label: t('details.accountNumber'),
      children: <Copyable>{details.accountNumber}</Copyable>,
    },
    ...ROUTING_FIELDS.flatMap((field) => {
      const value = details[field];
      return value
        ? [{ key: field, label: t(`details.${field}`), children: <Copyable>{value}</Copyable> }]
        : [];
    }),
    { key: 'bic', label: t('details.bic'), children: <Copyable>{details.bic}</Copyable> },
    { key: 'bankName', label: t('details.bankName'), children: details.bankName },
    { key: 'bankAddress', label: t('details.bankAddress'), children: details.bankAddress },
  ];
  return (
    <Card
      size="small"
      type="inner"
      title={details.currency}
      data-testid={`details-${details.currency}`}
    >
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
};

export const DetailsCard = ({ account }: { account: OpsCollectionAccount }) => {
  const { t } = useTranslation('collection');
  return (
    <Card title={t('account.details')} data-testid="section-details">
      {account.details.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account.noDetails')} />
      ) : (
        <Row gutter={[16, 16]}>
          {account.details.map((details) => (
            <Col key={details.currency} xs={24} lg={12} xxl={8}>
              <DetailsOfCurrency details={details} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
};
