// The language menu of the header: the four languages by their native names. A popover of plain
// buttons rather than antd's Dropdown: it sits on the login page, and Dropdown brings its menu
// component (~20 KB) to the first page everyone loads.
import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@tradebridge/contracts';
import { Button, Flex, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/create-i18n.ts';
import { NATIVE_LANGUAGE_NAMES } from '../i18n/languages.ts';

export type LanguageSwitchProps = {
  /** Runs after the language changed (e.g. to refetch server texts). */
  onChange?: (language: Language) => void;
  className?: string;
};

export const LanguageSwitch = ({ onChange, className }: LanguageSwitchProps) => {
  const { t, i18n } = useTranslation('ui');
  const language = currentLanguage(i18n);
  const [open, setOpen] = useState(false);

  const choose = (next: Language) => {
    setOpen(false);
    if (next === language) return;
    void changeLanguage(i18n, next).then(() => onChange?.(next));
  };

  const options = (
    <Flex vertical role="menu" aria-label={t('language.label')}>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          type="text"
          role="menuitemradio"
          aria-checked={lang === language}
          lang={lang}
          title={t(`language.names.${lang}`)}
          data-testid={`language-option-${lang}`}
          icon={<CheckOutlined style={{ visibility: lang === language ? 'visible' : 'hidden' }} />}
          style={{ justifyContent: 'flex-start' }}
          onClick={() => choose(lang)}
        >
          {NATIVE_LANGUAGE_NAMES[lang]}
        </Button>
      ))}
    </Flex>
  );

  return (
    <Popover
      content={options}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      open={open}
      onOpenChange={setOpen}
      styles={{ container: { padding: 4 } }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        className={className}
        // The visible name first: what a voice-control user reads is what they can say.
        aria-label={`${NATIVE_LANGUAGE_NAMES[language]}, ${t('language.label')}`}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="language-switch"
        data-language={language}
      >
        {NATIVE_LANGUAGE_NAMES[language]}
      </Button>
    </Popover>
  );
};
