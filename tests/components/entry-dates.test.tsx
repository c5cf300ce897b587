import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

/** A native date input takes its value whole (YYYY-MM-DD), as the browser's picker gives it. */
function setDate(label: string | RegExp, value: string) {
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
    // A job's start date is needed (an education's is not), and its field says so as the other needed ones do.
    expect(screen.getByLabelText(/^Start date/)).toBeRequired();
    setDate(/^Start date/, '2022-05-01');
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

  it('setup: a current entry shows Present, leaves no draft when opened again, and unticked asks for its end date', async () => {
    const first = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await first.user.type(await screen.findByLabelText(/Institution/), 'Harvard University');
    await first.user.type(screen.getByLabelText(/Degree/), 'B.A.');
    await first.user.type(screen.getByLabelText(/Field of study/), 'Economics');
    await first.user.click(screen.getByLabelText('I study here now'));
    await first.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: 'Step 2 of 6: Work experience' });
    // Back to the saved step and away again, typing nothing.
    await first.user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Step 1 of 6: Education' });
    expect(screen.getByLabelText('End date')).toHaveDisplayValue('Present');
    first.unmount();

    // A reload resumes at the next step: nothing typed was waiting at the first.
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await screen.findByRole('heading', { name: 'Step 2 of 6: Work experience' });
    expect(screen.queryByText(/We restored what you typed/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Step 1 of 6: Education' });
    await user.click(screen.getByLabelText('I study here now'));
    expect(screen.getByLabelText('End date')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('End date is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 6: Education' })).toBeInTheDocument();
    expect(db().jobSeekerProfiles['2'].education[0]).toMatchObject({ endDate: null, current: true });
  });

  it('settings: opening a current job or school keeps no draft, and unticked each asks for its end date', async () => {
    db().jobSeekerProfiles['1'].education[0] = {
      ...db().jobSeekerProfiles['1'].education[0],
      endDate: null,
      current: true,
    };
    const sections = [
      { name: 'Work experience', current: 'I work here now', save: 'Save work experience' },
      { name: 'Education', current: 'I study here now', save: 'Save education' },
    ];
    const first = renderApp('/job-seeker/settings', { user: 'seeker' });
    for (const s of sections) {
      await first.user.click(await screen.findByRole('button', { name: s.name }));
      expect(await screen.findByLabelText('End date')).toHaveDisplayValue('Present');
    }
    first.unmount();

    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    for (const s of sections) {
      await user.click(await screen.findByRole('button', { name: s.name }));
      await user.click(await screen.findByLabelText(s.current));
      expect(screen.queryByText(/We restored what you typed/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: s.save }));
      expect(await screen.findByText('End date is required')).toBeInTheDocument();
    }
    expect(db().jobSeekerProfiles['1'].workExperience[0]).toMatchObject({ endDate: null, current: true });
    expect(db().jobSeekerProfiles['1'].education[0]).toMatchObject({ endDate: null, current: true });
  });
});
