// Spec "materials update": the proof of trade a collection waits for — one or more files, each with
// its kind (contract, invoice, logistics proof, other), uploaded through file/upload.json (kind
// `document`) as they are chosen, then handed in together with the collection's version.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MaterialKind, type CollectionDetail } from '@tradebridge/contracts';
import { isApiError } from '@tradebridge/ui';
import { App, Button, Col, Flex, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/file-upload-field.tsx';
import { isStaleCollection } from '../api/get-collection.ts';
import { useUploadMaterials } from '../api/upload-materials.ts';
import { validValues } from '../../../lib/valid-values.ts';

/** At most this many files at once (ZUploadMaterialsRequest). */
export const MAX_MATERIALS = 10;

const KINDS = Object.values(MaterialKind);

type Values = { files: { kind?: MaterialKind; fileId?: string }[] };

export const MaterialsForm = ({ collection }: { collection: CollectionDetail }) => {
  const { t } = useTranslation('collection');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const upload = useUploadMaterials();
  const kindLabel = t('materials.kind');
  const fileLabel = t('materials.file');

  const onSubmit = async () => {
    const values = await validValues(form);
    if (!values) return; // the fields say what is wrong
    try {
      await upload.mutateAsync({
        collectionId: collection.id,
        version: collection.version,
        files: values.files.map((f) => ({ kind: f.kind!, fileId: f.fileId! })),
      });
    } catch (error) {
      if (isStaleCollection(error)) {
        void message.warning({ key: 'collection-changed', content: t('collection.changed') });
        return;
      }
      void message.error(isApiError(error) ? error.message : String(error));
      return;
    }
    form.resetFields();
    void message.success(t('materials.sent'));
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ files: [{}] }}
      data-testid="materials-form"
    >
      <Form.List name="files">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Row key={field.key} gutter={16} align="top" data-testid={`material-row-${index}`}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[field.name, 'kind']}
                    label={kindLabel}
                    rules={[
                      { required: true, message: tc('validation.required', { field: kindLabel }) },
                    ]}
                  >
                    <Select
                      placeholder={t('materials.kindPlaceholder')}
                      options={KINDS.map((kind) => ({
                        value: kind,
                        label: t(`materialKind.${kind}`),
                      }))}
                      data-testid="material-kind"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={14}>
                  <Form.Item
                    name={[field.name, 'fileId']}
                    label={fileLabel}
                    extra={t('materials.fileHint')}
                    rules={[
                      { required: true, message: tc('validation.required', { field: fileLabel }) },
                    ]}
                  >
                    <FileUploadField label={fileLabel} data-testid="material-file" />
                  </Form.Item>
                </Col>
                {fields.length > 1 ? (
                  <Col xs={24} md={2} style={{ paddingTop: 30 }}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('materials.remove')}
                      onClick={() => remove(field.name)}
                      data-testid="material-remove"
                    />
                  </Col>
                ) : null}
              </Row>
            ))}
            <Flex gap={8} wrap>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_MATERIALS}
                onClick={() => add({})}
                data-testid="material-add"
              >
                {t('materials.add')}
              </Button>
              <Button
                type="primary"
                loading={upload.isPending}
                onClick={() => void onSubmit()}
                data-testid="materials-submit"
              >
                {t('materials.submit')}
              </Button>
            </Flex>
          </Flex>
        )}
      </Form.List>
    </Form>
  );
};
