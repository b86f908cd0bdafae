/**
 * Lets code outside React (the API client) navigate. The app registers the router's `navigate`
 * at start-up; until then a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options: { replace?: boolean } = { replace: true }): void {
  if (navigator) void navigator(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
