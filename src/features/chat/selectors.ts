import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';

/** Counts shown beside the Sensichat menu entries, keyed INBOX, STAR and TRASH (missing counts are 0). */
export const selectFolderCounts = createSelector([(s: RootState) => s.chat.unreadCounts], (counts) => ({
  INBOX: counts.INBOX ?? 0,
  STAR: counts.STAR ?? 0,
  TRASH: counts.TRASH ?? 0,
}));
