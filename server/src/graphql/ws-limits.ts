import type { IncomingMessage } from "node:http";
import { CloseCode } from "graphql-ws";
import type { WebSocket, WebSocketServer } from "ws";

// Caps that keep one client from holding an unbounded share of sockets, subscriptions and
// LISTEN work (config.ws). The message size cap is the WebSocketServer's maxPayload.

/** Close code for a socket over the per-address cap (graphql-ws clients do not retry it). */
export const TOO_MANY_CONNECTIONS = 4429;

/**
 * Closes sockets from an address that already has `max` open. Must be registered before
 * graphql-ws's useServer so it runs first; graphql-ws's onConnect then refuses what `refused` names
 * (a connection_init can arrive before the close completes).
 */
export function capConnectionsPerAddress(
  wsServer: WebSocketServer,
  max: number,
  addressOf: (request: IncomingMessage) => string,
) {
  const open = new Map<string, number>();
  const refused = new WeakSet<WebSocket>();
  wsServer.on("connection", (socket, request) => {
    const address = addressOf(request);
    const count = open.get(address) ?? 0;
    if (count >= max) {
      refused.add(socket);
      socket.close(TOO_MANY_CONNECTIONS, "Too many connections from this address");
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return { refused: (socket: WebSocket) => refused.has(socket) };
}

/**
 * Closes an anonymous socket once it has had nothing running for `ms` (checked every `ms`): the
 * API has no public subscriptions, so such a socket only holds a slot. Returns a cancel function.
 */
export function closeWhenIdle(socket: WebSocket, ms: number, running: () => number): () => void {
  let timer: NodeJS.Timeout;
  const check = () => {
    if (running() === 0) socket.close(CloseCode.ConnectionInitialisationTimeout, "Unauthenticated connection idle");
    else timer = setTimeout(check, ms);
  };
  timer = setTimeout(check, ms);
  return () => clearTimeout(timer);
}
