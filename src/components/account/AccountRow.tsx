import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One row of the account's settings below its form: a rule above, what the row is and what it does, its button
 * beside (below on a phone). `status`: the line says what happened as the user acts (read out when it changes).
 */
export function AccountRow(props: { title: string; text: string; status?: boolean; children: ReactNode }) {
  return (
    <>
      {/* A rule drawn as MUI's Divider draws it, without its code (about 0.8 KiB, for this one line). */}
      <Box component="hr" sx={{ my: 3, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{props.title}</Typography>
          <Typography variant="body2" color="text.secondary" role={props.status ? 'status' : undefined}>
            {props.text}
          </Typography>
        </Box>
        {props.children}
      </Box>
    </>
  );
}
