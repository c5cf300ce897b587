import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

/** Lines under the fields (helper text or error): a message appearing must fill one, never add one. */
const helperLines = (form: HTMLElement) => form.querySelectorAll('.MuiFormHelperText-root').length;

describe('post a job form', () => {
  it('a refused Post job shows every error in space kept for it and focuses the first field in error', async () => {
    const { user } = renderApp('/jobs-posting/addJob', { user: 'employer' });
    const form = await screen.findByRole('form', { name: 'Job details' });
    const lines = helperLines(form);
    await user.click(screen.getByLabelText('Minimum pay (USD)'));
    await user.paste('60000');
    await user.click(screen.getByLabelText('Maximum pay (USD)'));
    await user.paste('50000');
    const before = db().jobs.length;

    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText('Maximum pay cannot be lower than minimum pay')).toBeInTheDocument();
    expect(screen.getByText('Please enter job title')).toBeInTheDocument();
    expect(screen.getByText('Please enter job description')).toBeInTheDocument();
    expect(screen.getByText('Please choose at least one work arrangement')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveFocus());
    expect(helperLines(form)).toBe(lines);
    expect(db().jobs).toHaveLength(before);
  });

  it('Enter in a list picks the highlighted option and never posts the job', async () => {
    const { user } = renderApp('/jobs-posting/addJob', { user: 'employer' });
    const form = await screen.findByRole('form', { name: 'Job details' });
    const before = db().jobs.length;
    const tags = screen.getByRole('combobox', { name: 'Tags' });

    // Typed until one option is left: Enter picks it.
    await user.click(tags);
    await user.keyboard('TypeSc{Enter}');
    expect(await screen.findByRole('button', { name: 'TypeScript' })).toBeInTheDocument();
    // Opened with the arrow key, nothing typed: Enter picks the first option offered, it does not submit.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'React' })).toBeInTheDocument();

    expect(screen.queryByText('Please enter job title')).not.toBeInTheDocument();
    expect(form).toBeInTheDocument();
    expect(db().jobs).toHaveLength(before);
  });

  it('a duplicate says (copy) when it fits the 120-character title limit', async () => {
    const job = db().jobs.find((j) => j.id === 1)!;
    job.title = `Senior Registered Nurse ${'x'.repeat(89)}`; // 113 characters: with ' (copy)', 120
    renderApp('/jobs-posting/duplicateJob?jobId=1', { user: 'employer' });
    expect(await screen.findByLabelText('Job title')).toHaveValue(`${job.title} (copy)`);
  });

  it('a duplicate of a title too long for (copy) keeps the title whole, and it posts', async () => {
    const job = db().jobs.find((j) => j.id === 1)!;
    job.title = `Senior Registered Nurse ${'x'.repeat(94)}`; // 118 characters
    const { user } = renderApp('/jobs-posting/duplicateJob?jobId=1', { user: 'employer' });
    const title = await screen.findByLabelText('Job title');
    await waitFor(() => expect(title).toHaveValue(job.title));
    const before = db().jobs.length;
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText('The job has been posted successfully.')).toBeInTheDocument();
    expect(db().jobs).toHaveLength(before + 1);
    expect(db().jobs.at(-1)!.title).toBe(job.title);
  });
});
