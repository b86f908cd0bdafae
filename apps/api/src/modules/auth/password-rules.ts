import { AppError } from '../../lib/app-error.ts';
import { passwordProblem } from '../../lib/password-policy.ts';

/** Refuses a new password that breaks the policy, with a 400 WEAK_PASSWORD and the Portuguese reason. */
export function assertAcceptablePassword(
  password: string,
  user: { email: string; name: string },
): void {
  const problem = passwordProblem(password, user);
  if (problem)
    throw new AppError(400, 'WEAK_PASSWORD', problem, [{ path: 'password', message: problem }]);
}
