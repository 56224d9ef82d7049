// The account of a form: an e-mail address, or a mobile number with its area code (spec §3: email,
// mPhone, areaCode). Used by registration, password reset and team invitations.
import { EMAIL, MOBILE, type RegisterType } from '@tradebridge/contracts';
import { Form, Input, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaCodeSelect, DEFAULT_AREA_CODE } from './area-code-select.tsx';

export type AccountFieldsProps = {
  /** Form field names (the API's): registerType, loginAccount, areaCode. */
  typeName?: string;
  accountName?: string;
  areaCodeName?: string;
  disabled?: boolean;
};

export const AccountFields = ({
  typeName = 'registerType',
  accountName = 'loginAccount',
  areaCodeName = 'areaCode',
  disabled = false,
}: AccountFieldsProps) => {
  const { t } = useTranslation('common');
  const form = Form.useFormInstance();
  const type = (Form.useWatch(typeName, form) as RegisterType | undefined) ?? 'email';
  const emailLabel = t('account.email');
  const mobileLabel = t('account.mobile');

  return (
    <>
      <Form.Item name={typeName} label={t('account.type')} initialValue="email">
        <Segmented<RegisterType>
          disabled={disabled}
          options={[
            { value: 'email', label: t('account.byEmail') },
            { value: 'mobile', label: t('account.byMobile') },
          ]}
          onChange={() => form.setFields([{ name: accountName, value: '', errors: [] }])}
          data-testid="account-type"
        />
      </Form.Item>
      {type === 'email' ? (
        <Form.Item
          name={accountName}
          label={emailLabel}
          validateFirst
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('validation.required', { field: emailLabel }),
            },
            {
              pattern: EMAIL,
              message: t('validation.invalid', { field: emailLabel }),
            },
          ]}
        >
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('account.emailPlaceholder')}
            disabled={disabled}
            maxLength={254}
          />
        </Form.Item>
      ) : (
        <Form.Item label={mobileLabel} required>
          <Space.Compact block>
            <Form.Item name={areaCodeName} noStyle initialValue={DEFAULT_AREA_CODE}>
              <AreaCodeSelect />
            </Form.Item>
            <Form.Item
              name={accountName}
              noStyle
              validateFirst
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('validation.required', { field: mobileLabel }),
                },
                { pattern: MOBILE, message: t('account.mobileRule') },
              ]}
            >
              <Input
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={t('account.mobilePlaceholder')}
                disabled={disabled}
                maxLength={15}
                aria-label={mobileLabel}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      )}
    </>
  );
};

/** The account fields of a form's values as the API wants them (no area code for e-mail). */
export const accountOfValues = (values: {
  registerType?: RegisterType;
  loginAccount: string;
  areaCode?: string;
}): { loginAccount: string; areaCode?: string } =>
  values.registerType === 'mobile'
    ? { loginAccount: values.loginAccount.trim(), areaCode: values.areaCode }
    : { loginAccount: values.loginAccount.trim() };
