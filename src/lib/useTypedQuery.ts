import { useEffect, useEffectEvent, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The words of a search box kept in the address (`query`, trimmed): what is typed reaches the address through
 * `write` a moment after typing stops, so typing stays smooth, and the box follows the address when it changes
 * from outside (Back, Forward, a link). The address shows our own words a render or more after they were
 * written: that change is not from outside, and letters typed meanwhile stay in the box (they were lost,
 * 'backend' reading 'bckend', when the box took the address's older words back).
 */
export function useTypedQuery(query: string, write: (words: string) => void) {
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  const [written, setWritten] = useState<string | null>(null);
  if (query !== shown) {
    setShown(query);
    // Our words are looked for in the next change only: if another change came first (a move away before a
    // render saw ours), a later return to the same words is from outside.
    setWritten(null);
    if (query !== written && query !== text.trim()) setText(query);
  }
  // The newest `write`: one made for an older address would write that address's other parameters back.
  const send = useEffectEvent((words: string) => {
    setWritten(words);
    write(words);
  });
  useEffect(() => {
    const words = text.trim();
    if (words === query) return;
    const t = setTimeout(() => send(words), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, query]);
  return [text, setText] as const;
}
