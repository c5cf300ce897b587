import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

const ML = 43; // Acme's Machine Learning Engineer (QA's job)
const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const jobOf = (id: number) => db().jobs.find((j) => j.id === id)!;
const companyOf = (id: number) => db().companies.find((c) => c.id === jobOf(id).companyId)!;
/** The logos shown: decorative images (alt=""), the company's name beside each. */
const logos = (root: HTMLElement) =>
  [...root.querySelectorAll('img[alt=""]')].map((i) => i.getAttribute('src'));

describe("the company's logo, where job seekers meet its jobs", () => {
  it('shows beside the name on the job page and on its card, once the employer has uploaded one', async () => {
    companyOf(ML).logoUrl = LOGO;
    db().userJobs.push({
      id: 9000,
      userId: 1,
      jobId: ML,
      status: 'SAVED',
      history: ['SAVED'],
      updatedAt: '2030-01-01',
    });
    const { unmount } = renderApp(`/job-description?jobId=${ML}`, { user: 'seeker' });
    const title = await screen.findByRole('heading', { level: 1, name: jobOf(ML).title });
    expect(logos(title.parentElement!)).toEqual([LOGO]);
    unmount();

    renderApp('/saved-jobs', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    const card = within(list)
      .getByRole('link', { name: jobOf(ML).title })
      .closest('article') as HTMLElement;
    expect(logos(card)).toEqual([LOGO]);
    // The other saved jobs' companies have none: no empty frame stands for one.
    const others = within(list)
      .getAllByRole('article')
      .filter((a) => a !== card);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(logos(other)).toEqual([]);
  });
});
