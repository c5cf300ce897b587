import { useEffect, useState } from 'react';

/**
 * A phone number as people read it ('(415) 555-0123' for '+14155550123'). The parser is a chunk of its own, which
 * the screens that only show a number do not carry: until it is loaded (at once after a form with a phone field),
 * or should it fail to load, the number shows as stored.
 */
export function useReadablePhone(value: string | undefined): string {
  const [read, setRead] = useState<{ of?: string; text: string }>({ text: '' });
  useEffect(() => {
    let live = true;
    import('./phone').then(
      (m) => live && setRead({ of: value, text: m.readablePhone(value) }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [value]);
  return read.of === value ? read.text : (value ?? '').trim();
}
