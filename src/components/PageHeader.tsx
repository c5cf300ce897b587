import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Every page's heading: one h1, an optional line under it, and actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h1">{title}</Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {/* Actions that render nothing (a picker with nothing to pick) leave no gap. */}
      {actions && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '&:empty': { display: 'none' } }}>
          {actions}
        </Box>
      )}
    </Box>
  );
}
