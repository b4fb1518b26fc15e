// Baseline for bench/api-overhead.mjs: the least a Node server can do for `{__typename}` —
// node:http, read the body, answer the same JSON the GraphQL server answers. Port from argv.
import { createServer } from "node:http";

const BODY = JSON.stringify({ data: { __typename: "Query" } });
const port = Number(process.argv[2]);

createServer((req, res) => {
  // Read the body like a real handler must, then answer.
  req.resume();
  req.on("end", () => {
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(BODY),
    });
    res.end(BODY);
  });
}).listen(port, "127.0.0.1");
