import { Avatar, Typography } from '@mui/material';
import { Icon } from '../../../components/icon.tsx';
import { ImageEditor } from '../../../components/image-editor.tsx';
import { cropToSquare } from './crop-square.ts';

export interface AvatarEditorProps {
  /** The current avatar path (session user's `avatar`), or null. */
  avatar: string | null;
  name: string;
  onUpload: (image: Blob, filename: string) => Promise<void>;
  onRemove: () => Promise<void>;
}

/** The chosen photo cropped to its centred square, named `foto.png` or `foto.jpg`. */
async function squarePhoto(file: File): Promise<File> {
  const blob = await cropToSquare(file);
  const extension = file.type === 'image/jpeg' ? 'jpg' : 'png';
  return new File([blob], `foto.${extension}`, { type: blob.type || file.type });
}

/**
 * The profile photo: choose a PNG or JPEG (≤ 2 MB), see it cropped to a centred square, then
 * save or cancel; or remove the current one.
 */
export function AvatarEditor({ avatar, name, onUpload, onRemove }: AvatarEditorProps) {
  return (
    <ImageEditor
      image={avatar}
      headingId="foto-titulo"
      heading={
        <Typography id="foto-titulo" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          Foto
        </Typography>
      }
      frame={({ src, previewing }) => (
        <Avatar
          src={src}
          alt={previewing ? 'Prévia da nova foto, recortada em quadrado' : `Foto de ${name}`}
          sx={{ width: 112, height: 112, bgcolor: 'primary.main', fontSize: 48 }}
        >
          <Icon name="account-circle-outline" size={64} />
        </Avatar>
      )}
      spacing={3}
      testId="arquivo-foto"
      labels={{
        choose: 'Escolher foto',
        change: 'Trocar foto',
        remove: 'Remover foto',
        save: 'Salvar foto',
      }}
      hint="PNG ou JPEG de até 2 MB. A imagem é recortada em um quadrado centralizado."
      tooLargeMessage="A imagem deve ter no máximo 2 MB."
      prepare={squarePhoto}
      onUpload={(photo) => onUpload(photo, photo.name)}
      onRemove={onRemove}
    />
  );
}
