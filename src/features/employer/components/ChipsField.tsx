import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

/**
 * Several values from a list (tags, qualifications, benefits), bound to a Formik field; like FormTextField it
 * keeps a line for its helper text so an error moves nothing below it.
 */
export function ChipsField({
  name,
  label,
  options,
  helperText,
}: {
  name: string;
  label: string;
  options: readonly string[];
  helperText?: string;
}) {
  const [field, meta, helpers] = useField<string[]>(name);
  const showError = meta.touched && !!meta.error;
  return (
    <Autocomplete
      multiple
      id={name}
      options={options}
      value={field.value ?? []}
      filterSelectedOptions
      onChange={(_, v) => void helpers.setValue(v)}
      onBlur={() => void helpers.setTouched(true)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={showError}
          helperText={showError ? (meta.error as string) : (helperText ?? ' ')}
        />
      )}
    />
  );
}
