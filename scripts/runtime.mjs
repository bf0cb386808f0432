// The Node.js line the project runs on (decision 136): the major of package.json's `engines`.
// `npm install` puts that Node.js in node_modules/.bin on Linux (x64 and arm64, the
// `node-linux-*` optional dependencies), and npm's scripts find it there before the
// machine's own; elsewhere the machine's Node.js must be of that line.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The major `engines.node` names ("^24.11.0" → 24). */
export function supportedMajor() {
  const { engines } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const major = /(\d+)/.exec(engines?.node ?? "")?.[1];
  if (!major) throw new Error("package.json names no Node.js line in engines.node");
  return Number(major);
}

/**
 * Stops the script, with what to do, when it runs on another Node.js line than the project's.
 * @param {string} name how the script calls itself in its messages
 */
export function requireSupportedNode(name) {
  const wanted = supportedMajor();
  const running = Number(process.versions.node.split(".")[0]);
  if (running === wanted) return;
  console.error(
    `[${name}] This project runs on Node.js ${wanted}; this is Node.js ${process.versions.node} (${process.execPath}).\n` +
      `[${name}] Run it through npm (\`npm start\`, \`npm test\`, \`npm run …\`): after \`npm install\`, npm's scripts use the\n` +
      `[${name}] Node.js ${wanted} in node_modules/.bin on Linux. On another system, install Node.js ${wanted} (https://nodejs.org).`,
  );
  process.exit(1);
}
