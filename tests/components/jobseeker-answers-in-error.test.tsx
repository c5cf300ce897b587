import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

/** A profile with every answer of the setup's steps 1 to 3, and none of steps 4 and 5 (or of 5 only). */
function profileUpTo(step: 4 | 5, id = '2') {
  const alex = db().jobSeekerProfiles['1'];
  db().jobSeekerProfiles[id] = {
    ...alex,
    basicInfo: {
      ...alex.basicInfo,
      ...(step === 4 && { availableTime: [] }),
      isSponsorshipRequired: null,
      disability: null,
      ethnicity: null,
      protectedVeteran: null,
    },
  };
}

const SPONSORSHIP = 'Will you now or in the future need visa sponsorship to work?';
const QUESTIONS = ['Do you have a disability?', 'Ethnicity', 'Are you a protected veteran?'];

/** Every radio group of About you says why it was refused, and its radios are marked invalid. */
function expectAboutYouRefused() {
  const groups = [SPONSORSHIP, ...QUESTIONS].map((name) => screen.getByRole('radiogroup', { name }));
  expect(groups[0]).toHaveAccessibleDescription('Please choose whether you need sponsorship');
  for (const group of groups.slice(1))
    expect(group).toHaveAccessibleDescription('Please choose an answer, or Prefer not to say');
  for (const group of groups)
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeInvalid();
  // Focus is at the first question in error, not left on the button below the errors.
  expect(within(groups[0]).getByRole('radio', { name: 'Yes' })).toHaveFocus();
}

describe('profile answers refused: focus and errors at the questions', () => {
  it('step 4 with no day moves focus to the first day, each day described by the error, until one is ticked', async () => {
    profileUpTo(4);
    const { user } = renderApp('/applicant/profile-setup?step=4', { user: 'newSeeker' });
    await screen.findByRole('heading', { name: 'Step 4 of 6: Availability' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const days = ['Mon', 'Tues', 'Wed', 'Thurs', 'Fri'].map((name) => screen.getByRole('checkbox', { name }));
    await waitFor(() => expect(days[0]).toHaveFocus());
    for (const day of days) {
      expect(day).toBeInvalid();
      expect(day).toHaveAccessibleDescription('Choose at least one day you are available');
    }
    await user.click(days[1]);
    expect(screen.queryByText('Choose at least one day you are available')).not.toBeInTheDocument();
    expect(days[0]).not.toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 5 of 6: About you' })).toBeInTheDocument();
    expect(db().jobSeekerProfiles['2'].basicInfo.availableTime).toEqual([
      { day: 'Tues', startTime: '09:00', endTime: '17:00' },
    ]);
  });

  it('step 5 with nothing answered moves focus to the first question, each described by its error', async () => {
    profileUpTo(5);
    const { user } = renderApp('/applicant/profile-setup?step=5', { user: 'newSeeker' });
    await screen.findByRole('heading', { name: 'Step 5 of 6: About you' });
    // Before a submit, nothing is invalid and nothing described.
    expect(screen.getByRole('radiogroup', { name: SPONSORSHIP })).not.toHaveAccessibleDescription();
    expect(screen.getAllByRole('radio')[0]).not.toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(expectAboutYouRefused);
    // An answer takes its group's error away, and only its group's.
    const sponsorship = screen.getByRole('radiogroup', { name: SPONSORSHIP });
    await user.click(within(sponsorship).getByRole('radio', { name: 'No' }));
    expect(sponsorship).not.toHaveAccessibleDescription();
    expect(within(sponsorship).getByRole('radio', { name: 'Yes' })).not.toBeInvalid();
    expect(screen.getByRole('radiogroup', { name: 'Ethnicity' })).toHaveAccessibleDescription(
      'Please choose an answer, or Prefer not to say',
    );
  });

  it('Settings → About you does the same', async () => {
    profileUpTo(5, '1');
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    // Its heading says the section is missing.
    await user.click(await screen.findByRole('button', { name: /^About you/ }));
    await user.click(await screen.findByRole('button', { name: 'Save about you' }));
    await waitFor(expectAboutYouRefused);
  });
});
