import { useField } from 'formik';
import { FormTextField } from '@/components/form/FormTextField';

/** A native date input (YYYY-MM-DD) bound to Formik; disabled end dates read as 'Present'. */
export function DateField({
  name,
  label,
  disabled,
  helperText,
}: {
  name: string;
  label: string;
  disabled?: boolean;
  helperText?: string;
}) {
  const [field] = useField<string | null>(name);
  return (
    <FormTextField
      name={name}
      label={label}
      type={disabled ? 'text' : 'date'}
      disabled={disabled}
      helperText={helperText}
      value={disabled ? 'Present' : (field.value ?? '')}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
