/** Spec section 1: notification types. */
export type NotificationType = 'NEW_CHAT' | 'SAVED_JOB' | 'NEW_MATCHES' | 'APPLIED_JOB';
export const NOTIFICATION_TYPES: NotificationType[] = ['NEW_CHAT', 'SAVED_JOB', 'NEW_MATCHES', 'APPLIED_JOB'];

export const NOTIFICATION_LABELS: Record<NotificationType, string> = {
  NEW_CHAT: 'New messages',
  SAVED_JOB: 'Saved jobs',
  NEW_MATCHES: 'New matches',
  APPLIED_JOB: 'Applications',
};

export interface AppNotification {
  id: number;
  type: NotificationType;
  title?: string;
  message: string;
  createdAt?: string;
  link?: string | null;
}
