// What the web checks share (.ci/web_check.mjs, .ci/web_join.mjs): the built site served on
// loopback, Debian's Chromium (headless, WebGL2 on SwiftShader, driven by playwright-core from
// PLAYWRIGHT_TOOLS), and a page of its own opened on the game.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const tools = process.env.PLAYWRIGHT_TOOLS ?? `${process.env.HOME}/.cache/mexican-train-ci-tools`;
const { chromium } = await import(`${tools}/node_modules/playwright-core/index.mjs`);

/// The site's folder served on a free loopback port: its address, and the server.
export async function serve(site) {
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
  return { address: `http://127.0.0.1:${server.address().port}/`, server };
}

/// Debian's Chromium, headless: WebGL2 without a GPU (ANGLE on SwiftShader).
export function launch() {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"],
  });
}

/// A page of its own (its own storage) at `url`, once the game took it over: a mouse at
/// 1280x720, or a tablet's touch screen at 1024x768. What the page says goes to `said`.
export async function open(browser, url, touch, said) {
  const viewport = touch ? { width: 1024, height: 768 } : { width: 1280, height: 720 };
  const context = await browser.newContext({ viewport, locale: process.env.WEB_LOCALE ?? "en-US", hasTouch: touch });
  const page = await context.newPage();
  page.on("console", (m) => said.push(`${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => said.push(`page error: ${e}`));
  await page.goto(url);
  await page.waitForSelector("#loading", { state: "detached", timeout: 180_000 });
  return page;
}

/// What the page said, without the engine's chatter, the last lines.
export function lastSaid(said) {
  return said.filter((l) => !l.includes("WARN") && !l.includes("Autofocus")).slice(-30);
}

/// One screenshot of the page (to `file`) judged by .ci/web_pixels.py as `what` (its mode and
/// arguments): what it found, or an Error saying what it did not.
export async function looks(page, file, ...what) {
  const pixels = new URL("./web_pixels.py", import.meta.url).pathname;
  await page.screenshot({ path: file });
  try {
    return execFileSync("python3", [pixels, what[0], file, ...what.slice(1).map(String)], { stdio: "pipe" }).toString().trim();
  } catch (e) {
    return new Error(`${path.basename(file)}: ${(e.stderr ?? e.stdout ?? e).toString().trim()}`);
  }
}

/// Screenshots of the page (to `file`) until .ci/web_pixels.py accepts one as `what` (its mode
/// and arguments) within `seconds`: what it found.
export async function untilSeen(page, file, seconds, ...what) {
  const began = Date.now();
  for (;;) {
    const seen = await looks(page, file, ...what);
    if (!(seen instanceof Error)) return seen;
    if (Date.now() - began > seconds * 1000) throw seen;
    await page.waitForTimeout(250);
  }
}
