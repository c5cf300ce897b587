import { useId, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { isApiError, messageFor } from '@/api/errors';
import { ERRORS } from '@/lib/messages';
import { EmployerApi } from '@/state/employer/endpoints';
import { HiddenFileInput } from '@/components/HiddenFileInput';

const ACCEPT = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

/** What is wrong with a chosen file before it is sent, if anything. */
function checkFile(file: File): string | null {
  if (!ACCEPT.includes(file.type)) return 'Choose a PNG, JPG, SVG or WebP image.';
  if (file.size > MAX_BYTES) return 'The logo must be 2 MB or smaller.';
  return null;
}

/** The company logo: a preview and a button that uploads the chosen image (POST, or PUT to replace). */
export function LogoUpload() {
  const company = EmployerApi.useGetEmployerBasicInfoQuery().data?.company;
  const logo = company?.logoUrl ?? null;
  const companyName = company?.companyName ?? '';
  const [upload, { isLoading: isPending }] = EmployerApi.useUploadCompanyLogoMutation();
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={logo ?? undefined}
        alt={logo ? `${companyName} logo` : undefined}
        variant="rounded"
        // A wide logo is shown whole, as seekers see it beside the company's name, not cropped to the square.
        sx={{
          width: 72,
          height: 72,
          bgcolor: 'grey.100',
          color: 'text.secondary',
          '& img': { objectFit: 'contain' },
        }}
      >
        <BusinessIcon />
      </Avatar>
      <div>
        {/* A button that opens the picker (a label made to look like one is no button to assistive technology). */}
        <Button variant="outlined" loading={isPending} onClick={() => input.current?.click()}>
          {logo ? 'Replace logo' : 'Upload logo'}
        </Button>
        <HiddenFileInput
          ref={input}
          id={inputId}
          aria-label="Logo file"
          aria-describedby={`${inputId}-help`}
          accept={ACCEPT.join(',')}
          onFile={async (file) => {
            const wrong = checkFile(file);
            setError(wrong);
            if (wrong) return;
            const result = await upload({ file, replace: !!logo });
            // The same words as the toast (spec section 8), not the server's bare 'Bad Request'.
            if (result.error)
              setError(isApiError(result.error) ? messageFor(result.error, ERRORS.upload) : ERRORS.upload);
          }}
        />
        <Typography
          id={`${inputId}-help`}
          variant="body2"
          color={error ? 'error' : 'text.secondary'}
          sx={{ mt: 0.5 }}
          role={error ? 'alert' : undefined}
        >
          {error ?? 'PNG, JPG, SVG or WebP, up to 2 MB.'}
        </Typography>
      </div>
    </Stack>
  );
}
