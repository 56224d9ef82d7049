// State of the announcement editor (announcement-drawer.tsx): the form and its values, the
// merchant-number rule, and saving with the server's field problems under their fields.
import {
  ANNOUNCEMENT_MERCHANTS_MAX,
  AnnouncementAudience,
  AnnouncementState,
  type Announcement,
  type AnnouncementSaveRequest,
} from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { App, Form, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../lib/form.ts';
import { useSaveAnnouncement } from '../api/save-announcement.ts';

export type PublishMode = 'now' | 'at';

export type AnnouncementValues = {
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

export const useAnnouncementDrawer = (
  editing: Announcement | 'new' | undefined,
  onClose: () => void,
) => {
  const { t } = useTranslation('notice');
  const { message } = App.useApp();
  const [form] = Form.useForm<AnnouncementValues>();
  const save = useSaveAnnouncement();
  const announcement = editing === 'new' ? undefined : editing;
  const open = editing !== undefined;
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

  return {
    form,
    announcement,
    open,
    audience,
    publishMode,
    initialValues: valuesOf(announcement),
    merchantNosRule,
    pending: save.isPending,
    onSave,
  };
};
