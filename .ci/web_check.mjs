// The web build in headless Chromium (Debian's, driven by playwright-core), the site served on
// loopback, at 1280x720, played as a person would, each step's screenshot checked by
// .ci/web_pixels.py:
//   node .ci/web_check.mjs SITE_DIR SHOTS_DIR RECORD.mtr.ron   (PLAYWRIGHT_TOOLS: playwright-core)
// - the page opened with a seed (`?seed=7`: the same deal as `mexican-train --seed 7`): how long
//   until the game took over the page and until the title was drawn (web-title.png);
// - the game's sound woken by that first click (a browser keeps a page's sound suspended until
//   the person's first gesture: here it is suspended by the check itself);
// - a new game started with a real click on *Start* (15 tiles in hand, web-game.png), the
//   hand's first tile dragged by the mouse to the person's train (14 left, web-dragged.png);
// - the page reloaded: the same game back (14 tiles, the saved game's seed 7, web-resumed.png);
// - the settings damaged in the page's storage, the page reloaded: the damaged entry kept
//   aside, the settings written again, and the problem said (web-damaged.png);
// - a tablet (touch, 1024x768, a fresh storage): the same deal, *Start*, the tile and the end
//   tapped (web-tapped.png);
// - on a fresh page, RECORD kept as a saved replay and downloaded from *Replays* (the same
//   bytes, its name), then RECORD dropped on the page: the replay viewer opens it
//   (web-dropped.png).
// WEB_LOCALE sets the browser's language (English by default): the game speaks it first.
import fs from "node:fs";
import path from "node:path";
import { launch, lastSaid, open as openPage, serve, untilSeen } from "./web_page.mjs";

const [site, shots, record] = process.argv.slice(2);
if (!site || !shots || !record) {
  console.log("usage: node .ci/web_check.mjs SITE_DIR SHOTS_DIR RECORD.mtr.ron");
  process.exit(2);
}
fs.mkdirSync(shots, { recursive: true });
const { address, server } = await serve(site);
const browser = await launch();
const said = [];
const shot = (name) => path.join(shots, `web-${name}.png`);

/// A page of its own (its own storage) at the site with `query`: a mouse at 1280x720, or a
/// tablet's touch screen at 1024x768.
const open = (query, touch) => openPage(browser, address + query, touch, said);

/// Screenshots of the page (web-NAME.png) until web_pixels.py accepts one as `what` (within
/// `seconds`): what it found.
const until = (page, name, seconds, ...what) => untilSeen(page, shot(name), seconds, ...what);

