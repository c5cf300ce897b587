import { skipToken } from '@reduxjs/toolkit/query';
import { ApplicantsApi } from '@/state/employer/applicants';
import type { EmployerJobQuery } from '@/state/employer/types';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import type { Choice } from './types';
import { personName } from '@/lib/names';
import { formatDate } from '@/lib/dates';

/** Interviews are for open jobs; one page of up to 100 holds every open job of a typical company. */
const OPEN_JOBS: EmployerJobQuery = { status: 'ACTIVE', jobSort: 'NEWEST', page: 0, size: 100 };

/** Choices that read the same (label and detail) get `more` added to their detail, so each can be told apart. */
function told(choices: Choice[], more: (c: Choice) => string | undefined): Choice[] {
  const shown = (c: Choice) => [c.label, c.detail].filter(Boolean).join(' · ');
  return choices.map((c) => {
    if (choices.filter((o) => shown(o) === shown(c)).length < 2) return c;
    return { ...c, detail: [c.detail, more(c)].filter(Boolean).join(' · ') || undefined };
  });
}

/**
 * The scheduling dialog's choices, read from the employer's own job and applicant caches (one copy of each:
 * a job posted or an applicant turned away shows here as everywhere else).
 */
export function useJobChoices(skip: boolean): Choice[] {
  return EmployerJobsApi.useGetEmployerJobsQuery(OPEN_JOBS, {
    skip,
    selectFromResult: ({ data }) => ({
      // Two posts of one title in one place are told apart by the day each was posted.
      choices: told(
        (data?.jobs ?? []).map((j) => ({ id: j.id, label: j.title, detail: j.location })),
        (c) => {
          const posted = formatDate(data?.jobs.find((j) => j.id === c.id)?.createdAt, 'medium');
          return posted && `posted ${posted}`;
        },
      ),
    }),
  }).choices;
}

/**
 * A job's applicants; undefined while the chosen job's list loads (never the previous job's). Two of one name are
 * told apart by their email.
 */
export function useApplicantChoices(jobId: number | null | undefined): Choice[] | undefined {
  return ApplicantsApi.useGetApplicantsQuery(jobId ?? skipToken, {
    selectFromResult: ({ currentData }) => ({
      choices:
        currentData &&
        told(
          currentData.map((u) => ({ id: u.id, label: personName(u) })),
          (c) => currentData.find((u) => u.id === c.id)?.email,
        ),
    }),
  }).choices;
}

/** The applicant's weekly availability for the scheduling dialog's note (nothing while unknown or on failure). */
export function useApplicantAvailability(jobId: number | '', jobSeekerId: number | '') {
  const args = jobId && jobSeekerId ? { jobId, ids: [jobSeekerId] } : skipToken;
  return ApplicantsApi.useGetApplicantProfilesQuery(args, {
    selectFromResult: ({ currentData }) => ({
      applicant: currentData?.find((p) => p.id === jobSeekerId),
    }),
  }).applicant;
}
