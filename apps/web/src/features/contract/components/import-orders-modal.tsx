// Importing a contract's orders from the XLSX template: download the template (headers in the
// user's language), upload a filled one (file/upload.json?kind=sheet), see what the check found
// (rows, valid, invalid, the valid rows' total and each problem by row and column), download the
// error file, then import every row — or, when some are bad and the user chooses so, only the
// valid ones (skipInvalid). Each of the two imports is its own user action with its own
// Idempotency-Key; the result says what was imported and skipped. A file the server cannot read
// (ORDER_IMPORT_INVALID) is said in the server's words.
import { CheckCircleOutlined, DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import {
  ZOrderFields,
  type Currency,
  type ImportCheck,
  type ImportResult,
} from '@tradebridge/contracts';
import { formatMoney, WIDE_TABLE } from '@tradebridge/ui';
import { Alert, Button, Card, Flex, Modal, Result, Steps, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { Figures } from './figures.tsx';
import { useImportFlow } from './use-import-flow.ts';

/** The columns of the template, as the check names them: an order's fields. */
const COLUMNS = new Set(Object.keys(ZOrderFields.shape));

const CheckSummary = ({ check, currency }: { check: ImportCheck; currency: Currency }) => {
  const { t } = useTranslation('contract');
  return (
    <Figures
      span={{ xs: 12, md: 6 }}
      data-testid="import-summary"
      figures={[
        { title: t('import.rows'), value: check.rows, 'data-testid': 'import-rows' },
        {
          title: t('import.valid'),
          value: check.valid,
          color: '#389e0d',
          'data-testid': 'import-valid',
        },
        {
          title: t('import.invalid'),
          value: check.invalid,
          ...(check.invalid > 0 ? { color: '#cf1322' } : {}),
          'data-testid': 'import-invalid',
        },
        {
          title: t('import.validTotal'),
          value: formatMoney(check.validTotal, currency, { fixed: true }),
          wide: true,
          'data-testid': 'import-valid-total',
        },
      ]}
    />
  );
};

const Problems = ({ check }: { check: ImportCheck }) => {
  const { t } = useTranslation('contract');
  return (
    <Table
      size="small"
      rowKey={(p) => `${p.row}-${p.field}-${p.message}`}
      dataSource={check.problems}
      {...WIDE_TABLE}
      pagination={check.problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      data-testid="import-problems"
      columns={[
        { title: t('import.row'), dataIndex: 'row', width: 72 },
        {
          title: t('import.field'),
          dataIndex: 'field',
          width: 160,
          render: (field: string) => (COLUMNS.has(field) ? t(`order.${field}`) : field),
        },
        { title: t('import.message'), dataIndex: 'message' },
      ]}
    />
  );
};

/** What the import did: the rows imported and skipped, and their total. */
const ImportDone = ({
  result,
  currency,
  onClose,
}: {
  result: ImportResult;
  currency: Currency;
  onClose: () => void;
}) => {
  const { t } = useTranslation('contract');
  return (
    <Result
      status="success"
      icon={<CheckCircleOutlined />}
      title={t('import.done', { count: result.imported })}
      subTitle={
        <span data-testid="import-result">
          {result.skipped > 0
            ? t('import.doneSkipped', {
                count: result.skipped,
                total: formatMoney(result.total, currency, { fixed: true }),
              })
            : t('import.doneTotal', {
                total: formatMoney(result.total, currency, { fixed: true }),
              })}
        </span>
      }
      extra={
        <Button type="primary" onClick={onClose} data-testid="import-close">
          {t('import.close')}
        </Button>
      }
    />
  );
};

/** What the check found, and the imports it allows. */
const CheckCard = ({
  checked,
  currency,
  flow,
}: {
  checked: ImportCheck;
  currency: Currency;
  flow: ReturnType<typeof useImportFlow>;
}) => {
  const { t } = useTranslation('contract');
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <FileExcelOutlined />
          {t('import.checkTitle')}
        </Flex>
      }
      data-testid="import-check"
    >
      <Flex vertical gap={16}>
        <CheckSummary check={checked} currency={currency} />
        {checked.invalid > 0 ? (
          <>
            <Alert
              type="warning"
              showIcon
              title={t('import.hasErrors', { count: checked.invalid })}
              description={
                checked.problems.length < checked.invalid
                  ? t('import.firstProblems', { count: checked.problems.length })
                  : undefined
              }
            />
            <Problems check={checked} />
          </>
        ) : (
          <Alert type="success" showIcon title={t('import.allValid')} />
        )}
        <Flex gap={8} wrap>
          {checked.invalid > 0 ? (
            <>
              <Button
                icon={<DownloadOutlined />}
                loading={flow.errorFile.isDownloading}
                onClick={flow.onErrorFile}
                data-testid="import-error-file"
              >
                {t('import.errorFile')}
              </Button>
              <Button
                type="primary"
                disabled={checked.valid === 0}
                loading={flow.importing}
                onClick={() => flow.onImport(true)}
                data-testid="import-valid-rows"
              >
                {t('import.importValid', { count: checked.valid })}
              </Button>
            </>
          ) : (
            <Button
              type="primary"
              loading={flow.importing}
              onClick={() => flow.onImport(false)}
              data-testid="import-all"
            >
              {t('import.importAll', { count: checked.valid })}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
};

const ImportFlow = ({
  contractId,
  currency,
  onClose,
}: {
  contractId: string;
  currency: Currency;
  onClose: () => void;
}) => {
  const { t } = useTranslation('contract');
  const flow = useImportFlow(contractId);
  const { template, errorFile, checked, refusal, result } = flow;

  return (
    <Flex vertical gap={16}>
      <Steps
        size="small"
        current={flow.step}
        responsive={false}
        items={[
          { title: t('import.stepUpload') },
          { title: t('import.stepCheck') },
          { title: t('import.stepDone') },
        ]}
      />
      {result ? (
        <ImportDone result={result} currency={currency} onClose={onClose} />
      ) : (
        <>
          <Card size="small" title={t('import.templateTitle')}>
            <Flex vertical gap={8} align="start">
              <Typography.Text type="secondary">{t('import.templateHint')}</Typography.Text>
              <Button
                icon={<DownloadOutlined />}
                loading={template.isDownloading}
                onClick={() => void template.downloadTemplate()}
                data-testid="import-template"
              >
                {t('import.template')}
              </Button>
            </Flex>
          </Card>
          <Card size="small" title={t('import.fileTitle')}>
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">{t('import.fileHint')}</Typography.Text>
              <FileUploadField
                value={flow.fileId}
                onChange={flow.onFile}
                kinds={['sheet']}
                label={t('import.file')}
                data-testid="import-file"
              />
            </Flex>
          </Card>
          {flow.checking ? (
            <Alert
              type="info"
              showIcon
              title={t('import.checking')}
              data-testid="import-checking"
            />
          ) : null}
          {refusal ? (
            <Alert type="error" showIcon title={refusal} data-testid="import-refusal" />
          ) : null}
          {checked ? <CheckCard checked={checked} currency={currency} flow={flow} /> : null}
        </>
      )}
      {template.overlay}
      {errorFile.overlay}
    </Flex>
  );
};

export const ImportOrdersModal = ({
  target,
  onClose,
}: {
  target: { contractId: string; currency: Currency } | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('contract');
  return (
    <Modal
      open={target !== null}
      width={880}
      title={t('import.title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="import-modal"
    >
      {target ? <ImportFlow {...target} onClose={onClose} /> : null}
    </Modal>
  );
};
