// /limit/apply (spec applyQuota, "quota application"): the kind (`?kind=` preselects it), the
// amount in US dollars, the period (from today, at most a year: QUOTA_LIMITS.periodDays) and the
// evidence — effective trade contracts of the merchant and/or files (JPEG, PNG, PDF) — with a note.
// Every field is checked with ZApplyQuotaRequest as it is typed (apply-form.ts), the server's field
// problems go back onto their fields, and the application is sent with one Idempotency-Key per
// submission; the new quota's detail opens with "submitted, under review".
import { ArrowLeftOutlined } from '@ant-design/icons';
import { QUOTA_LIMITS, quotaToday, type Contract, type QuotaDetail } from '@tradebridge/contracts';
import { AmountInput, formatMoney } from '@tradebridge/ui';
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
  Row,
  Select,
  Typography,
  type FormRule,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { canAccess } from '../../../lib/access.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import {
  samePath,
  showSubmitFailure,
  useIssueText,
  type FieldPath,
} from '../../../lib/schema-rules.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useApplyQuota } from '../api/apply-quota.ts';
import { useContractChoices } from '../api/list-contract-choices.ts';
import { applyIssuesOf, applyRequestOf, type ApplyValues } from './apply-form.ts';
import { EvidenceFilesField } from './evidence-files-field.tsx';
import { QUOTA_KINDS, quotaKindOf } from './labels.ts';
import { quotaDetailPath } from './links.ts';

/** The form's name of a request path the server found wrong ("contractIds.0" → contractIds). */
const fieldOfPath = (path: string) => path.split('.')[0];

/** `rule(path, label)`: the problem of the request at `path`, in the user's words. */
const useApplyRules = () => {
  const text = useIssueText();
  return useCallback(
    (path: FieldPath, label: string): FormRule =>
      ({ getFieldsValue }) => ({
        validator: async () => {
          const issues = applyIssuesOf(applyRequestOf(getFieldsValue(true) as ApplyValues));
          const issue = issues.find((i) => samePath(i.path, path));
          if (issue) throw new Error(text(issue, label));
        },
      }),
    [text],
  );
};

const contractLabel = (contract: Contract) =>
  `${contract.contractNo} · ${formatMoney(contract.amount, contract.currency, { fixed: true })}`;

