import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

/** A native date input takes its value whole (YYYY-MM-DD), as the browser's picker gives it. */
function setDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const nextYear = `${new Date().getFullYear() + 1}-01-15`;

describe('education and work dates', () => {
  it('setup: an education entry cannot end before it starts, and a finished one cannot start in the future', async () => {
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await screen.findByRole('heading', { name: 'Step 1 of 6: Education' });
    setDate('Start date', '2022-05-01');
    setDate('End date', '2021-01-01');
    expect(await screen.findByText('End date must be after the start date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('End date must be after the start date')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 6: Education' })).toBeInTheDocument();
    expect(db().jobSeekerProfiles['2'].education).toEqual([]);

    // The same day is fine (a one-day course).
    setDate('End date', '2022-05-01');
    await screen.findByText('Please enter degree');
    expect(screen.queryByText('End date must be after the start date')).not.toBeInTheDocument();

    setDate('Start date', nextYear);
    setDate('End date', `${new Date().getFullYear() + 2}-06-01`);
    expect(await screen.findByText('Start date cannot be in the future')).toBeInTheDocument();
    // Someone who starts soon is a current student: the rule is for finished entries only.
    await user.click(screen.getByLabelText('I study here now'));
    await screen.findByDisplayValue('Present');
    expect(screen.queryByText('Start date cannot be in the future')).not.toBeInTheDocument();
  });

  it('settings: a finished job cannot end before it starts, and is saved once the dates agree', async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Work experience' }));
    await user.click(await screen.findByLabelText('I work here now'));
    setDate('Start date', '2022-05-01');
    setDate('End date', '2021-01-01');
    await user.click(screen.getByRole('button', { name: 'Save work experience' }));
    expect(await screen.findByText('End date must be after the start date')).toBeInTheDocument();
    expect(db().jobSeekerProfiles['1'].workExperience[0].current).toBe(true);

    setDate('End date', '2023-03-31');
    await user.click(screen.getByRole('button', { name: 'Save work experience' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(db().jobSeekerProfiles['1'].workExperience[0]).toMatchObject({
      startDate: '2022-05-01',
      endDate: '2023-03-31',
      current: false,
    });
  });
});
