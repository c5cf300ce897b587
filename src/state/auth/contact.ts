import { api } from '@/api/client';
import { PUBLIC_EP } from '@/api/publicEndpoints';
import type { ContactDto, MessageAnswer } from './types';

// The contact form's call, a plain call as the landing page's is (./site.ts), in a module of its own: the first
// page's code does not carry it.

/**
 * POST /users/contact-us. A failure is not toasted: the contact form says it, at the form, until the next try (a
 * toast outlived a send that then worked).
 */
export async function sendContactMessage(body: ContactDto): Promise<MessageAnswer> {
  const { data } = await api.post<MessageAnswer | null>(PUBLIC_EP.contactUs, body, { errorToast: false });
  return data ?? {};
}
