// The transfer's payee (transfer-screen.tsx): the merchant number or login e-mail typed and
// checked, then what the check found, masked, for the user to recognise.
import { CheckCircleFilled } from '@ant-design/icons';
import { regionName, useLanguage } from '@tradebridge/ui';
import { Alert, Button, Descriptions, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransferPayee } from '../api/check-payee.ts';

export const PayeeAccountField = ({
  checking,
  onCheck,
}: {
  checking: boolean;
  onCheck: () => void;
}) => {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  const payeeLabel = t('transfer.payeeAccount');
  return (
    <Form.Item label={payeeLabel} required extra={t('transfer.payeeHint')}>
      <Flex gap={8}>
        <Form.Item
          name="payeeAccount"
          noStyle
          rules={[
            {
              required: true,
              whitespace: true,
              message: tc('validation.required', { field: payeeLabel }),
            },
            { max: 254, message: tc('validation.tooLong', { field: payeeLabel, count: 254 }) },
          ]}
        >
          <Input
            aria-label={payeeLabel}
            placeholder={t('transfer.payeePlaceholder')}
            autoComplete="off"
            onPressEnter={onCheck}
            data-testid="transfer-payee-account"
          />
        </Form.Item>
        <Button onClick={onCheck} loading={checking} data-testid="transfer-check-payee">
          {t('transfer.check')}
        </Button>
      </Flex>
    </Form.Item>
  );
};

export const FoundPayee = ({ payee }: { payee: TransferPayee }) => {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  return (
    <Alert
      type="success"
      icon={<CheckCircleFilled />}
      showIcon
      style={{ marginTop: -8, marginBottom: 24 }}
      data-testid="transfer-payee"
      title={t('transfer.payeeFound')}
      description={
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'name',
              label: t('transfer.payeeName'),
              children: <span data-testid="transfer-payee-name">{payee.maskedName}</span>,
            },
            // The number only when it was typed (found by e-mail, the server gives none);
            // the country or region when the merchant registered one.
            ...(payee.merNo
              ? [
                  {
                    key: 'merNo',
                    label: t('transfer.payeeMerNo'),
                    children: <span data-testid="transfer-payee-mer-no">{payee.merNo}</span>,
                  },
                ]
              : []),
            ...(payee.country
              ? [
                  {
                    key: 'country',
                    label: t('transfer.payeeCountry'),
                    children: (
                      <span data-testid="transfer-payee-country">
                        {regionName(payee.country, language)}
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        />
      }
    />
  );
};
