import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReportTone } from '@lince/contracts/report-document';
import { Icon } from '../../../components/icon.tsx';
import type { IconName } from '../../../components/icon-names.ts';

/** What a tone means, told by an icon and a word (for screen readers), never by colour alone. */
const TONES: Record<ReportTone, { icon?: IconName; word: string; color: string; weight?: number }> =
  {
    alerta: { icon: 'alert-outline', word: 'Atenção', color: '#9a3412', weight: 600 },
    sucesso: { icon: 'check-circle-outline', word: 'Conforme', color: '#166534' },
    suave: { word: '', color: '#57534e' },
  };

export const TONE_WORDS: Record<ReportTone, string> = {
  alerta: TONES.alerta.word,
  sucesso: TONES.sucesso.word,
  suave: TONES.suave.word,
};

/** A value with its tone: the icon before it, the tone's word read aloud, colour and weight. */
export function Toned({ tone, children }: { tone?: ReportTone; children: ReactNode }) {
  if (!tone) return <>{children}</>;
  const t = TONES[tone];
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={{
        color: t.color,
        fontWeight: t.weight,
        fontStyle: tone === 'suave' ? 'italic' : undefined,
        display: 'inline-flex',
        alignItems: 'baseline',
        gap: 0.5,
      }}
    >
      {t.icon && <Icon name={t.icon} size="1em" style={{ alignSelf: 'center' }} />}
      {t.word && (
        <Box component="span" sx={visuallyHidden}>
          {`${t.word}: `}
        </Box>
      )}
      <span>{children}</span>
    </Box>
  );
}
