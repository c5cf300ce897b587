import type { ReactNode } from 'react';
import { useField } from 'formik';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';

/** A checkbox bound to Formik. `reserveErrorSpace` keeps a line for a possible error, so nothing below moves. */
export function FormCheckbox({
  name,
  label,
  reserveErrorSpace = false,
}: {
  name: string;
  label: ReactNode;
  reserveErrorSpace?: boolean;
}) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const showError = meta.touched && !!meta.error;
  const errorId = `${name}-error`;
  return (
    <FormControl error={showError}>
      <FormControlLabel
        control={
          <Checkbox
            {...field}
            checked={!!field.value}
            id={name}
            slotProps={{
              input: { 'aria-describedby': showError ? errorId : undefined, 'aria-invalid': showError },
            }}
          />
        }
        label={label}
      />
      {(showError || reserveErrorSpace) && (
        <FormHelperText id={errorId}>{showError ? meta.error : ' '}</FormHelperText>
      )}
    </FormControl>
  );
}
