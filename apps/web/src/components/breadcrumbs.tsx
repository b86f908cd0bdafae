import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

type SetCrumbs = (crumbs: Crumb[]) => void;
const BreadcrumbsContext = createContext<{ crumbs: Crumb[]; setCrumbs: SetCrumbs } | null>(null);

/** Holds the breadcrumbs a screen declares; the layout renders them above the page content. */
export function BreadcrumbsProvider({ children }: { children: ReactNode }) {
  const [crumbs, setCrumbs] = useState<Crumb[]>([]);
  return (
    <BreadcrumbsContext.Provider value={{ crumbs, setCrumbs }}>
      {children}
    </BreadcrumbsContext.Provider>
  );
}

/** A screen declares its trail: `useBreadcrumbs([{label: 'Diligências', to: '/diligence'}, {label: code}])`. */
export function useBreadcrumbs(crumbs: Crumb[]): void {
  const context = useContext(BreadcrumbsContext);
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    if (!context) return;
    context.setCrumbs(JSON.parse(key) as Crumb[]);
    return () => context.setCrumbs([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` captures the crumbs' content.
  }, [key, context?.setCrumbs]);
}

export function BreadcrumbsSlot() {
  const crumbs = useContext(BreadcrumbsContext)?.crumbs ?? [];
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label="Trilha de navegação" sx={{ mb: 2 }}>
      {crumbs.map((crumb, index) =>
        crumb.to && index < crumbs.length - 1 ? (
          <Link
            key={`${crumb.label}-${index}`}
            component={RouterLink}
            to={crumb.to}
            underline="hover"
            color="inherit"
          >
            {crumb.label}
          </Link>
        ) : (
          <Typography key={`${crumb.label}-${index}`} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
