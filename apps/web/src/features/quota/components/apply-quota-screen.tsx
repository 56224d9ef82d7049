// /limit/apply (spec applyQuota, "quota application"): the kind (`?kind=` preselects it), the
// amount in US dollars, the period (from today, at most a year: QUOTA_LIMITS.periodDays) and the
// evidence — effective trade contracts of the merchant and/or files (JPEG, PNG, PDF) — with a note.
// Every field is checked with ZApplyQuotaRequest as it is typed (apply-form.ts), the server's field
// problems go back onto their fields, and the application is sent with one Idempotency-Key per
// submission; the new quota's detail opens with "submitted, under review" (use-apply-quota-form.ts).
import { QUOTA_LIMITS } from '@tradebridge/contracts';
import { AmountInput } from '@tradebridge/ui';
import { Col, DatePicker, Form, Input, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FormPageCard } from '../../../components/form-page.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import type { ApplyValues } from './apply-form.ts';
import { ContractsField } from './contracts-field.tsx';
import { EvidenceFilesField } from './evidence-files-field.tsx';
import { QUOTA_KINDS } from './labels.ts';
import { useApplyQuotaForm } from './use-apply-quota-form.ts';

const ApplyForm = () => {
  const { t } = useTranslation('quota');
  const f = useApplyQuotaForm();
  const { label, rules } = f;

  return (
    <RecordForm<ApplyValues>
      state={f}
      testId="quota"
      formTestId="quota-apply-form"
      maxWidth={760}
      submitLabel={t('apply.submit')}
      cancelLabel={t('apply.cancel')}
      beforeActions={
        <Typography.Paragraph type="secondary">{t('apply.reviewHint')}</Typography.Paragraph>
      }
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
            rules={[f.fromToday, ...rules('validFrom')]}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={f.isBeforeToday}
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
              defaultPickerValue={f.validFrom ?? undefined}
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
    </RecordForm>
  );
};

export const ApplyQuotaScreen = () => {
  const { t } = useTranslation('quota');
  const navigate = useNavigate();
  return (
    <FormPageCard
      title={t('apply.title')}
      testId="quota-apply-screen"
      back={{ label: t('back'), onClick: () => void navigate(paths.limit), testId: 'quota-back' }}
    >
      <ApplyForm />
    </FormPageCard>
  );
};
