import type { InputHTMLAttributes, Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'hidden' | 'onChange'> & {
  ref?: Ref<HTMLInputElement>;
  /** The one file chosen. */
  onFile: (file: File) => void;
};

/**
 * A file picker's input, hidden behind the screen's own button (which clicks it or is its label). It hands over
 * the file chosen and clears itself, so choosing the same file again (after a refusal, say) is a choice too.
 */
export function HiddenFileInput({ onFile, ...props }: Props) {
  return (
    <input
      {...props}
      type="file"
      hidden
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
