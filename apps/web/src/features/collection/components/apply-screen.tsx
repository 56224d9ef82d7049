// /act/add (spec "my accounts": apply): the application for a collection account, checked as it is
// typed with the contracts' ZApplyAccountRequest; sent with one Idempotency-Key per submission
// (the same key while the same submission is retried after a network failure). `?id=` opens a
// refused application to correct and resubmit it with the version it was read at. A merchant not
// certified yet is told so, with the way to the certification, instead of a form sent in vain.
import { ArrowLeftOutlined, ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  ShopState,
  ZApplyAccountRequest,
  type ApplyAccountRequest,
  type CollectionAccountDetail,
} from '@tradebridge/contracts';
import { isApiError, messageForCode, useLanguage } from '@tradebridge/ui';
import { Alert, App, Button, Card, Flex, Form, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { certificationPathOf, needsCertification } from '../../../lib/certification.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useApplyForAccount } from '../api/apply.ts';
import { useAccount } from '../api/get-account.ts';
import { useResubmitAccount } from '../api/resubmit.ts';
import { AcceptanceNotice } from './acceptance-notice.tsx';
import { accountDetailPath } from './links.ts';
import {
  applyRequestOf,
  applyValuesOf,
  fieldOfRequestPath,
  ProfileFields,
  type ApplyValues,
} from './profile-fields.tsx';
import { optionalMark } from '../../../components/optional-mark.tsx';
import { showSubmitFailure, useSchemaRules } from '../../../lib/schema-rules.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';

/** Codes that mean the application on screen is not the server's any more. */
const STALE_CODES = new Set(['COLLECTION_CHANGED', 'COLLECTION_ACCOUNT_STATE']);

/** Said instead of the form: applications are for certified merchants (REAL_PERSON_AUTH_FIRST). */
const CertificationNeeded = () => {
  const { t } = useTranslation('collection');
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useCurrentUser();
  return (
    <Result
      status="warning"
      icon={<SafetyCertificateOutlined />}
      title={messageForCode('REAL_PERSON_AUTH_FIRST', language)}
      subTitle={user.adminFlag ? t('apply.certification.hint') : t('apply.certification.member')}
      data-testid="apply-certification-needed"
      extra={
        user.adminFlag ? (
          <Button
            type="primary"
            onClick={() => void navigate(certificationPathOf(user.state))}
            data-testid="apply-go-certification"
          >
            {t('apply.certification.go')}
          </Button>
        ) : null
      }
    />
  );
};

const ApplyForm = ({ account }: { account?: CollectionAccountDetail }) => {
  const { t } = useTranslation('collection');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ApplyValues>();
  const apply = useApplyForAccount();
  const resubmit = useResubmitAccount();
  const rule = useSchemaRules(ZApplyAccountRequest, applyRequestOf);
  const [problems, setProblems] = useState<string[]>([]);
  const [uncertified, setUncertified] = useState(false);
  const { send } = useSubmissionKey('collection-apply');

  const onFailed = (error: unknown) => {
    if (isApiError(error) && error.code === 'REAL_PERSON_AUTH_FIRST') {
      setUncertified(true);
      return;
    }
    if (isApiError(error) && STALE_CODES.has(error.code)) {
      void message.warning({ content: t('apply.changed'), key: 'apply-changed' });
      return;
    }
    showSubmitFailure(form, error, fieldOfRequestPath, setProblems);
  };

  const onSubmit = async () => {
    setProblems([]);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const parsed = ZApplyAccountRequest.safeParse(applyRequestOf(form.getFieldsValue(true)));
    if (!parsed.success) return; // every field has said why
    const request: ApplyAccountRequest = parsed.data;
    let saved: CollectionAccountDetail;
    try {
      if (account) {
        saved = await resubmit.mutateAsync({
          ...request,
          accountId: account.id,
          version: account.version,
        });
      } else {
        saved = await send(request, apply.mutateAsync);
      }
    } catch (error) {
      onFailed(error);
      return;
    }
    void message.success(account ? t('apply.resubmitted') : t('apply.applied'));
    void navigate(accountDetailPath(saved.id));
  };

  if (uncertified) return <CertificationNeeded />;

  return (
    <Form<ApplyValues>
      form={form}
      layout="vertical"
      requiredMark={optionalMark(t('apply.optional'))}
      style={{ maxWidth: 960 }}
      initialValues={account ? applyValuesOf(account) : { currencies: [], alias: '' }}
      onValuesChange={() => setProblems([])}
      data-testid="apply-form"
    >
      {account?.reason ? (
        <Alert
          type="error"
          showIcon
          title={t('apply.refused')}
          description={account.reason}
          style={{ marginBottom: 16 }}
          data-testid="apply-refusal"
        />
      ) : null}
      <ProfileFields rule={rule} />
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={problems.join('; ')}
          style={{ marginBottom: 16 }}
          data-testid="apply-problems"
        />
      ) : null}
      <Flex gap={8} wrap>
        <Button
          type="primary"
          onClick={() => void onSubmit()}
          loading={apply.isPending || resubmit.isPending}
          data-testid="apply-submit"
        >
          {account ? t('apply.resubmit') : t('apply.submit')}
        </Button>
        <Button
          onClick={() => void navigate(account ? accountDetailPath(account.id) : paths.act)}
          data-testid="apply-cancel"
        >
          {t('apply.cancel')}
        </Button>
      </Flex>
    </Form>
  );
};

/** `?id=`: the refused application to correct, once loaded. */
const ResubmitBody = ({ accountId }: { accountId: string }) => {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const account = useAccount(accountId);
  if (account.isPending)
    return (
      <div data-testid="apply-loading">
        <Skeleton active />
      </div>
    );
  if (account.isError) {
    return (
      <Result
        status="error"
        title={t('account.loadFailed')}
        subTitle={account.error.message}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void account.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (account.data.state !== ShopState.NotApproved) {
    return (
      <Result
        status="info"
        title={t('apply.notRefused')}
        data-testid="apply-not-refused"
        extra={
          <Button type="primary" onClick={() => void navigate(accountDetailPath(accountId))}>
            {t('apply.toAccount')}
          </Button>
        }
      />
    );
  }
  // Read again after a change meanwhile, the form keeps what was typed and sends the new version.
  return <ApplyForm account={account.data} />;
};

export const ApplyScreen = () => {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const accountId = searchParams.get('id');
  return (
    <Card
      title={accountId ? t('apply.resubmitTitle') : t('apply.title')}
      data-testid="apply-screen"
      extra={
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.act)}>
          {t('backToAccounts')}
        </Button>
      }
    >
      <AcceptanceNotice />
      {needsCertification(user.state) ? (
        <CertificationNeeded />
      ) : accountId ? (
        <ResubmitBody accountId={accountId} />
      ) : (
        <ApplyForm />
      )}
    </Card>
  );
};
