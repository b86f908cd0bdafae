/** Portuguese messages of the errors the API answers with `{ error: { code, message } }`. */
export const MESSAGES = {
  UNAUTHORIZED: 'Sessão inválida ou expirada.',
  FORBIDDEN: 'Você não tem permissão para esta ação.',
  INVALID_CREDENTIALS: 'E-mail ou senha inválidos.',
  ACCOUNT_DISABLED: 'Sua conta está desativada. Fale com o administrador da sua empresa.',
  INVALID_CODE: 'Código inválido ou expirado. Solicite um novo código.',
  INVALID_CHALLENGE:
    'A sessão para definir a senha expirou. Entre novamente com a senha temporária.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  VALIDATION_ERROR: 'Dados inválidos.',
  MALFORMED_JSON: 'O corpo da requisição não é um JSON válido.',
  PAYLOAD_TOO_LARGE: 'O corpo da requisição é grande demais.',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado. Envie application/json.',
  NOT_FOUND: 'Recurso não encontrado.',
  CONFLICT: 'O registro já existe.',
  METHOD_NOT_ALLOWED: 'Método não permitido.',
  BAD_REQUEST: 'Requisição inválida.',
  INTERNAL_ERROR: 'Erro interno. Tente novamente mais tarde.',
  UNAVAILABLE: 'Serviço indisponível no momento.',
} as const;

export type ErrorCode =
  keyof typeof MESSAGES | 'WEAK_PASSWORD' | 'IMAGE_TOO_LARGE' | 'EMPTY_FILE' | 'DUPLICATE_FILE';

/** A field's message (validation), or a refusal's message naming a document. */
export interface FieldErrorDetail {
  path: string;
  message: string;
  /** A document the refusal names, with its entity (the concluding rule). */
  documentId?: string;
  documentTypeName?: string;
  documentStatus?: string;
  entityId?: string;
  entityName?: string;
}

/** A stored file identical to the one refused (`DUPLICATE_FILE`), and its document. */
export interface DuplicateFileDetail {
  fileId: string;
  documentId: string;
}

/** One item of an error's `details`. */
export type ErrorDetail = FieldErrorDetail | DuplicateFileDetail;

/** An expected failure answered to the client as-is (never a 5xx for client input). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = MESSAGES[code as keyof typeof MESSAGES],
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError(401, 'UNAUTHORIZED');
export const forbidden = (message?: string) => new AppError(403, 'FORBIDDEN', message);
export const validationError = (message: string, path = '') =>
  new AppError(400, 'VALIDATION_ERROR', message, [{ path, message }]);
/** 429 with `Retry-After`; a wait of a minute or less is told in seconds (a slowed-down login). */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'RATE_LIMITED',
    retryAfterSeconds <= 60
      ? `Muitas tentativas. Aguarde ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'segundo' : 'segundos'} e tente novamente.`
      : MESSAGES.RATE_LIMITED,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
