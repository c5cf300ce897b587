import { useState, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { FormTextField } from './FormTextField';

export function PasswordField(props: TextFieldProps & { name: string }) {
  const [show, setShow] = useState(false);
  // Said under the box while typing with Caps Lock on (a field's error, once shown, comes first).
  const [caps, setCaps] = useState(false);
  const readCaps = (e: KeyboardEvent) => setCaps(e.getModifierState('CapsLock'));
  // Named for its field: two on a form ('Password', 'Confirm password') are two different buttons.
  const what = typeof props.label === 'string' ? props.label.toLowerCase() : 'password';
  return (
    <FormTextField
      {...props}
      type={show ? 'text' : 'password'}
      onKeyDown={readCaps}
      onKeyUp={readCaps}
      helperText={caps ? 'Caps Lock is on' : props.helperText}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`${show ? 'Hide' : 'Show'} ${what}`}
                onClick={() => setShow((s) => !s)}
                edge="end"
              >
                {show ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
