import type { Me, SessionUser } from '@lince/contracts';
import type { UserWithCompany } from './users.ts';

/** The user as the web app keeps it in local storage (`auth`), without tokens. */
export function toMe({ user, company }: UserWithCompany): Me {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    cpf: user.cpf,
    avatar: user.avatar,
    company: { _id: company.id, name: company.name, cnpj: company.cnpj },
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toSessionUser(
  identity: UserWithCompany,
  tokens: { accessToken: string; refreshToken: string },
): SessionUser {
  return { ...toMe(identity), AccessToken: tokens.accessToken, RefreshToken: tokens.refreshToken };
}
