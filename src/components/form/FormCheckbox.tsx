import type { ReactNode } from 'react';
import { useField } from 'formik';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';

export function FormCheckbox({ name, label }: { name: string; label: ReactNode }) {
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
            slotProps={{ input: { 'aria-describedby': showError ? errorId : undefined } }}
          />
        }
        label={label}
      />
      {showError && <FormHelperText id={errorId}>{meta.error}</FormHelperText>}
    </FormControl>
  );
}
