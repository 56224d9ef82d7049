// How old the rates that price exchanges are, beside the limit past which quoting stops (issue 37):
// a tag that says current or out of date, the age in working days, the provider's time, and — for
// those who may change the rates — the limit itself. Out of date, it says plainly that merchants'
// exchanges are paused until new rates are saved (or the rate file is renewed).
import type { RatesFreshness } from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import { Alert, App, Button, Card, Descriptions, Flex, InputNumber, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { useRatesFreshness } from '../api/get-rates-freshness.ts';
import { useSaveRatesMaxAge } from '../api/save-rates-max-age.ts';

const MaxAgeEditor = ({ freshness }: { freshness: RatesFreshness }) => {
  const { t } = useTranslation('rates');
  const { message } = App.useApp();
  const save = useSaveRatesMaxAge();
  const [value, setValue] = useState<number | null>(freshness.maxAgeWorkingDays);
  const changed = value !== null && value !== freshness.maxAgeWorkingDays;
  const onSave = async () => {
    if (value === null) return;
    try {
      await save.mutateAsync({ maxAgeWorkingDays: value });
    } catch {
      // The request layer has shown the server's message.
      return;
    }
    void message.success(t('freshness.saved'));
  };
  return (
    <Flex gap={8} align="center" wrap>
      <InputNumber
        min={1}
        max={30}
        precision={0}
        value={value}
        onChange={setValue}
        suffix={t('freshness.days')}
        data-testid="rates-max-age-input"
      />
      <Button
        onClick={() => void onSave()}
        disabled={!changed}
        loading={save.isPending}
        data-testid="rates-max-age-save"
      >
        {t('freshness.save')}
      </Button>
    </Flex>
  );
};

export const RatesFreshnessCard = () => {
  const { t } = useTranslation('rates');
  const operator = useCurrentOperator();
  const canEdit = allows(operator.role, ACCESS.updateReferenceRates);
  const { data, error } = useRatesFreshness();
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('freshness.loadFailed')}
        data-testid="rates-freshness-error"
      />
    );
  if (!data) return null;
  return (
    <Card size="small" title={t('freshness.title')} data-testid="rates-freshness">
      <Flex vertical gap={12}>
        {data.stale && (
          <Alert
            type="error"
            showIcon
            title={t('freshness.staleTitle')}
            description={t('freshness.staleBody', {
              count: data.ageWorkingDays,
              max: data.maxAgeWorkingDays,
            })}
            data-testid="rates-stale"
          />
        )}
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'state',
              label: t('freshness.state'),
              children: (
                <Tag color={data.stale ? 'red' : 'green'} data-testid="rates-freshness-state">
                  {data.stale ? t('freshness.stale') : t('freshness.current')}
                </Tag>
              ),
            },
            {
              key: 'age',
              label: t('freshness.age'),
              children: (
                <span data-testid="rates-age">
                  {t('freshness.ageValue', { count: data.ageWorkingDays })} ·{' '}
                  {formatDateTime(data.asOf)}
                  {data.provider === 'ecb' ? ` · ${t('freshness.ecbFile')}` : ''}
                </span>
              ),
            },
            {
              key: 'max',
              label: t('freshness.max'),
              children: canEdit ? (
                <MaxAgeEditor key={data.maxAgeWorkingDays} freshness={data} />
              ) : (
                <span data-testid="rates-max-age">
                  {t('freshness.ageValue', { count: data.maxAgeWorkingDays })}
                </span>
              ),
            },
          ]}
        />
        <span>{t('freshness.note')}</span>
      </Flex>
    </Card>
  );
};
