import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useFormikContext } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { clearDraft, currentOwner, readDraft, sameValues, withoutSecrets, writeDraft } from '@/lib/drafts';

const noChange = () => () => {};
const isTrue = () => true;
const isFalse = () => false;
/**
 * False while a pre-rendered page is taken over (its render must match the HTML), true from the render after: what
 * only the running app knows (a restored draft, a notice carried in the address's state) shows then.
 */
export const useHydrated = () => useSyncExternalStore(noChange, isTrue, isFalse);

export const RESTORED_AFTER_SIGN_OUT = 'We restored what you typed before you were signed out.';
export const RESTORED = 'We restored what you typed here before, not saved yet.';

/** Says a draft was put back into the form, with Discard (back to the saved values). */
export function DraftNotice({ interrupted, onDiscard }: { interrupted?: boolean; onDiscard: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const discard = () => {
    // The notice goes away with its button: focus moves to the form's first field, not to the page.
    const field = ref.current
      ?.closest('form')
      ?.querySelector<HTMLElement>('input:not([type=hidden]):not([hidden]), textarea');
    onDiscard();
    field?.focus();
  };
  return (
    <Alert
      ref={ref}
      severity="info"
      role="status"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={discard} sx={{ whiteSpace: 'nowrap' }}>
          Discard draft
        </Button>
      }
    >
      {interrupted ? RESTORED_AFTER_SIGN_OUT : RESTORED}
    </Alert>
  );
}

/**
 * Keeps a Formik form's values as a draft of the signed-in user (or the guest) while they differ from the saved
 * ones, puts a draft back when the form opens again, and shows that it did (with Discard). Render it inside the
 * form where the notice should appear. The page clears the draft when the submit succeeds (`clearDraft(name)`).
 * A draft typed over saved values that have changed since is stale: it is dropped, not restored. `baseline` is
 * what decides that when the initial values hold more than saved data (a default start time from the clock).
 */
export function FormDraft({ name, baseline }: { name: string; baseline?: unknown }) {
  const { values, initialValues, setValues, resetForm } = useFormikContext<object>();
  // Kept while it has the same content: a baseline made afresh on each render must not write the draft again (a
  // render after a successful submit, whose page has just cleared the draft, would otherwise bring it back).
  const given = baseline === undefined ? initialValues : baseline;
  const [base, setBase] = useState(given);
  if (base !== given && !sameValues(base, given)) setBase(given);
  // The draft belongs to whoever was signed in when the form opened, whatever happens to the session after.
  const [owner] = useState(currentOwner);
  const [draft] = useState(() => readDraft<object>(owner, name));
  const [found] = useState(() => (draft && sameValues(draft.base, withoutSecrets(base)) ? draft : null));
  // Until the form shows the restored values (writing before then would save the empty form).
  const [pending, setPending] = useState(!!found);
  const [shown, setShown] = useState(!!found);
  // A pre-rendered page (the contact form) is taken over as it was rendered, without a draft; the notice shows
  // with the render after (the restored values come with the effect below either way).
  const hydrated = useHydrated();
  const typed = withoutSecrets(values);
  const dirty = !sameValues(typed, withoutSecrets(initialValues));
  if (pending && found && sameValues(typed, found.values)) setPending(false);
  // Saved (the form is back to its saved values): the notice has done its job.
  if (shown && !pending && !dirty) setShown(false);

  useEffect(() => {
    if (draft && !found) clearDraft(name, owner); // stale
    if (found) void setValues({ ...initialValues, ...found.values });
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (pending) return;
    if (dirty) writeDraft(owner, name, values, base);
    else clearDraft(name, owner);
  }, [pending, dirty, values, base, owner, name]);

  if (!shown || !found || !hydrated) return null;
  return (
    <DraftNotice
      interrupted={found.interrupted}
      onDiscard={() => {
        clearDraft(name, owner);
        setShown(false);
        resetForm();
      }}
    />
  );
}
