import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export type ReviewActionKey = 'schedule' | 'notAMatch' | 'skip' | 'reset';

/** Each action with its keyboard shortcut and its swipe (touch screens). */
export const REVIEW_ACTIONS: Array<{
  key: ReviewActionKey;
  label: string;
  shortcut: string;
  swipe?: string;
}> = [
  { key: 'schedule', label: 'Schedule interview', shortcut: 'I', swipe: 'right' },
  { key: 'notAMatch', label: 'Not a Match', shortcut: 'N', swipe: 'left' },
  { key: 'skip', label: 'Skip', shortcut: 'S' },
  { key: 'reset', label: 'Start over', shortcut: 'R' },
];

export const shortcutFor = (key: string): ReviewActionKey | undefined =>
  REVIEW_ACTIONS.find((a) => a.shortcut.toLowerCase() === key.toLowerCase())?.key;

// Single-key shortcuts can be turned off (WCAG 2.1.4: a speech user's words type letters), and stay off.
const SHORTCUTS_KEY = 'review-shortcuts';
export const readShortcuts = () => localStorage.getItem(SHORTCUTS_KEY) !== 'off';
export const writeShortcuts = (on: boolean) => localStorage.setItem(SHORTCUTS_KEY, on ? 'on' : 'off');

export function ReviewActions({
  disabled,
  onAction,
  shortcuts,
  onShortcutsChange,
}: {
  disabled: Partial<Record<ReviewActionKey, boolean>>;
  onAction: (key: ReviewActionKey) => void;
  shortcuts: boolean;
  onShortcutsChange: (on: boolean) => void;
}) {
  return (
    // Its parts are the page's (display: contents), so the buttons' row can stay in view past its own end.
    <Box sx={{ display: 'contents' }}>
      {/* On a phone the applicant's card is a few screens long: the decisions stay in view under the app bar as it
          scrolls, not only above its start (QA). */}
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          position: { xs: 'sticky', sm: 'static' },
          top: 56,
          zIndex: 2,
          py: { xs: 1, sm: 0 },
          bgcolor: 'background.default',
        }}
      >
        {REVIEW_ACTIONS.map((a) => (
          <Button
            key={a.key}
            variant={a.key === 'schedule' ? 'contained' : 'outlined'}
            color={a.key === 'notAMatch' ? 'error' : 'primary'}
            disabled={disabled[a.key]}
            onClick={() => onAction(a.key)}
            aria-keyshortcuts={shortcuts ? a.shortcut : undefined}
          >
            {a.label}
            {shortcuts && (
              <Box
                component="kbd"
                aria-hidden
                // Not on a touch screen, where there are no keys to press (QA); the shortcuts still work there.
                sx={{
                  ml: 1,
                  px: 0.5,
                  border: 1,
                  borderRadius: 0.5,
                  fontSize: '0.75rem',
                  fontFamily: 'inherit',
                  '@media (pointer: coarse)': { display: 'none' },
                }}
              >
                {a.shortcut}
              </Box>
            )}
          </Button>
        ))}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {shortcuts && 'Keys: I schedule an interview, N not a match, S skip, R start over. '}
          On a touch screen, swipe right to schedule, left for not a match.
        </Typography>
        <Button size="small" onClick={() => onShortcutsChange(!shortcuts)} sx={{ mt: 0.5, px: 0 }}>
          {shortcuts ? 'Turn off single-key shortcuts' : 'Turn on single-key shortcuts'}
        </Button>
      </Box>
    </Box>
  );
}
