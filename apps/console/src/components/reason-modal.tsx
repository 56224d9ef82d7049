// A decision that needs a reason the merchant reads (rejecting a renewal or a certification): the
// reason, required and at most REASON_MAX characters, is the confirmation.
import { Alert, Flex, Form, Input, Modal } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { schemaRule, showFieldErrors } from '../lib/form.ts';

export const REASON_MAX = 500;

type ReasonValues = { reason: string };

export type ReasonModalProps<T> = {
  open: boolean;
  texts: {
    title: string;
    confirm: string;
    help: ReactNode;
    label: string;
    placeholder: string;
    required: string;
    tooLong: string;
  };
  /** The request field's schema (its length rule is checked as typed). */
  schema: z.ZodType;
  pending: boolean;
  /** Sends the decision; a failure's field errors are shown on the reason. */
  onSubmit: (reason: string) => Promise<T>;
  /** Says whether a failure closes the modal rather than marking the reason. */
  closesOn?: (error: unknown) => boolean;
  /** After the decision was recorded, with what the server answered. */
  onDone: (result: T) => void;
  onClose: () => void;
};

/**
 * The texts of an area's reject modal, under `reject.` of its namespace (title, confirm, help,
 * reason, reasonPlaceholder, reasonRequired); the too-long text is `reject.reasonTooLong` unless
 * the area names another.
 */
export const rejectTexts = (
  t: TFunction<string>,
  tooLongKey = 'reject.reasonTooLong',
): ReasonModalProps<unknown>['texts'] => ({
  title: t('reject.title'),
  confirm: t('reject.confirm'),
  help: t('reject.help'),
  label: t('reject.reason'),
  placeholder: t('reject.reasonPlaceholder'),
  required: t('reject.reasonRequired'),
  tooLong: t(tooLongKey),
});

export const ReasonModal = <T,>({
  open,
  texts,
  schema,
  pending,
  onSubmit,
  closesOn,
  onDone,
  onClose,
}: ReasonModalProps<T>) => {
  const { t: tCommon } = useTranslation('common');
  const [form] = Form.useForm<ReasonValues>();

  const onOk = async () => {
    const { reason } = await form.validateFields();
    let result: T;
    try {
      result = await onSubmit(reason.trim());
    } catch (error) {
      if (closesOn?.(error)) onClose();
      else showFieldErrors(form, error, ['reason']);
      return;
    }
    onDone(result);
  };

  return (
    <Modal
      open={open}
      title={texts.title}
      okText={texts.confirm}
      cancelText={tCommon('cancel')}
      okButtonProps={{ danger: true, ...{ 'data-testid': 'reject-confirm' } }}
      confirmLoading={pending}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={texts.help} />
        <Form<ReasonValues> form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={texts.label}
            rules={[
              { required: true, whitespace: true, message: texts.required },
              schemaRule(schema, texts.tooLong),
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={REASON_MAX}
              showCount
              placeholder={texts.placeholder}
              data-testid="reject-reason"
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
};
