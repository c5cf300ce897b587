import type { StringSchema } from 'yup';
import { focusClear } from './focusClear';

const key = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/**
 * Values the server refused for one field (an email already taken), each with the server's message. The field's
 * rule refuses them again, with that message, whenever the form checks the field (a blur), until another value is
 * typed; `refuse` says it at the field now and moves focus there once it shows, so it is read with the field.
 * One per form: `const [refused] = useState(refusedValues)`.
 */
export function refusedValues() {
  const refused = new Map<string, string>();
  return {
    rule: (schema: StringSchema) =>
      schema.test(
        'refused',
        ({ value }) => refused.get(key(value)) ?? '',
        (value) => !refused.has(key(value)),
      ),
    refuse(
      form: HTMLFormElement | null,
      field: string,
      value: string,
      message: string,
      setFieldError: (field: string, message: string) => void,
    ) {
      refused.set(key(value), message);
      setFieldError(field, message);
      const input = form?.querySelector<HTMLInputElement>(`[name="${field}"]`);
      requestAnimationFrame(() => focusClear(input));
    },
    /** What made the server refuse them has changed (the person with that email was removed): none is refused now. */
    forget: () => refused.clear(),
  };
}

export type RefusedValues = ReturnType<typeof refusedValues>;
