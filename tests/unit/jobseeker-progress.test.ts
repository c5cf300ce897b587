// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profileCompletion, profileSections, setupProgress } from '@/state/auth/progress';
import type { JobSeekerProfile } from '@/state/auth/profileTypes';

const edu = { institution: 'MIT', degree: 'B.S.', fieldOfStudy: 'Math', endDate: '2020-06-01' };
const work = { title: 'Analyst', employer: 'Acme', current: true };
const selfId = {
  isSponsorshipRequired: false,
  disability: 'PREFER_NOT_TO_SAY',
  ethnicity: 'PREFER_NOT_TO_SAY',
  protectedVeteran: 'NO',
} as const;

const profile = (p: Partial<JobSeekerProfile> = {}): JobSeekerProfile => ({
  education: [],
  workExperience: [],
  basicInfo: {},
  universities: [],
  ...p,
});

describe('setupProgress (spec section 4)', () => {
  it('is 1 at the start, and for a missing or empty profile', () => {
    expect(setupProgress(null)).toBe(1);
    expect(setupProgress(undefined)).toBe(1);
    expect(setupProgress(profile())).toBe(1);
    expect(setupProgress({} as JobSeekerProfile)).toBe(1);
  });

  it('is 2 with education', () => {
    expect(setupProgress(profile({ education: [edu] }))).toBe(2);
  });

  it('is 3 with work experience too', () => {
    expect(setupProgress(profile({ education: [edu], workExperience: [work] }))).toBe(3);
  });

  it.each([
    ['a transcript', { transcript: 'Hello' }],
    ['a video', { videoPath: 'videos/1.webm' }],
    ['key qualifications', { keyQualifications: ['CPA'] }],
  ])('is 4 with %s', (_, basicInfo) => {
    expect(setupProgress(profile({ education: [edu], workExperience: [work], basicInfo }))).toBe(4);
  });

  it('does not count a blank transcript or an empty qualification list', () => {
    const p = profile({
      education: [edu],
      workExperience: [work],
      basicInfo: { transcript: '  ', keyQualifications: [] },
    });
    expect(setupProgress(p)).toBe(3);
  });

  it('is 5 with available time, and 6 with all four answers', () => {
    const basicInfo = {
      transcript: 'Hi',
      availableTime: [{ day: 'Mon', startTime: '09:00', endTime: '17:00' }],
    } as const;
    const five = profile({
      education: [edu],
      workExperience: [work],
      basicInfo: { ...basicInfo, availableTime: [...basicInfo.availableTime] },
    });
    expect(setupProgress(five)).toBe(5);
    expect(setupProgress({ ...five, basicInfo: { ...five.basicInfo, ...selfId } })).toBe(6);
  });

  it('needs every one of the four answers for 6; "no sponsorship" (false) is an answer', () => {
    const base = profile({
      education: [edu],
      workExperience: [work],
      basicInfo: {
        transcript: 'Hi',
        availableTime: [{ day: 'Mon', startTime: '09:00', endTime: '17:00' }],
        ...selfId,
      },
    });
    expect(setupProgress(base)).toBe(6);
    expect(setupProgress({ ...base, basicInfo: { ...base.basicInfo, isSponsorshipRequired: null } })).toBe(5);
    expect(setupProgress({ ...base, basicInfo: { ...base.basicInfo, ethnicity: '' } })).toBe(5);
  });

  it('resumes at the first missing section even when later ones are present', () => {
    expect(setupProgress(profile({ workExperience: [work], basicInfo: { transcript: 'Hi' } }))).toBe(1);
    expect(setupProgress(profile({ education: [edu], basicInfo: { ...selfId } }))).toBe(2);
  });
});

describe('profileCompletion', () => {
  it('is the share of the five sections present, as a whole percent', () => {
    expect(profileCompletion(null)).toBe(0);
    expect(profileCompletion(profile({ education: [edu] }))).toBe(20);
    expect(profileCompletion(profile({ education: [edu], basicInfo: { ...selfId } }))).toBe(40);
  });

  it('lists which sections are present', () => {
    expect(profileSections(profile({ workExperience: [work] }))).toEqual({
      education: false,
      workExperience: true,
      introduction: false,
      availableTime: false,
      selfIdentification: false,
    });
  });
});
