import { downloadApi } from '@tradebridge/contracts';
import { on, pageOf } from '@tradebridge/ui/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, screenTests } from '../../../test/render-app.tsx';

screenTests(
  {},
  () => import('../../../app/layouts/main-layout.tsx'),
  () => import('../../../app/pages/exception-pages.tsx'),
);

describe('header download icon', () => {
  it('counts the files ready, says how many are generating, and leads to the centre', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/payee', {
      language: 'ru-RU',
      api: [
        on(downloadApi.count, { result: { ready: 3, generating: 5 } }),
        on(downloadApi.list, pageOf([])),
      ],
    });
    const icon = await screen.findByTestId('download-icon', {}, { timeout: 5_000 });
    const slot = screen.getByTestId('header-download-slot');
    await waitFor(() => expect(slot.querySelector('.ant-badge-count')?.textContent).toBe('3'));
    expect(icon.getAttribute('aria-label')).toBe('Центр загрузок: готово 3 файла');
    await user.hover(icon);
    const tooltip = await screen.findByTestId('download-icon-tooltip');
    expect(tooltip.textContent).toBe('3 файла готовы к скачиванию5 файлов формируются');
    await user.click(icon);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/downloadAll'));
  });
});
