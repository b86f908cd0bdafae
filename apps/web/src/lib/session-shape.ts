import type { SessionUser } from '@lince/contracts/auth';
import { isRole } from '@lince/contracts/roles';

const isString = (v: unknown): v is string => typeof v === 'string';
const isNullableString = (v: unknown): v is string | null => v === null || typeof v === 'string';

/**
 * The shape check of SessionUserSchema (`@lince/contracts/auth`) without zod, for the code every
 * screen loads (the stored session, the login answer). A test keeps both in agreement.
 */
export function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const company = v.company as Record<string, unknown> | null | undefined;
  return (
    isString(v._id) &&
    isString(v.name) &&
    isString(v.email) &&
    isNullableString(v.cpf) &&
    isNullableString(v.avatar) &&
    !!company &&
    typeof company === 'object' &&
    isString(company._id) &&
    isString(company.name) &&
    isString(company.cnpj) &&
    isRole(v.role) &&
    isString(v.createdAt) &&
    isString(v.AccessToken) &&
    isString(v.RefreshToken)
  );
}
