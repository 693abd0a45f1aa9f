import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closes a kept-alive connection that sends no new request: Node's keepAliveTimeout is an idle
 * timer that every byte resets, and the line breaks a client may send between requests start
 * none (so neither requestTimeout nor headersTimeout applies). A client dripping "\r\n" kept a
 * connection open for ever (issue 32.4). Once a connection's last answer is sent, it must start
 * a request within keepAliveTimeout and finish its headers within headersTimeout, or it is cut:
 * a deadline no real client reaches, since Node itself allows no more.
 */
export function closeIdleConnections(server: Server) {
  const state = new WeakMap<Socket, { inFlight: number; timer?: NodeJS.Timeout }>();
  server.on('request', (req, res) => {
    const socket = req.socket;
    let s = state.get(socket);
    if (!s) {
      const fresh: { inFlight: number; timer?: NodeJS.Timeout } = { inFlight: 0 };
      state.set(socket, (s = fresh));
      socket.once('close', () => clearTimeout(fresh.timer));
    }
    const current = s;
    clearTimeout(current.timer);
    current.inFlight++;
    res.once('close', () => {
      if (--current.inFlight > 0 || socket.destroyed) return;
      const limit = server.keepAliveTimeout + server.headersTimeout;
      current.timer = setTimeout(() => socket.destroy(), limit).unref();
    });
  });
}
