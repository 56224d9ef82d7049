// The reference rates: every operator reads them (units of each currency per 1 USD, with the USD
// value of one unit worked out exactly); admin and finance change them. Editing turns each rate into
// an input and asks for the source; a confirmation lists what changes (old → new, large changes
// highlighted) before anything is sent, and only the changed rates are sent. Rates are decimal
// strings from end to end: shown as given (trailing zeros trimmed), compared and divided with bigint.
import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
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
import { ConfirmContent } from './rates-confirm.tsx';
import { RatesTable } from './rates-table.tsx';
import { useReferenceRatesScreen, type RateValues } from './use-reference-rates-screen.ts';

const SOURCE_MAX = 100;

export const ReferenceRatesScreen = () => {
  const { t } = useTranslation('rates');
  const { t: tCommon } = useTranslation('common');
  const {
    data,
    error,
    isFetching,
    isPending,
    refetch,
    canEdit,
    form,
    editing,
    pending,
    typed,
    rows,
    saving,
    onEdit,
    onCancelEdit,
    onReview,
    onSave,
    onCloseConfirm,
  } = useReferenceRatesScreen();

  const page = { testId: 'rates-screen', title: t('title'), description: t('intro') };

  if (!data) {
    return (
      <PageContainer {...page}>
        <Card>
          {error ? (
            <Result
              status="error"
              title={tCommon('loadFailed')}
              subTitle={error.message}
              data-testid="rates-error"
              extra={
                <Button type="primary" onClick={() => void refetch()} loading={isFetching}>
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

  const changedMeanwhile = editing !== null && editing.asOf !== data.asOf;

  return (
    <PageContainer
      {...page}
      actions={
        editing ? (
          <>
            <Button onClick={onCancelEdit} disabled={saving} data-testid="rates-cancel">
              {tCommon('cancel')}
            </Button>
            <Button type="primary" onClick={() => form.submit()} data-testid="rates-review">
              {t('review')}
            </Button>
          </>
        ) : (
          <>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void refetch()}
              loading={isFetching && !isPending}
              aria-label={tCommon('refresh')}
            />
            {canEdit && (
              <Button
                type="primary"
                icon={<EditOutlined />}
                onClick={onEdit}
                data-testid="rates-edit"
              >
                {t('edit')}
              </Button>
            )}
          </>
        )
      }
    >
      <Card>
        <Flex vertical gap={16}>
          {error && (
            <Alert
              type="error"
              showIcon
              title={tCommon('loadFailed')}
              description={error.message}
              action={<Button onClick={() => void refetch()}>{tCommon('retry')}</Button>}
            />
          )}
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              {
                key: 'asOf',
                label: t('asOf'),
                children: <span data-testid="rates-as-of">{formatDateTime(data.asOf)}</span>,
              },
              {
                key: 'source',
                label: t('source'),
                children: (
                  <span data-testid="rates-source">
                    {data.source === BUILT_IN_RATES_SOURCE ? t('builtInSource') : data.source}
                  </span>
                ),
              },
              {
                key: 'updatedBy',
                label: t('updatedBy'),
                children: (
                  <span data-testid="rates-updated-by">
                    {data.updatedBy ?? t('initialDefaults')}
                  </span>
                ),
              },
            ]}
          />
          <Form<RateValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            disabled={saving}
            scrollToFirstError
            onFinish={onReview}
          >
            {editing && (
              <>
                <Alert type="info" showIcon title={t('editNote')} style={{ marginBottom: 16 }} />
                {changedMeanwhile && (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('changedMeanwhile', { time: formatDateTime(data.asOf) })}
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
            <RatesTable rows={rows} editing={editing} typed={typed} />
          </Form>
        </Flex>
      </Card>
      <Modal
        open={pending !== null}
        title={t('confirm.title')}
        okText={t('confirm.ok')}
        cancelText={tCommon('cancel')}
        okButtonProps={{ ...{ 'data-testid': 'rates-save' } }}
        confirmLoading={saving}
        onOk={() => void onSave()}
        onCancel={onCloseConfirm}
        destroyOnHidden
        width={560}
      >
        {pending && <ConfirmContent pending={pending} />}
      </Modal>
    </PageContainer>
  );
};
