import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screenTests } from '../../../test/render-app.tsx';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/bare-layout.tsx'),
  () => import('./help-screens.tsx'),
);

describe('the order report help, open without login', () => {
  it.each([
    ['/orderExportHelp', 'orderExport', 'Downloading an order report to import trade orders'],
    ['/amazonReport', 'amazonReport', 'Downloading an order report from Amazon Seller Central'],
    ['/shopyyHelp', 'shopyy', 'Exporting orders from SHOPYY'],
  ])('%s: steps, the template’s columns, notes and the other guides', async (path, page, title) => {
    renderApp(path, { language: 'en-US', user: null });
    const help = await screen.findByTestId(`help-${page}`);
    expect(help.textContent).toContain(title);
    expect(help.textContent).toContain('Menu names and report columns may differ by version');
    const columns = within(help).getByTestId('help-columns');
    for (const column of [
      'Order number',
      'Goods name',
      'Quantity',
      'Unit price',
      'Total',
      'Buyer / payer',
      'Order time',
    ])
      expect(columns.textContent).toContain(column);
    expect(within(help).getAllByTestId(/^help-link-/)).toHaveLength(2);
  });

  it('tells which Amazon report columns go where', async () => {
    renderApp('/amazonReport', { language: 'en-US', user: null });
    const help = await screen.findByTestId('help-amazonReport');
    expect(help.textContent).toContain('Reports → Fulfillment');
    expect(within(help).getByTestId('help-columns').textContent).toContain('amazon-order-id');
  });

  it('speaks Chinese and Russian', async () => {
    const zh = renderApp('/shopyyHelp', { language: 'zh-CN', user: null });
    expect((await screen.findByTestId('help-shopyy')).textContent).toContain('从 SHOPYY 导出订单');
    zh.unmount();
    renderApp('/orderExportHelp', { language: 'ru-RU', user: null });
    const ru = await screen.findByTestId('help-orderExport');
    expect(ru.textContent).toContain('Как скачать отчёт о заказах');
    expect(ru.textContent).toContain('Управление контрактами');
  });
});
