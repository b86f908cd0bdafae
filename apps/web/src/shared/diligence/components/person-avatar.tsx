import { Avatar, Tooltip } from '@mui/material';
import type { UserRef } from '@lince/contracts/diligences';
import { useProtectedImage } from '../../../lib/use-protected-image.ts';

/** Initials of a name: "Ana Souza" → "AS". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** First and last name: "João Pedro Almeida" → "João Almeida" (the whole name is in the tooltip). */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts.length > 2 ? `${parts[0]} ${parts[parts.length - 1]}` : parts.join(' ');
}

/** A person's avatar (photo behind the bearer token, else initials) with the name as tooltip. */
export function PersonAvatar({ person, size = 28 }: { person: UserRef; size?: number }) {
  const src = useProtectedImage(person.avatar);
  return (
    <Tooltip title={person.name}>
      <Avatar
        src={src}
        alt={person.name}
        sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'tertiary.main' }}
      >
        {initialsOf(person.name)}
      </Avatar>
    </Tooltip>
  );
}
