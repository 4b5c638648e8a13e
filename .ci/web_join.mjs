// A friend at a desktop host's table from a browser, the browser's side of
// tests/online/browser.rs (which starts the relay and the host, and runs this):
//   node .ci/web_join.mjs SITE_DIR '#join/<key>/<CODE>?relay=…' SHOTS_DIR
// The site served on loopback, opened with the invite after its `#`: the invite's card asks the
// name (web-invited.png); "Bea" typed and Enter: the friend sits down (web-joined.png). Then, on
// each of the friend's turns, `H` and `Enter` (the hint's move, by the keyboard) until the test
// has seen the move arrive at the host. Each step said on a line of its own; the test's lines
// on stdin: `shot NAME` (a screenshot, NAME.png, said back), `reload` (the page reloaded, as a
// person would: said back once the game has the page again), `quit`.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { launch, lastSaid, open, serve } from "./web_page.mjs";

const [site, hash, shots] = process.argv.slice(2);
if (!site || !hash?.startsWith("#") || !shots) {
  console.log("usage: node .ci/web_join.mjs SITE_DIR '#join/…' SHOTS_DIR");
  process.exit(2);
}
fs.mkdirSync(shots, { recursive: true });
const { address, server } = await serve(site);
const browser = await launch();
const said = [];
const shot = (name) => path.join(shots, `${name}.png`);
let quitting = false;
let page;

const lines = readline.createInterface({ input: process.stdin });
const asked = [];
lines.on("line", (line) => asked.push(line.trim()));
lines.on("close", () => asked.push("quit"));

/// The test's asks, answered between the friend's key presses.
async function answer() {
  while (asked.length > 0) {
    const line = asked.shift();
    if (line === "quit") {
      quitting = true;
    } else if (line === "reload") {
      await page.reload();
      await page.waitForSelector("#loading", { state: "detached", timeout: 180_000 });
      console.log(`reloaded: ${page.url()}`);
    } else if (line.startsWith("shot ")) {
      const name = line.slice(5);
      await page.screenshot({ path: shot(name) });
      console.log(`shot ${name}: ${shot(name)}`);
    }
  }
}

let failed = false;
try {
  page = await open(browser, address + hash, false, said);
  console.log("opened");
  // The invite's card, its name field in focus once the page has the keyboard.
  await page.waitForTimeout(3000);
  await page.screenshot({ path: shot("web-invited") });
  await page.focus("#mexican-train");
  await page.keyboard.type("Bea", { delay: 80 });
  await page.waitForTimeout(500);
  await page.keyboard.press("Enter");
  console.log("named");
  await page.waitForTimeout(3000);
  await page.screenshot({ path: shot("web-joined") });
  // The friend's turns: the hint's move, by the keyboard (nothing happens off turn).
  while (!quitting) {
    await answer();
    if (quitting) break;
    await page.keyboard.press("h");
    await page.waitForTimeout(1200);
    await answer();
    if (quitting) break;
    await page.keyboard.press("Enter");
    await page.waitForTimeout(1300);
  }
} catch (e) {
  failed = true;
  console.log(`failed: ${e}`);
}
for (const line of lastSaid(said)) console.log(`console: ${line}`);
await browser.close();
server.close();
console.log("done");
process.exit(failed ? 1 : 0);
