import { EP } from '@/api/endpoints';
import { db } from '../db';
import { route } from '../http';
import { findJob, jobDto } from '../serializers';
import type { MockJob } from '../seed/market';
import { profileOf } from './jobseeker';
import { APPLIED_FAMILY } from './userJobs';
import { newestFirst } from '../order';

const DEFAULT_SIZE = 20;
const MAX_SIZE = 100;

function pageSize(raw: string | null) {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_SIZE) : DEFAULT_SIZE;
}

const listParam = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const companyName = (job: MockJob) => db().companies.find((c) => c.id === job.companyId)?.companyName ?? '';

/**
 * Every word of the query must appear in the title, company, place, arrangements, tags or description ('Tucson',
 * 'remote' found nothing while the first result read 'Tucson, AZ': QA).
 */
function matchesQuery(job: MockJob, words: string[]) {
  if (!words.length) return true;
  const hay = [
    job.title,
    companyName(job),
    job.location,
    ...job.workArrangements,
    ...job.tags,
    job.description,
  ]
    .join(' ')
    .toLowerCase();
  return words.every((w) => hay.includes(w));
}

/**
 * Ranks a job for a seeker: each shared key qualification counts 2, each tag they have shown interest in
 * (tags of jobs they saved, applied to or viewed) counts 1.
 */
function scoreJob(job: MockJob, qualifications: Set<string>, tags: Set<string>) {
  const matchedQualifications = job.keyQualifications.filter((q) => qualifications.has(q));
  const matchedTags = job.tags.filter((t) => tags.has(t));
  return {
    matchedQualifications,
    matchedTags,
    matchScore: matchedQualifications.length * 2 + matchedTags.length,
  };
}

export const jobSearchHandlers = [
  route('get', EP.jobs.search, ({ query, user }) => {
    // Quotes and punctuation around a word are not part of it ("frontend engineer", engineer,), C++ and C# are.
    const words = (query('query') ?? '')
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
      .filter(Boolean);
    const types = listParam(query('jobType'));
    const arrangements = listParam(query('workArrangement'));
    const size = pageSize(query('size'));
    const page = Math.max(0, Number(query('page')) || 0);
    const found = db()
      .jobs.filter((j) => j.status === 'ACTIVE')
      .filter((j) => !types.length || types.includes(j.jobType))
      .filter((j) => !arrangements.length || j.workArrangements.some((a) => arrangements.includes(a)))
      .filter((j) => matchesQuery(j, words))
      .sort(newestFirst((j) => j.createdAt));
    const jobs = found.slice(page * size, page * size + size).map((j) => jobDto(j, user.id));
    return { jobs, total: found.length, page, size };
  }),

  route('get', EP.jobs.bestMatch, ({ query, user }) => {
    const byJob = newestFirst((j: MockJob) => j.createdAt);
    const size = pageSize(query('size') ?? '10');
    const index = Math.max(0, Number(query('index')) || 0);
    const profile = profileOf(user.id);
    const mine = db().userJobs.filter((u) => u.userId === user.id);
    const applied = new Set(mine.filter((u) => APPLIED_FAMILY.includes(u.status)).map((u) => u.jobId));
    const tags = new Set(mine.flatMap((u) => findJob(u.jobId)?.tags ?? []));
    const qualifications = new Set(profile.basicInfo.keyQualifications ?? []);
    const ranked = db()
      .jobs.filter((j) => j.status === 'ACTIVE' && !applied.has(j.id))
      .map((j) => ({ job: j, ...scoreJob(j, qualifications, tags) }))
      .filter((m) => m.matchScore > 0)
      .sort((a, b) => b.matchScore - a.matchScore || byJob(a.job, b.job));
    const jobs = ranked
      .slice(index * size, index * size + size)
      .map(({ job, ...why }) => ({ ...jobDto(job, user.id), ...why }));
    return { jobs, total: ranked.length, index, size };
  }),

  route('post', EP.jobs.byIds, async ({ body, user }) => {
    const dto = await body<{ ids?: Array<number | string> } | Array<number | string>>();
    const ids = (Array.isArray(dto) ? dto : (dto.ids ?? [])).map(Number);
    return ids.map((id) => findJob(id)).flatMap((j) => (j ? [jobDto(j, user.id)] : []));
  }),
];
