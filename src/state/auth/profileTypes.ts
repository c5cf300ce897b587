import { withDefaults } from '@/lib/lists';

/** Spec section 3: the job seeker profile. */
export type Weekday = 'Mon' | 'Tues' | 'Wed' | 'Thurs' | 'Fri';
/** Spec section 9: weekday short labels. */
export const WEEKDAYS: Weekday[] = ['Mon', 'Tues', 'Wed', 'Thurs', 'Fri'];

export interface Education {
  id?: number;
  institution: string;
  degree: string;
  fieldOfStudy: string;
  gpa?: number | string | null;
  startDate?: string | null;
  endDate?: string | null;
  current?: boolean;
}

export interface WorkExperience {
  id?: number;
  title: string;
  employer: string;
  location?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  current?: boolean;
  description?: string | null;
}

export interface AvailableSlot {
  day: Weekday;
  startTime: string; // HH:mm
  endTime: string; // HH:mm
}

export type YesNoUndisclosed = 'YES' | 'NO' | 'PREFER_NOT_TO_SAY';

export interface BasicInfo {
  isSponsorshipRequired?: boolean | null;
  disability?: YesNoUndisclosed | null;
  ethnicity?: string | null;
  protectedVeteran?: YesNoUndisclosed | null;
  transcript?: string | null;
  videoPath?: string | null;
  signedUrl?: string | null;
  keyQualifications?: string[];
  availableTime?: AvailableSlot[];
}

export interface JobSeekerProfile {
  education: Education[];
  workExperience: WorkExperience[];
  basicInfo: BasicInfo;
  universities: string[];
}

/** Missing lists default to []: the profile is always whole when it reaches the cache. */
export const normalizeProfile = withDefaults<JobSeekerProfile>({
  education: [],
  workExperience: [],
  basicInfo: {},
  universities: [],
});

export type ProfilePatch = Partial<Omit<JobSeekerProfile, 'universities'>>;
