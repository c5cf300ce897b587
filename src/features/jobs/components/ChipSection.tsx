import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** A titled row of chips; nothing when the list is missing or empty. Its title is a level below its card's. */
export function ChipSection({
  title,
  items,
  highlight = [],
  headingLevel = 'h3',
}: {
  title: string;
  items?: string[] | null;
  highlight?: string[];
  headingLevel?: 'h3' | 'h4';
}) {
  if (!items?.length) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component={headingLevel} sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          // A chip never grows past its row: a long tag is cut with an ellipsis (the whole of it in its title).
          <Box component="li" key={item} sx={{ minWidth: 0, maxWidth: '100%' }}>
            <Chip
              size="small"
              label={item}
              title={item}
              color={highlight.includes(item) ? 'primary' : 'default'}
              variant={highlight.includes(item) ? 'filled' : 'outlined'}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
