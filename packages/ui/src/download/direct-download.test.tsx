import { DOWNLOAD_COUNTDOWN_SECONDS } from '@tradebridge/contracts';
import { ERROR_MESSAGES, errorMessage } from '@tradebridge/contracts/error-messages';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../components/app-providers.tsx';
import { createI18n } from '../i18n/create-i18n-eager.ts';
import { registerErrorTexts } from '../i18n/error-texts.ts';
import { storeLanguage } from '../i18n/languages.ts';
import { createQueryClient } from '../lib/create-query-client.ts';
import { caught } from '../test/caught.ts';
import { recordingFetch, untilAborted, type Call } from '../test/recording-fetch.ts';
import { createApiClient } from '../request/client.ts';
import { clearToken, setToken } from '../session/token.ts';
import { directDownload } from './direct-download.ts';
import { useDirectDownload } from './direct-download-overlay.tsx';
import { fileNameFromDisposition } from './file-name.ts';

// The apps register each language's messages as its texts arrive; here, English.
registerErrorTexts('en-US', ERROR_MESSAGES['en-US']);

const fileAnswer = () =>
  new Response('a,b\n1,2\n', {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('资金明细 2026-11.csv')}`,
    },
  });

const setup = (respond: (call: Call) => Response | Promise<Response>) => {
  const onError = vi.fn();
  const { calls, fetch } = recordingFetch(respond);
  const client = createApiClient({
    basePath: '/finance-gateway/api/mer/',
    fetch,
    onError,
  });
  return { client, calls, onError };
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearToken();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearToken();
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, then the quoted or plain one, and drops path separators', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E8%B5%84%E9%87%91.csv`)).toBe(
      '资金.csv',
    );
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe(
      '.._.._etc_passwd',
    );
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});

describe('directDownload', () => {
  it('posts with the request headers and answers the file with its name', async () => {
    setToken('session-token');
    localStorage.setItem('financeToken', 'finance-token');
    storeLanguage('ru-RU');
    const { client, calls } = setup(fileAnswer);
    const file = await directDownload(client, 'download/file.json', { id: 'f1' });
    expect(file.fileName).toBe('资金明细 2026-11.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    expect(calls[0]!.url).toBe('/finance-gateway/api/mer/download/file.json');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"id":"f1"}');
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('Authorization')).toBe('session-token');
    expect(headers.get('Language')).toBe('ru-RU');
    expect(headers.get('Session-Finance-Token')).toBe('finance-token');
    expect(headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fails with the envelope of a JSON answer, without a toast of its own', async () => {
    const { client, onError } = setup(
      () =>
        new Response(
          JSON.stringify({ status: 0, errorCode: 'DOWNLOAD_EXPIRED', message: 'Gone, sorry.' }),
          { status: 410, headers: { 'content-type': 'application/json' } },
        ),
    );
    const error = await caught(directDownload(client, 'download/file.json', { id: 'f1' }));
    expect(error).toMatchObject({
      code: 'DOWNLOAD_EXPIRED',
      message: 'Gone, sorry.',
      httpStatus: 410,
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('counts down from 60 and times out at 0 with DOWNLOAD_TIMEOUT', async () => {
    vi.useFakeTimers();
    storeLanguage('en-US');
    const { client, calls } = setup(untilAborted);
    const ticks: number[] = [];
    const pending = caught(
      directDownload(client, 'download/file.json', { id: 'f1' }, { onTick: (s) => ticks.push(s) }),
    );
    expect(ticks).toEqual([DOWNLOAD_COUNTDOWN_SECONDS]);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(ticks.at(-1)).toBe(1);
    expect(calls[0]!.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await pending;
    expect(ticks.at(-1)).toBe(0);
    expect(ticks).toHaveLength(DOWNLOAD_COUNTDOWN_SECONDS + 1);
    expect(error).toMatchObject({
      code: 'DOWNLOAD_TIMEOUT',
      message: errorMessage('DOWNLOAD_TIMEOUT', 'en-US'),
    });
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });
});

describe('useDirectDownload', () => {
  const Harness = ({ client }: { client: ReturnType<typeof createApiClient> }) => {
    const { download, overlay } = useDirectDownload(client);
    return (
      <>
        <button type="button" onClick={() => void download('download/file.json', { id: 'f1' })}>
          go
        </button>
        {overlay}
      </>
    );
  };

  const renderHarness = (client: ReturnType<typeof createApiClient>) =>
    render(
      <AppProviders i18n={createI18n({}, { language: 'en-US' })} queryClient={createQueryClient()}>
        <Harness client={client} />
      </AppProviders>,
    );

  it('shows the countdown, then the localized time-out message at 0', async () => {
    vi.useFakeTimers();
    storeLanguage('en-US');
    const { client } = setup(untilAborted);
    renderHarness(client);
    fireEvent.click(screen.getByText('go'));
    expect(screen.getByTestId('direct-download-countdown').textContent).toBe('60 seconds left');
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByTestId('direct-download-countdown').textContent).toBe('1 second left');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByTestId('direct-download-overlay')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(document.querySelector('.ant-message')?.textContent).toContain(
      errorMessage('DOWNLOAD_TIMEOUT', 'en-US'),
    );
  });

  it('saves the file under its Content-Disposition name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const { client } = setup(fileAnswer);
    renderHarness(client);
    fireEvent.click(screen.getByText('go'));
    expect(await screen.findByTestId('direct-download-overlay')).toBeTruthy();
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('资金明细 2026-11.csv');
    expect(link.href).toBe('blob:file');
    await vi.waitFor(() => expect(screen.queryByTestId('direct-download-overlay')).toBeNull());
  });

  it('shows nothing when the user cancels', async () => {
    const { client, calls } = setup(untilAborted);
    renderHarness(client);
    fireEvent.click(screen.getByText('go'));
    fireEvent.click(await screen.findByTestId('direct-download-cancel'));
    await vi.waitFor(() => expect(screen.queryByTestId('direct-download-overlay')).toBeNull());
    expect(calls[0]!.init.signal?.aborted).toBe(true);
    expect(document.querySelector('.ant-message')?.textContent ?? '').toBe('');
  });
});
