import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { Kbd } from './kbd.tsx';
import { groupResults, verifyGroup, type SearchOption } from './search-options.ts';
import { SearchResultOption } from './search-result-option.tsx';
import { useGlobalSearch } from './use-global-search.ts';

/**
 * The global search of the app bar: diligences by code and title, entities by name, CPF
 * and CNPJ, within the user's company. ARIA combobox + listbox: the arrows move through the
 * results, Enter opens the highlighted one, Escape closes.
 */
export default function SearchDialog({
  open,
  onClose,
  onVerify,
}: {
  open: boolean;
  onClose: () => void;
  /** Opens the verification of a report by its code (the "Verificar relatório" option). */
  onVerify: (code: string) => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="busca-titulo"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id="busca-titulo" sx={{ pb: 1 }}>
        <label htmlFor={SEARCH_INPUT_ID}>Buscar</label>
      </DialogTitle>
      <SearchPanel onClose={onClose} onVerify={onVerify} inputId={SEARCH_INPUT_ID} />
    </Dialog>
  );
}

/** The dialog's content, mounted while it is open: its text starts empty each time. */
function SearchPanel({
  onClose,
  onVerify,
  inputId,
}: {
  onClose: () => void;
  onVerify: (code: string) => void;
  inputId: string;
}) {
  const navigate = useNavigate();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const search = useGlobalSearch(text);

  const verify = verifyGroup(text);
  const groups = [
    ...(verify ? [verify] : []),
    ...(search.status === 'success' ? groupResults(search.result) : []),
  ];
  const options = groups.flatMap((group) => group.options);
  // The highlighted result: the one the user moved to, else the first (Enter opens it).
  const active = options.find((option) => option.id === activeId) ?? options[0];

  const openOption = (option: SearchOption) => {
    onClose();
    if (option.kind === 'verify') onVerify(option.code);
    else void navigate(option.href);
  };

  const moveBy = (step: number) => {
    if (!options.length) return;
    const index = active ? options.indexOf(active) : -1;
    const next = options[(index + step + options.length) % options.length]!;
    setActiveId(next.id);
    document.getElementById(next.id)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveBy(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      openOption(active);
    }
  };

  const expanded = options.length > 0;
  return (
    <DialogContent sx={{ px: 0, pb: 1 }}>
      {/* A plain input, palette-style (a TextField here would split /login's shared chunks). */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          mx: 3,
          mt: 1,
          px: 1.5,
          border: 1,
          borderColor: 'text.secondary',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (t) => `inset 0 0 0 1px ${t.palette.primary.main}`,
          },
        }}
      >
        <Icon name="magnify" size={22} />
        <Box
          component="input"
          id={inputId}
          autoFocus
          type="search"
          placeholder="Código, título, nome, CPF ou CNPJ"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={expanded && active ? active.id : undefined}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            py: 1.5,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: 16,
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
      </Box>
      <Box sx={{ mt: 1, minHeight: 120 }}>
        {search.status === 'loading' && (
          <LinearProgress aria-label="Buscando" sx={{ mx: 3, mt: 1 }} />
        )}
        {search.status === 'error' && (
          <Box sx={{ px: 3, pt: 1 }}>
            <RetryAlert message={search.message} onRetry={search.retry} />
          </Box>
        )}
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ px: 3, py: 1, ...(expanded ? visuallyHidden : {}) }}
        >
          {statusText(search, options.length)}
        </Typography>
        {expanded && (
          <Box
            component="ul"
            id={listboxId}
            role="listbox"
            aria-label="Resultados da busca"
            sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '60vh', overflowY: 'auto' }}
          >
            {groups.map((group) => (
              <Box
                component="li"
                key={group.id}
                role="group"
                aria-labelledby={`${listboxId}-${group.id}`}
                sx={{ listStyle: 'none' }}
              >
                <Typography
                  id={`${listboxId}-${group.id}`}
                  role="presentation"
                  variant="overline"
                  color="text.secondary"
                  sx={{ display: 'block', px: 2, pt: 1 }}
                >
                  {group.label}
                </Typography>
                <Box component="ul" role="none" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {group.options.map((option) => (
                    <SearchResultOption
                      key={option.id}
                      option={option}
                      active={option === active}
                      onOpen={openOption}
                      onHover={(hovered) => setActiveId(hovered.id)}
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ px: 3, pt: 1, display: { xs: 'none', sm: 'flex' }, gap: 1.5, alignItems: 'center' }}
      >
        <span>
          <Kbd>↑</Kbd> <Kbd>↓</Kbd> navegar
        </span>
        <span>
          <Kbd>Enter</Kbd> abrir
        </span>
        <span>
          <Kbd>Esc</Kbd> fechar
        </span>
      </Typography>
    </DialogContent>
  );
}

const SEARCH_INPUT_ID = 'busca-termo';
/** The API's limit for a term (`SearchQuerySchema`). */
const SEARCH_MAX_LENGTH = 120;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function statusText(search: ReturnType<typeof useGlobalSearch>, count: number): string {
  switch (search.status) {
    case 'idle':
      return 'Digite o código ou o título de uma diligência, o nome, CPF ou CNPJ de uma parte, ou o número CNJ de um processo.';
    case 'loading':
      return 'Buscando…';
    case 'error':
      return '';
    case 'success':
      if (count === 0) return `Nenhum resultado para “${search.term}”.`;
      return count === 1 ? '1 resultado.' : `${count} resultados.`;
  }
}
