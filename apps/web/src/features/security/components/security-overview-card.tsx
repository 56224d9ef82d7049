// The account centre's security overview: each protection (login password, payment password,
// authenticator, dual verification) with its state and what the user can do about it, and a
// preview of what a payment confirmation will ask.
import { formatDateTime } from '@tradebridge/ui';
import {
  CheckCircleFilled,
  ExclamationCircleFilled,
  KeyOutlined,
  LockOutlined,
  MobileOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  List,
  Modal,
  Skeleton,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { SecurityFlags } from '@tradebridge/contracts';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { PaymentConfirmModal } from '../../../components/payment-confirm/index.ts';
import { PinInput } from '../../../components/pin-input.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { useSecurityFlags } from '../api/get-security-flags.ts';
import { useSetDualVerification } from '../api/set-dual-verification.ts';

/** The sample a preview shows; nothing is sent. */
export const PREVIEW_TOTAL = { total: '1000.00', currency: 'USD' } as const;

const StateTag = ({ on, onText, offText }: { on: boolean; onText: string; offText: string }) =>
  on ? (
    <Tag color="success" icon={<CheckCircleFilled />}>
      {onText}
    </Tag>
  ) : (
    <Tag color="warning" icon={<ExclamationCircleFilled />}>
      {offText}
    </Tag>
  );

const DualVerificationSwitch = ({ enabled, allowed }: { enabled: boolean; allowed: boolean }) => {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const [asking, setAsking] = useState(false);
  const [form] = Form.useForm<{ payPwd: string }>();
  const { mutate, isPending } = useSetDualVerification();
  const label = t('pin.current');
  const onOk = async () => {
    let values: { payPwd: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    mutate(
      { enabled: !enabled, payPwd: values.payPwd },
      {
        onSuccess: () => {
          setAsking(false);
          void message.success(enabled ? t('dual.turnedOff') : t('dual.turnedOn'));
        },
        onError: (error) =>
          applyFormError(form, error, {
            codeToField: {
              PAY_PWD_WRONG: 'payPwd',
              PAY_LOCKED: 'payPwd',
              SECURITY_NOT_SET: 'payPwd',
            },
          }),
      },
    );
  };
  const control = (
    <Switch
      checked={enabled}
      disabled={!allowed && !enabled}
      onChange={() => setAsking(true)}
      data-testid="dual-verification-switch"
    />
  );
  return (
    <>
      {allowed || enabled ? control : <Tooltip title={t('dual.needsBoth')}>{control}</Tooltip>}
      <Modal
        open={asking}
        title={enabled ? t('dual.offTitle') : t('dual.onTitle')}
        okText={enabled ? t('dual.turnOff') : t('dual.turnOn')}
        okButtonProps={{
          loading: isPending,
          danger: enabled,
          'data-testid': 'dual-verification-ok',
        }}
        onOk={() => void onOk()}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {enabled ? t('dual.offBody') : t('dual.onBody')}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="payPwd"
            label={label}
            validateFirst
            rules={[
              { required: true, message: tc('validation.required', { field: label }) },
              { pattern: /^\d{6}$/, message: t('pin.rule') },
            ]}
          >
            <PinInput autoComplete="off" data-testid="dual-verification-pin" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};

type Row = {
  key: string;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  state: ReactNode;
  actions: ReactNode[];
};

const scrollToLoginPassword = () =>
  document
    .querySelector('[data-testid="change-password-card"]')
    ?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** Each protection with its state and what the user can do about it. */
const protectionRows = (t: TFunction<'security'>, data: SecurityFlags): Row[] => [
  {
    key: 'loginPassword',
    icon: <KeyOutlined />,
    title: t('overview.loginPassword'),
    description: t('overview.loginPasswordHint'),
    state: (
      <StateTag on={data.loginPassword} onText={t('overview.set')} offText={t('overview.notSet')} />
    ),
    actions: [
      <Button key="change" type="link" onClick={scrollToLoginPassword}>
        {t('overview.change')}
      </Button>,
    ],
  },
  {
    key: 'payPassword',
    icon: <LockOutlined />,
    title: t('overview.payPassword'),
    description: data.payLockedUntil ? (
      <Typography.Text type="danger">
        {t('overview.payLocked', { until: formatDateTime(data.payLockedUntil) })}
      </Typography.Text>
    ) : (
      t('overview.payPasswordHint')
    ),
    state: (
      <StateTag on={data.payPassword} onText={t('overview.set')} offText={t('overview.notSet')} />
    ),
    actions: data.payPassword
      ? [
          <Link key="change" to={paths.security.password} data-testid="pay-pwd-change">
            {t('overview.change')}
          </Link>,
          <Link key="forgot" to={paths.security.forgotPwd} data-testid="pay-pwd-forgot">
            {t('payPwd.forgot')}
          </Link>,
        ]
      : [
          <Link key="set" to={paths.security.setPwd} data-testid="pay-pwd-set">
            {t('overview.setNow')}
          </Link>,
        ],
  },
  {
    key: 'authenticator',
    icon: <MobileOutlined />,
    title: t('overview.authenticator'),
    description: t('overview.authenticatorHint'),
    state: (
      <StateTag
        on={data.authenticator}
        onText={t('overview.bound')}
        offText={t('overview.notBound')}
      />
    ),
    actions: [
      <Link key="mfa" to={paths.security.authInfo} data-testid="mfa-manage">
        {data.authenticator ? t('overview.manage') : t('overview.bindNow')}
      </Link>,
    ],
  },
  {
    key: 'dualVerification',
    icon: <SafetyOutlined />,
    title: t('overview.dualVerification'),
    description:
      data.payPassword && data.authenticator ? t('overview.dualHint') : t('dual.needsBoth'),
    state: (
      <StateTag on={data.dualVerification} onText={t('overview.on')} offText={t('overview.off')} />
    ),
    actions: [
      <DualVerificationSwitch
        key="switch"
        enabled={data.dualVerification}
        allowed={data.payPassword && data.authenticator}
      />,
    ],
  },
];

/** The protections' list, once the flags are there. */
const Protections = ({ data }: { data: SecurityFlags }) => {
  const { t } = useTranslation('security');
  return (
    <List
      itemLayout="horizontal"
      dataSource={protectionRows(t, data)}
      renderItem={(row) => (
        <List.Item actions={row.actions} data-testid={`protection-${row.key}`}>
          <List.Item.Meta
            avatar={<span style={{ fontSize: 20, color: '#1677ff' }}>{row.icon}</span>}
            title={
              <Flex gap={8} wrap align="center">
                <span>{row.title}</span>
                {row.state}
              </Flex>
            }
            description={row.description}
          />
        </List.Item>
      )}
    />
  );
};

export const SecurityOverviewCard = () => {
  const { t } = useTranslation('security');
  const { message } = App.useApp();
  const { data, isPending, isError, refetch } = useSecurityFlags();
  const [previewing, setPreviewing] = useState(false);

  const preview = (
    <Button onClick={() => setPreviewing(true)} data-testid="payment-preview" disabled={!data}>
      {t('preview.button')}
    </Button>
  );

  let body: ReactNode;
  if (isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (isError)
    body = (
      <LoadFailedAlert
        title={t('loadFailed')}
        onRetry={refetch}
        data-testid="security-overview-error"
      />
    );
  else body = <Protections data={data} />;

  return (
    <Card title={t('overview.title')} extra={preview} data-testid="security-overview">
      {body}
      <PaymentConfirmModal
        open={previewing}
        total={PREVIEW_TOTAL.total}
        currency={PREVIEW_TOTAL.currency}
        title={t('preview.title')}
        confirmText={t('preview.check')}
        onCancel={() => setPreviewing(false)}
        onConfirm={() => {
          // A preview: the answers were only checked for form; nothing is sent, no money moves.
          setPreviewing(false);
          void message.info({ content: t('preview.done'), duration: 6 });
          return Promise.resolve();
        }}
      />
    </Card>
  );
};
