import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_SCREEN } from '../hooks/use-media-query.ts';
import { createI18n } from '../i18n/create-i18n-eager.ts';
import { createQueryClient } from '../lib/create-query-client.ts';
import { stubMatchMedia } from '../test/match-media.ts';
import { AppProviders } from './app-providers.tsx';
import { SignedInFrame } from './signed-in-frame.tsx';

/** A window `width` px wide, as far as media queries go; the test may resize it. */
const stubWidth = (width: number) => {
  const resize = stubMatchMedia(
    width,
    (media, current) => media === NARROW_SCREEN && current < 992,
  );
  return (next: number) => act(() => resize(next));
};

/** A screen with state of its own: what the user typed, lost if the screen is mounted anew. */
const Typed = () => {
  const [text, setText] = useState('');
  return (
    <p>
      Home screen{' '}
      <input aria-label="typed" value={text} onChange={(e) => setText(e.target.value)} />
    </p>
  );
};

const Frame = () => (
  <SignedInFrame
    testId="frame"
    logo={<span>Logo</span>}
    menu={
      <nav>
        <Link to="/wallet">Wallet</Link>
      </nav>
    }
    headerItems={[
      { key: 'bell', node: <span>Bell</span> },
      { key: 'language', fold: true, node: <span>Language</span> },
      { key: 'avatar', node: <span>Avatar</span> },
    ]}
  >
    <Outlet />
  </SignedInFrame>
);

const renderFrame = () => {
  const router = createMemoryRouter(
    [
      {
        Component: Frame,
        children: [
          { path: '/', element: <Typed /> },
          { path: '/wallet', element: <p>Wallet screen</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders i18n={createI18n({}, { language: 'en-US' })} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

afterEach(() => vi.restoreAllMocks());

describe('SignedInFrame', () => {
  it('on a wide screen: the menu beside the content, every header item in the header', () => {
    stubWidth(1280);
    renderFrame();
    expect(within(screen.getByTestId('side-menu')).getByText('Wallet')).not.toBeNull();
    expect(screen.queryByTestId('menu-button')).toBeNull();
    expect(screen.queryByTestId('header-more')).toBeNull();
    for (const item of ['Bell', 'Language', 'Avatar']) {
      expect(screen.getByText(item)).not.toBeNull();
    }
  });

  it('on a phone: the menu is a drawer behind a button that a link closes; secondary items fold', async () => {
    stubWidth(390);
    renderFrame();
    const user = userEvent.setup();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(screen.getByText('Bell')).not.toBeNull();
    expect(screen.getByText('Avatar')).not.toBeNull();
    expect(screen.queryByText('Language')).toBeNull();

    await user.click(screen.getByTestId('header-more'));
    expect(await screen.findByText('Language')).not.toBeNull();

    const button = screen.getByRole('button', { name: 'Open the menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const drawer = await screen.findByTestId('side-menu');
    await user.click(within(drawer).getByText('Wallet'));
    expect(await screen.findByText('Wallet screen')).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows the window across the breakpoint', () => {
    const resize = stubWidth(1280);
    renderFrame();
    expect(screen.getByTestId('side-menu')).not.toBeNull();
    resize(800);
    expect(screen.getByTestId('menu-button')).not.toBeNull();
    resize(1440);
    expect(screen.queryByTestId('menu-button')).toBeNull();
  });

  it('keeps the screen, and what was typed in it, when the window crosses the breakpoint', () => {
    const resize = stubWidth(1280);
    renderFrame();
    fireEvent.change(screen.getByLabelText('typed'), { target: { value: 'Invoice 42' } });
    resize(390);
    expect((screen.getByLabelText('typed') as HTMLInputElement).value).toBe('Invoice 42');
    resize(1440);
    expect((screen.getByLabelText('typed') as HTMLInputElement).value).toBe('Invoice 42');
  });
});
