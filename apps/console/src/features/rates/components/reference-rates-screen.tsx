// The reference rates: every operator reads them (units of each currency per 1 USD, with the USD
// value of one unit worked out exactly); admin and finance change them. Editing turns each rate into
// an input and asks for the source; a confirmation lists what changes (old → new, large changes
// highlighted) before anything is sent, and only the changed rates are sent. Rates are decimal
// strings from end to end: shown as given (trailing zeros trimmed), compared and divided with bigint.
import { EditOutlined } from '@ant-design/icons';
import { BUILT_IN_RATES_SOURCE } from '@tradebridge/contracts';
import { formatDateTime, PageContainer } from '@tradebridge/ui';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Skeleton,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { RefreshButton } from '../../../components/refresh-button.tsx';
import { ConfirmContent } from './rates-confirm.tsx';
import { RatesFreshnessCard } from './rates-freshness-card.tsx';
import { RatesTable } from './rates-table.tsx';
import { useReferenceRatesScreen, type RateValues } from './use-reference-rates-screen.ts';

const SOURCE_MAX = 100;

export const ReferenceRatesScreen = () => {
  const { t } = useTranslation('rates');
  const { t: tCommon } = useTranslation('common');
  const screen = useReferenceRatesScreen();

  const page = { testId: 'rates-screen', title: t('title'), description: t('intro') };

  if (!screen.data) {
    return (
      <PageContainer {...page}>
        <Card>
          {screen.error ? (
            <Result
              status="error"
              title={tCommon('loadFailed')}
              subTitle={screen.error.message}
              data-testid="rates-error"
              extra={
                <Button
                  type="primary"
                  onClick={() => void screen.refetch()}
                  loading={screen.isFetching}
                >
                  {tCommon('retry')}
                </Button>
              }
            />
          ) : (
            <div data-testid="rates-loading">
              <Skeleton active paragraph={{ rows: 8 }} />
            </div>
          )}
        </Card>
      </PageContainer>
    );
  }

  const changedMeanwhile = screen.editing !== null && screen.editing.asOf !== screen.data.asOf;

  return (
    <PageContainer
      {...page}
      actions={
        screen.editing ? (
          <>
            <Button
              onClick={screen.onCancelEdit}
              disabled={screen.saving}
              data-testid="rates-cancel"
            >
              {tCommon('cancel')}
            </Button>
            <Button type="primary" onClick={() => screen.form.submit()} data-testid="rates-review">
              {t('review')}
            </Button>
          </>
        ) : (
          <>
            <RefreshButton query={screen} />
            {screen.canEdit && (
              <Button
                type="primary"
                icon={<EditOutlined />}
                onClick={screen.onEdit}
                data-testid="rates-edit"
              >
                {t('edit')}
              </Button>
            )}
          </>
        )
      }
    >
      <RatesFreshnessCard />
      <Card style={{ marginTop: 16 }}>
        <Flex vertical gap={16}>
          {screen.error && (
            <Alert
              type="error"
              showIcon
              title={tCommon('loadFailed')}
              description={screen.error.message}
              action={<Button onClick={() => void screen.refetch()}>{tCommon('retry')}</Button>}
            />
          )}
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              {
                key: 'asOf',
                label: t('asOf'),
                children: <span data-testid="rates-as-of">{formatDateTime(screen.data.asOf)}</span>,
              },
              {
                key: 'source',
                label: t('source'),
                children: (
                  <span data-testid="rates-source">
                    {screen.data.source === BUILT_IN_RATES_SOURCE
                      ? t('builtInSource')
                      : screen.data.source}
                  </span>
                ),
              },
              {
                key: 'updatedBy',
                label: t('updatedBy'),
                children: (
                  <span data-testid="rates-updated-by">
                    {screen.data.updatedBy ?? t('initialDefaults')}
                  </span>
                ),
              },
            ]}
          />
          <Form<RateValues>
            form={screen.form}
            layout="vertical"
            requiredMark={false}
            disabled={screen.saving}
            scrollToFirstError
            onFinish={screen.onReview}
          >
            {screen.editing && (
              <>
                <Alert type="info" showIcon title={t('editNote')} style={{ marginBottom: 16 }} />
                {changedMeanwhile && (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('changedMeanwhile', { time: formatDateTime(screen.data.asOf) })}
                    style={{ marginBottom: 16 }}
                    data-testid="rates-changed-meanwhile"
                  />
                )}
                <Form.Item
                  name="source"
                  label={t('sourceLabel')}
                  rules={[
                    { required: true, whitespace: true, message: t('sourceRequired') },
                    { max: SOURCE_MAX, message: t('sourceTooLong') },
                  ]}
                  style={{ maxWidth: 480 }}
                >
                  <Input
                    maxLength={SOURCE_MAX}
                    placeholder={t('sourcePlaceholder')}
                    data-testid="rates-source-input"
                  />
                </Form.Item>
              </>
            )}
            <RatesTable rows={screen.rows} editing={screen.editing} typed={screen.typed} />
          </Form>
        </Flex>
      </Card>
      <Modal
        open={screen.pending !== null}
        title={t('confirm.title')}
        okText={t('confirm.ok')}
        cancelText={tCommon('cancel')}
        okButtonProps={{ ...{ 'data-testid': 'rates-save' } }}
        confirmLoading={screen.saving}
        onOk={() => void screen.onSave()}
        onCancel={screen.onCloseConfirm}
        destroyOnHidden
        width={560}
      >
        {screen.pending && <ConfirmContent pending={screen.pending} />}
      </Modal>
    </PageContainer>
  );
};
