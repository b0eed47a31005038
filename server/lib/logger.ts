type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** Structured logs: one JSON object a line, on stdout. */
export function createLogger(
  level: Level | 'silent',
  base: Record<string, unknown> = {},
  write: (line: string) => unknown = (line) => process.stdout.write(line),
): Logger {
  const emit = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg, ...base, ...fields };
    if (fields?.['err'] instanceof Error) {
      const err = fields['err'];
      entry['err'] = { name: err.name, message: err.message, stack: err.stack };
    }
    write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
