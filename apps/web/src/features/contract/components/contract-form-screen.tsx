// /contract/add and /contract/edit?id= (spec trade contract, §5 rules): every field of
// ZAddContractRequest checked as it is typed with the schema the server parses it with — the
// contract number up to 50 characters with a counter, the validity period including today, the
// contract file, and the PI file once the user says there is one. The server's field problems go
// back onto their fields. A refused contract shows the reviewer's reason and is sent again for
// review; a new one is sent with one Idempotency-Key per submission (use-contract-form.ts).
import { ReloadOutlined } from '@ant-design/icons';
import { CURRENCY_CODES, LIMITS, type ContractDetail } from '@tradebridge/contracts';
import { AmountInput, isApiError } from '@tradebridge/ui';
import {
  Button,
  Col,
  DatePicker,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { CountrySelect } from '../../../components/country-select.tsx';
import { LoadingSkeleton } from '../../../components/detail-states.tsx';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { FormPageCard, NotEditableResult } from '../../../components/form-page.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import { useContract } from '../api/get-contract.ts';
import type { ContractValues } from './contract-form.ts';
import { CONTRACT_TYPES, TRADE_TYPE_NAMES, TRADE_TYPES } from './labels.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { contractDetailPath } from './links.ts';
import { FormField } from './form-field.tsx';
import { useContractForm } from './use-contract-form.ts';

const MAX_TRADING_COUNTRIES = 20;

const ContractForm = ({ contract }: { contract?: ContractDetail }) => {
  const { t } = useTranslation('contract');
  const f = useContractForm(contract);
  const { item, field } = f;

  return (
    <RecordForm<ContractValues>
      state={f}
      testId="contract"
      refusal={contract?.reason ? { title: t('form.refused'), reason: contract.reason } : undefined}
      submitLabel={contract ? t('form.resubmit') : t('form.submit')}
      cancelLabel={t('form.cancel')}
      beforeActions={
        <Typography.Paragraph type="secondary">{t('form.reviewHint')}</Typography.Paragraph>
      }
    >
      <Row gutter={16}>
        <FormField {...item('contractNo')}>
          <Input
            count={{ show: true, max: LIMITS.contractNumberMaxLength }}
            placeholder={t('form.contractNoPlaceholder')}
            data-testid="contract-contractNo"
          />
        </FormField>
        <FormField {...item('contractType')}>
          <Select
            placeholder={t('form.choose')}
            options={codeOptions(CONTRACT_TYPES, (type) => t(`contractType.${type}`))}
            data-testid="contract-contractType"
          />
        </FormField>
        <FormField {...item('buyerName')}>
          <Input maxLength={140} data-testid="contract-buyerName" />
        </FormField>
        <FormField {...item('buyerCountry')}>
          <CountrySelect placeholder={t('form.choose')} data-testid="contract-buyerCountry" />
        </FormField>
        <FormField {...item('tradeType')}>
          <Radio.Group
            optionType="button"
            options={codeOptions(TRADE_TYPES, (type) => t(`tradeType.${TRADE_TYPE_NAMES[type]}`))}
            data-testid="contract-tradeType"
          />
        </FormField>
        <FormField {...item('tradingCountries')} extra={t('form.tradingCountriesHint')}>
          <CountrySelect
            mode="multiple"
            maxCount={MAX_TRADING_COUNTRIES}
            placeholder={t('form.choose')}
            data-testid="contract-tradingCountries"
          />
        </FormField>
        <FormField span={{ xs: 24 }} {...item('tradingParty')} extra={t('form.tradingPartyHint')}>
          <Input maxLength={140} data-testid="contract-tradingParty" />
        </FormField>
        <FormField span={{ xs: 24, md: 8 }} {...item('currency')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('form.choose')}
            options={codeOptions(CURRENCY_CODES, (code) => code)}
            onChange={f.onCurrency}
            data-testid="contract-currency"
          />
        </FormField>
        <FormField span={{ xs: 24, md: 16 }} {...item('amount')} dependencies={['currency']}>
          <AmountInput suffix={f.currency} maxLength={32} data-testid="contract-amount" />
        </FormField>
        <FormField
          span={{ xs: 24 }}
          name="validity"
          label={field('validity')}
          extra={t('form.validityHint')}
          required
          rules={[f.validityRule]}
        >
          <DatePicker.RangePicker
            style={{ width: '100%', maxWidth: 420 }}
            data-testid="contract-validity"
          />
        </FormField>
        <FormField {...item('contractFileId')} extra={t('form.fileHint')}>
          <FileUploadField label={field('contractFileId')} data-testid="contract-file" />
        </FormField>
        <Col xs={24} md={12}>
          <Form.Item name="hasPi" label={field('hasPi')} valuePropName="checked">
            <Switch data-testid="contract-hasPi" />
          </Form.Item>
          {f.hasPi ? (
            <Form.Item
              name="piFileId"
              label={field('piFileId')}
              extra={t('form.fileHint')}
              required
              dependencies={['hasPi']}
              rules={[f.piFileRule]}
            >
              <FileUploadField label={field('piFileId')} data-testid="contract-pi-file" />
            </Form.Item>
          ) : null}
        </Col>
      </Row>
    </RecordForm>
  );
};

/** `?id=`: the contract to correct, once loaded, while the server lets it be edited. */
const EditBody = ({ contractId }: { contractId: string }) => {
  const { t } = useTranslation('contract');
  const navigate = useNavigate();
  const contract = useContract(contractId);
  if (contract.isPending) return <LoadingSkeleton testId="contract-form-loading" />;
  if (contract.isError)
    return (
      <Result
        status={isApiError(contract.error) && contract.error.code === 'NOT_FOUND' ? '404' : 'error'}
        title={t('detail.loadFailed')}
        subTitle={contract.error.message}
        data-testid="contract-form-failed"
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void contract.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  if (!contract.data.actions.includes('edit'))
    return (
      <NotEditableResult
        title={t('form.notEditable')}
        testId="contract-not-editable"
        action={{
          label: t('form.toContract'),
          onClick: () => void navigate(contractDetailPath(contractId)),
        }}
      />
    );
  // Read again after a change meanwhile, the form keeps what was typed and sends the new version.
  return <ContractForm contract={contract.data} />;
};

const FormScreen = ({ contractId }: { contractId: string | null }) => {
  const { t } = useTranslation('contract');
  const navigate = useNavigate();
  return (
    <FormPageCard
      title={contractId ? t('form.editTitle') : t('form.addTitle')}
      testId="contract-form-screen"
      back={{ label: t('backToContracts'), onClick: () => void navigate(paths.contract) }}
    >
      {contractId ? <EditBody contractId={contractId} /> : <ContractForm />}
    </FormPageCard>
  );
};

export const ContractAddScreen = () => <FormScreen contractId={null} />;

export const ContractEditScreen = () => {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const { t } = useTranslation('contract');
  if (!id) return <Result status="404" title={t('detail.notFound')} />;
  return <FormScreen contractId={id} />;
};
