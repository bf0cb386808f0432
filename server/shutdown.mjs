/**
 * Stops an HTTP server the gentle way: no new connections, idle keep-alive connections
 * closed now, requests in flight allowed to finish (their connections closed as soon as
 * they are done, not when the client's keep-alive would end them). After `timeoutMs`
 * whatever is still open is cut, so a stuck request cannot hold a deploy. Resolves once
 * the server is closed.
 * @param {import("node:http").Server} server
 * @param {{ timeoutMs: number }} options
 * @returns {Promise<void>}
 */
export function closeGracefully(server, { timeoutMs }) {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
