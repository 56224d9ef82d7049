// The name and the permissions of a member (invitation and edit share them).
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthorityList } from '../api/get-authority-list.ts';
import { PermissionMatrix } from './permission-matrix.tsx';

export const MemberFormFields = () => {
  const { t } = useTranslation('team');
  const { t: tc } = useTranslation('common');
  const authorities = useAuthorityList();
  const nameLabel = t('form.name');
  const permissionsLabel = t('form.permissions');
  return (
    <>
      <Form.Item
        name="name"
        label={nameLabel}
        rules={[
          {
            required: true,
            whitespace: true,
            message: tc('validation.required', { field: nameLabel }),
          },
          { max: 50, message: tc('validation.tooLong', { field: nameLabel, count: 50 }) },
        ]}
      >
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="authIdList"
        label={permissionsLabel}
        required
        extra={t('form.permissionsHint')}
        rules={[
          {
            validator: (_, value: string[] | undefined) =>
              value && value.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('form.permissionsRequired'))),
          },
        ]}
      >
        <PermissionMatrix
          records={authorities.data?.records ?? []}
          loading={authorities.isPending}
        />
      </Form.Item>
      {authorities.isError ? (
        <Alert type="error" showIcon title={t('form.permissionsFailed')} />
      ) : null}
    </>
  );
};
