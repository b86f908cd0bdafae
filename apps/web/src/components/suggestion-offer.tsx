import { Box, Button } from '@mui/material';

/**
 * A value a lookup suggests for a field the user has already typed in: offered ("Usar: …"),
 * never written over or appended to what was typed. Goes in the field's helper text.
 */
export function SuggestionOffer({
  field,
  value,
  onUse,
}: {
  /** The field's label, for the button's accessible name. */
  field: string;
  value: string;
  onUse: () => void;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      Sugestão:
      <Button
        size="small"
        onClick={onUse}
        aria-label={`Usar em ${field}: ${value}`}
        sx={{
          p: 0,
          minWidth: 0,
          textTransform: 'none',
          fontSize: 'inherit',
          lineHeight: 'inherit',
        }}
      >
        Usar: {value}
      </Button>
    </Box>
  );
}
