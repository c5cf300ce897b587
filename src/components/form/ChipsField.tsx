import type { KeyboardEvent } from 'react';
import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

/**
 * Several values from a list (tags, qualifications, benefits, industries), bound to a Formik field; like
 * FormTextField it keeps a line for its helper text so an error moves nothing below it. Options are strings,
 * or records kept by one value each (`optionLabel` shows one, `optionValue` is what the field holds).
 *
 * Enter picks the highlighted option (the first match is highlighted as one types) and never submits the form:
 * a keyboard user who opens the list and presses Enter means to pick, not to post the job.
 */
export function ChipsField<Option>({
  name,
  label,
  options,
  helperText,
  optionLabel,
  optionValue,
}: {
  name: string;
  label: string;
  options: readonly Option[];
  helperText?: string;
  optionLabel?: (option: Option) => string;
  optionValue?: (option: Option) => unknown;
}) {
  const [field, meta, helpers] = useField<unknown[]>(name);
  const held = field.value ?? [];
  const showError = meta.touched && !!meta.error;
  return (
    <Autocomplete
      multiple
      id={name}
      options={options}
      getOptionLabel={optionLabel}
      // A string is its own value, so one saved before its option list loads still shows.
      value={optionValue ? options.filter((o) => held.includes(optionValue(o))) : (held as Option[])}
      filterSelectedOptions
      autoHighlight
      onChange={(_, v) => void helpers.setValue(optionValue ? v.map(optionValue) : v)}
      onBlur={() => void helpers.setTouched(true)}
      onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && e.preventDefault()}
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
