// The mail server the browser tests' site sends to (SMTP_URL): a real SMTP peer that accepts every
// message and keeps it, per recipient, as "<time>-<recipient>.eml" in the folder the tests read
// (tests/support/message-files.ts), the way the server's own file transport names them.
import { randomUUID } from "node:crypto";
import { linkSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const [port, dir] = [Number(process.argv[2]), process.argv[3]];
mkdirSync(dir, { recursive: true });

/** Never overwrites, never shows a half-written file: a temp file hard-linked into place. */
function keep(recipient, raw) {
  const base = `${new Date().toISOString().replaceAll(":", "-")}-${recipient.replace(/[^\w@.+-]/g, "_")}`;
  const temp = path.join(dir, `.${randomUUID()}.tmp`);
  writeFileSync(temp, raw);
  try {
    for (let n = 1; n < 100; n++) {
      try {
        linkSync(temp, path.join(dir, `${base}${n > 1 ? `-${n}` : ""}.eml`));
        return;
      } catch (error) {
        if (error.code !== "EEXIST") throw error;
      }
    }
  } finally {
    rmSync(temp, { force: true });
  }
}

new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  size: 25 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      try {
        const raw = Buffer.concat(chunks);
        for (const rcpt of session.envelope.rcptTo) keep(rcpt.address, raw);
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
}).listen(port, "127.0.0.1");
