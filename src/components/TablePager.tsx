import { useEffect } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { inactive } from './inactive';

/**
 * A table's pager: which rows are shown ('21–40 of 57') and the previous and next page buttons. In place of MUI's
 * TablePagination, whose rows-per-page menu these tables do not offer and whose arrows' hover tooltips brought a
 * positioning engine of about 12 KiB to the page. An arrow with no page to go to reads disabled but keeps focus
 * (a disabled button drops it to the page, on reaching the last page).
 *
 * A page past the last (an old link, the last rows of the last page deleted) reads as the last page and is
 * replaced by it (`onPage`), so a table never says '61–60 of 60' above no rows.
 */
export function TablePager({
  count,
  page: asked,
  pageSize,
  onPage,
  busy,
}: {
  count: number;
  /** 0-based. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The count is another list's while this one loads (the last search's): no page is judged past it yet. */
  busy?: boolean;
}) {
  const last = Math.max(0, Math.ceil(count / pageSize) - 1);
  const page = Math.min(asked, last);
  useEffect(() => {
    if (!busy && asked > last) onPage(last);
  });
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  const arrow = (name: string, target: number, off: boolean, icon: React.ReactNode) => (
    <IconButton aria-label={name} {...inactive(off)} onClick={() => !off && onPage(target)}>
      {icon}
    </IconButton>
  );
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, px: 2, py: 0.5 }}>
      <Typography variant="body2">
        {from}–{to} of {count}
      </Typography>
      {arrow('Go to previous page', page - 1, page <= 0, <KeyboardArrowLeft />)}
      {arrow('Go to next page', page + 1, page >= last, <KeyboardArrowRight />)}
    </Box>
  );
}
