import { EP } from '@/api/endpoints';
import { db, nextId } from '../db';
import { MockHttpError, route } from '../http';
import { findJob, jobDto } from '../serializers';
import type { MockJob, MockUserJob, MockUserJobStatus } from '../seed/market';
import type { MockUser } from '../seed/auth';
import { paths } from '@/app/paths';
import { personName } from '@/lib/names';
import { notify } from './notifications';

const SEEKER_STATUSES: MockUserJobStatus[] = ['SAVED', 'VIEWED', 'APPLIED'];
const EMPLOYER_STATUSES: MockUserJobStatus[] = ['SCHEDULED', 'NOT_A_MATCH', 'APPLIED'];
/** Statuses that mean the job seeker has applied (the applied list shows them with their chip). */
export const APPLIED_FAMILY: MockUserJobStatus[] = ['APPLIED', 'SCHEDULED', 'NOT_A_MATCH'];

/** The date a job seeker applied (their link's last date until an employer moved the application on). */
export const appliedAt = (u: MockUserJob) => u.appliedAt ?? u.updatedAt;

/** Whether a job seeker's application to a job stands (an employer may act on it: a status, a meeting). */
export const hasApplied = (userId: number, jobId: number) =>
  db().userJobs.some((u) => u.userId === userId && u.jobId === jobId && APPLIED_FAMILY.includes(u.status));

/** Whether any meeting (upcoming or past) with the job seeker is about the job. */
const hasMeeting = (userId: number, jobId: number) =>
  db().meetings.some((m) => m.jobSeekerId === userId && m.jobId === jobId);

/** The job's company hears of a new application (those who turned job alerts off in Settings excepted). */
function notifyApplication(seeker: MockUser, job: MockJob) {
  for (const u of db().users) {
    if (u.userType !== 2 || u.companyId !== job.companyId || u.alertPreferences?.ALERT_NOTIFICATION === false)
      continue;
    notify(u.id, {
      type: 'APPLIED_JOB',
      title: 'New application',
      message: `${personName(seeker)} applied to ${job.title}`,
      link: `${paths.employer.allJobPostings('applicants')}?jobId=${job.id}`,
    });
  }
}

/** Job lists by status, with the three counts, for GET /user-jobs/status. */
export function listsFor(userId: number) {
  const mine = db().userJobs.filter((u) => u.userId === userId && findJob(u.jobId));
  const has = (u: (typeof mine)[number], s: MockUserJobStatus) => u.status === s || u.history.includes(s);
  return {
    mine,
    savedJobsCount: mine.filter((u) => u.status === 'SAVED').length,
    viewedJobsCount: mine.filter((u) => has(u, 'VIEWED')).length,
    totalAppliedJobsCount: mine.filter((u) => APPLIED_FAMILY.includes(u.status)).length,
  };
}

/**
 * Records a status between a user and a job. A job seeker moves their own link (VIEWED never downgrades a
 * saved or applied job; APPLIED never goes back to SAVED); an employer sets SCHEDULED or NOT_A_MATCH on an
 * applicant of their own company's job, or sets back the status it had (undoing a Not a Match).
 */
export function setUserJobStatus(
  userId: number,
  jobId: number,
  status: MockUserJobStatus,
  byEmployer = false,
) {
  const rank: Record<MockUserJobStatus, number> = {
    VIEWED: 0,
    SAVED: 1,
    APPLIED: 2,
    SCHEDULED: 3,
    NOT_A_MATCH: 3,
  };
  const now = new Date().toISOString();
  let link = db().userJobs.find((u) => u.userId === userId && u.jobId === jobId);
  if (!link) {
    link = { id: nextId(), userId, jobId, status, history: [status], updatedAt: now };
    if (status === 'APPLIED') link.appliedAt = now;
    db().userJobs.push(link);
    return link;
  }
  if (!link.history.includes(status)) link.history.push(status);
  // An interview scheduled anew remembers where the application was; one set again while an interview is under
  // way (undoing a Not a Match) keeps what it had.
  if (status === 'SCHEDULED' && link.status !== 'SCHEDULED' && !hasMeeting(userId, jobId))
    link.beforeScheduled = link.status;
  if (byEmployer || rank[status] >= rank[link.status]) {
    // An application keeps the date it was made: an employer's later move (Not a Match, an interview) is not
    // a new application (seeded links carry only the date of their last status).
    if (APPLIED_FAMILY.includes(link.status)) link.appliedAt ??= link.updatedAt;
    else if (status === 'APPLIED') link.appliedAt = now;
    link.status = status;
    link.updatedAt = now;
  }
  return link;
}

