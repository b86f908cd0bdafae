import { StepButton, Typography } from '@mui/material';

/**
 * A step's title as a plain button (every step reachable with Tab; `aria-current` on the active
 * one). Wrapped so MUI does not turn the stepper into a tab list: its steps hold the forms.
 */
export function StepHeader({
  active,
  invalid,
  onClick,
  children,
}: {
  active: boolean;
  invalid: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <StepButton
      role={undefined}
      aria-selected={undefined}
      aria-posinset={undefined}
      aria-setsize={undefined}
      tabIndex={0}
      aria-current={active ? 'step' : undefined}
      onClick={onClick}
      optional={
        invalid ? (
          <Typography variant="caption" color="error">
            Há campos a corrigir
          </Typography>
        ) : undefined
      }
    >
      {children}
    </StepButton>
  );
}
