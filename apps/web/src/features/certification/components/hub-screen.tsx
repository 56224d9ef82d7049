// /auth/realname (spec realname): the certification hub — its state and the account's, the
// progress, the reviewer's reason after a refusal or a request for materials, and the one thing to
// do next: choose enterprise or individual, continue the forms, check and confirm, sign the
// agreement, verify on a phone, replace materials, or wait for the review. The account manager is
// the contact for anything the merchant cannot solve here.
import {
  ApartmentOutlined,
  ArrowRightOutlined,
  CheckCircleFilled,
  EditOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  EntityType,
  STEPS_OF,
  type CertificationCase,
  type EntityType as EntityTypeCode,
} from '@tradebridge/contracts';
import { formatDateTime } from '@tradebridge/ui';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Result,
  Row,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AccountManagerDetails } from '../../../components/account-manager-details.tsx';
import { AccountStateTag } from '../../../components/account-state.tsx';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useChooseEntity } from '../api/choose-entity.ts';
import { caseScreen, nextKeyOf, nextPathOf, STEP_PATHS, type NextKey } from './case-progress.tsx';

const STATE_COLOURS: Record<number, string> = {
  0: 'processing',
  1: 'warning',
  2: 'success',
  3: 'error',
};

export const CertificationStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation('certification');
  return (
    <Tag
      color={STATE_COLOURS[state] ?? 'default'}
      data-testid="certification-state"
      data-state={state}
    >
      {t(`state.${state}`, { defaultValue: t('state.unknown') })}
    </Tag>
  );
};

const ChooseType = ({ kase }: { kase: CertificationCase }) => {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  const choose = useChooseEntity();
  // Awaited, not mutate's own callbacks: the choice changes the case, and this part of the hub
  // is gone before they would run.
  const onChoose = (entityType: EntityTypeCode) =>
    void choose
      .mutateAsync({ version: kase.version, entityType })
      .then((saved) => navigate(nextPathOf(saved)))
      .catch(() => undefined);
  const option = (entityType: EntityTypeCode, icon: ReactNode) => (
    <Col xs={24} md={12}>
      <Card
        hoverable
        onClick={() => onChoose(entityType)}
        data-testid={`choose-${entityType}`}
        style={{ height: '100%' }}
      >
        <Flex gap={16} align="flex-start">
          <span style={{ fontSize: 32, lineHeight: 1 }}>{icon}</span>
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t(`entityType.${entityType}`)}
            </Typography.Title>
            <Typography.Text type="secondary">{t(`choose.${entityType}`)}</Typography.Text>
            <Button
              type="primary"
              loading={choose.isPending && choose.variables?.entityType === entityType}
              style={{ alignSelf: 'flex-start', marginTop: 8 }}
              data-testid={`choose-${entityType}-button`}
            >
              {t('choose.start')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Col>
  );
  return (
    <Flex vertical gap={12} data-testid="choose-type">
      <Typography.Text>{t('choose.intro')}</Typography.Text>
      {choose.error ? (
        <Alert type="error" showIcon title={choose.error.message} data-testid="choose-problem" />
      ) : null}
      <Row gutter={[16, 16]}>
        {option(EntityType.Enterprise, <ApartmentOutlined />)}
        {option(EntityType.Individual, <UserOutlined />)}
      </Row>
    </Flex>
  );
};

