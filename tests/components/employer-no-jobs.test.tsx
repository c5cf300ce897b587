import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { applyPreset } from '@/mocks/node';
import { renderApp } from './render';

const NO_JOBS = 'No jobs posted yet. Post a job to start receiving applicants.';

describe('the applicant pages opened without a job', () => {
  it.each(['/active-match-job', '/compare-applicants', '/jobseeker-information'])(
    '%s for an employer with no jobs says so and offers Post a job, not an empty list to pick from',
    async (path) => {
      applyPreset('empty');
      renderApp(path, { user: 'employer' });
      expect(await screen.findByText(NO_JOBS)).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Post a job' })).toHaveAttribute(
        'href',
        paths.employer.jobsPosting(),
      );
      expect(screen.queryByText(/^Choose|^Open an applicant|No one has applied/)).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Job' })).not.toBeInTheDocument();
    },
  );
});
