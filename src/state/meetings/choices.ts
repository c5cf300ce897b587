import { skipToken } from '@reduxjs/toolkit/query';
import { ApplicantsApi } from '@/state/employer/applicants';
import type { EmployerJobQuery } from '@/state/employer/types';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import type { Choice } from './types';
import { personName } from '@/lib/names';

/** Interviews are for open jobs; one page of up to 100 holds every open job of a typical company. */
const OPEN_JOBS: EmployerJobQuery = { status: 'ACTIVE', jobSort: 'NEWEST', page: 0, size: 100 };

/**
 * The scheduling dialog's choices, read from the employer's own job and applicant caches (one copy of each:
 * a job posted or an applicant turned away shows here as everywhere else).
 */
export function useJobChoices(skip: boolean): Choice[] {
  return EmployerJobsApi.useGetEmployerJobsQuery(OPEN_JOBS, {
    skip,
    selectFromResult: ({ data }) => ({
      choices: (data?.jobs ?? []).map((j): Choice => ({ id: j.id, label: j.title, detail: j.location })),
    }),
  }).choices;
}

/** A job's applicants; undefined while the chosen job's list loads (never the previous job's). */
export function useApplicantChoices(jobId: number | null | undefined): Choice[] | undefined {
  return ApplicantsApi.useGetApplicantsQuery(jobId ?? skipToken, {
    selectFromResult: ({ currentData }) => ({
      choices: currentData?.map((u): Choice => ({
        id: u.id,
        label: personName(u),
      })),
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
