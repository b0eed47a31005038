import pino from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export const REDACTED = '[redacted]';

/** Field names whose values never reach a log line, at any depth. */
const SECRET_KEY = /pass(word)?|token|secret|card|cvc|cvv|pan$|authori[sz]ation|cookie|api[-_]?key|otp|signature/i;
/** Query parameters whose values are stripped from any URL or path in a log line. */
const SECRET_PARAM = /([?&;](?:[^=&#\s"]*(?:token|pass(?:word)?|secret|code|key|signature|card|cvc|cvv|email)[^=&#\s"]*)=)[^&#\s"]*/gi;
/** A card number written with or without spaces or dashes. */
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;
/** A long random-looking run (tokens in paths such as `/confirm/<token>/`). */
const OPAQUE_RUN = /(?<=[/=])[A-Za-z0-9_-]{32,}(?=[/?#&"\s]|$)/g;

/** Removes secrets from a free-text value: tokens in query strings and paths, card numbers. */
export function scrubText(text: string): string {
  return text.replace(SECRET_PARAM, `$1${REDACTED}`).replace(OPAQUE_RUN, REDACTED).replace(CARD_NUMBER, REDACTED);
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (value instanceof Error) return scrub({ name: value.name, message: value.message, stack: value.stack }, depth);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? REDACTED : scrub(field, depth + 1);
  return out;
}

function wrap(p: pino.Logger): Logger {
  return {
    debug: (msg, fields) => p.debug(fields ?? {}, scrubText(msg)),
    info: (msg, fields) => p.info(fields ?? {}, scrubText(msg)),
    warn: (msg, fields) => p.warn(fields ?? {}, scrubText(msg)),
    error: (msg, fields) => p.error(fields ?? {}, scrubText(msg)),
    child: (fields) => wrap(p.child(scrub(fields) as Record<string, unknown>)),
  };
}

/**
 * Structured logs by pino: one JSON object a line (`time`, `level`, `msg`, then the fields), on stdout.
 * Every line is scrubbed: secret-named fields, secret query parameters, opaque tokens in paths and card numbers
 * are written as `[redacted]`.
 */
export function createLogger(
  level: Level | 'silent',
  base: Record<string, unknown> = {},
  write: (line: string) => unknown = (line) => process.stdout.write(line),
): Logger {
  const p = pino(
    {
      level,
      base: scrub(base) as Record<string, unknown>,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => scrub(fields) as Record<string, unknown>,
      },
    },
    { write },
  );
  return wrap(p);
}
