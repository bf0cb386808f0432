import { createServer } from "node:net";

/** The ports this process has handed out: the system may pick a port it just released again. */
const handedOut = new Set<number>();

/**
 * A port nobody listens on now (the system's pick), never one this process handed out
 * before: two picks in a row (a portal's and its sandbox's) once came back the same, and
 * the second server could not listen.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}
