import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { paths } from '@/app/paths';

/** The primary action of the employer's job screens. */
export function PostJobButton() {
  return (
    <Button
      component={RouterLink}
      to={paths.employer.jobsPosting()}
      variant="contained"
      startIcon={<AddIcon />}
    >
      Post a job
    </Button>
  );
}
