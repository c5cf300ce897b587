import { useEffect, useState } from 'react';
import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useAppDispatch } from '@/app/hooks';
import { lookupAddress, lookupUniversities } from '../api';

export const LOOKUP_DEBOUNCE_MS = 300;

const LOOKUPS = { universities: lookupUniversities, address: lookupAddress };

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
  const dispatch = useAppDispatch();
  const [field, meta, helpers] = useField<string>(name);
  const [options, setOptions] = useState<string[]>([]);
  const [input, setInput] = useState<string | null>(null);
  const showError = meta.touched && !!meta.error;

  useEffect(() => {
    if (input == null) return;
    let pending: { abort: () => void } | undefined;
    const t = setTimeout(() => {
      const p = dispatch(LOOKUPS[lookup](input));
      pending = p;
      void p.then((a) => {
        if (Array.isArray(a.payload)) setOptions(a.payload);
      });
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(t);
      pending?.abort();
    };
  }, [dispatch, input, lookup]);

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
