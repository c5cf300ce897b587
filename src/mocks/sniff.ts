/**
 * What a file is by its first bytes, as a server checks an upload rather than trusting its name: a text file named
 * .mp4 or .png is neither a video nor a logo.
 */

/** A file's first twelve bytes, and a slice of them read as text. */
async function head(file: Blob) {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return { bytes, text: (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to)) };
}

/**
 * Whether a file begins as a video does (MP4, QuickTime and 3GP; WebM and Matroska; AVI; Ogg): one that holds
 * anything else cannot be played or transcribed, and a server that transcribes says so.
 */
export async function looksLikeVideo(file: Blob) {
  const { bytes: b, text } = await head(file);
  return (
    ['ftyp', 'moov', 'mdat', 'free', 'wide'].includes(text(4, 8)) ||
    (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) ||
    (text(0, 4) === 'RIFF' && text(8, 11) === 'AVI') ||
    text(0, 4) === 'OggS'
  );
}

/**
 * Whether a file begins as a PNG, JPEG, GIF or WebP does, or is SVG text: a text file named .png stored as a logo
 * showed as no logo at all, without a word (QA).
 */
export async function looksLikeImage(file: Blob) {
  const { bytes: b, text } = await head(file);
  return (
    text(0, 4) === '\x89PNG' ||
    (b[0] === 0xff && b[1] === 0xd8) ||
    text(0, 4) === 'GIF8' ||
    (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') ||
    (file.type === 'image/svg+xml' && /<svg[\s>]/.test(await file.slice(0, 1024).text()))
  );
}
