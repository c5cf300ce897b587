import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isApiError, messageFor } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { toast } from '@/components/toast';
import { ERRORS, SUCCESS } from '@/lib/messages';
import { useSignedInUser } from '@/state/auth/endpoints';
import { ProfileApi } from '@/state/auth/profileEndpoints';
import { cropToSquare } from './cropToSquare';
import { HiddenFileInput } from '@/components/HiddenFileInput';
import { inactive } from '@/components/inactive';
import { refocusWhenGone } from '@/lib/focusLost';

const PREVIEW_SIZE = 160;

/**
 * The photo being chosen: the picked image (cropped, not uploaded yet), its upload (POST /users/logo) and the
 * message beside it. The page holds it, so a step that ends (setup's Finish) can upload a photo still waiting.
 */
export function usePhotoPick() {
  const id = useAppSelector((s) => s.auth.id) ?? 0;
  const [uploadPhoto, { isLoading: busy }] = ProfileApi.useUploadPhotoMutation();
  const [picked, setPicked] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string>();

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  const pick = async (file: File) => {
    setError(undefined);
    if (!file.type.startsWith('image/')) return setError('Please choose an image (JPG, PNG or WebP).');
    try {
      const blob = await cropToSquare(file);
      setPicked({ blob, url: URL.createObjectURL(blob) });
    } catch {
      setError('This image could not be read. Try another one.');
    }
  };

  /** Uploads the picked photo, if any: false when it was refused (the reason shows at the photo). */
  const upload = async () => {
    if (!picked) return true;
    setError(undefined);
    const result = await uploadPhoto({ id, file: picked.blob, fileName: 'photo.png' });
    if (!('error' in result)) {
      setPicked(null);
      toast.success(SUCCESS.profileUpdated);
      return true;
    }
    if (isApiError(result.error)) setError(messageFor(result.error, ERRORS.upload));
    return false;
  };

  return { picked, error, busy, pick, upload };
}

export type PhotoPick = ReturnType<typeof usePhotoPick>;

/** The profile photo: pick an image, see it cropped to a square, upload it. */
export function PhotoSection({ photo }: { photo: PhotoPick }) {
  const saved = useSignedInUser().data?.photoUrl ?? null;
  const { picked, error, busy, pick, upload } = photo;
  const input = useRef<HTMLInputElement>(null);
  const choose = useRef<HTMLButtonElement>(null);

  return (
    <Box component="section" aria-labelledby="photo-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" id="photo-heading" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        Profile photo
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          variant="rounded"
          src={picked?.url ?? saved ?? undefined}
          alt={picked ? 'Preview of your new photo' : saved ? 'Your photo' : ''}
          sx={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE, fontSize: 48 }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {/* Both wait while the photo uploads (not disabled: that drops focus to the page). Once it is up, its
              button goes, and focus goes to Choose another photo. */}
          <Button
            ref={choose}
            variant="outlined"
            {...inactive(busy)}
            onClick={() => !busy && input.current?.click()}
          >
            {saved || picked ? 'Choose another photo' : 'Choose a photo'}
          </Button>
          {picked && (
            <Button
              variant="contained"
              {...inactive(busy)}
              onClick={(e) => {
                if (busy) return;
                void upload();
                refocusWhenGone(e.currentTarget, () => choose.current);
              }}
            >
              {busy ? 'Uploading…' : 'Upload photo'}
            </Button>
          )}
          <HiddenFileInput
            ref={input}
            accept="image/*"
            aria-label="Photo file"
            onFile={(f) => void pick(f)}
          />
        </Box>
      </Box>
      {picked && (
        <Typography variant="body2">Cropped to a square from the centre. Upload it to keep it.</Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
