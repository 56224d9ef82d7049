import { certificationApi } from '@tradebridge/contracts';
import { on } from '@tradebridge/ui/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screenTests } from '../../../test/render-app.tsx';

screenTests(
  { testTimeout: 30_000 },
  () => import('../../../app/layouts/bare-layout.tsx'),
  () => import('./living-screens.tsx'),
);

const TOKEN = 'tok_0123456789abcdef';
const SESSION = {
  holderName: '李*',
  merchantName: 'Yuanhang Trading',
  expiresAt: '2026-11-26T01:15:00.000Z',
};

describe('the liveness check on the phone (no login)', () => {
  it('shows whose check it is, takes a selfie through the phone’s camera app where no camera API is open, and sends it once', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:selfie');
    const { router, inputsTo, callsTo } = renderApp(`/living?token=${TOKEN}`, {
      language: 'en-US',
      user: null,
      api: [
        on(certificationApi.openLiveness, { result: SESSION }),
        on(certificationApi.submitLiveness, { result: { result: 'W', attemptsLeft: 3 } }),
      ],
    });
    const living = await screen.findByTestId('living-screen');
    expect(screen.getByTestId('public-layout')).toBeTruthy();
    expect((await within(living).findByTestId('living-merchant')).textContent).toBe(
      'Yuanhang Trading',
    );
    expect(within(living).getByTestId('living-holder').textContent).toBe('李*');
    expect(inputsTo(certificationApi.openLiveness)).toEqual([{ token: TOKEN }]);

    const user = userEvent.setup();
    await user.click(within(living).getByTestId('living-start'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/video'));
    const video = await screen.findByTestId('video-screen');
    // jsdom has no camera: the phone's own camera app through a file input.
    const files = await within(video).findByTestId('video-files');
    const input = within(files).getByTestId('selfie-input') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('user');
    expect((within(video).getByTestId('video-submit') as HTMLButtonElement).disabled).toBe(true);

    const selfie = new File([new Uint8Array(2048)], 'IMG_0001.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [selfie] } });
    expect((await within(video).findByTestId('video-selfie')).textContent).toContain('Selfie');
    expect(video.textContent).toContain('Without a video, a person checks your selfie');
    await user.click(within(video).getByTestId('video-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/livingRes'));
    const [sent] = inputsTo(certificationApi.submitLiveness);
    expect(sent).toBeInstanceOf(FormData);
    expect(sent!.get('token')).toBe(TOKEN);
    expect((sent!.get('selfie') as File).size).toBe(2048);
    expect(sent!.get('video')).toBeNull();
    expect(callsTo(certificationApi.submitLiveness)).toHaveLength(1);
    const result = await screen.findByTestId('living-result');
    expect(result.dataset.result).toBe('W');
    expect(result.textContent).toContain('Sent for review');
  });

  it('sends the video too when one was recorded', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:selfie');
    const { inputsTo } = renderApp(`/video?token=${TOKEN}`, {
      language: 'en-US',
      user: null,
      api: [
        on(certificationApi.openLiveness, { result: SESSION }),
        on(certificationApi.submitLiveness, { result: { result: 'Y', attemptsLeft: 3 } }),
      ],
    });
    const video = await screen.findByTestId('video-screen');
    const files = await within(video).findByTestId('video-files');
    fireEvent.change(within(files).getByTestId('selfie-input'), {
      target: { files: [new File([new Uint8Array(10)], 'selfie.jpg', { type: 'image/jpeg' })] },
    });
    fireEvent.change(within(files).getByTestId('video-input'), {
      target: { files: [new File([new Uint8Array(20)], 'clip.webm', { type: 'video/webm' })] },
    });
    await within(video).findByTestId('video-video');
    await userEvent.setup().click(within(video).getByTestId('video-submit'));
    expect((await screen.findByTestId('living-result')).dataset.result).toBe('Y');
    const [sent] = inputsTo(certificationApi.submitLiveness);
    expect((sent!.get('video') as File).name).toBe('video.webm');
    expect((sent!.get('selfie') as File).name).toBe('selfie.jpg');
  });

  it('names no account before the company is named: "your company", in the reader language', async () => {
    renderApp(`/living?token=${TOKEN}`, {
      language: 'ru-RU',
      user: null,
      api: [on(certificationApi.openLiveness, { result: { ...SESSION, merchantName: '' } })],
    });
    expect((await screen.findByTestId('living-merchant')).textContent).toBe(
      'Ваша компания (название указывается в «Сведениях о компании»)',
    );
  });

  it('says a used or expired link is no longer valid', async () => {
    renderApp(`/living?token=${TOKEN}`, {
      language: 'ru-RU',
      user: null,
      api: [on(certificationApi.openLiveness, { errorCode: 'LIVENESS_LINK_INVALID', status: 410 })],
    });
    expect((await screen.findByTestId('living-invalid')).textContent).toContain(
      'Срок действия ссылки для проверки истёк, или она уже использована.',
    );
    expect(screen.queryByTestId('living-start')).toBeNull();
  });

  it.each([
    ['N', '2', 'Verification failed', '2 tries left'],
    ['N', '0', 'Verification failed', 'contact your account manager'],
    ['Y', '3', 'Verification passed', 'The portal continues by itself'],
  ])('shows the result %s with %s tries left', async (result, left, title, words) => {
    renderApp(`/livingRes?result=${result}&attemptsLeft=${left}`, {
      language: 'en-US',
      user: null,
    });
    const shown = await screen.findByTestId('living-result');
    expect(shown.textContent).toContain(title);
    expect(shown.textContent).toContain(words);
  });
});
