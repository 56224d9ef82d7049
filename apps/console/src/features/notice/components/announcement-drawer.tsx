// Write or edit an announcement (admin, account manager): title, body in the simple formatting
// with a live preview, audience (every merchant or chosen merchant numbers), publish time (now or
// a chosen time, sent as ISO with the operator's offset) and pinning. The server's field problems,
// unknown merchant numbers among them, go under their fields.
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  AnnouncementAudience,
  type Announcement,
} from '@tradebridge/contracts';
import {
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
  type FormInstance,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { SaveFooter } from '../../../components/save-footer.tsx';
import { NoticeBody } from './notice-body.tsx';
import { useAnnouncementDrawer, type AnnouncementValues } from './use-announcement-drawer.ts';

const PUBLISH_FORMAT = 'YYYY-MM-DD HH:mm';

/** The title and body as merchants will see them, while they are typed. */
const AnnouncementPreview = ({ form }: { form: FormInstance<AnnouncementValues> }) => {
  const { t } = useTranslation('notice');
  const title = Form.useWatch('title', form) ?? '';
  const context = Form.useWatch('context', form) ?? '';
  return (
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
  );
};

export type AnnouncementDrawerProps = {
  /** Open to write a new announcement ('new') or edit this one; closed when undefined. */
  editing: Announcement | 'new' | undefined;
  onClose: () => void;
};

export const AnnouncementDrawer = ({ editing, onClose }: AnnouncementDrawerProps) => {
  const { t } = useTranslation('notice');
  const { t: tCommon } = useTranslation('common');
  const {
    form,
    announcement,
    open,
    audience,
    publishMode,
    initialValues,
    merchantNosRule,
    pending,
    onSave,
  } = useAnnouncementDrawer(editing, onClose);

  return (
    <Drawer
      open={open}
      title={announcement ? t('form.editTitle') : t('form.newTitle')}
      size={640}
      onClose={onClose}
      destroyOnHidden
      data-testid="announcement-drawer"
      footer={
        <SaveFooter
          onCancel={onClose}
          onSave={onSave}
          pending={pending}
          saveLabel={announcement ? tCommon('save') : t('form.publish')}
          testId="announcement-save"
        />
      }
    >
      <Form<AnnouncementValues>
        form={form}
        layout="vertical"
        disabled={pending}
        initialValues={initialValues}
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
        <AnnouncementPreview form={form} />
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
