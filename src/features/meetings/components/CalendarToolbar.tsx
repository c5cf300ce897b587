import type { ToolbarProps, View } from 'react-big-calendar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { CalendarItem } from '@/state/meetings/selectors';

/** A view's name is the library's own, capitalised: Month, Week, Day, Agenda. */
const named = (view: View) => view[0].toUpperCase() + view.slice(1);

/** The calendar's toolbar in the app's own controls: today, previous and next period, the period, the views. */
export function CalendarToolbar({ label, view, views, onNavigate, onView }: ToolbarProps<CalendarItem>) {
  // The calendar's four views (CALENDAR_VIEWS, a list), each named above.
  const names = views as View[];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Button variant="outlined" onClick={() => onNavigate('TODAY')}>
        Today
      </Button>
      <IconButton onClick={() => onNavigate('PREV')} aria-label={`Previous ${view}`}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton onClick={() => onNavigate('NEXT')} aria-label={`Next ${view}`}>
        <ChevronRightIcon />
      </IconButton>
      <Typography
        component="h2"
        id="calendar-period"
        variant="h6"
        aria-live="polite"
        sx={{ flexGrow: 1, minWidth: 160 }}
      >
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, v: View | null) => v && onView(v)}
        aria-label="Calendar view"
      >
        {/* The group's one tab stop is the view shown (the group's own would be its first button, whichever is
            shown); the arrow keys move between them. */}
        {names.map((v) => (
          <ToggleButton key={v} value={v} tabIndex={v === view ? 0 : -1}>
            {named(v)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
