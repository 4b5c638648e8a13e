//! A replay saved on request (the menu, the game's end): the match as played here, or the
//! record an online table offered at its end, named by the player's own clock.

use crate::files::replays;
use crate::game::{Game, Notice};
use crate::lang::{Phrase, t};
use crate::saving::{RuleSets, Storage};
use crate::schedule::AppSystems;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveReplayRequested>().add_systems(Update, save_replay.in_set(AppSystems::Persist));
}

/// Save the match shown as a replay.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SaveReplayRequested;

fn save_replay(
    mut requests: MessageReader<SaveReplayRequested>,
    game: Option<Res<Game>>,
    online: Option<Res<crate::online::Online>>,
    sets: Res<RuleSets>,
    storage: Res<Storage>,
    mut notices: MessageWriter<Notice>,
) {
    if requests.read().last().is_none() {
        return;
    }
    let Some(dirs) = &storage.dirs else {
        notices.write(Notice::problem(|| t!("saving-no-replay-folder")));
        return;
    };
    // Online, the match is the record the server offered at its end.
    let played = match (&game, &online) {
        (Some(game), _) => Ok((game.the_match.clone(), game.seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>())),
        (None, Some(online)) => online.finished_match(),
        _ => Err(Phrase::new(|| t!("saving-no-game"))),
    };
    let (the_match, names) = match played {
        Ok(p) => p,
        Err(e) => {
            notices.write(Notice::problem(e));
            return;
        }
    };
    // Named by the player's own clock.
    let now = chrono::Local::now();
    let local = now.timestamp().saturating_add(i64::from(now.offset().local_minus_utc()));
    let now = u64::try_from(local).unwrap_or(0);
    let title = crate::lang::words::rules_label(the_match.preset(), the_match.rules(), &sets.0);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let notice = match replays::save(&dirs.replays(), &the_match, &names, &title, now) {
        Ok(path) => {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            Notice::done(move || t!("saving-replay-saved", name = name.as_str()))
        }
        Err(e) => {
            let why = e.to_string();
            Notice::problem(move || t!("saving-replay-failed", why = why.as_str()))
        }
    };
    notices.write(notice);
}
