import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../components/app-providers.tsx';
import { createI18n } from '../i18n/create-i18n-eager.ts';
import { createQueryClient } from '../lib/create-query-client.ts';
import { confirmLoginRepeat } from './feedback.tsx';

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
