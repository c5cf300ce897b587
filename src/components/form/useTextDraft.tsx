import { useState } from 'react';
import { clearDraft, currentOwner, readDraft, writeDraft } from '@/lib/drafts';
import { DraftNotice } from './FormDraft';

/**
 * A single text kept as a draft outside Formik (the chat composer): the same storage, keys and notice as
 * `FormDraft`. `clear()` after the text is sent; `notice` is the restored notice (null when nothing was restored).
 */
export function useTextDraft(name: string) {
  const [owner] = useState(currentOwner);
  const [restored, setRestored] = useState(() => readDraft<string>(owner, name));
  const [text, setText] = useState(restored?.values ?? '');

  const change = (value: string) => {
    setText(value);
    if (value) writeDraft(owner, name, value, '');
    else clearDraft(name, owner);
  };
  const clear = () => {
    clearDraft(name, owner);
    setRestored(null);
    setText('');
  };
  const notice = restored ? <DraftNotice interrupted={restored.interrupted} onDiscard={clear} /> : null;
  return { text, setText: change, clear, notice };
}
