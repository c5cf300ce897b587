import { db, nextId, persist, resetDb, seedOptions, type Db } from '../db';
import { LONG_CHAT_LENGTH } from '../fixtures/longChat';
import type { MockMeeting } from '../seed/meetings';
import type { PresetName } from './scenario';

/** The figures of the "large" preset (issue 11): what the screens must stay usable with. */
export const LARGE = { jobs: 1000, applicantsForOneJob: 200, messages: LONG_CHAT_LENGTH, meetings: 100 };

const EMPLOYER = 3;

/** "Empty account": the same people and companies, but no jobs, links to jobs, chats or meetings. */
function empty(d: Db) {
  d.jobs = [];
  d.userJobs = [];
  d.chats = [];
  d.notifications = [];
  d.meetings = [];
  d.bulkJobs = [];
}

/** More jobs: copies of the seeded ones (same companies, titles and text), active, with new ids. */
function manyJobs(d: Db) {
  const originals = d.jobs.filter((j) => j.status === 'ACTIVE');
  for (let k = 0; d.jobs.length < LARGE.jobs; k++)
    d.jobs.push({ ...originals[k % originals.length], id: nextId(), status: 'ACTIVE' });
}

/** The employer's first active job gets 200 applicants: the seeded ones, then copies of them as new people. */
function manyApplicants(d: Db) {
  const job = d.jobs.find((j) => j.companyId === 1 && j.status === 'ACTIVE')!;
  const seekers = d.users.filter((u) => u.userType === 1 && u.id >= 200);
  const applied = new Set(d.userJobs.filter((l) => l.jobId === job.id).map((l) => l.userId));
  const apply = (userId: number) => {
    d.userJobs.push({
      id: nextId(),
      userId,
      jobId: job.id,
      status: 'APPLIED',
      history: ['APPLIED'],
      updatedAt: new Date(Date.UTC(2026, 10, 20) - (d.userJobs.length % 30) * 86400000).toISOString(),
    });
    applied.add(userId);
  };
  for (const s of seekers) if (!applied.has(s.id) && applied.size < LARGE.applicantsForOneJob) apply(s.id);
  for (let n = 0; applied.size < LARGE.applicantsForOneJob; n++) {
    const model = seekers[n % seekers.length];
    const id = nextId();
    d.users.push({
      ...model,
      id,
      email: `applicant.${id}@example.test`,
      lastName: `${model.lastName} ${n + 1}`,
    });
    d.jobSeekerProfiles[String(id)] = structuredClone(d.jobSeekerProfiles[String(model.id)]);
    apply(id);
  }
  return job;
}

/** 100 meetings for the employer: one each working day hour around today, with the job's applicants. */
function manyMeetings(d: Db, jobId: number, now = Date.now()) {
  const people = d.userJobs.filter((l) => l.jobId === jobId).map((l) => l.userId);
  const job = d.jobs.find((j) => j.id === jobId)!;
  const mine = d.meetings.filter((m) => m.employerId === EMPLOYER).length;
  for (let n = 0; n < LARGE.meetings - mine; n++) {
    const start = new Date(now);
    start.setDate(start.getDate() - 25 + Math.floor(n / 2));
    start.setHours(n % 2 ? 14 : 10, 0, 0, 0);
    const id = nextId();
    const meeting: MockMeeting = {
      id,
      zoomMeetingId: String(8200000000 + id),
      employerId: EMPLOYER,
      jobSeekerId: people[n % people.length],
      jobId,
      topic: `Interview: ${job.title}`,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3600000).toISOString(),
      notes: '',
    };
    d.meetings.push(meeting);
  }
}

/** "Large": 1,000 jobs, 200 applicants for one job, the 5,000-message conversation, 100 meetings. */
function large(d: Db) {
  manyJobs(d);
  const job = manyApplicants(d);
  manyMeetings(d, job.id);
}

/**
 * Starts the store over from the seed, then shapes it as the preset says ("seed" is the seed as it is).
 * The long conversation is part of "large" whatever seedOptions say.
 */
export function applyPreset(name: PresetName) {
  const longChat = seedOptions.longChat;
  if (name === 'large') seedOptions.longChat = true;
  try {
    resetDb();
    if (name === 'empty') empty(db());
    if (name === 'large') large(db());
    // Build the chats while the long conversation is asked for (tables are built on first touch).
    void db().chats;
  } finally {
    seedOptions.longChat = longChat;
  }
  persist();
}
