import { EP } from '@/api/endpoints';
import type { Meeting, MeetingInput } from '@/state/meetings/types';
import { db, nextId } from '../db';
import { MockHttpError, route } from '../http';
import type { MockUser } from '../seed/auth';
import type { MockMeeting } from '../seed/meetings';
import { findJob } from '../serializers';
import { hasApplied, interviewCancelled } from './userJobs';
import { personName } from '@/lib/names';

/** In mock mode no video service exists: the join link opens a placeholder meeting room page. */
const joinUrl = (m: MockMeeting) => `/media/meeting.html?id=${m.zoomMeetingId}`;

const fullName = (id: number) => {
  const u = db().users.find((x) => x.id === id);
  return u ? personName(u, '') : '';
};

/** A meeting as the API returns it to this viewer: the other party is the employer or the job seeker. */
export function meetingFor(m: MockMeeting, viewer: MockUser): Meeting {
  // A deleted job's row stays (status DELETED): its meetings keep the job's last title and company.
  const job = db().jobs.find((j) => j.id === m.jobId);
  const company = job ? db().companies.find((c) => c.id === job.companyId) : undefined;
  const otherId = viewer.id === m.employerId ? m.jobSeekerId : m.employerId;
  return {
    zoomMeetingId: m.zoomMeetingId,
    meetingDto: {
      id: m.id,
      topic: m.topic,
      startTime: m.startTime,
      endTime: m.endTime,
      joinUrl: joinUrl(m),
      notes: m.notes,
      jobId: m.jobId,
      jobTitle: job?.title ?? null,
      companyName: company?.companyName ?? null,
      employerId: m.employerId,
      jobSeekerId: m.jobSeekerId,
      otherPartyName: fullName(otherId),
    },
  };
}

const isParty = (m: MockMeeting, user: MockUser) => m.employerId === user.id || m.jobSeekerId === user.id;

/** Only the employer who owns a meeting may change it. */
function ownMeeting(id: number | string, user: MockUser) {
  const m = db().meetings.find((x) => x.id === Number(id));
  if (!m || !isParty(m, user)) throw new MockHttpError(404, 'Meeting not found');
  if (m.employerId !== user.id) throw new MockHttpError(403, 'Only the employer can change this meeting');
  return m;
}

/** Checks a meeting body the way a server would: times, the applicant, and a job of the employer's company. */
function validInput(dto: Partial<MeetingInput>, user: MockUser) {
  if (user.userType !== 2) throw new MockHttpError(403, 'Only employers can schedule meetings');
  const start = Date.parse(dto.startTime ?? '');
  const end = Date.parse(dto.endTime ?? '');
  if (!Number.isFinite(start) || !Number.isFinite(end))
    throw new MockHttpError(400, 'A start and end time are required');
  if (end <= start) throw new MockHttpError(400, 'The meeting must end after it starts');
  const seeker = db().users.find((u) => u.id === Number(dto.jobSeekerId) && u.userType === 1);
  if (!seeker) throw new MockHttpError(400, 'Unknown applicant');
  const job = findJob(Number(dto.jobId));
  if (!job || job.companyId !== user.companyId)
    throw new MockHttpError(400, 'This job is no longer available');
  if (!hasApplied(seeker.id, job.id)) throw new MockHttpError(400, 'This person has not applied to this job');
  return {
    jobSeekerId: seeker.id,
    jobId: job.id,
    topic: dto.topic?.trim() || `Interview: ${job.title}`,
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    notes: dto.notes?.trim() ?? '',
  };
}

export const meetingHandlers = [
  route('get', EP.meetings.mine, ({ user }) =>
    db()
      .meetings.filter((m) => isParty(m, user))
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map((m) => meetingFor(m, user)),
  ),

  route('post', EP.meetings.zoom, async ({ body, user }) => {
    const fields = validInput(await body<Partial<MeetingInput>>(), user);
    const id = nextId();
    const m: MockMeeting = { id, zoomMeetingId: String(8200000000 + id), employerId: user.id, ...fields };
    db().meetings.push(m);
    return meetingFor(m, user);
  }),

  route('put', EP.meetings.zoom, async ({ body, user }) => {
    const dto = await body<Partial<MeetingInput>>();
    const m = ownMeeting(dto.id ?? '', user);
    Object.assign(m, validInput(dto, user));
    return meetingFor(m, user);
  }),

  route('delete', EP.meetings.zoomById(':id'), ({ params, user }) => {
    const m = ownMeeting(params.id, user);
    db().meetings = db().meetings.filter((x) => x !== m);
    interviewCancelled(m.jobSeekerId, m.jobId);
    return { id: m.id };
  }),
];

/** GET /meetings/{id}: an id route, so it must come after GET /meetings/user-meeting. */
export const meetingByIdHandler = route('get', EP.meetings.byId(':id'), ({ params, user }) => {
  const m = db().meetings.find((x) => x.id === Number(params.id));
  if (!m || !isParty(m, user)) throw new MockHttpError(404, 'Meeting not found');
  return meetingFor(m, user);
});
