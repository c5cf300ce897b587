import type { ReactNode } from 'react';
import { useField } from 'formik';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { describedByError } from './FormTextField';

/**
 * A checkbox bound to Formik. `reserveErrorSpace` keeps a line for a possible error, so nothing below moves.
 * `errorShownAt`: the id of an error said once for a group of boxes (none ticked, say), which marks this box invalid
 * and describes it, so a refused submit's focus lands on it and a screen reader says why.
 */
export function FormCheckbox({
  name,
  label,
  reserveErrorSpace = false,
  errorShownAt,
}: {
  name: string;
  label: ReactNode;
  reserveErrorSpace?: boolean;
  errorShownAt?: string;
}) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const showError = meta.touched && !!meta.error;
  const errorId = showError ? `${name}-error` : errorShownAt;
  return (
    <FormControl error={showError}>
      <FormControlLabel
        control={
          <Checkbox
            {...field}
            checked={!!field.value}
            id={name}
            slotProps={{ input: describedByError(errorId) }}
          />
        }
        label={label}
      />
      {(showError || reserveErrorSpace) && (
        <FormHelperText id={`${name}-error`}>{showError ? meta.error : ' '}</FormHelperText>
      )}
    </FormControl>
  );
}
