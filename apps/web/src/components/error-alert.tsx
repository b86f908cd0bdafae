import { lazy, Suspense, type ReactNode } from 'react';

// Loaded when the first error shows: the first screen does not pay for Alert and its icons.
const Alert = lazy(() => import('@mui/material/Alert'));

/** An error message announced to assistive technology (role="alert"). */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div role="alert">{children}</div>}>
      <Alert severity="error" role="alert">
        {children}
      </Alert>
    </Suspense>
  );
}
