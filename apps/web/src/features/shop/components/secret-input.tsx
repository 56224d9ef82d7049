// A key field of the shop form (API key, private key) as a form control. Its value is what the
// request says of the key: undefined keeps the stored one (nothing typed: the property is left
// out), '' removes it (the "remove" control), anything else replaces it. A stored key is never
// shown again, only its hint ("••••WXYZ"). Blank typing is no key, so it keeps the stored one.
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type SecretInputProps = {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The stored key's hint; null when none is stored (as on a new shop). */
  hint: string | null;
  maxLength: number;
  id?: string;
  'aria-label'?: string;
  testId: string;
};

export const SecretInput = ({
  value,
  onChange,
  hint,
  maxLength,
  id,
  'aria-label': ariaLabel,
  testId,
}: SecretInputProps) => {
  const { t } = useTranslation('shop');
  if (hint && value === '') {
    return (
      <Flex gap={8} align="center" wrap data-testid={`${testId}-removed`}>
        <Typography.Text type="warning">{t('form.secret.removed', { hint })}</Typography.Text>
        <Button
          size="small"
          icon={<UndoOutlined />}
          onClick={() => onChange?.(undefined)}
          data-testid={`${testId}-keep`}
        >
          {t('form.secret.keep')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={4}>
      <Input.Password
        id={id}
        aria-label={ariaLabel}
        value={value ?? ''}
        maxLength={maxLength}
        autoComplete="new-password"
        placeholder={hint ? t('form.secret.replacePlaceholder') : undefined}
        onChange={(event) =>
          onChange?.(event.target.value.trim() === '' ? undefined : event.target.value)
        }
        data-testid={testId}
      />
      {hint ? (
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`${testId}-hint`}>
            {value === undefined
              ? t('form.secret.stored', { hint })
              : t('form.secret.replaces', { hint })}
          </Typography.Text>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            style={{ paddingInline: 0 }}
            onClick={() => onChange?.('')}
            data-testid={`${testId}-remove`}
          >
            {t('form.secret.remove')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
};
