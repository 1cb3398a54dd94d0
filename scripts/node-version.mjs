/**
 * The product runs on Node 24 LTS (docs/decisions/025-node-24.md). npm scripts run on the `node` package the
 * project installs, whatever the machine's own Node is; run directly on an older Node, a script stops here with
 * one line saying what to do instead.
 */
export const NODE_MAJOR = 24;

export function requireNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= NODE_MAJOR) return;
  console.error(
    `Tradewind runs on Node ${NODE_MAJOR}; this is Node ${process.versions.node}. ` +
      `Run it through npm (npm start, npm test), which uses the Node ${NODE_MAJOR} that npm install put in node_modules.`,
  );
  process.exit(1);
}
