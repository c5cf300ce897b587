import type { MarketTables } from './market';

/** The meetings domain's table: one row per meeting, shared by its employer and job seeker. */
export interface MockMeeting {
  id: number;
  zoomMeetingId: string;
  employerId: number;
  jobSeekerId: number;
  jobId: number | null;
  topic: string;
  startTime: string;
  endTime: string;
  notes: string;
}

export interface MeetingTables {
  meetings: MockMeeting[];
}

const HOUR = 3600000;

/** A local time `days` from `now` at `hour`:`minute` (demo meetings sit in working hours). */
const at = (now: number, days: number, hour: number, minute = 0) => {
  const d = new Date(now);
  d.setDate(d.getDate() + days);
  d.setHours(hour, minute, 0, 0);
  return d.getTime();
};

/**
 * Meetings are seeded around the moment the demo starts (not a fixed date), so there is always something
 * upcoming, one starting soon (the countdown) and something past.
 */
export function seedMeetings(
  { jobs, userJobs }: Pick<MarketTables, 'jobs' | 'userJobs'>,
  now = Date.now(),
): MeetingTables {
  const acme = jobs.filter((j) => j.companyId === 1 && j.status === 'ACTIVE');
  // Each meeting is about an Acme job the job seeker applied to, when there is one: one already in the
  // interviewing process first.
  const linkOf = (userId: number, jobId: number) =>
    userJobs.find((l) => l.userId === userId && l.jobId === jobId);
  const appliedTo = (userId: number, nth: number) => {
    const rank = (status?: string) => (status === 'SCHEDULED' ? 0 : 1);
    const mine = acme
      .filter((j) => ['APPLIED', 'SCHEDULED'].includes(linkOf(userId, j.id)?.status ?? ''))
      .sort((a, b) => rank(linkOf(userId, a.id)?.status) - rank(linkOf(userId, b.id)?.status));
    return mine[nth % Math.max(mine.length, 1)] ?? acme[nth % acme.length];
  };
  const soon = Math.ceil((now + 40 * 60000) / (5 * 60000)) * 5 * 60000;
  const rows: Array<[number, number, number, string]> = [
    // [job seeker, which of their applications, start, notes]
    [1, 0, at(now, 2, 10), 'Introductions and a walk through your portfolio.'],
    [1, 0, at(now, -4, 14, 30), 'First conversation with the hiring team.'],
    [200, 0, soon, 'Technical interview with the team lead.'],
    [201, 0, at(now, 1, 15), ''],
    [202, 0, at(now, -2, 11), 'Culture fit conversation.'],
  ];
  const meetings = rows.map(([jobSeekerId, nth, start, notes], i): MockMeeting => {
    const job = appliedTo(jobSeekerId, nth);
    // Scheduling an interview sets the application's status, as the product does: the two never disagree.
    const link = job && linkOf(jobSeekerId, job.id);
    if (link?.status === 'APPLIED') {
      link.status = 'SCHEDULED';
      link.history.push('SCHEDULED');
    }
    return {
      id: i + 1,
      zoomMeetingId: String(8100000000 + i + 1),
      employerId: 3,
      jobSeekerId,
      jobId: job?.id ?? null,
      topic: job ? `Interview: ${job.title}` : 'Interview',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + HOUR).toISOString(),
      notes,
    };
  });
  return { meetings };
}
