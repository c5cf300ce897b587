import { useEffect, useState } from 'react';
import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLookupAddressQuery, useLookupUniversitiesQuery } from '@/state/auth/profileEndpoints';

export const LOOKUP_DEBOUNCE_MS = 300;

const LOOKUPS = { universities: useLookupUniversitiesQuery, address: useLookupAddressQuery };

/**
 * A text field bound to Formik that suggests values from a lookup call as the user types (debounced).
 * Free text is kept: a suggestion helps, it is not required.
 */
export function LookupField({
  name,
  label,
  lookup,
  required,
}: {
  name: string;
  label: string;
  lookup: keyof typeof LOOKUPS;
  required?: boolean;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const [input, setInput] = useState<string | null>(null);
  // What was typed, once the typing pauses: the lookup asks for that (nothing before the field is used).
  const [search, setSearch] = useState<string | null>(null);
  const useLookup = LOOKUPS[lookup]; // one per field: `lookup` does not change
  const { data: options = [] } = useLookup(search ?? skipToken);
  const showError = meta.touched && !!meta.error;

  useEffect(() => {
    if (input == null) return;
    const t = setTimeout(() => setSearch(input), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [input]);

  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={(x) => x}
      value={field.value ?? ''}
      inputValue={field.value ?? ''}
      onInputChange={(_, v, reason) => {
        if (reason === 'reset' && !v) return;
        void helpers.setValue(v);
        if (reason === 'input') setInput(v);
      }}
      onOpen={() => setInput((v) => v ?? field.value ?? '')}
      onBlur={() => void helpers.setTouched(true)}
      renderInput={(params) => (
        <TextField
          {...params}
          id={name}
          name={name}
          label={label}
          required={required}
          error={showError}
          // A line kept for the error, so the form does not jump when it appears.
          helperText={showError ? meta.error : ' '}
        />
      )}
    />
  );
}
