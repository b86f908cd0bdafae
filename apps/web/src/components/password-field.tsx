import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import { Icon } from './icon.tsx';
import { TextInput, type TextInputProps } from './text-input.tsx';

/** A password input with a "Mostrar senha" toggle (keyboard-operable, labelled). */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible((v) => !v)}
            edge="end"
            aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
            aria-pressed={visible}
          >
            <Icon name={visible ? 'eye-off-outline' : 'eye-outline'} size={22} />
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
