import type { KeyboardEvent } from 'react';
import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { refocusWhenGone } from '@/lib/focusLost';

/** An option list's call that failed: its message, and how to ask again. */
export interface ListFailure {
  message?: string;
  retry: () => void;
}

/** A list query's failure as ChipsField's `optionsFailed` (null while it has not failed). */
export const listFailure = (query: {
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}): ListFailure | null =>
  query.isError
    ? {
        message: (query.error as { message?: string } | undefined)?.message,
        retry: query.refetch,
      }
    : null;

/**
 * Several values from a list (tags, qualifications, benefits, industries), bound to a Formik field; like
 * FormTextField it keeps a line for its helper text so an error moves nothing below it. Options are strings,
 * or records kept by one value each (`optionLabel` shows one, `optionValue` is what the field holds).
 *
 * Enter picks the highlighted option (the first match is highlighted as one types) and never submits the form:
 * a keyboard user who opens the list and presses Enter means to pick, not to post the job.
 *
 * A list whose call failed says so at the field, with the catalogue's message and Retry: with no options there is
 * nothing to pick, and the field must not look merely empty.
 */
export function ChipsField<Option>({
  name,
  label,
  options,
  helperText,
  optionLabel,
  optionValue,
  optionsFailed,
}: {
  name: string;
  label: string;
  options: readonly Option[];
  helperText?: string;
  optionLabel?: (option: Option) => string;
  optionValue?: (option: Option) => unknown;
  /** The option list's call failed (listFailure). */
  optionsFailed?: ListFailure | null;
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
      noOptionsText={optionsFailed ? 'The list did not load.' : undefined}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={showError || !!optionsFailed}
          helperText={
            optionsFailed ? (
              <>
                {`The ${label.toLowerCase()} list did not load: ${optionsFailed.message ?? 'Error'}`}{' '}
                <Button
                  size="small"
                  onClick={(e) => {
                    optionsFailed.retry();
                    // Focus goes back to the field once its list is in.
                    refocusWhenGone(e.currentTarget, () => document.getElementById(name));
                  }}
                  sx={{ py: 0, minWidth: 0 }}
                >
                  Retry
                </Button>
              </>
            ) : showError ? (
              (meta.error as string)
            ) : (
              (helperText ?? ' ')
            )
          }
        />
      )}
    />
  );
}
