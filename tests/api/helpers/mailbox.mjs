// Where Directus's e-mails end up during the API suite.
//
// If ATLAS_MAIL_DIR is set, an SMTP sink started by the test runner writes each message there as a .eml file
// and the mailbox reads that directory. Otherwise the suite listens on ATLAS_SMTP_PORT itself (Directus is
// started with EMAIL_SMTP_HOST=127.0.0.1 and that port) with the few SMTP commands Directus's mailer uses.

import net from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function directoryMailbox(dir) {
  const seen = new Set(readdirSync(dir));
  return {
    messages: () =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.eml') && !seen.has(name))
        .map((name) => readFileSync(path.join(dir, name), 'utf8')),
    close: async () => {},
  };
}

async function smtpMailbox(port) {
  const messages = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 atlas-test-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.'));
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 OK: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 atlas-test-sink');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(
          `the test mail sink cannot listen on 127.0.0.1:${port} (${error.code}): stop what uses the port, or set ATLAS_MAIL_DIR to the directory of the runner's sink`,
          { cause: error },
        ),
      ),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    messages: () => messages.slice(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Opens the mailbox for this run: the runner's directory or a sink of our own. */
export async function openMailbox() {
  if (process.env.ATLAS_MAIL_DIR) return wrap(directoryMailbox(process.env.ATLAS_MAIL_DIR));
  const port = Number(process.env.ATLAS_SMTP_PORT);
  if (!port) throw new Error('neither ATLAS_MAIL_DIR nor ATLAS_SMTP_PORT is set: Directus sends no mail the suite can read');
  return wrap(await smtpMailbox(port));
}

function wrap(box) {
  return {
    ...box,
    /** Resolves with the first new message for which `match` is true, or fails after `timeoutMs`. */
    async waitFor(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = box.messages().find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no matching e-mail arrived within ${timeoutMs / 1000} s`);
    },
  };
}

/** The text of a MIME message with quoted-printable soft breaks and escapes undone. */
export function decodeMail(raw) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
}
