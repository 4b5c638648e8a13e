// A friend at a desktop host's table (or at a dedicated server's room) from a browser, the
// browser's side of tests/online/browser.rs (which starts the relay, the host or the server,
// and runs this):
//   node .ci/web_join.mjs SITE_DIR SHOTS_DIR invite '#join/<key>/<CODE>?relay=…'
//   node .ci/web_join.mjs SITE_DIR SHOTS_DIR room ADDRESS CODE
// The site served on loopback. An invite: the page opened with it after its `#`, its card asks
// the name (web-invited.png, once drawn), "Bea" typed, looked at, and Enter. A room: *Play
// online*, *Advanced*, the name, the server's address and the room's code typed in their fields
// (web-room-form.png), *Join the room*. The friend sits down (web-joined.png). Then, on each of
// the friend's turns, `H` and `Enter` (the hint's move, by the keyboard) until the test has
// seen the move arrive at the host. Each step said on a line of its own; the test's lines on
// stdin: `shot NAME` (a screenshot, NAME.png, said back), `hold` (no more keys until the
// reload: said back), `reload` (a hint asked for, `H`, as a person would before thinking again,
// then the page reloaded: said back once the game has the page again, and the keys go on),
// `quit`.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { launch, lastSaid, looks, open, serve, untilSeen } from "./web_page.mjs";

const [site, shots, how, ...what] = process.argv.slice(2);
const invite = how === "invite" && what[0]?.startsWith("#") ? what[0] : undefined;
const room = how === "room" && what.length === 2 ? what : undefined;
if (!site || !shots || !(invite || room)) {
  console.log("usage: node .ci/web_join.mjs SITE_DIR SHOTS_DIR (invite '#join/…' | room ADDRESS CODE)");
  process.exit(2);
}
fs.mkdirSync(shots, { recursive: true });
const { address, server } = await serve(site);
const browser = await launch();
const said = [];
const shot = (name) => path.join(shots, `${name}.png`);
let quitting = false;
let holding = false;
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
    } else if (line === "hold") {
      holding = true;
      console.log("held");
    } else if (line === "reload") {
      // (The hint's answer goes to this page's connection, which the reload then drops: the
      // page back at the seat asks again at the same position, and must be answered.)
      await page.waitForTimeout(1500);
      await page.keyboard.press("h");
      await page.waitForTimeout(2500);
      await page.screenshot({ path: shot("web-hinted-before-reload") });
      holding = false;
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
  page = await open(browser, address + (invite ?? ""), false, said);
  console.log("opened");
  // (A pause after each click and after each field: the page draws a frame in about 0.2 s
  // here, and the click's focus must be taken before the keys that follow it. A click can
  // still land between frames and be lost, the keys then going nowhere: the field is looked
  // at once typed into — its inside, `box`, must show letters as wide as the text (6.6 px a
  // character at least: these fields' narrowest text at 1280x720 takes 6.8; one with its last
  // keys lost, 6.4) — and typed into again if not.)
  const typed = (box, text) => looks(page, shot("web-typing"), "typed", ...box, Math.round(text.length * 6.6));
  const type = async ([x, y, box, text]) => {
    for (let tries = 1; ; tries++) {
      await page.mouse.click(x, y);
      await page.waitForTimeout(500);
      await page.keyboard.press("End");
      for (let i = 0; i < 30; i++) await page.keyboard.press("Backspace");
      await page.keyboard.type(text, { delay: 60 });
      await page.waitForTimeout(500);
      const seen = await typed(box, text);
      if (!(seen instanceof Error)) return;
      if (tries === 4) throw seen;
      console.log(`typed again (${seen.message})`);
    }
  };
  if (invite) {
    // The invite's card looked for (its name field; on a busy machine the page may take
    // seconds to draw it, and keys typed before go nowhere), then its name field typed into
    // and looked at, and Enter.
    await page.focus("#mexican-train");
    await untilSeen(page, shot("web-invited"), 60, "field", 443, 356, 737, 371);
    await page.waitForTimeout(800);
    await type([590, 363, [443, 356, 737, 371], "Bea"]);
    await page.keyboard.press("Enter");
  } else {
    // The title drawn, *Play online*, its *Advanced* part, then each field clicked and typed
    // into (at 1280x720: the window centred once opened).
    await untilSeen(page, shot("web-title"), 60, "title");
    // (Its first frames may still be laid out anew: a moment more.)
    await page.waitForTimeout(1500);
    // Each click's dialog (the name field of *Play online*, then, the dialog grown and moved
    // up, the server's field of its *Advanced* part) looked for before the next click: on a
    // busy machine a frame may take seconds, and a click on a dialog not drawn yet lands on the
    // title behind it.
    await page.mouse.click(552, 513);
    await untilSeen(page, shot("web-room-dialog"), 60, "field", 443, 256, 737, 272);
    await page.waitForTimeout(800);
    await page.mouse.click(440, 489);
    await untilSeen(page, shot("web-room-dialog"), 60, "field", 387, 471, 681, 487);
    await page.waitForTimeout(800);
    const fields = [
      [540, 221, [393, 213, 688, 229], "Bea"],
      [533, 479, [387, 471, 681, 487], room[0]],
      [712, 512, [660, 505, 765, 519], room[1]],
    ];
    for (const field of fields) await type(field);
    // On a page slowed down (the machine busy: frames over half a second apart), a click and
    // the keys after it can come in one frame, and the keys then go to the field focused
    // before — which the End and Backspaces empty (2026-11-30: the name field found empty, the
    // button to join the room greyed out, no seat taken). So every field is looked at again
    // once all are typed into, and any found emptied is typed into again.
    for (let rounds = 1; ; rounds++) {
      let emptied = null;
      for (const field of fields) {
        const seen = await typed(field[2], field[3]);
        if (seen instanceof Error) {
          emptied = [field, seen];
          break;
        }
      }
      if (emptied === null) break;
      if (rounds === 4) throw emptied[1];
      console.log(`a field emptied since, typed again (${emptied[1].message})`);
      await type(emptied[0]);
    }
    await page.waitForTimeout(500);
    await page.screenshot({ path: shot("web-room-form") });
    await page.mouse.click(834, 512);
  }
  console.log("named");
  await page.waitForTimeout(3000);
  await page.screenshot({ path: shot("web-joined") });
  // The friend's turns: the hint's move, by the keyboard (nothing happens off turn).
  while (!quitting) {
    await answer();
    if (quitting) break;
    if (holding) {
      await page.waitForTimeout(200);
      continue;
    }
    await page.keyboard.press("h");
    await page.waitForTimeout(1200);
    await answer();
    if (quitting) break;
    if (holding) continue;
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
