import { Chip, MenuItem, TextField, type ChipProps } from '@mui/material';
import { formatCnj } from '@lince/contracts/br/cnj';
import {
  LAWSUIT_RISK_LABELS,
  LAWSUIT_RISKS,
  type Lawsuit,
  type LawsuitRisk,
} from '@lince/contracts/lawsuits';

const RISK_COLORS: Record<LawsuitRisk, NonNullable<ChipProps['color']>> = {
  PROVAVEL: 'error',
  POSSIVEL: 'warning',
  REMOTA: 'success',
};

/**
 * A lawsuit's loss probability (CPC 25): Provável, Possível, Remota, or "Não classificado".
 * Outlined in the dark shade of its colour: the main orange on white falls under WCAG AA.
 */
export function LawsuitRiskChip({ risk }: { risk: LawsuitRisk | null }) {
  const color = risk ? RISK_COLORS[risk] : 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      sx={risk ? { color: `${color}.dark`, fontWeight: 600 } : undefined}
      label={risk ? LAWSUIT_RISK_LABELS[risk] : 'Não classificado'}
    />
  );
}

/**
 * The risk of a row, changed in place: a compact select whose value reads as the chip. Its
 * accessible name names the lawsuit.
 */
export function LawsuitRiskSelect({
  lawsuit,
  disabled,
  onChange,
}: {
  lawsuit: Lawsuit;
  disabled?: boolean;
  onChange: (risk: LawsuitRisk | null) => void;
}) {
  return (
    <TextField
      select
      variant="standard"
      size="small"
      value={lawsuit.risk ?? ''}
      disabled={disabled}
      onChange={(event) => onChange((event.target.value || null) as LawsuitRisk | null)}
      fullWidth={false}
      slotProps={{
        htmlInput: { 'aria-label': `Risco do processo ${formatCnj(lawsuit.cnjNumber)}` },
        select: {
          displayEmpty: true,
          disableUnderline: true,
          renderValue: (value) => <LawsuitRiskChip risk={(value || null) as LawsuitRisk | null} />,
        },
      }}
    >
      <MenuItem value="">Não classificado</MenuItem>
      {LAWSUIT_RISKS.map((risk) => (
        <MenuItem key={risk} value={risk}>
          {LAWSUIT_RISK_LABELS[risk]}
        </MenuItem>
      ))}
    </TextField>
  );
}
