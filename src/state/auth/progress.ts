import { percent } from '@/lib/percent';
import type { BasicInfo, JobSeekerProfile } from '@/state/auth/profileTypes';

export type SetupStep = 1 | 2 | 3 | 4 | 5 | 6;

const filled = (v: unknown) => v != null && String(v).trim() !== '';

/** Each section of spec section 4's setup progress, after 'start': whether the profile has it. */
export function profileSections(profile: Partial<JobSeekerProfile> | null | undefined) {
  const info: BasicInfo = profile?.basicInfo ?? {};
  return {
    education: (profile?.education ?? []).length > 0,
    workExperience: (profile?.workExperience ?? []).length > 0,
    introduction:
      filled(info.transcript) || filled(info.videoPath) || (info.keyQualifications ?? []).length > 0,
    availableTime: (info.availableTime ?? []).length > 0,
    selfIdentification:
      info.isSponsorshipRequired != null &&
      filled(info.disability) &&
      filled(info.ethnicity) &&
      filled(info.protectedVeteran),
  };
}

/**
 * Spec section 4: setup progress 1 to 6. 1 is the start; each later step is reached when its section and
 * every one before it are present, so a returning user resumes at the first section still missing.
 */
export function setupProgress(profile: Partial<JobSeekerProfile> | null | undefined): SetupStep {
  const done = Object.values(profileSections(profile));
  const firstMissing = done.indexOf(false);
  return (firstMissing < 0 ? 6 : firstMissing + 1) as SetupStep;
}

/** Profile completion for the overview: the share of the five sections present, as a whole percent. */
export function profileCompletion(profile: Partial<JobSeekerProfile> | null | undefined): number {
  const done = Object.values(profileSections(profile));
  return percent(done.filter(Boolean).length, done.length);
}
