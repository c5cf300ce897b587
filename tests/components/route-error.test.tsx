import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './render';

// A page that fails to render, as one might on data it did not expect.
vi.mock('@/features/jobs/pages/SavedJobsPage', () => ({
  default: () => {
    throw new Error('boom');
  },
}));

describe('a page that fails', () => {
  it('says so inside the app layout and offers a way on, instead of the router’s developer screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
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
