import { useState } from 'react';
import { FormDraft } from '@/components/form/FormDraft';
import { clearDraft } from '@/lib/drafts';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ChipsField, listFailure } from '@/components/form/ChipsField';
import { FormTextField } from '@/components/form/FormTextField';
import { startsWithSpace } from '@/lib/validation';
import { VALIDATION } from '@/lib/messages';
import { ProfileApi } from '@/state/auth/profileEndpoints';
import { LookupsApi } from '@/state/lookups';
import type { BasicInfo } from '@/state/auth/profileTypes';
import { SectionActions, type SectionProps } from './SectionActions';
import { VideoIntro } from './VideoIntro';

type Intro = Pick<BasicInfo, 'transcript' | 'keyQualifications'>;
interface Values {
  transcript: string;
  keyQualifications: string[];
}

export const NEED_INTRO = 'Add a video, a transcript or at least one key qualification';
/** A few minutes of speech is under 1,000 words: room to spare, and a bound on what a profile carries. */
export const TRANSCRIPT_MAX = 5000;

/** Step 4 of setup: the video introduction with its transcript, and key qualifications. */
export function IntroductionForm({ draftName, initial, onSave, submitLabel, onBack }: SectionProps<Intro>) {
  // The page has loaded the profile: read it, without asking for it again.
  const hasVideo = !!ProfileApi.endpoints.getJobSeekerProfile.useQueryState().data?.basicInfo.videoPath;
  const optionsQuery = LookupsApi.useGetQualificationOptionsQuery();
  // A transcript made from the video while the box holds the user's own words: offered, never typed over.
  const [offered, setOffered] = useState<string | null>(null);
  // Answered, the offer goes, and focus with it to the transcript it was about (not to the page).
  const answer = () => {
    document.getElementsByName('transcript')[0]?.focus();
    setOffered(null);
  };

  return (
    <Formik<Values>
      initialValues={{
        transcript: initial.transcript ?? '',
        keyQualifications: initial.keyQualifications ?? [],
      }}
      validate={(v) => {
        const errors: Partial<Record<keyof Values, string>> = {};
        if (startsWithSpace(v.transcript)) errors.transcript = VALIDATION.leadingSpace;
        else if (v.transcript.length > TRANSCRIPT_MAX)
          errors.transcript = `Transcript can be at most ${TRANSCRIPT_MAX.toLocaleString('en-US')} characters (now ${v.transcript.length.toLocaleString('en-US')})`;
        if (!hasVideo && !v.transcript.trim() && !v.keyQualifications.length)
          errors.keyQualifications = NEED_INTRO;
        return errors;
      }}
      onSubmit={async (v) => {
        const intro = { transcript: v.transcript.trim() || null, keyQualifications: v.keyQualifications };
        if (await onSave(intro)) clearDraft(draftName);
      }}
    >
      {({ setFieldValue, setValues }) => (
        <Form noValidate aria-label="Introduction and qualifications">
          <FormDraft name={draftName} />
          <Box sx={{ display: 'grid', gap: 3 }}>
            <VideoIntro
              onTranscript={(t) => {
                // Read against the form as it is when the transcript arrives, not as it was when the upload
                // started: words typed while it was on its way are the user's, and are kept.
                let offer = false;
                void setValues((v) => {
                  if (!v.transcript.trim()) return { ...v, transcript: t };
                  offer = !!t.trim() && t.trim() !== v.transcript.trim();
                  return v;
                });
                if (offer) setOffered(t);
              }}
            />
            {offered && (
              <Alert severity="info">
                A transcript was made from your video. Use it in place of what you typed?
                <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => {
                      void setFieldValue('transcript', offered);
                      answer();
                    }}
                  >
                    Use it
                  </Button>
                  <Button size="small" onClick={answer}>
                    Keep mine
                  </Button>
                </Box>
              </Alert>
            )}
            <FormTextField
              name="transcript"
              label="Transcript"
              helperText="What you say in your video, as text. Edit it freely."
              multiline
              minRows={3}
              maxRows={12}
              fullWidth
            />
            <ChipsField
              name="keyQualifications"
              label="Key qualifications"
              options={optionsQuery.data ?? []}
              helperText="Pick the ones that describe you"
              optionsFailed={listFailure(optionsQuery)}
            />
          </Box>
          <SectionActions submitLabel={submitLabel} onBack={onBack} />
        </Form>
      )}
    </Formik>
  );
}
