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
        // Above the page by its own height, whatever the text size (at 200% a fixed -48 px left its foot showing).
        top: 8,
        transform: 'translateY(-200%)',
        zIndex: 2000,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}
