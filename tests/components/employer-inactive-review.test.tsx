import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

describe('the review of an inactive job', () => {
  it('names the job in the picker, marked inactive, and the menu lists it so', async () => {
    const job = db().jobs.find((j) => j.companyId === 1 && j.status === 'ACTIVE' && j.title === 'Paralegal')!;
    job.status = 'INACTIVE';
    const { user } = renderApp(`/active-match-job?jobId=${job.id}`, { user: 'employer' });
    expect(await screen.findByText(/^Applicant 1 of \d+$/)).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Job' });
    // With its place, as the options say it: two jobs of one title read alike without it.
    expect(picker).toHaveTextContent(
      new RegExp(`^Paralegal \\(inactive\\) · ${job.location} · \\d+ applicants?$`),
    );
    await user.click(picker);
    const options = await within(screen.getByRole('listbox')).findAllByRole('option');
    const current = options.find((o) => o.getAttribute('data-value') === String(job.id));
    expect(current).toHaveAccessibleName(
      new RegExp(`^Paralegal \\(inactive\\) · ${job.location} · \\d+ applicants?$`),
    );
    expect(current).toHaveAttribute('aria-selected', 'true');
  });
});
