import { EP } from '@/api/endpoints';
import type { ApplicantProfile, ApplicantSummary } from '@/state/employer/types';
import { percent } from '@/lib/percent';
import { db } from '../db';
import { MockHttpError, route } from '../http';
import type { MockUser } from '../seed/auth';
import type { MockJob } from '../seed/market';
import { APPLIED_FAMILY, appliedAt } from './userJobs';

function employerJob(user: MockUser, jobId: string | number) {
  const job = db().jobs.find((j) => j.id === Number(jobId) && j.status !== 'DELETED');
  if (!job || job.companyId !== user.companyId) throw new MockHttpError(404, 'Not Found');
  return job;
}

const profileOf = (id: number) =>
  db().jobSeekerProfiles[String(id)] ?? {
    education: [],
    workExperience: [],
    basicInfo: {},
    universities: [],
  };

/** Shared qualifications count twice, tags found anywhere in the profile once. */
function match(job: MockJob, seeker: MockUser) {
  const p = profileOf(seeker.id);
  const quals = p.basicInfo.keyQualifications ?? [];
  const shared = job.keyQualifications.filter((q) => quals.includes(q));
  const text = [
    ...quals,
    ...p.workExperience.map((w) => `${w.title} ${w.description ?? ''}`),
    ...p.education.map((e) => e.fieldOfStudy),
  ]
    .join(' ')
    .toLowerCase();
  const tags = job.tags.filter((t) => text.includes(t.toLowerCase()));
  const score = shared.length * 2 + tags.length;
  return { shared, score, matchScore: percent(score, job.keyQualifications.length * 2 + job.tags.length) };
}

function summary(job: MockJob, seeker: MockUser): ApplicantSummary {
  const p = profileOf(seeker.id);
  const link = db().userJobs.find((u) => u.jobId === job.id && u.userId === seeker.id);
  const latest = p.workExperience.find((w) => w.current) ?? p.workExperience[0];
  const { shared, matchScore } = match(job, seeker);
  return {
    id: seeker.id,
    firstName: seeker.firstName,
    lastName: seeker.lastName,
    email: seeker.email,
    photoUrl: seeker.photoUrl,
    headline: latest ? `${latest.title} at ${latest.employer}` : '',
    location: latest?.location ?? '',
    keyQualifications: p.basicInfo.keyQualifications ?? [],
    sharedQualifications: shared,
    matchScore,
    employerJobStatus: link?.status ?? null,
    appliedAt: link ? appliedAt(link) : null,
  };
}

/**
 * The full profile an employer may see. The self-identification answers (disability, ethnicity, veteran
 * status) are left out here, at the source, so no employer screen can ever show them.
 */
function profile(job: MockJob, seeker: MockUser): ApplicantProfile {
  const p = profileOf(seeker.id);
  const b = p.basicInfo;
  return {
    ...summary(job, seeker),
    phoneNumber: seeker.phoneNumber,
    education: p.education,
    workExperience: p.workExperience,
    availableTime: b.availableTime ?? [],
    transcript: b.transcript ?? '',
    // The playable link only: a storage path is no URL, and an uploaded video's object URL is gone after a reload.
    videoUrl: b.signedUrl ?? null,
    isSponsorshipRequired: b.isSponsorshipRequired ?? null,
    universities: p.universities,
  };
}

/** The job's applicants, best match first (ties by id, so the order is stable while reviewing). */
function rankedApplicants(job: MockJob) {
  const ids = new Set(
    db()
      .userJobs.filter((u) => u.jobId === job.id && APPLIED_FAMILY.includes(u.status))
      .map((u) => u.userId),
  );
  return db()
    .users.filter((u) => ids.has(u.id) && u.userType === 1)
    .map((u) => ({ u, score: match(job, u).score }))
    .sort((a, b) => b.score - a.score || a.u.id - b.u.id)
    .map((x) => x.u);
}

export const applicantHandlers = [
  route('get', EP.users.appliedJobSeekerEmails(':jobId'), ({ params, user }) => ({
    emails: rankedApplicants(employerJob(user, params.jobId)).map((u) => u.email),
  })),

  route('get', EP.users.appliedJobSeekers(':jobId'), ({ params, user }) => {
    const job = employerJob(user, params.jobId);
    return rankedApplicants(job).map((u) => summary(job, u));
  }),

  route('post', EP.users.jobseekersBasicInfo(':jobId'), async ({ params, body, user }) => {
    const job = employerJob(user, params.jobId);
    const { ids = [] } = await body<{ ids?: number[] }>();
    if (!Array.isArray(ids) || ids.length === 0) throw new MockHttpError(400, 'Choose applicants to compare');
    if (ids.length > 4) throw new MockHttpError(400, 'Compare at most 4 applicants at a time');
    const seekers = ids.map((id) => db().users.find((u) => u.id === Number(id) && u.userType === 1));
    if (seekers.some((s) => !s)) throw new MockHttpError(400, 'One of these applicants no longer exists');
    // Contact details and profiles are the job's applicants' only: someone who never applied is left out.
    const applicants = new Set(rankedApplicants(job));
    return seekers.filter((s) => applicants.has(s!)).map((s) => profile(job, s!));
  }),

  route('get', EP.users.bestMatch(':jobId'), ({ params, query, user }) => {
    const job = employerJob(user, params.jobId);
    const ranked = rankedApplicants(job);
    const userId = query('userId');
    const index = userId
      ? ranked.findIndex((u) => u.id === Number(userId))
      : Math.max(0, Number(query('index') ?? 0) || 0);
    if (userId && index < 0) throw new MockHttpError(404, 'This person has not applied to this job');
    const seeker = ranked[index];
    return { applicant: seeker ? profile(job, seeker) : null, index, total: ranked.length };
  }),
];
