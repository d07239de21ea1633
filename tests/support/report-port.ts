// Preloaded (node --import) into a server a test spawns with PORT=0: the child binds a port the
// system picks, so no two runs or workers can collide, and reports it to its parent over the IPC
// channel. Without a parent (a crashed test runner), the child exits instead of lingering.
import net from "node:net";

// Called below with apply(this): the method is never separated from its server.
// eslint-disable-next-line @typescript-eslint/unbound-method
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function reportingListen(this: net.Server, ...args: unknown[]) {
  this.once("listening", () => {
    const address = this.address();
    if (address && typeof address === "object") process.send?.({ listening: address.port });
  });
  return listen.apply(this, args as Parameters<typeof listen>);
} as typeof listen;

process.on("disconnect", () => process.exit(1));
