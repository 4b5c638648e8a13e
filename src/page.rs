//! The web page's ways (the web build only): a reload while a game is under way comes back to
//! it, as a desktop game comes back with *Continue*, and one while seated at a table online sits
//! down at it again (the page's script takes an invite out of the address once the game has read
//! it, so a reload never joins a second time); a game record dropped on the page opens in
//! the replay viewer, as one dropped on the desktop's window; a saved replay is downloaded as
//! its `.mtr.ron`.
//!
//! A page has no files to drop by path: the page's script (`packaging/web/index.html`) reads
//! the dropped file and keeps it in the page's storage at `mexican-train/dropped/NAME`, then
//! names it under [`DROPPED_NOW`] (or, when the storage has no room for it, under
//! [`DROPPED_REFUSED`]); the game takes it from there as the desktop's dropped file.

use crate::game::{Game, Notice};
use crate::lang::t;
use crate::online::{Online, OnlineRequested};
use crate::saving::{ContinueRequested, OnlineSettings, SavedGame};
use crate::schedule::AppSystems;
use crate::screens::Screen;
use bevy::prelude::*;
use bevy::time::common_conditions::on_timer;
use bevy::window::{FileDragAndDrop, PrimaryWindow};
use std::path::Path;

/// The storage key (of the page's local storage) naming a record just dropped.
pub const DROPPED_NOW: &str = "mexican-train/dropped-now";
/// The storage key naming a record dropped that the storage had no room for, with its size:
/// `NAME|BYTES`.
pub const DROPPED_REFUSED: &str = "mexican-train/dropped-refused";
/// Where a dropped record is kept while it is watched.
pub const DROPPED_FOLDER: &str = "mexican-train/dropped";
/// The session's mark (kept by the browser across a reload of the tab, not after it closes)
/// that a game is under way here.
const PLAYING: &str = "mexican-train/playing";
/// The session's mark of a seat at a table online: its token (the seat is kept in the settings
/// as on the desktop).
const SEATED: &str = "mexican-train/seated";

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (resume_after_reload, mark_a_game_under_way, mark_a_seat).chain().in_set(AppSystems::Input))
        // The page's storage looked at four times a second, not every frame.
        .add_systems(Update, take_dropped_records.run_if(on_timer(std::time::Duration::from_millis(250))).in_set(AppSystems::Input));
}

fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// A reload of the tab while a game was under way goes back to it, one while seated online to the
/// seat (the first frame only).
fn resume_after_reload(
    saved: Res<SavedGame>,
    online_settings: Res<OnlineSettings>,
    mut resume: MessageWriter<ContinueRequested>,
    mut sit: MessageWriter<OnlineRequested>,
    mut looked: Local<bool>,
) {
    if std::mem::replace(&mut *looked, true) {
        return;
    }
    let seat = session().and_then(|s| s.get_item(SEATED).ok().flatten());
    if let Some(kept) = seat.and_then(|token| online_settings.0.seats.iter().find(|s| s.token == token)) {
        sit.write(OnlineRequested::Resume(kept.clone()));
        return;
    }
    let was_playing = session().and_then(|s| s.get_item(PLAYING).ok().flatten()).is_some();
    if was_playing && saved.0.is_some() {
        resume.write(ContinueRequested);
    }
}

/// Keep the session's mark of a game under way here (a saved one: not a replay, a lesson or a
/// practice) up to date.
fn mark_a_game_under_way(game: Option<Res<Game>>, screen: Res<State<Screen>>, mut marked: Local<Option<bool>>) {
    let playing = *screen.get() == Screen::Game && game.is_some_and(|g| g.is_kept() && g.is_under_way_here());
    if *marked == Some(playing) {
        return;
    }
    *marked = Some(playing);
    if let Some(s) = session() {
        let _ = if playing { s.set_item(PLAYING, "1") } else { s.remove_item(PLAYING) };
    }
}

/// Keep the session's mark of the seat taken online (while it is kept) up to date.
fn mark_a_seat(online: Option<Res<Online>>, mut marked: Local<Option<String>>) {
    let token = online.as_deref().and_then(Online::kept_token);
    if marked.as_deref() == token {
        return;
    }
    *marked = token.map(str::to_string);
    if let Some(s) = session() {
        let _ = match token {
            Some(token) => s.set_item(SEATED, token),
            None => s.remove_item(SEATED),
        };
    }
}

/// A record the page's script kept for the game: on to the replay viewer, as a file dropped on
/// the desktop's window; one the storage had no room for, said.
fn take_dropped_records(
    window: Query<Entity, With<PrimaryWindow>>,
    mut dropped: MessageWriter<FileDragAndDrop>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(storage) = local() else { return };
    if let Ok(Some(name)) = storage.get_item(DROPPED_NOW) {
        let _ = storage.remove_item(DROPPED_NOW);
        if let Ok(window) = window.single() {
            dropped.write(FileDragAndDrop::DroppedFile { window, path_buf: Path::new(DROPPED_FOLDER).join(name) });
        }
    }
    if let Ok(Some(refused)) = storage.get_item(DROPPED_REFUSED) {
        let _ = storage.remove_item(DROPPED_REFUSED);
        let (name, bytes) = refused.rsplit_once('|').unwrap_or((refused.as_str(), "0"));
        let (name, megabytes) = (name.to_string(), format!("{:.1}", bytes.parse::<f64>().unwrap_or(0.0) / 1e6));
        notices.write(Notice::problem(move || t!("page-dropped-no-room", name = name.as_str(), size = megabytes.as_str())));
    }
}

/// Download the saved replay at `path` (in the page's storage) as its `.mtr.ron`; what went
/// wrong, in words.
pub fn download(path: &Path) -> Result<(), String> {
    use crate::files::safe_io;
    use web_sys::wasm_bindgen::{JsCast, JsValue};
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let text =
        safe_io::read_limited(path, safe_io::MAX_RECORD).and_then(safe_io::text_of).map_err(|e| crate::lang::files::unreadable(&e))?;
    let failed = |_: JsValue| t!("page-download-failed", name = name.as_str());
    let document = web_sys::window().and_then(|w| w.document()).ok_or_else(|| failed(JsValue::NULL))?;
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/octet-stream");
    let parts = web_sys::js_sys::Array::of1(&JsValue::from_str(&text));
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(failed)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(failed)?;
    let link = document.create_element("a").map_err(failed)?;
    link.set_attribute("href", &url).map_err(failed)?;
    link.set_attribute("download", &name).map_err(failed)?;
    link.dyn_into::<web_sys::HtmlElement>().map_err(|_| failed(JsValue::NULL))?.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}
