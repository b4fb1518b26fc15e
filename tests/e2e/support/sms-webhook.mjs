// The SMS provider's side of SMS_WEBHOOK_URL for the browser tests: it takes the server's
// POST { to, message, channel } and keeps each message as a file that tests/e2e/support/sms.ts reads.
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const [port, dir] = [Number(process.argv[2]), process.argv[3]];
mkdirSync(dir, { recursive: true });
let received = 0;

createServer((req, res) => {
  if (req.method === "GET" && req.url === "/health") return res.end("ok");
  if (req.method !== "POST" || req.url !== "/sms") return res.writeHead(404).end();
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    try {
      const { to, message, channel } = JSON.parse(body);
      if (typeof to !== "string" || typeof message !== "string") throw new Error("to and message are required");
      received += 1;
      writeFileSync(
        path.join(dir, `${String(received).padStart(6, "0")}-${to}.txt`),
        `To: ${to}\nChannel: ${channel}\n\n${message}\n`,
      );
      res.writeHead(202).end();
    } catch (error) {
      res.writeHead(400).end(String(error));
    }
  });
}).listen(port, "127.0.0.1");
