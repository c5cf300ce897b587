import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './render';

import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';

describe('a page that fails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so inside the app layout and offers a way on, instead of the router’s developer screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The saved-jobs page fails to render, as a page might on data it did not expect.
    const read = SeekerJobsApi.useGetJobsByStatusQuery;
    vi.spyOn(SeekerJobsApi, 'useGetJobsByStatusQuery').mockImplementation((status, options) => {
      if (status === 'SAVED') throw new Error('boom');
      return read(status, options);
    });
    renderApp('/saved-jobs', { user: 'seeker' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This page could not be shown/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/job-seeker/dashboard',
    );
    // The layout stays: the user can still use the menu.
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: /Account menu/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
  });
});
