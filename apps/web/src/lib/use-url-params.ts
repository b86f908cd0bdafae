import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * The URL's query string and one way to change it (replace, not push: no history entry per
 * click). A change starts from the latest URL, not from the last rendered one: the router renders
 * a navigation in a transition, so two quick changes (a filter, then another) would otherwise
 * start from the same rendered query string and the second would undo the first.
 */
export function useUrlParams(): [
  URLSearchParams,
  (change: (current: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      // The browser's URL is the router's own under the app's browser router (a memory router,
      // in tests, has another path: its rendered query string is then the latest one).
      const latest =
        window.location.pathname === pathname
          ? new URLSearchParams(window.location.search)
          : new URLSearchParams(params);
      setParams(change(latest), { replace: true });
    },
    [params, pathname, setParams],
  );
  return [params, update];
}