const ContractsField = ({
  value,
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  id?: string;
}) => {
  const { t } = useTranslation('quota');
  const user = useCurrentUser();
  const canSee = canAccess(user, { permission: 'contract:view' });
  const contracts = useContractChoices(canSee);
  let note: string | null = null;
  if (!canSee) note = t('apply.contractsHidden');
  else if (contracts.isError) note = t('apply.contractsFailed');
  else if (contracts.data?.length === 0) note = t('apply.contractsNone');
  return (
    <Flex vertical gap={4}>
      <Select
        id={id}
        mode="multiple"
        value={value}
        onChange={onChange}
        maxCount={QUOTA_LIMITS.contracts}
        disabled={!canSee}
        loading={canSee && contracts.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('apply.chooseContracts')}
        style={{ width: '100%' }}
        options={(contracts.data ?? []).map((contract) => ({
          value: contract.id,
          label: contractLabel(contract),
        }))}
        data-testid="quota-contracts-select"
      />
      {note ? (
        <Typography.Text
          type="secondary"
          style={{ fontSize: 12 }}
          data-testid="quota-contracts-note"
        >
          {note}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};

const ApplyForm = () => {
  const { t } = useTranslation('quota');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<ApplyValues>();
  const apply = useApplyQuota();
  const submission = useSubmissionKey('quota-apply');
  const rule = useApplyRules();
  const [problems, setProblems] = useState<string[]>([]);
  const validFrom = Form.useWatch('validFrom', form);

  const label = (name: keyof ApplyValues) => t(`fields.${name}`);
  const rules = (name: keyof ApplyValues): FormRule[] => [rule([name], label(name))];

  // The quotas' days are mainland China's: today is judged there, as the server does.
  const today = dayjs(quotaToday(new Date()));
  const fromToday: FormRule = {
    validator: async (_, value: Dayjs | null | undefined) => {
      if (value && value.isBefore(today, 'day')) throw new Error(t('apply.fromToday'));
    },
  };

  const onSubmit = async () => {
    setProblems([]);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const request = applyRequestOf(form.getFieldsValue(true) as ApplyValues);
    let quota: QuotaDetail;
    try {
      quota = await submission.send(request, apply.mutateAsync);
    } catch (error) {
      showSubmitFailure(form, error, fieldOfPath, setProblems);
      return;
    }
    void message.success(t('apply.submitted'));
    void navigate(quotaDetailPath(quota.quotaNo));
  };

  return (
    <Form<ApplyValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 760 }}
      initialValues={{
        kind: quotaKindOf(searchParams.get('kind')),
        contractIds: [],
        fileIds: [],
        note: '',
      }}
      onValuesChange={() => setProblems([])}
      data-testid="quota-apply-form"
    >
      <Typography.Paragraph type="secondary">{t('apply.intro')}</Typography.Paragraph>
      <Form.Item
        name="kind"
        label={label('kind')}
        required
        rules={rules('kind')}
        extra={t('apply.kindHint')}
      >
        <Radio.Group
          options={QUOTA_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          data-testid="quota-kind"
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={label('amount')}
        required
        rules={rules('amount')}
        style={{ maxWidth: 360 }}
      >
        <AmountInput suffix="USD" maxLength={20} data-testid="quota-amount" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="validFrom"
            label={label('validFrom')}
            required
            rules={[fromToday, ...rules('validFrom')]}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(day) => day.isBefore(today, 'day')}
              data-testid="quota-valid-from"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="validTo"
            label={label('validTo')}
            required
            dependencies={['validFrom']}
            rules={rules('validTo')}
            extra={t('apply.periodHint', { count: QUOTA_LIMITS.periodDays })}
          >
            <DatePicker
              style={{ width: '100%' }}
              defaultPickerValue={validFrom ?? undefined}
              data-testid="quota-valid-to"
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>{t('apply.evidence')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('apply.evidenceHint')}</Typography.Paragraph>
      <Form.Item
        name="contractIds"
        label={label('contractIds')}
        rules={rules('contractIds')}
        extra={t('apply.contractsHint', { count: QUOTA_LIMITS.contracts })}
      >
        <ContractsField />
      </Form.Item>
      <Form.Item
        name="fileIds"
        label={label('fileIds')}
        dependencies={['contractIds']}
        rules={rules('fileIds')}
        extra={t('apply.filesHint', { count: QUOTA_LIMITS.files })}
      >
        <EvidenceFilesField
          max={QUOTA_LIMITS.files}
          labelOf={(n) => t('apply.fileN', { n })}
          data-testid="quota-files-field"
        />
      </Form.Item>
      <Form.Item name="note" label={label('note')} rules={rules('note')}>
        <Input.TextArea
          maxLength={QUOTA_LIMITS.note}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          data-testid="quota-note"
        />
      </Form.Item>
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={problems.join('; ')}
          style={{ marginBottom: 16 }}
          data-testid="quota-problems"
        />
      ) : null}
      <Typography.Paragraph type="secondary">{t('apply.reviewHint')}</Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button
          type="primary"
          loading={apply.isPending}
          onClick={() => void onSubmit()}
          data-testid="quota-submit"
        >
          {t('apply.submit')}
        </Button>
        <Button onClick={() => void navigate(paths.limit)} data-testid="quota-cancel">
          {t('apply.cancel')}
        </Button>
      </Flex>
    </Form>
  );
};

export const ApplyQuotaScreen = () => {
  const { t } = useTranslation('quota');
  const navigate = useNavigate();
  return (
    <Card
      title={t('apply.title')}
      data-testid="quota-apply-screen"
      extra={
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(paths.limit)}
          data-testid="quota-back"
        >
          {t('back')}
        </Button>
      }
    >
      <ApplyForm />
    </Card>
  );
};
