// /pay/approvals: the merchant's approval rules of payments (maker-checker, beyond the spec). The
// main user names the approvers among the team's active users and up to PAYOUT_LIMITS.bands amount
// bands: from an order's value in US dollars (at the platform's reference rates) it needs one or two
// approvals, never from the user who submitted it. Each band is checked as it is typed with
// ZApprovalPolicyRequest (what the server parses); the server's field problems go onto their
// fields. Everyone else sees the rules as they are.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  MemberState,
  PAYOUT_LIMITS,
  ZApprovalPolicyRequest,
  type ApprovalPolicy,
  type ApprovalPolicyRequest,
} from '@tradebridge/contracts';
import { AmountInput, formatDateTime, formatMoney } from '@tradebridge/ui';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Radio,
  Select,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { DetailStates } from '../../../components/detail-states.tsx';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { showSubmitFailure, useSchemaRules } from '../../../lib/schema-rules.ts';
import { usePolicy } from '../api/get-policy.ts';
import { useMemberChoices } from '../api/list-members.ts';
import { useSetPolicy } from '../api/set-policy.ts';
import { BackLink } from '../../../components/back-link.tsx';

type BandValues = { from?: string; approvals?: 1 | 2 };
export type PolicyValues = { approverIds?: string[]; bands?: BandValues[] };

/** The request the values make: bands as typed (the schema says what is wrong with them). */
export const policyRequestOf = (values: PolicyValues): ApprovalPolicyRequest => ({
  approverIds: values.approverIds ?? [],
  bands: (values.bands ?? []).map((band) => ({
    from: (band.from ?? '').trim(),
    approvals: band.approvals ?? 1,
  })) as ApprovalPolicyRequest['bands'],
});

/** A problem's field: an approver's path names the approvers' select. */
const fieldOfRequestPath = (path: string) =>
  path.startsWith('approverIds') ? 'approverIds' : path;

const valuesOf = (policy: ApprovalPolicy): PolicyValues => ({
  approverIds: policy.approvers.map((a) => a.id),
  bands: policy.bands.map((band) => ({ from: band.from, approvals: band.approvals })),
});

/** Who changed the rules last, and when. */
const LastChange = ({ policy }: { policy: ApprovalPolicy }) => {
  const { t } = useTranslation('payout');
  if (!policy.updatedAt) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="policy-updated">
      {t('policy.updated', {
        actor: policy.updatedBy ?? '--',
        time: formatDateTime(policy.updatedAt),
      })}
    </Typography.Text>
  );
};

const PolicyView = ({ policy }: { policy: ApprovalPolicy }) => {
  const { t } = useTranslation('payout');
  return (
    <Flex vertical gap={16} data-testid="policy-view">
      <Alert type="info" showIcon title={t('policy.readOnly')} data-testid="policy-read-only" />
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'approvers',
            label: t('policy.approvers'),
            children: (
              <span data-testid="policy-approvers">
                {policy.approvers.length > 0
                  ? policy.approvers.map((a) => a.name).join(', ')
                  : t('policy.noApprovers')}
              </span>
            ),
          },
          {
            key: 'bands',
            label: t('policy.bands'),
            children:
              policy.bands.length > 0 ? (
                <Flex vertical gap={2} data-testid="policy-bands">
                  {policy.bands.map((band) => (
                    <span key={band.from} data-testid="policy-band">
                      {t('policy.bandLine', {
                        from: formatMoney(band.from, 'USD'),
                        count: band.approvals,
                      })}
                    </span>
                  ))}
                </Flex>
              ) : (
                <span data-testid="policy-bands">{t('policy.noBands')}</span>
              ),
          },
        ]}
      />
      <LastChange policy={policy} />
    </Flex>
  );
};

