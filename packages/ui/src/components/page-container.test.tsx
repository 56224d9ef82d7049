import { render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_SCREEN } from '../hooks/use-media-query.ts';
import { stubMatchMedia } from '../test/match-media.ts';
import { PageContainer } from './page-container.tsx';

const stubWidth = (width: number) =>
  stubMatchMedia(width, (media, current) => media === NARROW_SCREEN && current < 992);

const renderPage = (parts: { description?: boolean; actions?: boolean } = {}) =>
  render(
    <PageContainer
      testId="things-screen"
      title="Things"
      tags={<span data-testid="things-tag">T-1</span>}
      description={parts.description === false ? undefined : 'Everything there is'}
      back={<a href="/">Back</a>}
      actions={parts.actions === false ? undefined : <Button type="primary">New thing</Button>}
      filters={<span>Filters</span>}
    >
      <table data-testid="things-table" />
    </PageContainer>,
  );

const header = () => screen.getByTestId('page-header');

afterEach(() => vi.restoreAllMocks());

describe('PageContainer', () => {
  it('puts back, title, description, action, filters and content in that order', () => {
    stubWidth(1280);
    renderPage();
    const page = screen.getByTestId('things-screen');
    const title = within(page).getByRole('heading', { level: 1, name: 'Things' });
    expect(title.getAttribute('data-testid')).toBe('page-title');
    expect(within(header()).getByTestId('things-tag')).toBeTruthy();
    expect(screen.getByTestId('page-description').textContent).toBe('Everything there is');
    const action = within(screen.getByTestId('page-actions')).getByRole('button', {
      name: 'New thing',
    });
    expect(header().contains(action)).toBe(true);

    const order = [
      screen.getByRole('link', { name: 'Back' }),
      title,
      screen.getByTestId('page-description'),
      action,
      screen.getByTestId('page-filters'),
      screen.getByTestId('things-table'),
    ];
    order.slice(1).forEach((after, i) => {
      const following = order[i]!.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING;
      expect(following, `part ${i + 1} after part ${i}`).toBeTruthy();
    });
  });

  it('on a wide screen the action sits on the right of the title', () => {
    stubWidth(1280);
    renderPage();
    expect(header().getAttribute('data-narrow')).toBe('false');
    expect(header().className).not.toContain('ant-flex-vertical');
    expect(header().className).toContain('ant-flex-justify-space-between');
  });

  it('on a phone the action goes under the title', () => {
    stubWidth(390);
    renderPage();
    expect(header().getAttribute('data-narrow')).toBe('true');
    expect(header().className).toContain('ant-flex-vertical');
    // The title block and the action area are the header's two rows, in that order.
    const [titleBlock, actions] = [...header().children];
    expect(titleBlock?.contains(screen.getByTestId('page-title'))).toBe(true);
    expect(actions).toBe(screen.getByTestId('page-actions'));
  });

  it('leaves out the description and the action area when there are none', () => {
    stubWidth(1280);
    renderPage({ description: false, actions: false });
    expect(screen.queryByTestId('page-description')).toBeNull();
    expect(screen.queryByTestId('page-actions')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Things' })).toBeTruthy();
  });
});
