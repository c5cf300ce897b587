import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { useTextDraft } from '@/components/form/useTextDraft';
import { ChatApi } from '@/state/chat/endpoints';
import { HiddenFileInput } from '@/components/HiddenFileInput';
import { inactive } from '@/components/inactive';

/** The message box's id: a failed message's Retry and Discard give focus back to it once they are done. */
export const COMPOSER_ID = 'chat-message';

interface Props {
  /** The draft's name: what is typed and not sent is kept per conversation (src/lib/drafts.ts). */
  draftName: string;
  onSend: (content: { messageText: string; fileUrl?: string; fileName?: string }) => void;
  /** Focus the message box as it first shows. */
  autoFocus?: boolean;
}

/** Writes a message (Enter sends, Shift+Enter starts a new line) or attaches a file, with upload progress. */
export function Composer({ draftName, onSend, autoFocus = false }: Props) {
  const { text, setText, clear, notice } = useTextDraft(draftName);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const [upload] = ChatApi.useUploadChatFileMutation();

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim()) return;
    onSend({ messageText: text });
    clear();
    // Sent with the Send button: the next message is written where this one was.
    box.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const uploaded = await upload({ file, onProgress: setProgress }).unwrap();
      onSend({ messageText: uploaded.fileName, ...uploaded });
    } catch {
      // The client has shown the server's reason in a toast; the typed text stays.
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}>
      {notice}
      {progress != null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Uploading file" sx={{ mb: 1 }} />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <HiddenFileInput ref={fileInput} aria-label="File to attach" onFile={(file) => void attach(file)} />
        <Tooltip title="Attach a file">
          <span>
            <IconButton
              aria-label="Attach a file"
              onClick={() => progress == null && fileInput.current?.click()}
              {...inactive(progress != null)}
            >
              <AttachFileIcon />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          id={COMPOSER_ID}
          label="Message"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          autoFocus={autoFocus}
          inputRef={box}
          multiline
          maxRows={6}
          fullWidth
          size="small"
        />
        {/* Not disabled while the box is empty: a button that becomes disabled as it sends drops focus to the page. */}
        <IconButton type="submit" color="primary" aria-label="Send" {...inactive(!text.trim())}>
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
