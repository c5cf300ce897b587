import { useEffect, useState } from 'react';
import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useAppDispatch } from '@/app/hooks';
import { fetchAddressSuggestions } from '@/state/jobs/employerApi';

const DEBOUNCE_MS = 250;

/** The job's location: free text with address suggestions (GET /lookup/address/autocomplete) as one types. */
export function LocationField({ name = 'location' }: { name?: string }) {
  const dispatch = useAppDispatch();
  const [field, meta, helpers] = useField<string>(name);
  const [options, setOptions] = useState<string[]>([]);
  const value = field.value ?? '';
  const showError = meta.touched && !!meta.error;

  useEffect(() => {
    if (value.trim().length < 2) return;
    const timer = setTimeout(async () => {
      const result = await dispatch(fetchAddressSuggestions(value.trim()));
      if (fetchAddressSuggestions.fulfilled.match(result)) setOptions(result.payload);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, value]);

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
