import type { CSSProperties } from 'react';
import type { IconName } from './icon-names.ts';

export interface IconProps {
  name: IconName;
  /** Font size in px or any CSS length (default: inherits the surrounding text size). */
  size?: number | string;
  color?: string;
  className?: string;
  style?: CSSProperties;
}

/** A font icon of @mdi/font; decorative (hidden from assistive technology): label the control instead. */
export function Icon({ name, size, color, className, style }: IconProps) {
  const classes = ['mdi', `mdi-${name}`, className].filter(Boolean).join(' ');
  return (
    <span
      className={classes}
      aria-hidden="true"
      style={{ fontSize: size, color, lineHeight: 1, display: 'inline-flex', ...style }}
    />
  );
}
