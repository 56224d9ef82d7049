// The picture code of a login form (portal and console): an input with the captcha image beside
// it; clicking the image asks for a new one. The app gives the picture's address.
import { Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export type CaptchaInputProps = {
  /** Address of the picture for the current codeToken. */
  src: string;
  onRefresh: () => void;
  value?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
  id?: string;
};

/** A fresh codeToken: the client makes it up; the server keeps the answer under it. */
export const newCodeToken = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '')
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.padEnd(16, '0');

export const CaptchaInput = ({ src, onRefresh, value, onChange, id }: CaptchaInputProps) => {
  const { t } = useTranslation('ui');
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Input
        id={id}
        value={value}
        onChange={onChange}
        maxLength={10}
        autoComplete="off"
        placeholder={t('captcha.placeholder')}
        style={{ flex: 1 }}
        data-testid="captcha-input"
      />
      <Tooltip title={t('captcha.refresh')}>
        <button
          type="button"
          onClick={onRefresh}
          aria-label={t('captcha.refresh')}
          style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer', lineHeight: 0 }}
        >
          <img
            src={src}
            alt={t('captcha.alt')}
            width={120}
            height={40}
            style={{ borderRadius: 6 }}
            data-testid="captcha-image"
          />
        </button>
      </Tooltip>
    </div>
  );
};
