import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { connectivity } from '@/lib/connectivity';
import type { Toast } from './toast';

export default function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  // While the offline banner shows above the app bar, the bar (and its menu button) sits lower, where a toast at the
  // top would cover it, and the banner: the toast goes to the foot of the window then.
  const offline = useSyncExternalStore(connectivity.subscribe, connectivity.get, () => 'online') !== 'online';
  return (
    <Snackbar
      key={toast.id}
      open
      // Errors stay longer: they often need reading twice.
      autoHideDuration={toast.severity === 'error' ? 8000 : 5000}
      onClose={(_, reason) => reason !== 'clickaway' && onDismiss(toast.id)}
      anchorOrigin={{ vertical: offline ? 'bottom' : 'top', horizontal: 'center' }}
      // On a phone the toast spans the width: below the app bar (56 px there), not over its menu button.
      sx={offline ? undefined : { top: { xs: 64, sm: 24 } }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        role={toast.severity === 'error' ? 'alert' : 'status'}
        onClose={() => onDismiss(toast.id)}
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
