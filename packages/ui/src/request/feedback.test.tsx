import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../components/app-providers.tsx';
import { createI18n } from '../i18n/create-i18n-eager.ts';
import { createQueryClient } from '../lib/create-query-client.ts';
import { confirmLoginRepeat, showErrorMessage } from './feedback.tsx';

describe('confirmLoginRepeat', () => {
  it('holds a dialog asked for before the app is up and shows it, in the user’s language, once it is', async () => {
    const onConfirm = vi.fn();
    // A call made while the scripts load: nothing to show it with yet.
    confirmLoginRepeat({ message: 'Вход выполнен на другом устройстве', onConfirm });
    expect(screen.queryByRole('dialog')).toBeNull();
    render(
      <AppProviders i18n={createI18n({}, { language: 'ru-RU' })} queryClient={createQueryClient()}>
        <div />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Вход выполнен на другом устройстве');
    const i18n = createI18n({}, { language: 'ru-RU' });
    expect(dialog.textContent).toContain(i18n.t('dialogs.loginRepeat.ok', { ns: 'ui' }));
  });
});

describe('showErrorMessage', () => {
  it('takes a message said in one language away when the user switches to another', async () => {
    const i18n = createI18n({}, { language: 'en-US' });
    render(
      <AppProviders i18n={i18n} queryClient={createQueryClient()}>
        <div />
      </AppProviders>,
    );
    await act(async () => showErrorMessage('The code was sent to your e-mail.'));
    expect(await screen.findByText('The code was sent to your e-mail.')).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('ru-RU');
    });
    // Leaving (jsdom never ends the fade that removes it).
    await waitFor(() =>
      expect(
        screen.getByText('The code was sent to your e-mail.').closest('.ant-message-notice')
          ?.className,
      ).toContain('leave'),
    );
  });
});