/** The steps of the chosen type, each saved or still to fill, and a way to the other type. */
const FormSteps = ({
  kase,
  entityType,
}: {
  kase: CertificationCase;
  entityType: EntityTypeCode;
}) => {
  const { t } = useTranslation('certification');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const choose = useChooseEntity();
  const other =
    entityType === EntityType.Enterprise ? EntityType.Individual : EntityType.Enterprise;
  return (
    <Flex vertical gap={8}>
      <Flex
        vertical
        data-testid="form-steps"
        style={{
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {STEPS_OF[entityType].map((step, index) => {
          const missing = kase.missingSteps.includes(step);
          return (
            <Flex
              key={step}
              gap={8}
              align="center"
              justify="space-between"
              wrap
              data-testid={`form-step-${step}`}
              data-saved={!missing}
              style={{
                padding: '8px 16px',
                borderTop: index > 0 ? `1px solid ${token.colorBorderSecondary}` : undefined,
              }}
            >
              <Flex gap={8} align="center" wrap>
                {missing ? null : <CheckCircleFilled style={{ color: token.colorSuccess }} />}
                <Typography.Text>{t(`stage.${step}`)}</Typography.Text>
                <Typography.Text type="secondary">
                  {missing ? t('hub.toFill') : t('hub.saved')}
                </Typography.Text>
              </Flex>
              <Button
                type="link"
                icon={<EditOutlined />}
                onClick={() => void navigate(STEP_PATHS[step])}
                data-testid={`form-step-${step}-open`}
              >
                {missing ? t('hub.fill') : t('hub.edit')}
              </Button>
            </Flex>
          );
        })}
      </Flex>
      <Button
        type="link"
        style={{ alignSelf: 'flex-start', paddingInline: 0 }}
        loading={choose.isPending}
        onClick={() =>
          void choose
            .mutateAsync({ version: kase.version, entityType: other })
            .catch(() => undefined)
        }
        data-testid="switch-type"
      >
        {t(`hub.switchTo.${other}`)}
      </Button>
    </Flex>
  );
};

const RESULT_STATUS: Partial<Record<NextKey, 'success' | 'info' | 'error' | 'warning'>> = {
  review: 'info',
  activating: 'success',
  done: 'success',
  failed: 'error',
};

const NextAction = ({ kase }: { kase: CertificationCase }) => {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  const key = nextKeyOf(kase);
  if (key === 'choose') return <ChooseType kase={kase} />;

  const action =
    key === 'review' || key === 'activating' ? null : (
      <Button
        type="primary"
        icon={<ArrowRightOutlined />}
        onClick={() => void navigate(nextPathOf(kase))}
        data-testid="next-action"
      >
        {t(`next.${key}.action`)}
      </Button>
    );
  const description = t(`next.${key}.description`, {
    time: kase.submittedAt ? formatDateTime(kase.submittedAt) : '',
  });
  const status = RESULT_STATUS[key];
  if (status) {
    return (
      <Result
        status={status}
        title={t(`next.${key}.title`)}
        subTitle={description}
        extra={action}
        data-testid="next"
        data-next={key}
        style={{ paddingBlock: 24 }}
      />
    );
  }
  return (
    <Flex vertical gap={12} data-testid="next" data-next={key}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t(`next.${key}.title`)}
      </Typography.Title>
      <Typography.Text type="secondary">{description}</Typography.Text>
      {(key === 'forms' || key === 'check') && kase.entityType ? (
        <FormSteps kase={kase} entityType={kase.entityType} />
      ) : null}
      <div>{action}</div>
    </Flex>
  );
};

const HubBody = ({ kase }: { kase: CertificationCase }) => {
  const { t } = useTranslation('certification');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const showsReason = kase.reason && (kase.next === 'failed' || kase.next === 'materials');
  return (
    <Flex vertical gap={20}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          {
            key: 'state',
            label: t('hub.state'),
            children: <CertificationStateTag state={kase.state} />,
          },
          {
            key: 'account',
            label: t('hub.accountState'),
            children: <AccountStateTag state={kase.merchantState} />,
          },
          {
            key: 'type',
            label: t('hub.entityType'),
            children: kase.entityType ? t(`entityType.${kase.entityType}`) : t('hub.notChosen'),
          },
          ...(kase.submittedAt
            ? [
                {
                  key: 'submitted',
                  label: t('hub.submittedAt'),
                  children: formatDateTime(kase.submittedAt),
                },
              ]
            : []),
          ...(kase.decidedAt
            ? [
                {
                  key: 'decided',
                  label: t('hub.decidedAt'),
                  children: formatDateTime(kase.decidedAt),
                },
              ]
            : []),
        ]}
      />
      {showsReason ? (
        <Alert
          type={kase.next === 'failed' ? 'error' : 'warning'}
          showIcon
          title={t('hub.reason')}
          description={<span data-testid="reviewer-reason">{kase.reason}</span>}
        />
      ) : null}
      <NextAction kase={kase} />
      <Flex gap={8} wrap>
        {kase.entityType && !['forms', 'failed', 'done'].includes(kase.next) ? (
          <Button
            onClick={() => void navigate(paths.certification.checkInfo)}
            data-testid="to-check-info"
          >
            {t('hub.viewInfo')}
          </Button>
        ) : null}
        <Button onClick={() => void navigate(paths.home)} data-testid="hub-home">
          {t('hub.home')}
        </Button>
      </Flex>
      <Card size="small" title={t('hub.manager')} data-testid="hub-manager">
        <AccountManagerDetails manager={user.accountManager} />
      </Card>
    </Flex>
  );
};

export const CertificationHubScreen = caseScreen(
  { title: (t) => t('titles.hub'), testId: 'certification-hub' },
  HubBody,
);
