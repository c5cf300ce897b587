import { useField } from 'formik';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * A MUI text field bound to a Formik field: the error shows at the field once it has been touched. A line is kept
 * for the helper text even when there is none, so an error appearing (say as the field loses focus to a press on
 * the submit button) moves nothing below it and the press still lands.
 */
export function FormTextField({ name, helperText, ...props }: TextFieldProps & { name: string }) {
  const [field, meta] = useField<string>(name);
  const showError = meta.touched && !!meta.error;
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      {...props}
      id={props.id ?? name}
      name={name}
      error={showError}
      helperText={showError ? meta.error : (helperText ?? ' ')}
    />
  );
}
