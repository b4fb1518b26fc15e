// A second process on the test's database, using the compiled PubSub (server/dist) as a server copy does:
//   node tests/support/pubsub-peer.mjs listen <topic>           prints "listening", then one JSON line per event
//   node tests/support/pubsub-peer.mjs publish <topic> <json>   publishes once and exits
import { Pool } from "pg";
import { PgPubSub } from "../../server/dist/graphql/pubsub.js";

const [mode, topic, body] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !topic || !["listen", "publish"].includes(mode)) {
  console.error("usage: DATABASE_URL=… node pubsub-peer.mjs listen|publish <topic> [json]");
  process.exit(2);
}

const pool = new Pool({ connectionString: databaseUrl, max: 1 });
const log = {
  info: () => {},
  warn: (_fields, message) => console.error(message),
  error: (_fields, message) => console.error(message),
};
const bus = new PgPubSub({ databaseUrl, db: pool, log });
await bus.start();

if (mode === "publish") {
  await bus.publish(topic, JSON.parse(body ?? "{}"));
  await bus.close();
  await pool.end();
} else {
  const events = bus.subscribe(topic);
  await bus.listeningOn(topic);
  console.log("listening");
  process.on("SIGTERM", () => void bus.close().then(() => pool.end()));
  for await (const event of events) console.log(JSON.stringify(event));
}
