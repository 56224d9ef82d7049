// The bank's service hours (read: admin, reviewer, finance; change: admin, finance): when the bank
// takes payouts. Passed payouts wait outside these hours and leave when the next period starts.
// The hours and their form are the card (hours-card.tsx); saving them is audited.
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../../components/settings-screen.tsx';
import { ACCESS, allows } from '../../../lib/access.ts';
import { useCurrentOperator } from '../../../lib/current-operator.tsx';
import { useServiceHours } from '../api/get-service-hours.ts';
import { HoursCard } from './hours-card.tsx';

export const HoursScreen = () => {
  const { t } = useTranslation('payout');
  const operator = useCurrentOperator();
  const canEdit = allows(operator.role, ACCESS.managePayouts);
  const query = useServiceHours();

  return (
    <SettingsScreen
      name="hours"
      query={query}
      title={t('hours.title')}
      description={t('hours.intro')}
      readOnly={!canEdit && t('hours.readOnly')}
    >
      {(hours) => <HoursCard hours={hours} canEdit={canEdit} />}
    </SettingsScreen>
  );
};
