import { EP } from '@/api/endpoints';
import type { BulkJob, JobDraft } from '@/state/employer/types';
import { JOB_TYPES } from '@/state/jobs/types';
import { db, nextId } from '../db';
import { MockHttpError, route, uploadedFile } from '../http';
import type { MockUser } from '../seed/auth';
import type { MockBulkJob } from '../seed/employer';
import type { MockJob, MockJobStatus } from '../seed/market';
import { jobDto } from '../serializers';
import { BulkFileError, parseBulkFile } from './bulkParse';
import { companyOf, requirePostingPlan } from './employer';
import { APPLIED_FAMILY, appliedAt } from './userJobs';
import { newestFirst } from '../order';

/** The status path parameter's values, and the status each leaves the job in (spec section 4: 'for example DELETE'). */
const STATUS_CHANGES: Record<string, MockJobStatus> = {
  ACTIVE: 'ACTIVE',
  INACTIVE: 'INACTIVE',
  DELETE: 'DELETED',
};

function requireCompanyId(user: MockUser) {
  const company = companyOf(user);
  if (!company) throw new MockHttpError(400, 'Please create your company first');
  return company.id;
}

const ownJobs = (user: MockUser) =>
  db().jobs.filter((j) => j.companyId === user.companyId && j.status !== 'DELETED');

function ownJob(user: MockUser, id: number | string) {
  const job = ownJobs(user).find((j) => j.id === Number(id));
  if (!job) throw new MockHttpError(404, 'Not Found');
  return job;
}

/** The fields a posted or edited job keeps; unknown fields (such as a stray isDuplicateListing) are refused. */
function readDraft(dto: Partial<JobDraft> & Record<string, unknown>) {
  if ('isDuplicateListing' in dto) throw new MockHttpError(400, 'Unknown field isDuplicateListing');
  const title = String(dto.title ?? '').trim();
  if (!title) throw new MockHttpError(400, 'Please enter job title');
  if (!String(dto.description ?? '').trim()) throw new MockHttpError(400, 'Please enter job description');
  if (!JOB_TYPES.includes(dto.jobType as JobDraft['jobType']))
    throw new MockHttpError(400, 'Unknown job type');
  return {
    title,
    description: String(dto.description),
    jobType: dto.jobType as JobDraft['jobType'],
    workArrangements: (dto.workArrangements ?? []) as MockJob['workArrangements'],
    location: String(dto.location ?? ''),
    payMin: dto.payMin ?? null,
    payMax: dto.payMax ?? null,
    payPeriod: dto.payPeriod === 'hour' ? ('hour' as const) : ('year' as const),
    tags: dto.tags ?? [],
    keyQualifications: dto.keyQualifications ?? [],
    benefits: dto.benefits ?? [],
  };
}

function createJob(user: MockUser, draft: ReturnType<typeof readDraft>) {
  const job: MockJob = {
    id: nextId(),
    companyId: requireCompanyId(user),
    employerId: user.id,
    status: 'ACTIVE',
    createdAt: new Date().toISOString(),
    ...draft,
  };
  db().jobs.push(job);
  return job;
}

/**
 * Jobs posted in the same instant (a bulk post) stay in the order they were posted in, by id (the last first under
 * Newest first): without it a page of 'Newest first' mixed the end of a file with its start.
 */
const newest = newestFirst((j: MockJob) => j.createdAt);
const SORTS: Record<string, (a: MockJob, b: MockJob) => number> = {
  NEWEST: newest,
  OLDEST: (a, b) => newest(b, a),
  TITLE: (a, b) => a.title.localeCompare(b.title) || a.id - b.id,
};

const bulkOf = (user: MockUser) => db().bulkJobs.filter((b) => b.companyId === user.companyId);
const bulkDto = ({ employerId: _e, companyId: _c, ...row }: MockBulkJob): BulkJob => row;

