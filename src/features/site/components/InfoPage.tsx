import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

/** The shape of the about and legal pages: a title, when it was last updated, and sections. */
export function InfoPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated?: string;
  intro?: ReactNode;
  sections: InfoSection[];
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {updated && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Last updated {updated}
        </Typography>
      )}
      {intro && <Typography sx={{ mb: 3, fontSize: '1.1rem' }}>{intro}</Typography>}
      {sections.map((s) => (
        <Box component="section" key={s.heading} sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ mb: 1, fontSize: '1.25rem' }}>
            {s.heading}
          </Typography>
          <Typography component="div" color="text.secondary" sx={{ lineHeight: 1.7 }}>
            {s.body}
          </Typography>
        </Box>
      ))}
    </Container>
  );
}
