// Who may fill a payment form (the single payment and the batch): a certified merchant's user with
// pay:operate. Before certification the screen says why money cannot move yet; a user who may only
// look is told so.
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CertificationRequired } from '../../../components/certification-required.tsx';
import { canAccess } from '../../../lib/access.ts';
import { needsCertification } from '../../../lib/certification.ts';
import type { useCurrentUser } from '../../../lib/merchant-info.ts';

type User = ReturnType<typeof useCurrentUser>;

/** The user may fill a payment form now. */
export const mayPay = (user: User) =>
  canAccess(user, { permission: 'pay:operate' }) && !needsCertification(user.state);

/** The form, or why it is not there. */
export const PayAccess = ({
  user,
  viewOnlyTestId,
  children,
}: {
  user: User;
  viewOnlyTestId: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation('payout');
  if (needsCertification(user.state)) return <CertificationRequired user={user} />;
  if (!canAccess(user, { permission: 'pay:operate' }))
    return <Alert type="info" showIcon title={t('form.viewOnly')} data-testid={viewOnlyTestId} />;
  return children;
};
