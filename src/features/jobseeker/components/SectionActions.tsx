import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SubmitButton } from '@/components/form/SubmitButton';

/** Where a section form ends: Back (in setup) and the submit button. */
export function SectionActions({ submitLabel, onBack }: { submitLabel: string; onBack?: () => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
      {onBack && <Button onClick={onBack}>Back</Button>}
      <SubmitButton fullWidth={false} size="medium">
        {submitLabel}
      </SubmitButton>
    </Box>
  );
}

/** What every section form takes: the save call (setup posts, settings puts) and how it ends. */
export interface SectionProps<P> {
  /** What is typed is kept under this name until saved (src/lib/drafts.ts). */
  draftName: string;
  initial: P;
  onSave: (patch: P) => Promise<boolean>;
  submitLabel: string;
  onBack?: () => void;
}
