// /act/add (spec "my accounts": apply): the application for a collection account, checked as it is
// typed with the contracts' ZApplyAccountRequest; sent with one Idempotency-Key per submission
// (the same key while the same submission is retried after a network failure). `?id=` opens a
// refused application to correct and resubmit it with the version it was read at. A merchant not
// certified yet is told so, with the way to the certification, instead of a form sent in vain.
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { ShopState, type CollectionAccountDetail } from '@tradebridge/contracts';
import { messageForCode, useLanguage } from '@tradebridge/ui';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FormPageCard, NotEditableResult } from '../../../components/form-page.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import { certificationPathOf, needsCertification } from '../../../lib/certification.ts';
import { useCurrentUser } from '../../../lib/merchant-info.ts';
import { useAccount } from '../api/get-account.ts';
import { AcceptanceNotice } from './acceptance-notice.tsx';
import { accountDetailPath } from './links.ts';
import { ProfileFields, type ApplyValues } from './profile-fields.tsx';
import { useApplyForm } from './use-apply-form.ts';
import { LoadFailedResult } from '../../../components/load-failed-result.tsx';
import { LoadingSkeleton } from '../../../components/detail-states.tsx';

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
  const f = useApplyForm(account);
  if (f.uncertified) return <CertificationNeeded />;
  return (
    <RecordForm<ApplyValues>
      state={f}
      testId="apply"
      optional={t('apply.optional')}
      refusal={account?.reason ? { title: t('apply.refused'), reason: account.reason } : undefined}
      submitLabel={account ? t('apply.resubmit') : t('apply.submit')}
      cancelLabel={t('apply.cancel')}
    >
      <ProfileFields rule={f.rule} />
    </RecordForm>
  );
};

/** `?id=`: the refused application to correct, once loaded. */
const ResubmitBody = ({ accountId }: { accountId: string }) => {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const account = useAccount(accountId);
  if (account.isPending) return <LoadingSkeleton testId="apply-loading" />;
  if (account.isError) {
    return <LoadFailedResult title={t('account.loadFailed')} query={account} retry={t('retry')} />;
  }
  if (account.data.state !== ShopState.NotApproved) {
    return (
      <NotEditableResult
        title={t('apply.notRefused')}
        testId="apply-not-refused"
        action={{
          label: t('apply.toAccount'),
          onClick: () => void navigate(accountDetailPath(accountId)),
        }}
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
    <FormPageCard
      title={accountId ? t('apply.resubmitTitle') : t('apply.title')}
      testId="apply-screen"
      back={{ label: t('backToAccounts'), onClick: () => void navigate(paths.act) }}
    >
      <AcceptanceNotice />
      {needsCertification(user.state) ? (
        <CertificationNeeded />
      ) : accountId ? (
        <ResubmitBody accountId={accountId} />
      ) : (
        <ApplyForm />
      )}
    </FormPageCard>
  );
};
