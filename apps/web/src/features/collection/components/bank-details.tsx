// The bank details of an account, one tab per currency: account name and number, bank name and
// address, SWIFT/BIC and, where the bank issued them, IBAN (grouped in fours for reading, copied
// without spaces), ABA routing number, BSB, sort code and CNAPS code; the balance and what the
// account holds back. Each field copies on its own; "Copy all details" copies a plain-text block
// of the currency's details with their labels, ready to send to a payer.
import { CopyOutlined } from '@ant-design/icons';
import type { AccountDetails } from '@tradebridge/contracts';
import { formatMoney } from '@tradebridge/ui';
import { App, Button, Descriptions, Flex, Tabs, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { groupIban } from './labels.ts';

export const BANK_FIELDS = [
  'accountName',
  'accountNumber',
  'bankName',
  'bankAddress',
  'bic',
  'iban',
  'routingNumber',
  'bsb',
  'sortCode',
  'cnaps',
] as const;
type BankField = (typeof BANK_FIELDS)[number];

/** The names and the address; every other field is a number or a code. */
const TEXT_FIELDS = new Set<BankField>(['accountName', 'bankName', 'bankAddress']);

/** Numbers and codes: shown in a fixed-width face, copied without the spaces that group them. */
const isCodeField = (field: BankField) => !TEXT_FIELDS.has(field);

/**
 * What a field copies: a number as payment forms take it (an IBAN, or an account number the bank
 * writes as a grouped IBAN, without spaces); names and addresses as written.
 */
const copyValueOf = (field: BankField, value: string) =>
  isCodeField(field) ? value.replace(/\s+/g, '') : value;

/** The fields a currency's details hold (the optional ones only where issued). */
const presentFields = (details: AccountDetails) =>
  BANK_FIELDS.flatMap((field) => {
    const value = details[field];
    return value === null || value.trim() === '' ? [] : [{ field, value }];
  });

/** The plain text "Copy all details" puts on the clipboard: one labelled line per field. */
export const detailsText = (details: AccountDetails, t: TFunction<'collection'>): string =>
  [
    t('bank.line', { label: t('bank.currency'), value: details.currency }),
    ...presentFields(details).map(({ field, value }) =>
      t('bank.line', { label: t(`bank.${field}`), value: copyValueOf(field, value) }),
    ),
  ].join('\n');

const CurrencyDetails = ({ details }: { details: AccountDetails }) => {
  const { t } = useTranslation('collection');
  const { message } = App.useApp();
  const onCopyAll = async () => {
    try {
      await navigator.clipboard.writeText(detailsText(details, t));
    } catch {
      void message.error(t('bank.copyFailed'));
      return;
    }
    void message.success(t('bank.copiedAll', { currency: details.currency }));
  };
  return (
    <Flex vertical gap={16} data-testid={`bank-details-${details.currency}`}>
      <Flex gap={24} wrap>
        <div>
          <Typography.Text type="secondary">{t('bank.balance')}</Typography.Text>
          <div style={{ fontSize: 22, fontWeight: 600 }} data-testid="bank-balance">
            {formatMoney(details.balance, details.currency, { fixed: true })}
          </div>
        </div>
        <div>
          <Typography.Text type="secondary">{t('bank.freezeBalance')}</Typography.Text>
          <div style={{ fontSize: 22, fontWeight: 600 }} data-testid="bank-freeze-balance">
            {formatMoney(details.freezeBalance, details.currency, { fixed: true })}
          </div>
        </div>
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={1}
        styles={{ label: { width: '30%', minWidth: 140 } }}
        items={presentFields(details).map(({ field, value }) => ({
          key: field,
          label: t(`bank.${field}`),
          children: (
            <Typography.Text
              copyable={{
                text: copyValueOf(field, value),
                tooltips: [t('bank.copy'), t('bank.copied')],
              }}
              style={{
                fontFamily: isCodeField(field) ? 'monospace' : undefined,
                overflowWrap: 'anywhere',
              }}
              data-testid={`bank-${field}`}
            >
              {field === 'iban' ? groupIban(value) : value}
            </Typography.Text>
          ),
        }))}
      />
      <div>
        <Button
          icon={<CopyOutlined />}
          onClick={() => void onCopyAll()}
          data-testid="bank-copy-all"
        >
          {t('bank.copyAll')}
        </Button>
      </div>
    </Flex>
  );
};

export const BankDetails = ({ details }: { details: AccountDetails[] }) => (
  <Tabs
    data-testid="bank-details"
    items={details.map((d) => ({
      key: d.currency,
      label: d.currency,
      children: <CurrencyDetails details={d} />,
    }))}
  />
);
