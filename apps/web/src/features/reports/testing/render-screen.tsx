import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../../../lib/query-client.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Endereço">{pathname + search}</output>;
}

/** A report screen at `path` under a memory router with its own query client. */
export function renderScreen(pattern: string, Screen: ComponentType, path: string) {
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <>
            <Screen />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
