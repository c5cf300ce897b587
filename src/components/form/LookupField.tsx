import { useEffect, useState } from 'react';
import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query/react';

export const LOOKUP_DEBOUNCE_MS = 300;

/** A lookup query hook (RTK Query's generated hook): suggestions for what was typed. */
export type UseLookup = (search: string | typeof skipToken) => { data?: string[] };

/**
 * A text field bound to Formik that suggests values from a lookup call as the user types (debounced; the last
 * suggestions stay meanwhile). Free text is kept: a suggestion helps, it is not required.
 */
export function LookupField({
  name,
  label,
  useLookup,
  required,
  hint = ' ',
  minLength = 1,
}: {
  name: string;
  label: string;
  /** One per field: the hook does not change between renders. */
  useLookup: UseLookup;
  required?: boolean;
  /** The helper line when there is no error (a blank line keeps the space the error will need). */
  hint?: string;
  /** Fewer typed characters than this ask for nothing. */
  minLength?: number;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const value = field.value ?? '';
  const [input, setInput] = useState<string | null>(null);
  // What was typed, once the typing pauses: the lookup asks for that (nothing before the field is used).
  const [search, setSearch] = useState<string | null>(null);
  const { data: options = [] } = useLookup(search != null && search.length >= minLength ? search : skipToken);
  const showError = meta.touched && !!meta.error;

  useEffect(() => {
    if (input == null) return;
    const t = setTimeout(() => setSearch(input.trim()), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [input]);

  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={(x) => x}
      value={value}
      inputValue={value}
      onInputChange={(_, v, reason) => {
        if (reason === 'reset' && !v) return;
        void helpers.setValue(v);
        if (reason === 'input') setInput(v);
      }}
      onOpen={() => setInput((v) => v ?? value)}
      onBlur={() => void helpers.setTouched(true)}
      renderInput={(params) => (
        <TextField
          {...params}
          id={name}
          name={name}
          label={label}
          required={required}
          error={showError}
          helperText={showError ? meta.error : hint}
        />
      )}
    />
  );
}
