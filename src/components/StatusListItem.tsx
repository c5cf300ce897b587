import type { ReactNode } from 'react';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { StatusChip } from './StatusChip';

/**
 * A row of a short list (recent applications, recent applicants): what it is about, and its status beside it while
 * there is room, under it when not. A chip held beside the words split a title mid-word in a narrow card (QA at
 * 320 px), and one held at the right edge lay over a long title, or any title at 200% text.
 */
export function StatusListItem({
  primary,
  secondary,
  status,
}: {
  primary: ReactNode;
  secondary: ReactNode;
  status: string | null | undefined;
}) {
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      <ListItemText sx={{ flex: '1 1 12rem', minWidth: 0 }} primary={primary} secondary={secondary} />
      <StatusChip status={status} />
    </ListItem>
  );
}
