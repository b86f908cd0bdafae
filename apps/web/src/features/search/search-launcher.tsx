import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, ButtonBase, IconButton, Tooltip, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Icon } from '../../components/icon.tsx';
import { Kbd } from './kbd.tsx';
import { isSearchShortcut, SEARCH_SHORTCUTS } from './search-shortcut.ts';

const loadDialog = () => import('./search-dialog.tsx');
const SearchDialog = lazy(loadDialog);
const VerifyReportDialog = lazy(() =>
  import('../../shared/reports/verify-report-dialog.tsx').then((m) => ({
    default: m.VerifyReportDialog,
  })),
);

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The app bar's "Buscar": a search-looking field on wide screens, an icon on narrow ones, and the
 * `/` and Ctrl+K (⌘K) shortcuts anywhere in the logged-in app. The dialog is its own lazy chunk.
 */
export function SearchLauncher() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [verifying, setVerifying] = useState<string | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setMounted(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    // Fetch the dialog's small chunk once the page is idle, so that the characters typed right
    // after `/` reach its input instead of being lost while it loads.
    const prefetch = window.setTimeout(() => void loadDialog(), 1500);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.clearTimeout(prefetch);
    };
  }, []);

  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  const buttonProps = {
    'aria-haspopup': 'dialog' as const,
    'aria-keyshortcuts': SEARCH_SHORTCUTS,
    onClick: show,
    // Fetch the dialog's code as soon as the user heads for the button.
    onPointerEnter: () => void loadDialog(),
    onFocus: () => void loadDialog(),
  };

  return (
    <>
      {wide ? (
        <ButtonBase
          {...buttonProps}
          sx={{
            justifyContent: 'flex-start',
            gap: 1,
            width: 280,
            height: 38,
            px: 1.5,
            mr: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'action.hover',
            color: 'text.secondary',
            typography: 'body2',
            '&:hover': { borderColor: 'text.secondary' },
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <Icon name="magnify" size={20} />
          <Box component="span" sx={{ flexGrow: 1, textAlign: 'left' }}>
            Buscar
          </Box>
          {/* Named by its visible "Buscar" (WCAG 2.5.3); the keys are announced by aria-keyshortcuts. */}
          <Box component="span" aria-hidden sx={{ display: 'contents' }}>
            <Kbd>/</Kbd>
            <Kbd>{isMac() ? '⌘K' : 'Ctrl K'}</Kbd>
          </Box>
        </ButtonBase>
      ) : (
        <Tooltip title="Buscar (/)">
          <IconButton {...buttonProps} aria-label="Buscar">
            <Icon name="magnify" size={24} />
          </IconButton>
        </Tooltip>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} onVerify={setVerifying} />
        </Suspense>
      )}
      {verifying && (
        <Suspense fallback={null}>
          <VerifyReportDialog
            key={verifying}
            initialCode={verifying}
            onClose={() => setVerifying(null)}
          />
        </Suspense>
      )}
    </>
  );
}
