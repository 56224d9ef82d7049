// Area code of a mobile number. Countries are named by the browser in the current language
// (Intl.DisplayNames), so no country list needs translating.
import { useLanguage } from '@tradebridge/ui';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const DEFAULT_AREA_CODE = '+86';

/** Calling codes of the markets the product serves first, with their regions (ISO 3166). */
export const AREA_CODES: readonly { code: string; regions: string[] }[] = [
  { code: '+86', regions: ['CN'] },
  { code: '+852', regions: ['HK'] },
  { code: '+853', regions: ['MO'] },
  { code: '+886', regions: ['TW'] },
  { code: '+7', regions: ['RU', 'KZ'] },
  { code: '+375', regions: ['BY'] },
  { code: '+998', regions: ['UZ'] },
  { code: '+996', regions: ['KG'] },
  { code: '+1', regions: ['US', 'CA'] },
  { code: '+44', regions: ['GB'] },
  { code: '+49', regions: ['DE'] },
  { code: '+33', regions: ['FR'] },
  { code: '+65', regions: ['SG'] },
  { code: '+60', regions: ['MY'] },
  { code: '+66', regions: ['TH'] },
  { code: '+84', regions: ['VN'] },
  { code: '+62', regions: ['ID'] },
  { code: '+63', regions: ['PH'] },
  { code: '+81', regions: ['JP'] },
  { code: '+82', regions: ['KR'] },
  { code: '+91', regions: ['IN'] },
  { code: '+971', regions: ['AE'] },
  { code: '+61', regions: ['AU'] },
  { code: '+64', regions: ['NZ'] },
];

const regionNamer = (language: string) => {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (region: string) => names.of(region) ?? region;
  } catch {
    return (region: string) => region;
  }
};

export type AreaCodeSelectProps = {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
};

export const AreaCodeSelect = ({ value, onChange, id }: AreaCodeSelectProps) => {
  const language = useLanguage();
  const { t } = useTranslation('common');
  const options = useMemo(() => {
    const name = regionNamer(language);
    return AREA_CODES.map(({ code, regions }) => ({
      value: code,
      label: `${code} ${regions.map(name).join(', ')}`,
    }));
  }, [language]);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      labelRender={({ value: code }) => String(code)}
      popupMatchSelectWidth={280}
      aria-label={t('account.areaCode')}
      data-testid="area-code-select"
      style={{ width: 96, flex: 'none' }}
    />
  );
};
