// The rule of a field that must be filled, with the catalogue's "<field> is required" text.
import { useTranslation } from 'react-i18next';

export const useRequiredRule = () => {
  const { t } = useTranslation('common');
  return (field: string) => ({ required: true, message: t('validation.required', { field }) });
};
