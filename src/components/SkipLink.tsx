import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';

/** Lets keyboard users jump past the header and menu to the page. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      // Focus moves to the page without a history entry of its own (Back is not 'skip back', and the router's
      // trail of entries, src/app/RouteGuard.tsx, sees no foreign one).
      onClick={(e: MouseEvent) => {
        const main = document.getElementById('main');
        if (!main) return;
        e.preventDefault();
        main.focus();
        main.scrollIntoView?.();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}
