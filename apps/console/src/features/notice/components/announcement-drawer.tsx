// Write or edit an announcement (admin, account manager): title, body in the simple formatting
// with a live preview, audience (every merchant or chosen merchant numbers), publish time (now or
// a chosen time, sent as ISO with the operator's offset) and pinning. The server's field problems,
// unknown merchant numbers among them, go under their fields.
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_MERCHANTS_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  AnnouncementAudience,
  AnnouncementState,
  type Announcement,
  type AnnouncementSaveRequest,
} from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import {
  App,
  Button,
  Card,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Switch,
  Typography,
  type FormRule,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../lib/form.ts';
import { useSaveAnnouncement } from '../api/save-announcement.ts';
import { NoticeBody } from './notice-body.tsx';

type PublishMode = 'now' | 'at';

type AnnouncementValues = {
  title: string;
  context: string;
  audience: AnnouncementAudience;
  merchantNos: string[];
  publishMode: PublishMode;
  publishAt: Dayjs | null;
  pinned: boolean;
};

const FIELDS = ['title', 'context', 'audience', 'merchantNos', 'publishAt', 'pinned'] as const;
const MERCHANT_NO_MAX = 40;
const PUBLISH_FORMAT = 'YYYY-MM-DD HH:mm';

const valuesOf = (announcement: Announcement | undefined): AnnouncementValues =>
  announcement
    ? {
        title: announcement.title,
        context: announcement.context,
        audience: announcement.audience,
        merchantNos: announcement.merchantNos,
        // Editing keeps the publish time; "now" would move a published one to this moment.
        publishMode: 'at',
        publishAt: dayjs(announcement.publishAt),
        pinned: announcement.pinned,
      }
    : {
        title: '',
        context: '',
        audience: AnnouncementAudience.All,
        merchantNos: [],
        publishMode: 'now',
        publishAt: null,
        pinned: false,
      };

/** Merchant numbers as typed: trimmed, blanks and repeats dropped. */
const cleanMerchantNos = (merNos: readonly string[]): string[] => [
  ...new Set(merNos.map((merNo) => merNo.trim()).filter(Boolean)),
];

/** The request the form describes. */
export const saveRequestOf = (
  values: AnnouncementValues,
  id: string | undefined,
): AnnouncementSaveRequest => {
  const chosen = values.audience === AnnouncementAudience.Chosen;
  return {
    ...(id ? { id } : {}),
    title: values.title.trim(),
    context: values.context.trim(),
    audience: values.audience,
    merchantNos: chosen ? cleanMerchantNos(values.merchantNos) : [],
    ...(values.publishMode === 'at' && values.publishAt
      ? { publishAt: values.publishAt.second(0).millisecond(0).format() }
      : {}),
    pinned: values.pinned,
  };
};

export type AnnouncementDrawerProps = {
  /** Open to write a new announcement ('new') or edit this one; closed when undefined. */
  editing: Announcement | 'new' | undefined;
  onClose: () => void;
};

export const AnnouncementDrawer = ({ editing, onClose }: AnnouncementDrawerProps) => {
  const { t } = useTranslation('notice');
  const { t: tCommon } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<AnnouncementValues>();
  const save = useSaveAnnouncement();
  const announcement = editing === 'new' ? undefined : editing;
  const open = editing !== undefined;
  const title = Form.useWatch('title', form) ?? '';
  const context = Form.useWatch('context', form) ?? '';
  const audience = Form.useWatch('audience', form);
  const publishMode = Form.useWatch('publishMode', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(announcement));
  }, [open, announcement, form]);

  const merchantNosRule: FormRule = {
    validator: (_rule, value: string[] | undefined) => {
      const merNos = cleanMerchantNos(value ?? []);
      if (merNos.length === 0) return Promise.reject(new Error(t('form.merchantNosRequired')));
      if (merNos.length > ANNOUNCEMENT_MERCHANTS_MAX)
        return Promise.reject(
          new Error(t('form.merchantNosTooMany', { count: ANNOUNCEMENT_MERCHANTS_MAX })),
        );
      const tooLong = merNos.find((merNo) => merNo.length > MERCHANT_NO_MAX);
      return tooLong
        ? Promise.reject(new Error(t('form.merchantNoInvalid', { merNo: tooLong })))
        : Promise.resolve();
    },
  };

  const onSave = async () => {
    if (announcement?.state === AnnouncementState.Withdrawn) return;
    const values = await form.validateFields();
    try {
      await save.mutateAsync(saveRequestOf(values, announcement?.id));
    } catch (error) {
      // The request layer has shown the server's message; it also goes under its field.
      if (isApiError(error) && error.code === 'MERCHANT_NOS_UNKNOWN') {
        form.setFields([{ name: 'merchantNos', errors: [error.message] }]);
      } else {
        showFieldErrors(form, error, FIELDS);
      }
      return;
    }
    void message.success(t(announcement ? 'form.saved' : 'form.created'));
    onClose();
  };

  return (
    <Drawer
      open={open}
      title={announcement ? t('form.editTitle') : t('form.newTitle')}
      size={640}
      onClose={onClose}
      destroyOnHidden
      data-testid="announcement-drawer"
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{tCommon('cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void onSave().catch(() => undefined)}
            data-testid="announcement-save"
          >
            {announcement ? tCommon('save') : t('form.publish')}
          </Button>
        </Flex>
      }
    >
      <Form<AnnouncementValues>
        form={form}
        layout="vertical"
        disabled={save.isPending}
        initialValues={valuesOf(announcement)}
      >
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[
            { required: true, whitespace: true, message: t('form.titleRequired') },
            {
              max: ANNOUNCEMENT_TITLE_MAX,
              message: t('form.titleTooLong', { count: ANNOUNCEMENT_TITLE_MAX }),
            },
          ]}
        >
          <Input
            maxLength={ANNOUNCEMENT_TITLE_MAX}
            showCount
            data-testid="announcement-title"
            placeholder={t('form.titlePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="context"
          label={t('form.body')}
          extra={
            <Flex vertical data-testid="announcement-format-help">
              <span>{t('form.formatHelp.intro')}</span>
              <span>{t('form.formatHelp.paragraph')}</span>
              <span>{t('form.formatHelp.list')}</span>
              <span>{t('form.formatHelp.bold')}</span>
              <span>{t('form.formatHelp.link')}</span>
            </Flex>
          }
          rules={[
            { required: true, whitespace: true, message: t('form.bodyRequired') },
            {
              max: ANNOUNCEMENT_BODY_MAX,
              message: t('form.bodyTooLong', { count: ANNOUNCEMENT_BODY_MAX }),
            },
          ]}
        >
          <Input.TextArea
            rows={8}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            showCount
            data-testid="announcement-body"
          />
        </Form.Item>
        <Card
          size="small"
          title={t('form.preview')}
          style={{ marginBottom: 24 }}
          data-testid="announcement-preview"
        >
          {title.trim() || context.trim() ? (
            <>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {title}
              </Typography.Title>
              <NoticeBody source={context} data-testid="announcement-preview-body" />
            </>
          ) : (
            <Typography.Text type="secondary">{t('form.previewEmpty')}</Typography.Text>
          )}
        </Card>
        <Form.Item name="audience" label={t('form.audience')}>
          <Radio.Group
            data-testid="announcement-audience"
            options={[
              { value: AnnouncementAudience.All, label: t('audience.all') },
              { value: AnnouncementAudience.Chosen, label: t('audience.chosen') },
            ]}
          />
        </Form.Item>
        {audience === AnnouncementAudience.Chosen && (
          <Form.Item
            name="merchantNos"
            label={t('form.merchantNos')}
            extra={t('form.merchantNosHelp')}
            rules={[merchantNosRule]}
          >
            <Select<string[]>
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', '，', ' ', '\n', ';']}
              placeholder={t('form.merchantNosPlaceholder')}
              aria-label={t('form.merchantNos')}
              data-testid="announcement-merchants"
            />
          </Form.Item>
        )}
        <Form.Item name="publishMode" label={t('form.publishTime')}>
          <Radio.Group
            data-testid="announcement-publish-mode"
            options={[
              { value: 'now', label: t('form.publishNow') },
              { value: 'at', label: t('form.publishAt') },
            ]}
          />
        </Form.Item>
        {publishMode === 'at' && (
          <Form.Item
            name="publishAt"
            label={t('form.publishAtLabel')}
            rules={[{ required: true, message: t('form.publishAtRequired') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={PUBLISH_FORMAT}
              style={{ width: 240 }}
              data-testid="announcement-publish-at"
            />
          </Form.Item>
        )}
        <Form.Item
          name="pinned"
          label={t('form.pinned')}
          valuePropName="checked"
          extra={t('form.pinnedHelp')}
        >
          <Switch data-testid="announcement-pinned" />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
