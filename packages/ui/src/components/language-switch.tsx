// The language menu of the header: the four languages by their native names.
import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@tradebridge/contracts';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/create-i18n.ts';
import { isLanguage, NATIVE_LANGUAGE_NAMES } from '../i18n/languages.ts';

export type LanguageSwitchProps = {
  /** Runs after the language changed (e.g. to refetch server texts). */
  onChange?: (language: Language) => void;
  className?: string;
};

export const LanguageSwitch = ({ onChange, className }: LanguageSwitchProps) => {
  const { t, i18n } = useTranslation('ui');
  const language = currentLanguage(i18n);

  const items: MenuProps['items'] = LANGUAGES.map((lang) => ({
    key: lang,
    label: (
      <span lang={lang} title={t(`language.names.${lang}`)} data-testid={`language-option-${lang}`}>
        {NATIVE_LANGUAGE_NAMES[lang]}
      </span>
    ),
  }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (!isLanguage(key) || key === language) return;
    void changeLanguage(i18n, key).then(() => onChange?.(key));
  };

  return (
    <Dropdown
      menu={{ items, onClick, selectable: true, selectedKeys: [language] }}
      trigger={['click']}
      placement="bottomRight"
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        className={className}
        aria-label={t('language.label')}
        data-testid="language-switch"
        data-language={language}
      >
        {NATIVE_LANGUAGE_NAMES[language]}
      </Button>
    </Dropdown>
  );
};