/** Job posting, management and bulk calls of the employer. */
export const employerJobHandlers = [
  route('post', EP.jobs.create, async ({ body, user }) => {
    const draft = readDraft(await body());
    requirePostingPlan(user);
    return jobDto(createJob(user, draft));
  }),

  route('put', EP.jobs.update, async ({ body, user }) => {
    const dto = await body<Partial<JobDraft>>();
    const job = ownJob(user, dto.id ?? 0);
    Object.assign(job, readDraft(dto));
    return jobDto(job);
  }),

  route('get', EP.jobs.forEmployer, ({ query, user }) => {
    requireCompanyId(user);
    const type = query('jobType');
    const status = query('status');
    const search = (query('search') ?? '').trim().toLowerCase();
    const sort = (query('jobSort') ?? 'NEWEST').toUpperCase();
    const page = Math.max(0, Number(query('page') ?? 0) || 0);
    const size = Math.min(100, Math.max(1, Number(query('size') ?? 20) || 20));
    const jobs = ownJobs(user).filter(
      (j) =>
        (!type || j.jobType === type) &&
        (!status || j.status === status) &&
        (!search || `${j.title} ${j.location} ${j.tags.join(' ')}`.toLowerCase().includes(search)),
    );
    const dtos =
      sort === 'APPLICANTS'
        ? jobs
            .map((j) => jobDto(j))
            .sort((a, b) => (b.applicantCount ?? 0) - (a.applicantCount ?? 0) || b.id - a.id)
        : [...jobs].sort(SORTS[sort] ?? SORTS.NEWEST).map((j) => jobDto(j));
    return { jobs: dtos.slice(page * size, page * size + size), total: dtos.length, page, size };
  }),

  route('get', EP.jobs.statusForEmployer, ({ query, user }) => {
    requireCompanyId(user);
    const type = query('jobType');
    const jobs = ownJobs(user).filter((j) => !type || j.jobType === type);
    const active = jobs.filter((j) => j.status === 'ACTIVE').sort(SORTS.NEWEST);
    return {
      totalJobCount: jobs.length,
      activeJobCount: active.length,
      inactiveJobCount: jobs.length - active.length,
      activeJobs: active.map((j) => jobDto(j)),
    };
  }),

  route('patch', EP.jobs.updateStatus(':id', ':status'), ({ params, user }) => {
    const status = STATUS_CHANGES[params.status.toUpperCase()];
    if (!status) throw new MockHttpError(400, `Unknown status ${params.status}`);
    const job = ownJob(user, params.id);
    job.status = status;
    return { id: job.id, status };
  }),

  route('post', EP.jobs.bulkUpload, async ({ request, user }) => {
    const companyId = requireCompanyId(user);
    const file = await uploadedFile(request, 'Please choose a file to upload');
    try {
      const rows = await parseBulkFile(file);
      const added = rows.map((r) => ({
        ...r,
        id: nextId(),
        fileName: file.name,
        employerId: user.id,
        companyId,
      }));
      db().bulkJobs.push(...added);
      return { jobs: bulkOf(user).map(bulkDto), added: added.length };
    } catch (e) {
      if (e instanceof BulkFileError) throw new MockHttpError(400, e.message);
      throw e;
    }
  }),

  route('get', EP.jobs.bulkJobs, ({ user }) => ({ jobs: bulkOf(user).map(bulkDto) })),

  route('put', EP.jobs.bulkJob(':id'), async ({ params, body, user }) => {
    const row = bulkOf(user).find((b) => b.id === Number(params.id));
    if (!row) throw new MockHttpError(404, 'Not Found');
    Object.assign(row, readDraft(await body()));
    return bulkDto(row);
  }),

  route('put', EP.jobs.updateBulkStatus, async ({ body, user }) => {
    const { ids = [], status } = await body<{ ids?: number[]; status?: string }>();
    if (status !== 'POSTED' && status !== 'DELETED') throw new MockHttpError(400, `Unknown status ${status}`);
    const chosen = bulkOf(user).filter((b) => ids.includes(b.id));
    if (status === 'POSTED') requirePostingPlan(user, chosen.length);
    if (status === 'POSTED')
      for (const { id: _id, row: _row, fileName: _f, employerId: _e, companyId: _c, ...draft } of chosen)
        createJob(user, draft);
    const gone = new Set(chosen.map((b) => b.id));
    db().bulkJobs = db().bulkJobs.filter((b) => !gone.has(b.id));
    return { jobs: bulkOf(user).map(bulkDto), count: chosen.length };
  }),

  // The latest applicants across the employer's jobs (the dashboard's recent applicants).
  route('get', EP.jobs.users, ({ query, user }) => {
    const jobs = new Map(ownJobs(user).map((j) => [j.id, j]));
    const limit = Math.min(50, Number(query('size') ?? 10) || 10);
    return db()
      .userJobs.filter((u) => jobs.has(u.jobId) && APPLIED_FAMILY.includes(u.status))
      .sort((a, b) => appliedAt(b).localeCompare(appliedAt(a)))
      .slice(0, limit)
      .flatMap((u) => {
        const seeker = db().users.find((x) => x.id === u.userId);
        if (!seeker) return [];
        return [
          {
            id: seeker.id,
            firstName: seeker.firstName,
            lastName: seeker.lastName,
            email: seeker.email,
            jobId: u.jobId,
            jobTitle: jobs.get(u.jobId)!.title,
            status: u.status,
            appliedAt: appliedAt(u),
          },
        ];
      });
  }),
];
