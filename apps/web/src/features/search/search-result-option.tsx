import { Box, Typography } from '@mui/material';
import { formatCnj } from '@lince/contracts/br/cnj';
import { Icon } from '../../components/icon.tsx';
import { StatusChip } from '../../shared/diligence/components/diligence-chips.tsx';
import { formatDocument } from '../../shared/diligence/format-document.ts';
import type { SearchOption } from './search-options.ts';

/** One result of the search list: what it shows of a diligence, an entity, a lawsuit or a code. */
export function SearchResultOption({
  option,
  active,
  onOpen,
  onHover,
}: {
  option: SearchOption;
  active: boolean;
  onOpen: (option: SearchOption) => void;
  onHover: (option: SearchOption) => void;
}) {
  return (
    <Box
      component="li"
      id={option.id}
      role="option"
      aria-selected={active}
      // The focus stays in the search input (combobox pattern): a click must not move it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onOpen(option)}
      onMouseMove={() => {
        if (!active) onHover(option);
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        cursor: 'pointer',
        borderLeft: 3,
        borderColor: active ? 'primary.main' : 'transparent',
        bgcolor: active ? 'action.selected' : undefined,
      }}
    >
      <OptionContent option={option} />
    </Box>
  );
}

function OptionContent({ option }: { option: SearchOption }) {
  switch (option.kind) {
    case 'diligence':
      return (
        <>
          <Icon name="briefcase-search-outline" size={20} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {option.item.code}
            </Typography>
            <Typography variant="body2" noWrap>
              {option.item.title}
            </Typography>
          </Box>
          <StatusChip status={option.item.status} />
        </>
      );
    case 'entity':
      return (
        <>
          <Icon name={option.item.kind === 'PF' ? 'account-outline' : 'domain'} size={20} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {option.item.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {option.item.kind} · {formatDocument(option.item)} · {option.item.diligenceCode}
            </Typography>
          </Box>
        </>
      );
    case 'lawsuit':
      return (
        <>
          <Icon name="gavel" size={20} />
          <Typography variant="body2" noWrap sx={{ minWidth: 0, flexGrow: 1 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              Processo {formatCnj(option.item.cnjNumber)}
            </Box>{' '}
            — {option.item.entityName} ({option.item.diligenceCode})
          </Typography>
        </>
      );
    case 'verify':
      return (
        <>
          <Icon name="shield-check-outline" size={20} />
          <Typography variant="body2" sx={{ minWidth: 0, flexGrow: 1, fontWeight: 600 }}>
            Verificar relatório {option.code}
          </Typography>
        </>
      );
  }
}
