// The web build in headless Chromium (Debian's, driven by playwright-core): the site served on
// loopback, the page opened at 1280x720, how long until the game took over the page (the wasm
// downloaded, compiled and started), and a screenshot a few seconds later.
//   node .ci/web_check.mjs SITE_DIR SHOT.png [--drag]   (PLAYWRIGHT_TOOLS: where playwright-core is)
// SHOT.png is the title; SHOT-game.png the new game started with a real click on *Start*; with
// --drag, SHOT-played.png after the hand's first tile was dragged to the person's train (the deal
// is the clock's, so that tile may not play: not yet a check).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const tools = process.env.PLAYWRIGHT_TOOLS ?? `${process.env.HOME}/.cache/mexican-train-ci-tools`;
const { chromium } = await import(`${tools}/node_modules/playwright-core/index.mjs`);
const [site, shot, drag] = process.argv.slice(2);
const root = path.resolve(site);
const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".png": "image/png" };
const server = http.createServer((req, res) => {
  const wanted = new URL(req.url, "http://localhost").pathname;
  const file = path.resolve(root, "." + (wanted === "/" ? "/index.html" : decodeURIComponent(wanted)));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  fs.readFile(file, (err, data) => {
    if (err) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream", "content-length": data.length });
    res.end(data);
  });
});
await new Promise((ready) => server.listen(0, "127.0.0.1", ready));
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  // WebGL2 without a GPU: ANGLE on SwiftShader.
  args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"],
});
// The browser's language (WEB_LOCALE, English by default): the game speaks it first.
const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, locale: process.env.WEB_LOCALE ?? "en-US" });
const said = [];
page.on("console", (m) => said.push(`${m.type()}: ${m.text()}`));
page.on("pageerror", (e) => said.push(`page error: ${e}`));
const began = Date.now();
let failed = false;
try {
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForSelector("#loading", { state: "detached", timeout: 180_000 });
  const seconds = () => ((Date.now() - began) / 1000).toFixed(1);
  console.log(`web: the game took over the page in ${seconds()} s`);
  // The title as a person sees it: pictures until .ci/web_pixels.py accepts one (a minute at most).
  const pixels = new URL("./web_pixels.py", import.meta.url).pathname;
  for (let tries = 0; ; tries++) {
    await page.screenshot({ path: shot });
    try {
      execFileSync("python3", [pixels, "title", shot], { stdio: "pipe" });
      console.log(`web: the title drawn ${seconds()} s after the page was opened`);
      break;
    } catch (e) {
      if (tries > 240) throw new Error(`no title: ${e.stdout ?? e}`);
      await page.waitForTimeout(250);
    }
  }
  // A new game against the computers, started with a real click on *Start*.
  await page.mouse.click(414, 513);
  await page.waitForTimeout(10_000);
  await page.screenshot({ path: shot.replace(/\.png$/, "-game.png") });
  // A tile dragged from the hand to the person's own train's end.
  if (drag === "--drag") {
    await page.mouse.move(28, 622);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) await page.mouse.move(28 + ((476 - 28) * i) / 20, 622 + ((308 - 622) * i) / 20);
    await page.mouse.up();
    await page.waitForTimeout(12_000);
    await page.screenshot({ path: shot.replace(/\.png$/, "-played.png") });
  }
} catch (e) {
  failed = true;
  console.log(`web: ${e}`);
}
console.log(`web: screenshot ${shot}`);
for (const line of said.slice(-30)) console.log(`web console: ${line}`);
await browser.close();
server.close();
process.exit(failed ? 1 : 0);
