import { api } from '@/api/client';
import { PUBLIC_EP } from '@/api/publicEndpoints';
import type { ContactDto, MessageAnswer } from './types';

// The public site's two calls. The public pages do not load the query layer (src/app/router.tsx: only auth
// and signed-in screens do, so the landing page stays small), and nothing else shows what these answer, so
// they are plain calls on the one axios instance (bearer, timeout, error catalogue and toasts as everywhere).

export interface PreLaunchVideo {
  videoUrl?: string;
  captionsUrl?: string;
  title?: string;
}

/** GET /pre-launch/get-video; a failure shows nothing (the landing page simply has no video). */
export async function getPreLaunchVideo(signal?: AbortSignal): Promise<PreLaunchVideo> {
  const { data } = await api.get<PreLaunchVideo>(PUBLIC_EP.preLaunchVideo, { errorToast: false, signal });
  return data ?? {};
}

/**
 * POST /users/contact-us. A failure is not toasted: the contact form says it, at the form, until the next try (a
 * toast outlived a send that then worked).
 */
export async function sendContactMessage(body: ContactDto): Promise<MessageAnswer> {
  const { data } = await api.post<MessageAnswer | null>(PUBLIC_EP.contactUs, body, { errorToast: false });
  return data ?? {};
}
