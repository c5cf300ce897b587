import { api } from '@/api/client';
import { PUBLIC_EP } from '@/api/publicEndpoints';

// The landing page's call (the contact form's is in ./contact.ts, so that the first page does not carry it). The
// public pages do not load the query layer (src/app/router.tsx: only auth and signed-in screens do, so the landing
// page stays small), and nothing else shows what these answer, so they are plain calls on the one axios instance
// (bearer, timeout, error catalogue and toasts as everywhere).

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
