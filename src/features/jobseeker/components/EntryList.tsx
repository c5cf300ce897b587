import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

/**
 * The form's entries from the profile, or one blank entry when it has none. A field the server answers as null (an
 * empty GPA, location or description) takes the blank entry's value, so it reads as empty and not as a value the
 * form's rules refuse.
 */
export const toEntries = <T extends object>(initial: T[], blank: () => T): T[] =>
  initial.length
    ? initial.map((e) => ({
        ...blank(),
        ...Object.fromEntries(Object.entries(e).filter(([, v]) => v != null)),
      }))
    : [blank()];

/** A Formik list of entries (education, work experience): each in its own group with Remove, and Add. */
export function EntryList<T>({
  name,
  noun,
  newEntry,
  renderEntry,
}: {
  name: string;
  noun: string;
  newEntry: () => T;
  renderEntry: (index: number) => ReactNode;
}) {
  const { values, errors, submitCount } = useFormikContext<Record<string, T[]>>();
  const items = values[name] ?? [];
  const listError = typeof errors[name] === 'string' && submitCount > 0 ? (errors[name] as string) : null;

  // Add puts its entry above the button: focus goes to the new entry's first field. Remove takes its entry, and the
  // button itself when it was the last one: focus goes to the first field of the entry now in its place, or to Add
  // when none is, rather than to the page.
  const list = useRef<HTMLDivElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const focusAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = focusAt.current;
    if (at == null) return;
    focusAt.current = null;
    const entry = list.current?.querySelectorAll(':scope > fieldset')[at];
    (entry?.querySelector<HTMLElement>('input, textarea, [role="combobox"]') ?? add.current)?.focus();
  }, [items.length]);
  // Saved with no entry: there is no field to take focus and say why, so Add does, described by the message.
  const listErrorId = useId();
  useEffect(() => {
    if (submitCount && listError) add.current?.focus();
  }, [submitCount, listError]);
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <Box ref={list} sx={{ display: 'grid', gap: 2 }}>
          {items.map((_, i) => (
            <Paper
              key={i}
              variant="outlined"
              component="fieldset"
              sx={{ p: 2, m: 0, display: 'grid', gap: 2 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, float: 'left' }}>
                  {noun} {i + 1}
                </Typography>
                <Button
                  color="error"
                  size="small"
                  onClick={() => {
                    focusAt.current = i;
                    helpers.remove(i);
                  }}
                >
                  Remove {noun.toLowerCase()} {i + 1}
                </Button>
              </Box>
              {renderEntry(i)}
            </Paper>
          ))}
          {listError && (
            <FormHelperText error id={listErrorId}>
              {listError}
            </FormHelperText>
          )}
          <Box>
            <Button
              ref={add}
              aria-describedby={listError ? listErrorId : undefined}
              startIcon={<AddIcon />}
              variant="outlined"
              onClick={() => {
                focusAt.current = items.length;
                helpers.push(newEntry());
              }}
            >
              Add {noun.toLowerCase()}
            </Button>
          </Box>
        </Box>
      )}
    </FieldArray>
  );
}
