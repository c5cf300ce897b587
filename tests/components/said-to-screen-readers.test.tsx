import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

/** A native date input takes its value whole (YYYY-MM-DD): Chrome gives 0018-09-20 for 09/20/18 typed short. */
function setDate(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('what a screen reader hears', () => {
  it("post a job: with no work arrangement ticked, each box is invalid and described by the group's message", async () => {
    const { user } = renderApp('/jobs-posting/addJob', { user: 'employer' });
    const group = await screen.findByRole('group', { name: 'Work arrangements' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await screen.findByText('Please choose at least one work arrangement');
    for (const box of boxes) {
      expect(box).toBeInvalid();
      expect(box).toHaveAccessibleDescription('Please choose at least one work arrangement');
    }
    // Ticked, the boxes are neither invalid nor described by a message that is gone.
    await user.click(boxes[0]);
    await waitFor(() => expect(boxes[1]).not.toHaveAttribute('aria-describedby'));
    expect(boxes[1]).toBeValid();
  });

  it('an entry date before 1900 (a year typed short) is refused at its field and not saved', async () => {
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await screen.findByRole('heading', { name: 'Step 1 of 6: Education' });
    setDate('Start date', '0018-09-20');
    setDate('End date', '0022-05-01');
    expect(await screen.findByText('Start date cannot be before 1900')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(
      'Start date cannot be before 1900',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 6: Education' })).toBeInTheDocument();
    expect(db().jobSeekerProfiles['2'].education).toEqual([]);

    // With no start date, the end date is held to the same bound.
    setDate('Start date', '');
    expect(await screen.findByText('End date cannot be before 1900')).toBeInTheDocument();
    setDate('Start date', '1900-01-01');
    setDate('End date', '1904-06-30');
    await waitFor(() => expect(screen.queryByText(/cannot be before 1900/)).not.toBeInTheDocument());
  });

  it("applicants: each tick of a Compare box is said, as the job seeker's compare tray says it", async () => {
    // The Acme job with the most applicants: four or more, so the most that can be compared are picked.
    const counts = new Map<number, number>();
    for (const l of db().userJobs)
      if (l.userId >= 200 && db().jobs.find((j) => j.id === l.jobId)?.companyId === 1)
        counts.set(l.jobId, (counts.get(l.jobId) ?? 0) + 1);
    const [jobId, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
    expect(count).toBeGreaterThanOrEqual(4);
    const { user } = renderApp(`/all-jobs-postings/applicants?jobId=${jobId}`, { user: 'employer' });
    const boxes = within(await screen.findByRole('list', { name: 'Applicants' })).getAllByRole('checkbox');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(boxes[0]);
    expect(status).toHaveTextContent('1 of 4 applicants picked to compare: pick at least one more');
    await user.click(boxes[1]);
    expect(status).toHaveTextContent(/^2 of 4 applicants picked to compare$/);
    await user.click(boxes[2]);
    await user.click(boxes[3]);
    expect(status).toHaveTextContent(
      '4 of 4 applicants picked to compare: the most at once (remove one to pick another)',
    );
  });
});
