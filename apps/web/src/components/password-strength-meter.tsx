import { Box, LinearProgress, Typography } from '@mui/material';
import { passwordStrength } from './password-strength.ts';

const COLOR = { Fraca: 'error', Média: 'warning', Forte: 'success' } as const;

/** Strength hint under a new-password field: a bar and a sentence, announced politely. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { level, percent, missing } = passwordStrength(password);
  return (
    <Box id={id} sx={{ mt: -1 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={password ? COLOR[level] : 'inherit'}
        aria-label="Força da senha"
        aria-valuetext={password ? level : 'Nenhuma senha digitada'}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 0.5 }}>
        {password ? (
          <>
            Força da senha: <strong>{level}</strong>
            {missing.length > 0 && ` — use também ${joinPt(missing)}.`}
          </>
        ) : (
          `Use pelo menos 8 caracteres, com letras maiúsculas e minúsculas, números e símbolos.`
        )}
      </Typography>
    </Box>
  );
}

function joinPt(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}
