// /contract/add and /contract/edit?id= (spec trade contract, §5 rules): every field of
// ZAddContractRequest checked as it is typed with the schema the server parses it with — the
// contract number up to 50 characters with a counter, the validity period including today, the
// contract file, and the PI file once the user says there is one. The server's field problems go
// back onto their fields. A refused contract shows the reviewer's reason and is sent again for
// review; a new one is sent with one Idempotency-Key per submission.
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  CURRENCY_CODES,
  LIMITS,
  ZAddContractRequest,
  type ContractDetail,
} from '@tradebridge/contracts';
import { AmountInput, formatDate, isApiError } from '@tradebridge/ui';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Switch,
  Typography,
  type FormRule,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CountrySelect } from '../../../components/country-select.tsx';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { showSubmitFailure, useSchemaRules } from '../../../lib/schema-rules.ts';
import { useAddContract } from '../api/add-contract.ts';
import { useEditContract } from '../api/edit-contract.ts';
import { isStaleContract, useContract } from '../api/get-contract.ts';
import {
  contractRequestOf,
  contractValuesOf,
  fieldOfContractPath,
  validityProblem,
  type ContractValues,
} from './contract-form.ts';
import { CONTRACT_TYPES, TRADE_TYPE_NAMES, TRADE_TYPES, codeOptions } from './labels.ts';
import { contractDetailPath } from './links.ts';
import { FormField } from './form-field.tsx';
import { useSubmissionKey } from '../../../lib/submission-key.ts';

const MAX_TRADING_COUNTRIES = 20;

const ContractForm = ({ contract }: { contract?: ContractDetail }) => {
  const { t } = useTranslation('contract');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ContractValues>();
  const add = useAddContract();
  const edit = useEditContract();
  const submission = useSubmissionKey('contract-add');
  const rule = useSchemaRules(ZAddContractRequest, contractRequestOf);
  const [problems, setProblems] = useState<string[]>([]);
  const hasPi = Form.useWatch('hasPi', form);
  const currency = Form.useWatch('currency', form);

  const field = (name: keyof ContractValues) => t(`fields.${name}`);
  const rules = (name: keyof ContractValues): FormRule[] => [rule([name], field(name))];
  const item = (name: keyof ContractValues) => ({
    name,
    label: field(name),
    required: true,
    rules: rules(name),
  });

  const validityRule: FormRule = {
    validator: async (_, range: ContractValues['validity']) => {
      const problem = validityProblem(range);
      if (problem === 'required')
        throw new Error(tc('validation.required', { field: field('validity') }));
      if (problem === 'reversed') throw new Error(t('form.validityReversed'));
      if (problem === 'notYet')
        throw new Error(
          t('form.validityNotYet', { date: formatDate(range![0]!.format('YYYY-MM-DD')) }),
        );
      if (problem === 'expired')
        throw new Error(
          t('form.validityExpired', { date: formatDate(range![1]!.format('YYYY-MM-DD')) }),
        );
    },
  };

  const onFailed = (error: unknown) => {
    if (isStaleContract(error)) {
      void message.warning({ key: 'contract-changed', content: t('form.changed') });
      return;
    }
    showSubmitFailure(form, error, fieldOfContractPath, setProblems);
  };

  const onSubmit = async () => {
    setProblems([]);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const request = contractRequestOf(form.getFieldsValue(true) as ContractValues);
    let saved: ContractDetail;
    try {
      if (contract) {
        saved = await edit.mutateAsync({
          ...request,
          contractId: contract.id,
          version: contract.version,
        });
      } else {
        saved = await submission.send(request, add.mutateAsync);
      }
    } catch (error) {
      onFailed(error);
      return;
    }
    void message.success(contract ? t('form.saved') : t('form.submitted'));
    void navigate(contractDetailPath(saved.id));
  };

  return (
    <Form<ContractValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 960 }}
      initialValues={contract ? contractValuesOf(contract) : { hasPi: false, tradingCountries: [] }}
      onValuesChange={() => setProblems([])}
      data-testid="contract-form"
    >
      {contract?.reason ? (
        <Alert
          type="error"
          showIcon
          title={t('form.refused')}
          description={contract.reason}
          style={{ marginBottom: 16 }}
          data-testid="contract-refusal"
        />
      ) : null}
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
            onChange={() => void form.validateFields(['amount']).catch(() => undefined)}
            data-testid="contract-currency"
          />
        </FormField>
        <FormField span={{ xs: 24, md: 16 }} {...item('amount')} dependencies={['currency']}>
          <AmountInput suffix={currency} maxLength={32} data-testid="contract-amount" />
        </FormField>
        <FormField
          span={{ xs: 24 }}
          name="validity"
          label={field('validity')}
          extra={t('form.validityHint')}
          required
          rules={[validityRule]}
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
          {hasPi ? (
            <Form.Item
              name="piFileId"
              label={field('piFileId')}
              extra={t('form.fileHint')}
              required
              dependencies={['hasPi']}
              // The schema says so only once the rest of the request parses: said here at once.
              rules={[
                {
                  required: true,
                  message: tc('validation.required', { field: field('piFileId') }),
                },
              ]}
            >
              <FileUploadField label={field('piFileId')} data-testid="contract-pi-file" />
            </Form.Item>
          ) : null}
        </Col>
      </Row>
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={problems.join('; ')}
          style={{ marginBottom: 16 }}
          data-testid="contract-problems"
        />
      ) : null}
      <Typography.Paragraph type="secondary">{t('form.reviewHint')}</Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button
          type="primary"
          onClick={() => void onSubmit()}
          loading={add.isPending || edit.isPending}
          data-testid="contract-submit"
        >
          {contract ? t('form.resubmit') : t('form.submit')}
        </Button>
        <Button
          onClick={() => void navigate(contract ? contractDetailPath(contract.id) : paths.contract)}
          data-testid="contract-cancel"
        >
          {t('form.cancel')}
        </Button>
      </Flex>
    </Form>
  );
};

/** `?id=`: the contract to correct, once loaded, while the server lets it be edited. */
const EditBody = ({ contractId }: { contractId: string }) => {
  const { t } = useTranslation('contract');
  const navigate = useNavigate();
  const contract = useContract(contractId);
  if (contract.isPending)
    return (
      <div data-testid="contract-form-loading">
        <Skeleton active />
      </div>
    );
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
      <Result
        status="info"
        title={t('form.notEditable')}
        data-testid="contract-not-editable"
        extra={
          <Button type="primary" onClick={() => void navigate(contractDetailPath(contractId))}>
            {t('form.toContract')}
          </Button>
        }
      />
    );
  // Read again after a change meanwhile, the form keeps what was typed and sends the new version.
  return <ContractForm contract={contract.data} />;
};

const FormScreen = ({ contractId }: { contractId: string | null }) => {
  const { t } = useTranslation('contract');
  const navigate = useNavigate();
  return (
    <Card
      title={contractId ? t('form.editTitle') : t('form.addTitle')}
      data-testid="contract-form-screen"
      extra={
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(paths.contract)}
        >
          {t('backToContracts')}
        </Button>
      }
    >
      {contractId ? <EditBody contractId={contractId} /> : <ContractForm />}
    </Card>
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
