import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMail, type ReceivedMail } from './mailbox';

/** A TCP port free right now on 127.0.0.1 (for a process or server the test starts later). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface SmtpDelivery {
  from: string | undefined;
  to: string[];
  mail: ReceivedMail;
}

/** A local SMTP server (no TLS, no authentication) that records each mail it accepts; port 0 picks one. */
export async function startRecordingSmtpServer(port: number, deliveries: SmtpDelivery[]): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address;
        deliveries.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail: readMail('smtp', Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}
