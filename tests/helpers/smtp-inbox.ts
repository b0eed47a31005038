import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free loopback port that keeps what arrives, parsed. */
export interface SmtpInbox {
  url: string;
  received: ParsedMail[];
  /** Answers the next `n` messages with a temporary refusal (451), as a busy server does. */
  refuseNext(n: number): void;
  /** Slows each accepted message by `ms`, to let workers overlap. */
  delay(ms: number): void;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        async (mail) => {
          if (refusals > 0) {
            refusals--;
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (n) => {
      refusals = n;
    },
    delay: (ms) => {
      delayMs = ms;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
