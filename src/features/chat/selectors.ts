import type { RootState } from '@/app/store';

/** Counts shown beside the Sensichat menu entries, keyed INBOX, STAR and TRASH (missing counts are 0). */
export const selectFolderCounts = (s: RootState) => ({
  INBOX: s.chat.unreadCounts.INBOX ?? 0,
  STAR: s.chat.unreadCounts.STAR ?? 0,
  TRASH: s.chat.unreadCounts.TRASH ?? 0,
});
