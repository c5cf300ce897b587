import { useField } from 'formik';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/**
 * A labelled group of radio answers bound to Formik. In error, the group is described by its message and each
 * radio is marked invalid, so a refused submit moves focus to the group's first radio (SubmitButton) and a screen
 * reader says why.
 */
export function RadioField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
}) {
  const [field, meta] = useField<string>(name);
  const showError = meta.touched && !!meta.error;
  const errorId = `${name}-error`;
  return (
    <FormControl error={showError} component="fieldset">
      <FormLabel component="legend" id={`${name}-label`}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        {...field}
        value={field.value ?? ''}
        aria-labelledby={`${name}-label`}
        aria-describedby={showError ? errorId : undefined}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            control={<Radio slotProps={{ input: { 'aria-invalid': showError } }} />}
            label={o.label}
          />
        ))}
      </RadioGroup>
      {showError && <FormHelperText id={errorId}>{meta.error}</FormHelperText>}
    </FormControl>
  );
}
