// Baseline for bench/public-pages.mjs: the same HTML bytes the server's page cache answers with,
// as a file served by express.static (with the app's compression middleware in front, as a
// static site behind Node would be). Port and the folder holding index.html from argv.
import compression from "compression";
import express from "express";

const [port, dir] = [Number(process.argv[2]), process.argv[3]];
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(express.static(dir, { index: "index.html" }));
app.listen(port, "127.0.0.1");
