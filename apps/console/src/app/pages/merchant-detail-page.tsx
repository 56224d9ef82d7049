// The merchant page: the merchants feature's detail screen with, for the roles that may see them,
// the wallet feature's balances (and the sandbox credit) and the audit feature's entries of that
// merchant. Composed here because features never import each other.
import { MerchantAuditLog } from '../../features/audit/components/merchant-audit-log.tsx';
import { MerchantDetailScreen } from '../../features/merchants/components/merchant-detail-screen.tsx';
import { MerchantWallets } from '../../features/wallet/components/merchant-wallets.tsx';
import { ACCESS, allows } from '../../lib/access.ts';
import { useCurrentOperator } from '../../lib/current-operator.tsx';

export const MerchantDetailPage = () => {
  const operator = useCurrentOperator();
  const canReadAudit = allows(operator.role, ACCESS.readAudit);
  const canCredit = allows(operator.role, ACCESS.sandboxCredit);
  const canViewWallets = allows(operator.role, ACCESS.viewWallets);
  return (
    <MerchantDetailScreen
      wallets={
        canViewWallets
          ? (merchant) => (
              <MerchantWallets
                merchant={{ id: merchant.id, name: merchant.name }}
                canCredit={canCredit}
              />
            )
          : undefined
      }
      auditLog={
        canReadAudit ? (merchantId) => <MerchantAuditLog merchantId={merchantId} /> : undefined
      }
    />
  );
};
