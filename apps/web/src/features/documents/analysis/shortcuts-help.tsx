import { useEffect, useRef } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { Icon } from '../../../components/icon.tsx';
import { SHORTCUTS, shortcutAction, type ShortcutAction } from './analysis-shortcuts.ts';

/** Runs the handler of each shortcut pressed on the page (see `shortcutAction`). */
export function useAnalysisShortcuts(handlers: Record<ShortcutAction, () => void>) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = shortcutAction(event);
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The "Atalhos" button and the dialog listing the screen's keyboard shortcuts. */
export function ShortcutsHelp({
  open,
  onOpen,
  onClose,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <Button size="small" startIcon={<Icon name="keyboard-outline" size={18} />} onClick={onOpen}>
        Atalhos
      </Button>
      <Dialog open={open} onClose={onClose} aria-labelledby="atalhos-titulo">
        <DialogTitle id="atalhos-titulo">Atalhos de teclado</DialogTitle>
        <DialogContent>
          <Table size="small" aria-labelledby="atalhos-titulo">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Teclas
                </TableCell>
                <TableCell component="th" scope="col">
                  Ação
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {SHORTCUTS.map((s) => (
                <TableRow key={s.action}>
                  <TableCell>
                    <kbd>{s.keys}</kbd>
                  </TableCell>
                  <TableCell>{s.description}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fechar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
