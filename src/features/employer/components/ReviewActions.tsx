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
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
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
                sx={{ ml: 1, px: 0.5, border: 1, borderRadius: 0.5, fontSize: 12, fontFamily: 'inherit' }}
              >
                {a.shortcut}
              </Box>
            )}
          </Button>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {shortcuts && 'Keys: I schedule an interview, N not a match, S skip, R start over. '}
        On a touch screen, swipe right to schedule, left for not a match.
      </Typography>
      <Button size="small" onClick={() => onShortcutsChange(!shortcuts)} sx={{ mt: 0.5, px: 0 }}>
        {shortcuts ? 'Turn off single-key shortcuts' : 'Turn on single-key shortcuts'}
      </Button>
    </Box>
  );
}