const PolicyForm = ({ policy }: { policy: ApprovalPolicy }) => {
  const { t } = useTranslation('payout');
  const { message } = App.useApp();
  const [form] = Form.useForm<PolicyValues>();
  const save = useSetPolicy();
  const members = useMemberChoices(true);
  const rule = useSchemaRules(ZApprovalPolicyRequest, policyRequestOf);
  const [problems, setProblems] = useState<string[]>([]);

  const onSave = async () => {
    setProblems([]);
    let values: PolicyValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const saved = await save.mutateAsync(policyRequestOf(values));
      form.setFieldsValue(valuesOf(saved));
    } catch (error) {
      showSubmitFailure(form, error, fieldOfRequestPath, setProblems);
      return;
    }
    void message.success(t('policy.saved'));
  };

  // Active users can approve; one already named stays shown by the name the rules keep.
  const chosen = new Map(policy.approvers.map((a) => [a.id, a.name]));
  const options = [
    ...(members.data ?? [])
      .filter((m) => m.state === MemberState.Normal || chosen.has(m.id))
      .map((m) => ({
        value: m.id,
        label: m.adminFlag ? t('policy.mainUser', { name: m.name }) : m.name,
      })),
    ...[...chosen]
      .filter(([id]) => !members.data?.some((m) => m.id === id))
      .map(([id, name]) => ({ value: id, label: name })),
  ];

  return (
    <Form<PolicyValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 720 }}
      initialValues={valuesOf(policy)}
      onValuesChange={() => setProblems([])}
      data-testid="policy-form"
    >
      <Form.Item
        name="approverIds"
        label={t('policy.approvers')}
        extra={t('policy.approversHint')}
        rules={[rule(['approverIds'], t('policy.approvers'))]}
      >
        <Select
          mode="multiple"
          allowClear
          maxCount={PAYOUT_LIMITS.approvers}
          loading={members.isPending}
          placeholder={t('policy.chooseApprovers')}
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          data-testid="policy-approver-select"
        />
      </Form.Item>
      <Form.Item label={t('policy.bands')} extra={t('policy.bandsHint')}>
        <Form.List name="bands">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={12} align="start" wrap data-testid="policy-band-row">
                  <Form.Item
                    name={[field.name, 'from']}
                    label={t('policy.from')}
                    dependencies={fields
                      .filter((_, i) => i !== index)
                      .map((other) => ['bands', other.name, 'from'])}
                    rules={[rule(['bands', index, 'from'], t('policy.from'))]}
                    style={{ marginBottom: 0, minWidth: 200 }}
                  >
                    <AmountInput suffix="USD" maxLength={16} data-testid="policy-band-from" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'approvals']}
                    label={t('policy.approvals')}
                    dependencies={['approverIds']}
                    rules={[rule(['bands', index, 'approvals'], t('policy.approvals'))]}
                    style={{ marginBottom: 0 }}
                  >
                    <Radio.Group data-testid="policy-band-approvals">
                      <Radio value={1}>{t('policy.approvalsCount', { count: 1 })}</Radio>
                      <Radio value={2}>{t('policy.approvalsCount', { count: 2 })}</Radio>
                    </Radio.Group>
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('policy.removeBand')}
                    style={{ marginTop: 30 }}
                    onClick={() => remove(field.name)}
                    data-testid="policy-band-remove"
                  />
                </Flex>
              ))}
              {fields.length < PAYOUT_LIMITS.bands ? (
                <Button
                  icon={<PlusOutlined />}
                  style={{ alignSelf: 'start' }}
                  onClick={() => add({ approvals: 1 })}
                  data-testid="policy-band-add"
                >
                  {t('policy.addBand')}
                </Button>
              ) : null}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={problems.join('; ')}
          style={{ marginBottom: 16 }}
          data-testid="policy-problems"
        />
      ) : null}
      <Flex gap={12} align="center" wrap>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => void onSave()}
          data-testid="policy-save"
        >
          {t('policy.save')}
        </Button>
        <LastChange policy={policy} />
      </Flex>
    </Form>
  );
};

export const ApprovalPolicyScreen = () => {
  const { t } = useTranslation('payout');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const policy = usePolicy();
  return (
    <Card
      title={t('policy.title')}
      data-testid="policy-screen"
      extra={
        <BackLink onClick={() => void navigate(paths.pay)} testId="policy-back">
          {t('policy.back')}
        </BackLink>
      }
    >
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {t('policy.intro')}
      </Typography.Paragraph>
      <DetailStates
        id="policy"
        query={policy}
        testId="policy"
        notFoundTitle={t('policy.loadFailed')}
        failedTitle={t('policy.loadFailed')}
      >
        {(data) => (user.adminFlag ? <PolicyForm policy={data} /> : <PolicyView policy={data} />)}
      </DetailStates>
    </Card>
  );
};
