import Link from '@mui/material/Link';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+)/gi;
// Punctuation that ends a sentence is not part of the address it follows.
const TRAILING = /[.,;:!?)\]]+$/;

/** Only web addresses become links: anything else (javascript:, data:) stays text. */
export function safeHref(raw: string): string | null {
  const withScheme = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Splits a message into text and link parts; the text is never parsed as HTML. */
export function linkify(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const address = match[0].replace(TRAILING, '');
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A message's text: as typed, line breaks kept, web addresses as links that open safely in a new tab. */
export function MessageText({ text }: { text: string }) {
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkify(text).map((part, i) =>
        part.href ? (
          <Link
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="inherit"
            underline="always"
          >
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
