/**
 * The first-login challenge travels in the router state; a copy in sessionStorage (this tab only,
 * cleared when it closes) survives a page reload of /new-password/{username}.
 */
const KEY = 'lince.newPasswordChallenge';

export interface StoredChallenge {
  username: string;
  session: string;
}

export function saveChallenge(challenge: StoredChallenge): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(challenge));
  } catch {
    // Private mode without storage: the router state still carries it.
  }
}

export function readChallenge(username: string): StoredChallenge | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (value && typeof value === 'object' && 'username' in value && 'session' in value) {
      const { username: u, session } = value as StoredChallenge;
      if (
        typeof session === 'string' &&
        typeof u === 'string' &&
        u.toLowerCase() === username.toLowerCase()
      )
        return { username: u, session };
    }
  } catch {
    // Malformed entry: treat as absent.
  }
  return null;
}

export function clearChallenge(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