const stored = (page, key) => page.evaluate((key) => localStorage.getItem(key), key);
// Where the seeded deal's first move is, at 1280x720: the hand's first tile (12|5, lit) and the
// end of the person's own train, left of the hub.
const firstTile = [28, 622];
const ownEnd = [476, 376];
let failed = false;
try {
  // The title, timed from opening the page.
  const began = Date.now();
  const page = await open("?seed=7", false);
  const seconds = () => ((Date.now() - began) / 1000).toFixed(1);
  console.log(`web: the game took over the page in ${seconds()} s`);
  await until(page, "title", 60, "title");
  console.log(`web: the title drawn ${seconds()} s after the page was opened`);

  // The game's sound, suspended as a browser keeps it before the person's first gesture, woken
  // by the click that starts a game.
  const sounds = () => page.evaluate(() => window.mexicanTrainSounds.map((c) => c.state).join(","));
  await page.evaluate(() => Promise.all(window.mexicanTrainSounds.map((c) => c.suspend())));
  const before = await sounds();

  // A new game by a real click, and the first tile dragged to the person's train.
  await page.mouse.click(414, 513);
  await page.waitForTimeout(300);
  const after = await sounds();
  if (!before.includes("suspended") || after.split(",").some((state) => state !== "running")) {
    throw new Error(`the game's sound: ${before} before the click, ${after} after it`);
  }
  console.log(`web: the game's sound ${before} before the first click, ${after} after it`);
  console.log(`web: a new game: ${await until(page, "game", 30, "hand", "15")}`);
  const dealt = await stored(page, "mexican-train/data/autosave.ron");
  await page.mouse.move(...firstTile);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) {
    await page.mouse.move(firstTile[0] + ((ownEnd[0] - firstTile[0]) * i) / 20, firstTile[1] + ((ownEnd[1] - firstTile[1]) * i) / 20);
  }
  await page.mouse.up();
  console.log(`web: a tile dragged: ${await until(page, "dragged", 30, "hand", "14")}`);
  const saved = (await stored(page, "mexican-train/data/autosave.ron")) ?? "";
  if (!saved.includes("seed: 7,")) throw new Error("the game is not in the page's storage");
  // (A tile let go off its end glides back to the hand, 14 tiles on the way: the move saved says
  // it was played.)
  if (saved === dealt) throw new Error("the tile dragged was not played: the saved game is the deal's");

  // Reloaded: the same game back.
  await page.reload();
  await page.waitForSelector("#loading", { state: "detached", timeout: 180_000 });
  console.log(`web: reloaded, the game back: ${await until(page, "resumed", 30, "hand", "14")}`);
  if (!((await stored(page, "mexican-train/data/autosave.ron")) ?? "").includes("seed: 7,")) throw new Error("another game after the reload");

  // A damaged entry: kept aside, the settings written again, and said.
  const damaged = "(version: 1, display: (((";
  await page.evaluate((text) => localStorage.setItem("mexican-train/config/settings.ron", text), damaged);
  await page.reload();
  await page.waitForSelector("#loading", { state: "detached", timeout: 180_000 });
  console.log(`web: damaged settings: ${await until(page, "damaged", 20, "toast")}`);
  const bad = await stored(page, "mexican-train/config/settings.ron.bad");
  const again = (await stored(page, "mexican-train/config/settings.ron")) ?? "";
  if (bad !== damaged || !again.includes("display:")) throw new Error(`the damaged settings: kept as ${bad}, written again as ${again.slice(0, 60)}`);
  console.log("web: the damaged entry kept as settings.ron.bad, the settings written whole again");

  // A tablet at 1024x768: the tile and the end tapped (the same deal, laid out for its screen).
  const tablet = await open("?seed=7", true);
  await until(tablet, "tablet-title", 60, "title");
  await tablet.touchscreen.tap(286, 513);
  await until(tablet, "tablet-game", 30, "hand", "15");
  await tablet.touchscreen.tap(30, 673);
  await tablet.waitForTimeout(500);
  await tablet.touchscreen.tap(337, 334);
  console.log(`web: a tile tapped, then its end: ${await until(tablet, "tapped", 30, "hand", "14")}`);

  // A saved replay downloaded from *Replays*, as its .mtr.ron, whole.
  const fresh = await open("", false);
  await until(fresh, "before-drop", 60, "title");
  const text = fs.readFileSync(record, "utf8");
  await fresh.evaluate((text) => localStorage.setItem("mexican-train/data/replays/2026-11-29 07-00-00.mtr.ron", text), text);
  await fresh.mouse.click(592, 557);
  await fresh.waitForTimeout(1500);
  await fresh.screenshot({ path: shot("replays") });
  const [download] = await Promise.all([fresh.waitForEvent("download", { timeout: 10_000 }), fresh.mouse.click(487, 387)]);
  const got = path.join(shots, "web-downloaded.mtr.ron");
  await download.saveAs(got);
  if (download.suggestedFilename() !== "2026-11-29 07-00-00.mtr.ron" || fs.readFileSync(got, "utf8") !== text) {
    throw new Error(`the replay downloaded as ${download.suggestedFilename()}, not the saved one`);
  }
  console.log(`web: a saved replay downloaded whole as ${download.suggestedFilename()}`);
  await fresh.keyboard.press("Escape");

  // A record dropped on the page opens in the viewer.
  const files = await fresh.evaluateHandle(([text, name]) => {
    const t = new DataTransfer();
    t.items.add(new File([text], name));
    return t;
  }, [text, path.basename(record)]);
  await fresh.dispatchEvent("#mexican-train", "drop", { dataTransfer: files });
  console.log(`web: a record dropped: ${await until(fresh, "dropped", 30, "replay")}`);
} catch (e) {
  failed = true;
  console.log(`web: ${e}`);
}
console.log(`web: screenshots in ${shots}`);
for (const line of lastSaid(said)) console.log(`web console: ${line}`);
await browser.close();
server.close();
process.exit(failed ? 1 : 0);
