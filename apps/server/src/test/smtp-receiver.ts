import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server took it: the envelope and the raw message (headers, text and HTML parts). */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An SMTP server on loopback that keeps every mail it accepts (no TLS, no login): `SMTP_URL` is `url`. */
export async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
