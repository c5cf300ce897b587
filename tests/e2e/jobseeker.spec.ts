import { DEMO, DEMO_PASSWORD, expect, expectAccessible, expectAppStarted, login, test } from './support';

// Long journeys with an axe run on every screen: on a shared, busy machine they need more than a minute.
test.slow();

test('a new job seeker completes the six setup steps, with a camera video, and reaches the dashboard', async ({
  page,
}) => {
  // Six setup steps, one of them recording a video from the fake camera.
  test.setTimeout(60_000);
  // From the landing page, as a visitor comes: the setup's steps close behind the user once finished.
  await page.goto('/');
  await expectAppStarted(page, '/');
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await page.getByLabel('Email').fill(DEMO.newSeeker);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/applicant\/profile-setup\?step=1$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 6: Education' })).toBeVisible();
  await expectAccessible(page, 'setup: education');

  // 1 Education: a GPA out of range is refused at the field, then corrected.
  await page.getByLabel('Institution').fill('University of Washington');
  await page.getByLabel('Degree').fill('B.S.');
  await page.getByLabel('Field of study').fill('Computer Science');
  await page.getByLabel('GPA (optional)').fill('4.5');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('GPA cannot exceed 4')).toBeVisible();
  await expect(page.getByText('End date is required')).toBeVisible();
  await page.getByLabel('GPA (optional)').fill('3.75');
  await page.getByLabel('End date').fill('2024-06-01');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 2 Work experience, current job. The browser's Back and Forward move between the steps, answers kept.
  await expect(page.getByRole('heading', { name: 'Step 2 of 6: Work experience' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Step 1 of 6: Education' })).toBeVisible();
  await expect(page.getByLabel('Institution')).toHaveValue('University of Washington');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Step 2 of 6: Work experience' })).toBeVisible();
  // The step done and the current one in blue, those to come in grey (each in a colour its white number reads on),
  // once the colours have eased to their new step.
  const icons = page.getByRole('list', { name: 'Setup steps' }).locator('svg.MuiStepIcon-root');
  await expect
    .poll(() => icons.evaluateAll((all) => all.map((icon) => getComputedStyle(icon).color)))
    .toEqual([...Array(2).fill('rgb(29, 78, 216)'), ...Array(4).fill('rgb(100, 116, 139)')]);
  await page.getByLabel('Job title').fill('Support Engineer');
  await page.getByLabel('Employer').fill('Contoso');
  await page.getByLabel('Location').fill('Seattle');
  await page
    .getByRole('option', { name: /Seattle/ })
    .first()
    .click();
  await page.getByLabel('Start date').fill('2024-07-01');
  await page.getByLabel('I work here now').check();
  // By keyboard, its ring is drawn inside its round target: outside, it covered the label's 'I'.
  await page.getByLabel('I work here now').press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(
    await page.getByLabel('I work here now').evaluate((input) => {
      const target = getComputedStyle(input.parentElement!);
      return [target.outlineStyle, target.outlineOffset];
    }),
  ).toEqual(['solid', '-2px']);
  await expectAccessible(page, 'setup: work');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 3 Introduction: record with the fake camera, upload, transcript comes back and is editable.
  await expect(page.getByRole('heading', { name: 'Step 3 of 6: Introduction' })).toBeVisible();
  await page.getByRole('button', { name: 'Record with camera' }).click();
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('timer')).toHaveText(/Recording 00:00:0[1-9]/);
  // Its upload fails once: the recording is kept and sent again in one press, not recorded anew.
  await page.evaluate(() => window.__mock!.failNext({ path: '/users/jobseeker-video', status: 500 }));
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByText('Internal server error').first()).toBeVisible();
  await page.getByRole('button', { name: 'Send it again' }).click();
  const player = page.getByLabel('Your video introduction');
  await expect(player).toBeVisible();
  // The recording says how long it is (MediaRecorder's WebM does not: players showed 0:00): the file uploaded,
  // read by an element of its own, without the player's seek to its end.
  const uploaded = (await player.getAttribute('src'))!;
  const duration = await page.evaluate(async (src) => {
    const video = document.createElement('video');
    video.muted = true;
    video.src = src;
    await new Promise((loaded) => (video.onloadedmetadata = loaded));
    return video.duration;
  }, uploaded);
  expect(Number.isFinite(duration) && duration > 0.5).toBe(true);
  const transcript = page.getByLabel('Transcript');
  await expect(transcript).toHaveValue(/glad you are watching/);
  await transcript.fill('Hello! I like solving problems with people.');
  await page.getByLabel('Key qualifications').click();
  await page.getByRole('option', { name: 'Customer service' }).click();
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'setup: introduction');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 4 Availability.
  await expect(page.getByRole('heading', { name: 'Step 4 of 6: Availability' })).toBeVisible();
  await page.getByLabel('Mon', { exact: true }).check();
  await page.getByLabel('Wed', { exact: true }).check();
  await expectAccessible(page, 'setup: availability');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 5 About you: each voluntary answer can be declined.
  await expect(page.getByRole('heading', { name: 'Step 5 of 6: About you' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /visa sponsorship/ })
    .getByLabel('No')
    .check();
  await page
    .getByRole('radiogroup', { name: 'Do you have a disability?' })
    .getByLabel('Prefer not to say')
    .check();
  await page.getByRole('radiogroup', { name: 'Ethnicity' }).getByLabel('Prefer not to say').check();
  await page
    .getByRole('radiogroup', { name: 'Are you a protected veteran?' })
    .getByLabel('No', { exact: true })
    .check();
  await expectAccessible(page, 'setup: about you');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 6 Photo and finish.
  await expect(page.getByRole('heading', { name: 'Step 6 of 6: Photo and finish' })).toBeVisible();
  await expectAccessible(page, 'setup: finish');
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
  await expect(page.getByText('Profile completion: 100%')).toBeVisible();
  await expectAccessible(page, 'dashboard');

  // Back passes every setup step, closed now, to the landing page, which a finished profile may not open either:
  // with nothing of the app before it, it gives way to the dashboard, and the next Back leaves the app (one
  // press per setup step before).
  await page.goBack();
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
  await expect(page.getByText('Profile completion: 100%')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('about:blank');

  // The recorded video plays on a new page load too, as the mock's storage serves it (an object URL of the upload
  // died with the page that made it, and Settings said the video could not be played).
  await page.goto('/job-seeker/settings#introduction');
  const video = page.getByLabel('Your video introduction');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
});

test('a job seeker searches, opens a job, saves it, applies and sees it in applied jobs', async ({
  page,
}) => {
  await login(page, DEMO.seeker);
  await expect(page.getByTestId('count-applied')).toHaveText('2');
  await page.getByRole('link', { name: 'Find jobs' }).click();
  // Typed slowly, each pause just past the search's own wait (300 ms): the address takes each pause's words while
  // the next letter arrives, and none may be lost (the box took the address's older words back: 'daaaalyt').
  await page.getByLabel('Search jobs').pressSequentially('data analyst', { delay: 310 });
  await expect(page).toHaveURL(/q=data\+analyst/);
  await expect(page.getByLabel('Search jobs')).toHaveValue('data analyst');
  await expect(page.getByRole('status').filter({ hasText: /jobs? found/ })).toBeVisible();
  // The filters live in the URL: the box follows it once the router has moved.
  await page.getByLabel('Fully Remote').click();
  await expect(page).toHaveURL(/arrangement=Fully\+Remote/);
  await expect(page.getByLabel('Fully Remote')).toBeChecked();
  await expectAccessible(page, 'job search');

  const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  const title = (await first.getByRole('heading').textContent())!.trim();
  // By keyboard: the link goes with the search page, and focus goes to the new page's heading, not to its body.
  await first.getByRole('link', { name: title }).press('Enter');
  await expect(page).toHaveURL(/\/job-description\?jobId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
  await expectAccessible(page, 'job description');

  // The job's buttons name it by title and company (several jobs may share a title).
  const save = page.getByRole('button', { name: /^Save / });
  const name = (await save.getAttribute('aria-label'))!.replace(/^Save /, '');
  expect(name.startsWith(`${title} at `)).toBe(true);
  await save.click();
  await expect(page.getByRole('button', { name: `${name} saved` })).toBeDisabled();
  await page.getByRole('button', { name: `Apply to ${name}` }).click();
  await expect(page.getByRole('button', { name: `Applied to ${name}` })).toBeDisabled();

  await page.getByRole('link', { name: 'Applied jobs' }).click();
  await expect(page.getByTestId('count-applied')).toHaveText('3');
  await expect(page.getByTestId('count-saved')).toHaveText('2');
  const card = page.getByRole('article').filter({ hasText: title }).first();
  await expect(card.getByText('Application Submitted')).toBeVisible();
  await expect(page.getByText('Interviewing Process')).toBeVisible();
  await expectAccessible(page, 'applied jobs');

  await page.getByRole('link', { name: 'Saved jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
  await expectAccessible(page, 'saved jobs');
});

test('a job seeker saves a job and sees it as "Saved", not as an application, in saved jobs', async ({
  page,
}) => {
  await login(page, DEMO.seeker);
  await page.goto('/job-search?q=engineer');
  const save = page.getByRole('button', { name: /^Save / }).first();
  // The job as its buttons name it: title and company.
  const name = (await save.getAttribute('aria-label'))!.replace(/^Save /, '');
  await save.click();
  await expect(page.getByRole('button', { name: `${name} saved` }).first()).toBeDisabled();

  await page.getByRole('link', { name: 'Saved jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
  await expect(page.getByTestId('count-saved')).toHaveText('3');
  const list = page.getByRole('list', { name: 'Saved jobs' });
  const apply = page.getByRole('button', { name: `Apply to ${name}` });
  const card = list.getByRole('article').filter({ has: apply }).first();
  await expect(card.getByText('Status: Saved')).toBeVisible();
  await expect(card.getByRole('button', { name: `Apply to ${name}` })).toBeEnabled();
  await expect(list.getByText('Application Submitted')).toHaveCount(0);
  await expectAccessible(page, 'saved jobs with a new job');
});

test('a job seeker compares three jobs from search and sees best matches', async ({ page }) => {
  await login(page, DEMO.seeker);
  await page.goto('/match-job-postings');
  await expect(page.getByRole('list', { name: 'Best matches' })).toBeVisible();
  await expect(page.getByText('Your qualifications it asks for').first()).toBeVisible();
  await expectAccessible(page, 'best matches');

  await page.goto('/job-search?q=engineer');
  const boxes = page.getByRole('checkbox', { name: /^Compare / });
  for (const i of [0, 1, 2]) await boxes.nth(i).check();
  await page.getByRole('link', { name: 'Compare 3 jobs' }).click();
  await expect(page).toHaveURL(/\/compare-jobs\/\d+,\d+,\d+$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(table.getByRole('rowheader', { name: /Pay/ })).toBeVisible();
  await expectAccessible(page, 'compare jobs');
});

test('a job seeker ticking four jobs by keyboard keeps each box in view as the compare tray grows', async ({
  page,
}) => {
  await login(page, DEMO.seeker);
  await page.goto('/job-search');
  const boxes = page.getByRole('checkbox', { name: /^Compare / });
  for (const i of [0, 1, 2, 3]) {
    await boxes.nth(i).focus();
    await page.keyboard.press('Space');
    await expect(boxes.nth(i)).toBeChecked();
    if (i === 3) await expect(page.getByRole('list', { name: 'Picked jobs' })).toBeVisible();
    // The fourth pick names the picks on a line of their own: the tray grows, and the box stays in view.
    await expect(boxes.nth(i)).toBeInViewport({ ratio: 1 });
  }
});

test('a job seeker edits the profile and the account, then deletes the account', async ({ page }) => {
  await login(page, DEMO.seeker);
  await page.goto('/job-seeker/settings');
  await page.getByRole('button', { name: 'Education' }).click();
  await page.getByLabel('Degree').fill('M.S.');
  // By keyboard, each Save keeps the focus (a disabled button would drop it to the page while the call runs).
  await page.getByRole('button', { name: 'Save education' }).press('Enter');
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save education' })).toBeFocused();
  await expectAccessible(page, 'settings');

  await page.getByLabel('First name').fill('Alexandra');
  await page.getByRole('button', { name: 'Save account' }).press('Enter');
  await expect(page.getByRole('button', { name: /Account menu for Alexandra/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save account' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectAccessible(page, 'delete confirmation');
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /find work that fits/i })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.seeker);
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
});
