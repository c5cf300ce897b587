import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * Public entry point for both roles' settings pages: the account itself (name, phone number, alert
 * preferences for CHAT and ALERT_NOTIFICATION, PUT /users) and deleting the account (DELETE /users/{id},
 * behind a confirmation). Reads and writes the auth slice; takes no props.
 */
// Placeholder until the job seeker issue lands; the interface (no props) is fixed.
export default function AccountSettings() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h2">Account</Typography>
    </Paper>
  );
}
