export type DomainErrorType =
  | 'invalid_data'
  | 'not_found'
  | 'conflict'
  | 'not_allowed'
  | 'unauthorized'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'unavailable'
  | 'payment_declined';

export const STATUS_BY_TYPE: Record<DomainErrorType, number> = {
  invalid_data: 400,
  unauthorized: 401,
  payment_declined: 402,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
};

/** The one error of the domain: a type (mapped to an HTTP status in one place) and a message a shopper can read. */
export class DomainError extends Error {
  constructor(
    readonly type: DomainErrorType,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, field?: string) => new DomainError('invalid_data', message, field);
export const notFound = (message: string) => new DomainError('not_found', message);
