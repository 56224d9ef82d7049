import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, DatePicker, theme } from 'antd';
import dayjs from 'dayjs';
import { useContext, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/create-i18n.ts';
import { createI18n } from '../i18n/create-i18n-eager.ts';
import { formatPageTitle, usePageTitle } from '../hooks/use-page-title.ts';
import { createQueryClient } from '../lib/create-query-client.ts';
import { stubMatchMedia } from '../test/match-media.ts';
import { AppProviders } from './app-providers.tsx';
import { ExceptionPage } from './exception-page.tsx';

const AntdLocale = () => {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return <span data-testid="antd-locale">{locale?.locale}</span>;
};

const Motion = () => {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
};

/** A `prefers-reduced-motion` the test can flip, as a user changing the system setting. */
const stubReducedMotion = (reduce: boolean) =>
  stubMatchMedia(reduce, (media, on) => media === '(prefers-reduced-motion: reduce)' && on);

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('AppProviders', () => {
  it('switches the antd locale with the app language', async () => {
    const i18n = createI18n({}, { language: 'zh-CN' });
    render(
      <AppProviders i18n={i18n} queryClient={createQueryClient()}>
        <AntdLocale />
      </AppProviders>,
    );
    expect(screen.getByTestId('antd-locale').textContent).toBe('zh-cn');
    await act(() => changeLanguage(i18n, 'ru-RU'));
    expect(screen.getByTestId('antd-locale').textContent).toBe('ru');
    await act(() => changeLanguage(i18n, 'zh-TW'));
    expect(screen.getByTestId('antd-locale').textContent).toBe('zh-tw');
    await act(() => changeLanguage(i18n, 'en-US'));
    expect(screen.getByTestId('antd-locale').textContent).toBe('en');
  });
});

describe('AppProviders motion', () => {
  const renderMotion = () =>
    render(
      <AppProviders i18n={createI18n({}, { language: 'en-US' })} queryClient={createQueryClient()}>
        <Motion />
      </AppProviders>,
    );

  it('keeps antd animations for a user who has not asked for less motion', () => {
    stubReducedMotion(false);
    renderMotion();
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });

  it('turns them off while the user prefers reduced motion', () => {
    const setReduced = stubReducedMotion(true);
    renderMotion();
    expect(screen.getByTestId('motion').textContent).toBe('false');
    act(() => setReduced(false));
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});

describe('ExceptionPage', () => {
  const renderAt = (element: ReactNode, language: 'en-US' | 'ru-RU' = 'en-US') => {
    const router = createMemoryRouter(
      [
        { path: '/x', element },
        { path: '/', element: <span>home</span> },
      ],
      { initialEntries: ['/x'] },
    );
    render(
      <AppProviders i18n={createI18n({}, { language })} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  };

  it.each([
    [403, 'Sorry, you have no access to this page.'],
    [404, 'Sorry, the page you visited does not exist.'],
    [405, 'Sorry, this action is not allowed.'],
    [500, 'Sorry, server error. Please try again later.'],
  ] as const)('shows %i with its localized text', (status, text) => {
    renderAt(<ExceptionPage status={status} />);
    const page = screen.getByTestId(`exception-${status}`);
    expect(page.textContent).toContain(String(status));
    expect(page.textContent).toContain(text);
  });

  it('goes back home', async () => {
    const router = renderAt(<ExceptionPage status={404} />, 'ru-RU');
    await userEvent.setup().click(screen.getByRole('button', { name: 'На главную' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('usePageTitle', () => {
  const Title = ({ title }: { title?: string }) => {
    usePageTitle(title, 'Acme');
    return null;
  };

  it('writes "<menu title> - <product title>"', () => {
    expect(formatPageTitle('Wallet', 'Tradebridge')).toBe('Wallet - Tradebridge');
    expect(formatPageTitle(undefined, 'Tradebridge')).toBe('Tradebridge');
    const { rerender } = render(<Title title="钱包" />);
    expect(document.title).toBe('钱包 - Acme');
    rerender(<Title />);
    expect(document.title).toBe('Acme');
  });
});

describe('date fields', () => {
  it.each([
    ['ru-RU', '01.11.2026'],
    ['en-US', '11/01/2026'],
    ['zh-CN', '2026/11/01'],
  ] as const)('write a date as %s does', (language, shown) => {
    render(
      <AppProviders i18n={createI18n({}, { language })} queryClient={createQueryClient()}>
        <DatePicker value={dayjs('2026-11-01')} data-testid="date" />
      </AppProviders>,
    );
    expect((screen.getByTestId('date') as HTMLInputElement).value).toBe(shown);
  });
});
