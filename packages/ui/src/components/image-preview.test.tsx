import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/create-i18n-eager.ts';
import { ImagePreview } from './image-preview.tsx';

const renderPreview = () => {
  const i18n = createI18n({}, { language: 'en-US' });
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ImagePreview open src="/a.png" alt="licence" onClose={onClose} />
    </I18nextProvider>,
  );
  return { onClose };
};

const transform = () => (screen.getByTestId('preview-image') as HTMLImageElement).style.transform;

describe('ImagePreview', () => {
  it('zooms, rotates and resets with its buttons', async () => {
    const user = userEvent.setup();
    renderPreview();
    expect(screen.getByRole('img', { name: 'licence' })).toBeTruthy();
    expect(transform()).toBe('scale(1) rotate(0deg)');

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(transform()).toBe('scale(1.1) rotate(90deg)');
    expect(screen.getByTestId('preview-scale').textContent).toBe('Zoom 110%');

    await user.click(screen.getByRole('button', { name: 'Rotate left' }));
    await user.click(screen.getByRole('button', { name: 'Rotate left' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(transform()).toBe('scale(0.9) rotate(-90deg)');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(transform()).toBe('scale(1) rotate(0deg)');
  });

  it('stops zooming out at the minimum', async () => {
    const user = userEvent.setup();
    renderPreview();
    const zoomOutButton = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 9; i += 1) await user.click(zoomOutButton);
    expect(transform()).toBe('scale(0.1) rotate(0deg)');
    expect((zoomOutButton as HTMLButtonElement).disabled).toBe(true);
  });
});
