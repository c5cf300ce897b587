import type { MockJob } from './market';

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

/**
 * Meetings are seeded around the moment the demo starts (not a fixed date), so there is always something
 * upcoming, one starting soon (the countdown) and something past. Times sit on the quarter hour.
 */
export function seedMeetings(jobs: MockJob[], now = Date.now()): MeetingTables {
  const acme = jobs.filter((j) => j.companyId === 1 && j.status === 'ACTIVE');
  const quarter = Math.ceil(now / (15 * 60000)) * 15 * 60000;
  const rows: Array<[number, number, number, string]> = [
    // [job seeker, acme job index, hours from now, notes]
    [1, 0, 50, 'Introductions and a walk through your portfolio.'],
    [1, 1, -100, 'First conversation with the hiring team.'],
    [200, 2, 0.75, 'Technical interview with the team lead.'],
    [201, 3, 26, ''],
    [202, 4, -30, 'Culture fit conversation.'],
  ];
  const meetings = rows.map(([jobSeekerId, jobIndex, hours, notes], i): MockMeeting => {
    const job = acme[jobIndex % acme.length];
    const start = quarter + Math.round(hours * 4) * (HOUR / 4);
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
