// The public help pages on order reports (spec orderExportHelp, amazonReport, shopyyHelp): how to
// download an order report from a marketplace and copy its columns into the order template of
// Contract management to import trade orders. One layout for the three: what it is for, the steps,
// which report column fills which template column, notes, and the other guides.
import { FileTextOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Steps, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

type HelpPage = 'orderExport' | 'amazonReport' | 'shopyy';

/** The template's columns, in its order. */
const TEMPLATE_COLUMNS = [
  'orderNo',
  'goodsName',
  'quantity',
  'unitPrice',
  'total',
  'payer',
  'orderTime',
] as const;

/** How many steps and notes each page's texts hold. */
const PAGES: Record<HelpPage, { steps: number; notes: number; path: string }> = {
  orderExport: { steps: 7, notes: 3, path: paths.help.orderExport },
  amazonReport: { steps: 7, notes: 3, path: paths.help.amazonReport },
  shopyy: { steps: 6, notes: 3, path: paths.help.shopyy },
};

const numbers = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

const HelpScreen = ({ page }: { page: HelpPage }) => {
  const { t } = useTranslation('shop');
  const { steps, notes } = PAGES[page];
  const text = (key: string) => t(`help.${page}.${key}`);
  return (
    <Card data-testid={`help-${page}`}>
      <Flex vertical gap={16}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          <FileTextOutlined style={{ marginInlineEnd: 8 }} />
          {text('title')}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>{text('intro')}</Typography.Paragraph>
        <Alert type="info" showIcon title={t('help.versions')} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('help.stepsTitle')}
        </Typography.Title>
        <Steps
          orientation="vertical"
          size="small"
          current={-1}
          data-testid="help-steps"
          items={numbers(steps).map((n) => ({
            title: text(`steps.${n}.title`),
            content: text(`steps.${n}.body`),
            // Every step is one to do (none is done or current): drawn as such, readable.
            status: 'process' as const,
          }))}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('help.columnsTitle')}
        </Typography.Title>
        <Table
          size="small"
          pagination={false}
          rowKey="column"
          data-testid="help-columns"
          dataSource={TEMPLATE_COLUMNS.map((column) => ({ column }))}
          columns={[
            {
              title: t('help.templateColumn'),
              dataIndex: 'column',
              // Whole words: the column is as wide as its longest word ("Наименование").
              onHeaderCell: () => ({ style: { overflowWrap: 'normal' } }),
              onCell: () => ({ style: { overflowWrap: 'normal' } }),
              render: (column: string) => <strong>{t(`help.template.${column}`)}</strong>,
            },
            {
              title: t('help.reportColumn'),
              dataIndex: 'column',
              key: 'report',
              render: (column: string) => (
                <span style={{ overflowWrap: 'anywhere' }}>{text(`columns.${column}`)}</span>
              ),
            },
          ]}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('help.notesTitle')}
        </Typography.Title>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {numbers(notes).map((n) => (
            <li key={n}>
              <Typography.Text>{text(`notes.${n}`)}</Typography.Text>
            </li>
          ))}
        </ul>
        <Flex gap={16} wrap>
          {(Object.keys(PAGES) as HelpPage[])
            .filter((other) => other !== page)
            .map((other) => (
              <Link key={other} to={PAGES[other].path} data-testid={`help-link-${other}`}>
                {t(`help.${other}.title`)}
              </Link>
            ))}
        </Flex>
      </Flex>
    </Card>
  );
};

export const OrderExportHelpScreen = () => <HelpScreen page="orderExport" />;
export const AmazonReportScreen = () => <HelpScreen page="amazonReport" />;
export const ShopyyHelpScreen = () => <HelpScreen page="shopyy" />;
