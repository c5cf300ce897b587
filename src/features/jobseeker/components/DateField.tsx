import { useField } from 'formik';
import { FormTextField } from '@/components/form/FormTextField';

/** A native date input (YYYY-MM-DD) bound to Formik; disabled end dates read as 'Present'. */
export function DateField({
  name,
  label,
  disabled,
  required,
}: {
  name: string;
  label: string;
  disabled?: boolean;
  required?: boolean;
}) {
  const [field] = useField<string | null>(name);
  return (
    <FormTextField
      name={name}
      label={label}
      type={disabled ? 'text' : 'date'}
      disabled={disabled}
      required={required}
      value={disabled ? 'Present' : (field.value ?? '')}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
