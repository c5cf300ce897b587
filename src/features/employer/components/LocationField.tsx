import { useEffect, useState } from 'react';
import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAddressSuggestionsQuery } from '@/state/jobs/employerEndpoints';

const DEBOUNCE_MS = 250;

/** The job's location: free text with address suggestions (GET /lookup/address/autocomplete) as one types. */
export function LocationField({ name = 'location' }: { name?: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const value = field.value ?? '';
  const showError = meta.touched && !!meta.error;
  // What is asked for: the typed text once typing pauses (the suggestions of the last ask stay meanwhile).
  const [asked, setAsked] = useState('');
  const options = useGetAddressSuggestionsQuery(asked.length >= 2 ? asked : skipToken).data ?? [];

  useEffect(() => {
    const timer = setTimeout(() => setAsked(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  return (
    <Autocomplete
      freeSolo
      id={name}
      options={options}
      filterOptions={(x) => x}
      inputValue={value}
      onInputChange={(_, v) => void helpers.setValue(v)}
      onBlur={() => void helpers.setTouched(true)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Location"
          error={showError}
          helperText={showError ? meta.error : 'City, state or full address'}
        />
      )}
    />
  );
}
