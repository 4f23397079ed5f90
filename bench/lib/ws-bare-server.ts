// The bare WebSocket server the conversation bench compares with (bench/ws.ts): the `ws` library alone, no
// HTTP framework, no session, no database. A socket that connects with ?role=receiver is a receiver; every
// message a sender sends is acknowledged to it (echo) and fanned out to every receiver. It prints its port.
//   node --import tsx bench/lib/ws-bare-server.ts
import { createRequire } from "node:module";
import type { WebSocket, WebSocketServer } from "ws";

// the installed ws is 7.x (no ESM named exports): its server class is `Server`
const { Server } = createRequire(import.meta.url)("ws") as { Server: typeof WebSocketServer };

const receivers = new Set<WebSocket>();
const server = new Server({ host: "127.0.0.1", port: 0, maxPayload: 1024 });
server.on("connection", (socket, req) => {
  if (req.url?.includes("role=idle")) return;
  if (req.url?.includes("role=receiver")) {
    receivers.add(socket);
    socket.on("close", () => receivers.delete(socket));
    return;
  }
  socket.on("message", (data) => {
    const text = data.toString();
    socket.send(text);
    for (const r of receivers) r.send(text);
  });
});
server.on("listening", () => {
  const address = server.address();
  if (address && typeof address === "object") process.stdout.write(`listening ${address.port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
