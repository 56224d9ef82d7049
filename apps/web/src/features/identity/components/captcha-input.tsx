// The picture code of the login form: an input with the captcha image beside it; clicking the
// image asks for a new one.
import { Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { captchaUrl } from '../api/captcha.ts';

export type CaptchaInputProps = {
  codeToken: string;
  onRefresh: () => void;
  value?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
  id?: string;
};

export const CaptchaInput = ({ codeToken, onRefresh, value, onChange, id }: CaptchaInputProps) => {
  const { t } = useTranslation('identity');
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Input
        id={id}
        value={value}
        onChange={onChange}
        maxLength={10}
        autoComplete="off"
        placeholder={t('login.captchaPlaceholder')}
        style={{ flex: 1 }}
        data-testid="captcha-input"
      />
      <Tooltip title={t('login.captchaRefresh')}>
        <button
          type="button"
          onClick={onRefresh}
          aria-label={t('login.captchaRefresh')}
          style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer', lineHeight: 0 }}
        >
          <img
            src={captchaUrl(codeToken)}
            alt={t('login.captchaAlt')}
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
