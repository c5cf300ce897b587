import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

describe('a meeting whose job was renamed, then deleted', () => {
  it("still shows the job's last title, not the title the meeting was booked under", async () => {
    const meeting = db()
      .meetings.filter((m) => m.employerId === 3 && Date.parse(m.endTime) > Date.now())
      .sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
    const job = db().jobs.find((j) => j.id === meeting.jobId)!;
    meeting.topic = `Interview: ${job.title}`;
    // What the job edit and delete calls leave in the mock's table.
    job.title = `${job.title} Senior`;
    job.status = 'DELETED';
    renderApp('/employer/video-meetings/list', { user: 'employer' });
    const [item] = await within(await screen.findByRole('tabpanel')).findAllByRole('listitem');
    expect(item).toHaveTextContent(job.title);
  });
});
