import { useEffect, useState } from 'react';

type Phone = typeof import('./phone');

/**
 * The phone parser, a chunk of its own which the screens that only show a number do not carry: undefined while it
 * loads (at once after a form with a phone field), null should it fail to load.
 */
export function usePhoneParser(): Phone | null | undefined {
  const [phone, setPhone] = useState<Phone | null>();
  useEffect(() => {
    import('./phone').then(setPhone, () => setPhone(null));
  }, []);
  return phone;
}

/** A phone number as people read it ('(415) 555-0123' for '+14155550123'); as stored until the parser is there. */
export function useReadablePhone(value: string | undefined): string {
  return usePhoneParser()?.readablePhone(value) ?? (value ?? '').trim();
}
