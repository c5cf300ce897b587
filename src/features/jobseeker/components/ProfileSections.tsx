import type { ReactNode } from 'react';
import type { JobSeekerProfile } from '@/state/auth/profileTypes';
import type { ProfilePatch } from '@/state/auth/profileTypes';
import { AvailabilityForm } from './AvailabilityForm';
import { EducationForm } from './EducationForm';
import { IntroductionForm } from './IntroductionForm';
import { SelfIdentificationForm } from './SelfIdentificationForm';
import { WorkExperienceForm } from './WorkExperienceForm';

export interface SectionArgs {
  profile: JobSeekerProfile;
  save: (patch: ProfilePatch) => Promise<boolean>;
  submitLabel: string;
  onBack?: () => void;
  /** The name the section's draft is kept under (src/lib/drafts.ts): the page's and the section's. */
  draftName: string;
}

/**
 * The profile's five sections in setup order (spec section 4, steps 2 to 6), shared by setup and settings:
 * setup saves with POST, settings with PUT.
 */
export const PROFILE_SECTIONS: Array<{ key: string; title: string; render: (a: SectionArgs) => ReactNode }> =
  [
    {
      key: 'education',
      title: 'Education',
      render: ({ profile, save, ...rest }) => (
        <EducationForm initial={profile.education} onSave={(education) => save({ education })} {...rest} />
      ),
    },
    {
      key: 'work',
      title: 'Work experience',
      render: ({ profile, save, ...rest }) => (
        <WorkExperienceForm
          initial={profile.workExperience}
          onSave={(workExperience) => save({ workExperience })}
          {...rest}
        />
      ),
    },
    {
      key: 'introduction',
      title: 'Introduction',
      render: ({ profile, save, ...rest }) => (
        <IntroductionForm initial={profile.basicInfo} onSave={(basicInfo) => save({ basicInfo })} {...rest} />
      ),
    },
    {
      key: 'availability',
      title: 'Availability',
      render: ({ profile, save, ...rest }) => (
        <AvailabilityForm
          initial={profile.basicInfo.availableTime ?? []}
          onSave={(availableTime) => save({ basicInfo: { availableTime } })}
          {...rest}
        />
      ),
    },
    {
      key: 'about',
      title: 'About you',
      render: ({ profile, save, ...rest }) => (
        <SelfIdentificationForm
          initial={profile.basicInfo}
          onSave={(basicInfo) => save({ basicInfo })}
          {...rest}
        />
      ),
    },
  ];