/**
 * An interview cancelled: with no other meeting left with the applicant for the job, the application goes back to
 * the status it had before the interview was scheduled. A status set since (Not a Match) stays.
 */
export function interviewCancelled(userId: number, jobId: number | null) {
  const link = db().userJobs.find((u) => u.userId === userId && u.jobId === jobId);
  if (link?.status === 'SCHEDULED' && !hasMeeting(userId, link.jobId))
    setUserJobStatus(userId, link.jobId, link.beforeScheduled ?? 'APPLIED', true);
}

export const userJobHandlers = [
  route('get', EP.userJobs.byStatus, ({ query, user }) => {
    const status = (query('status') ?? 'SAVED').toUpperCase() as MockUserJobStatus;
    const { mine, ...counts } = listsFor(user.id);
    const wanted = status === 'APPLIED' ? APPLIED_FAMILY : [status];
    const jobs = mine
      .filter((u) => (status === 'VIEWED' ? u.history.includes('VIEWED') : wanted.includes(u.status)))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map((u) => ({
        ...jobDto(findJob(u.jobId)!, user.id),
        userJobStatus: u.status,
        statusUpdatedAt: u.updatedAt,
      }));
    return { jobs, ...counts };
  }),

  route('post', EP.userJobs.save, async ({ body, user }) => {
    const dto = await body<{
      jobId?: number;
      job?: { id?: number };
      userId?: number;
      status?: MockUserJobStatus;
    }>();
    const jobId = Number(dto.jobId ?? dto.job?.id);
    const job = findJob(jobId);
    if (!job) throw new MockHttpError(400, 'This job is no longer available');
    const status = String(dto.status ?? '').toUpperCase() as MockUserJobStatus;
    if (user.userType === 1) {
      if (!SEEKER_STATUSES.includes(status)) throw new MockHttpError(400, `Unknown status ${status}`);
      const applying = status === 'APPLIED' && !hasApplied(user.id, jobId);
      // An inactive job is closed to new applicants (docs/decisions.md), and to a new save for a later application
      // (from a page opened before it closed); an application made before stands, and a view is a view.
      const saving = status === 'SAVED' && !hasApplied(user.id, jobId);
      if ((applying || saving) && job.status === 'INACTIVE')
        throw new MockHttpError(409, 'This job is no longer accepting applications');
      const link = setUserJobStatus(user.id, jobId, status);
      if (applying) notifyApplication(user, job);
      return link;
    }
    if (!EMPLOYER_STATUSES.includes(status)) throw new MockHttpError(400, `Unknown status ${status}`);
    if (job.companyId !== user.companyId) throw new MockHttpError(403, 'This job belongs to another company');
    const seekerId = Number(dto.userId);
    if (!db().users.some((u) => u.id === seekerId && u.userType === 1))
      throw new MockHttpError(400, 'Unknown applicant');
    // An employer moves an application only: APPLIED undoes their own move, and no status makes an application
    // the seeker did not.
    if (!hasApplied(seekerId, jobId)) throw new MockHttpError(400, 'This person has not applied to this job');
    return setUserJobStatus(seekerId, jobId, status, true);
  }),
];

/** GET /jobs/{id}: kept apart because it must come after every other GET /jobs/... route. */
export const jobByIdHandler = route('get', EP.jobs.byId(':id'), ({ params, user }) => {
  const job = findJob(params.id);
  if (!job) throw new MockHttpError(400, 'This job is no longer available');
  return jobDto(job, user.id);
});
