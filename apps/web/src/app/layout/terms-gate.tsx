import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { CurrentTerms } from '@lince/contracts/terms';
import { getCurrentTerms } from '../../features/terms/api/get-current-terms.ts';
import { refreshCurrentUser } from '../../lib/current-user.ts';

// The dialogs bring react-markdown: loaded only when there is something to show.
const TermsAcceptanceDialog = lazy(
  () => import('../../features/terms/components/terms-acceptance-dialog.tsx'),
);
const TermsReaderDialog = lazy(
  () => import('../../features/terms/components/terms-reader-dialog.tsx'),
);

/** Checked again on navigation, at most this often (a newly published version shows up soon). */
const RECHECK_MS = 60_000;

/**
 * Asks `GET /v1/terms/current` once the user is signed in and again on navigation; when a
 * published version is not yet accepted, shows the blocking acceptance dialog ("Aceitar" or
 * "Sair" only). Also shows the current terms when `reading` (user menu → "Termos de uso").
 */
export function TermsGate({
  userId,
  reading,
  onCloseReading,
  onLogout,
}: {
  userId: string;
  reading: boolean;
  onCloseReading: () => void;
  onLogout: () => void;
}) {
  const { pathname } = useLocation();
  const [pending, setPending] = useState<CurrentTerms['terms']>(null);
  const lastCheck = useRef(0);

  useEffect(() => {
    lastCheck.current = 0;
  }, [userId]);

  useEffect(() => {
    if (Date.now() - lastCheck.current < RECHECK_MS) return;
    lastCheck.current = Date.now();
    let alive = true;
    // After the layout's once-per-load profile refresh: a stale token is renewed once, by it.
    refreshCurrentUser(userId)
      .catch(() => undefined)
      .then(() => getCurrentTerms())
      .then((data) => {
        if (alive) setPending(data.mustAccept ? data.terms : null);
      })
      // An expired session is handled by the API client; other failures must not block the app.
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [pathname, userId]);

  return (
    <Suspense fallback={null}>
      {pending && (
        <TermsAcceptanceDialog
          terms={pending}
          onAccepted={() => setPending(null)}
          onLogout={onLogout}
        />
      )}
      {reading && !pending && <TermsReaderDialog onClose={onCloseReading} />}
    </Suspense>
  );
}
