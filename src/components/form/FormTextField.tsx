import { useEffect, useLayoutEffect, useRef } from 'react';
import { useField, useFormikContext } from 'formik';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { typedBeforeHydration } from '@/lib/earlyInput';

/**
 * A MUI text field bound to a Formik field: the error shows at the field once it has been touched. A line is kept
 * for the helper text even when there is none, so an error appearing (say as the field loses focus to a press on
 * the submit button) moves nothing below it and the press still lands.
 *
 * While its form is being sent the box is read-only (not disabled: focus stays where it is): what is sent is what
 * it shows, and nothing typed meanwhile is dropped when the answer comes (a dialog closing, a form cleared).
 *
 * On a pre-rendered page, what the visitor typed before the app started becomes the field's value when the app
 * takes the field over (src/lib/earlyInput.ts).
 */
export function FormTextField({ name, helperText, inputRef, ...props }: TextFieldProps & { name: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = meta.touched && !!meta.error;
  const box = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const ref = useForkRef(box, inputRef);
  const { isSubmitting } = useFormikContext();
  useEffect(() => {
    if (box.current) box.current.readOnly = isSubmitting;
  }, [isSubmitting]);

  useLayoutEffect(() => {
    // Compared with what the box was given to show, which a caller may set apart from the form's value.
    const typed = typedBeforeHydration(box.current, String(props.value ?? field.value ?? ''));
    if (typed !== null) void helpers.setValue(typed, false);
    // Once, as the field is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      {...props}
      inputRef={ref}
      id={props.id ?? name}
      name={name}
      error={showError}
      helperText={showError ? meta.error : (helperText ?? ' ')}
    />
  );
}

/**
 * A box's input marked invalid and described by the error shown at this id (no id: neither), for boxes whose error
 * is said once for their group: a refused submit's focus lands on the first box and a screen reader says why.
 * Here rather than in a file of its own, which would be a chunk of its own (every form loads this one).
 */
export const describedByError = (errorId?: string) => ({
  'aria-describedby': errorId,
  'aria-invalid': !!errorId,
});
