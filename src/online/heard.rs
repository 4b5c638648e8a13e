//! The server heard: its messages followed one at a time (at most one move a frame, so the table
//! animates each as it would here) into the seat's view, the facts the table and the sounds read,
//! the game's phase, refusals and hints worded in the player's language; the lobby as told.

use super::{Awaited, Link, Online};
use crate::files::settings::KeptSeat;
use crate::game::{ActionApplied, HandShown, Hint, MatchLoaded, Notice, Origin, PlayerView, RoundStarted};
use crate::net::client::Note;
use crate::net::protocol::ServerMsg;
use crate::rules::Seat;
use crate::rules::view::SeatView;
use crate::saving::SeatKept;
use crate::screens::{GamePhase, Screen};
use bevy::prelude::*;
/// What the app follows of the server's messages.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Told<'w> {
    applied: MessageWriter<'w, ActionApplied>,
    loaded: MessageWriter<'w, MatchLoaded>,
    round: MessageWriter<'w, RoundStarted>,
    notices: MessageWriter<'w, Notice>,
    screen: ResMut<'w, NextState<Screen>>,
    phase: ResMut<'w, NextState<GamePhase>>,
    kept: MessageWriter<'w, SeatKept>,
    hint: ResMut<'w, Hint>,
    shown: ResMut<'w, HandShown>,
}

/// Follow the server: at most one move a frame, so the table animates each as it would here.
pub(super) fn hear_the_server(mut commands: Commands, mut online: ResMut<Online>, mut told: Told, shown_now: Option<Res<PlayerView>>) {
    let mut new_view = false;
    let mut lobby_changed = false;
    while let Ok(note) = online.remote.notes.try_recv() {
        let msg = match note {
            Note::Msg(msg) => msg,
            Note::Reconnecting(reason) => {
                online.link = Link::Reconnecting(reason);
                lobby_changed = true;
                continue;
            }
            Note::Back => {
                online.link = Link::Open;
                lobby_changed = true;
                continue;
            }
            Note::Gone(reason) => {
                told.gone(&mut commands, &mut online, &reason);
                return;
            }
        };
        online.link = Link::Open;
        match told.hear(&mut online, msg) {
            Heard::Lobby => lobby_changed = true,
            // One view a frame: the table animates the move it follows.
            Heard::View => {
                new_view = true;
                break;
            }
            Heard::Other => {}
        }
    }
    let counting = online.count_the_wait();
    if (new_view || lobby_changed || counting)
        && let Some((revision, view)) = &online.view
    {
        let seen = online.player_view(*revision, view);
        if shown_now.as_deref().is_none_or(|now| {
            now.shows != seen.shows || now.away != seen.away || now.names != seen.names || now.waiting_on != seen.waiting_on || new_view
        }) {
            told.shown.set_if_neq(seen.hand_shown);
            commands.insert_resource(seen);
        }
    }
}

/// What a server message changed, for what the table shows.
enum Heard {
    Lobby,
    View,
    Other,
}

impl Told<'_> {
    /// The connection is gone for good: back to the title, saying why (a seat refused, its room
    /// gone, is not offered again).
    fn gone(&mut self, commands: &mut Commands, online: &mut Online, reason: &crate::net::client::Trouble) {
        if !online.watching {
            online.forget_seat(&mut self.kept);
        }
        let words = online.trouble_words(reason);
        self.notices.write(Notice::problem(move || words.clone()));
        commands.remove_resource::<Online>();
        commands.remove_resource::<PlayerView>();
        NextState::set_if_neq(&mut self.screen, Screen::Title);
    }

    fn hear(&mut self, online: &mut Online, msg: ServerMsg) -> Heard {
        match msg {
            ServerMsg::Seated { code, seat, token } => self.seated(online, code, seat, token),
            // Watching: no seat to keep (the same invite watches again).
            ServerMsg::Watching { code } => online.code = Some(code),
            ServerMsg::Lobby(lobby) => {
                self.lobby(online, lobby);
                return Heard::Lobby;
            }
            ServerMsg::Moved { revision, seat, action, events } => {
                online.moved = Some((revision, action.map(|action| ActionApplied { seat, action, events })));
            }
            ServerMsg::View { revision, view, .. } => {
                self.view(online, revision, *view);
                return Heard::View;
            }
            ServerMsg::Behind { kept, seen } => {
                self.notices.write(Notice::problem(move || crate::lang::online::behind(kept, seen)));
            }
            ServerMsg::Said { seat, quick } => {
                let who = online.lobby.as_ref().and_then(|l| l.seats.get(seat as usize)).and_then(|s| s.name.clone()).unwrap_or_default();
                self.notices.write(Notice::done(move || format!("{who}: {}", crate::lang::online::quick(quick))));
            }
            ServerMsg::Refused { why } => self.refused(online, why),
            ServerMsg::Hint { revision, gist } => self.hint(online, revision, &gist),
            ServerMsg::Record { text } => {
                // Over: nothing to come back to.
                if !online.watching {
                    online.forget_seat(&mut self.kept);
                }
                online.record = Some(text);
            }
            // Back at a seat a computer kept: what it did for this player, said once.
            ServerMsg::PlayedForYou(played) => {
                self.notices.write(Notice::done(move || crate::lang::online::played_for_you(&played)));
            }
            ServerMsg::Welcome { .. } | ServerMsg::Dealt { .. } | ServerMsg::Glance(_) => {}
        }
        Heard::Other
    }

    /// Seated: the seat kept, to come back to. At this game's own table the seat is kept against
    /// the table (its server's loopback port changes each time it opens).
    fn seated(&mut self, online: &mut Online, code: String, seat: Seat, token: String) {
        let server = match &online.table {
            Some(t) => t.to_text(),
            None => online.server.clone(),
        };
        let kept = KeptSeat { server, code: code.clone(), token, hosted: online.table.is_some(), host: String::new() };
        self.kept.write(SeatKept::Keep(kept.clone()));
        online.kept = Some(kept);
        online.code = Some(code);
        online.seat = Some(seat);
    }

    /// Who is in the room. The kept seat names its table by its host ("Ana's table").
    fn lobby(&mut self, online: &mut Online, lobby: crate::net::protocol::Lobby) {
        let host = lobby.seats.first().and_then(|s| s.name.clone()).unwrap_or_default();
        let over = online.record.is_some();
        if let Some(kept) = online.kept.as_mut().filter(|k| k.host != host && !over) {
            kept.host = host;
            self.kept.write(SeatKept::Keep(kept.clone()));
        }
        online.take_lobby(lobby);
    }

    /// The seat's view: the table follows the move just told with it, or is set again (a new
    /// match, a new round, or back after moves this seat did not see).
    fn view(&mut self, online: &mut Online, revision: u64, view: SeatView) {
        let before = online.view.as_ref().map(|(r, v)| (*r, v.round_index));
        // The host dealt another match: a new table, a seat to keep again.
        let again = online.view.as_ref().is_some_and(|(_, v)| v.match_over) && !view.match_over;
        if again {
            online.record = None;
            if let Some(kept) = online.kept.clone() {
                self.kept.write(SeatKept::Keep(kept));
            }
        }
        match before {
            None => {
                self.loaded.write(MatchLoaded { origin: Origin::NewGame });
            }
            Some(_) if again => {
                self.loaded.write(MatchLoaded { origin: Origin::NewGame });
            }
            Some((_, round)) if round != view.round_index => {
                self.round.write(RoundStarted);
            }
            // The move just told: the table follows it, with this view.
            Some(_) if online.moved.as_ref().is_some_and(|(r, _)| *r == revision) => {
                // (A move the rules hide from this seat changes only the view.)
                if let Some((_, Some(applied))) = online.moved.take() {
                    self.applied.write(applied);
                }
            }
            // Back after moves this seat did not see: the table is set again.
            Some((r, _)) if r != revision => {
                self.loaded.write(MatchLoaded { origin: Origin::ReplayJump });
            }
            Some(_) => {}
        }
        online.moved = None;
        let phase = match (view.end.is_some(), view.match_over) {
            (false, _) => GamePhase::Playing,
            (true, false) => GamePhase::RoundOver,
            (true, true) => GamePhase::GameOver,
        };
        NextState::set_if_neq(&mut self.phase, phase);
        online.view = Some((revision, view));
        NextState::set_if_neq(&mut self.screen, Screen::Game);
    }

    /// A refusal, worded here in this player's language, with the table's names.
    fn refused(&mut self, online: &Online, why: crate::net::protocol::Refusal) {
        let seats: Vec<Option<String>> = online.lobby.as_ref().map_or_else(Vec::new, |l| l.seats.iter().map(|s| s.name.clone()).collect());
        let viewer = online.seat;
        self.notices.write(Notice::problem(move || {
            let name = |s: Seat| seats.get(s as usize).cloned().flatten().unwrap_or_else(|| crate::lang::t!("seat-number", seat = s + 1));
            crate::lang::online::refusal(&why, &crate::lang::refusal::Names { name: &name, viewer })
        }));
    }

    /// A hint the server thought out, if still for the view on screen: worded here, naming
    /// trains as this seat does.
    fn hint(&mut self, online: &Online, revision: u64, gist: &crate::ai::hint::Gist) {
        let (Some((at, view)), Some(seat)) = (&online.view, online.seat) else { return };
        if *at != revision {
            return;
        }
        let table = TableNames { view, lobby: online.lobby.as_ref() };
        let why = crate::lang::words::hint_phrase(gist, &table, view.seats.len() as Seat, seat);
        self.hint.show((online.game_id, view.round_index, revision as usize), seat, gist.action, why);
    }
}

impl Online {
    /// How many watch the table, as far as this game knows: none said while the table is out of
    /// reach (the count the lobby told last is no longer known).
    pub fn watchers(&self) -> usize {
        match self.link {
            Link::Open => self.lobby.as_ref().map_or(0, |l| l.watchers),
            Link::Connecting | Link::Reconnecting(_) => 0,
        }
    }

    /// The room's lobby as told, with when each person away left.
    pub(super) fn take_lobby(&mut self, lobby: crate::net::protocol::Lobby) {
        let now = web_time::Instant::now();
        self.away_since = lobby
            .seats
            .iter()
            .map(|s| s.away_for.and_then(|secs| now.checked_sub(std::time::Duration::from_secs(u64::from(secs)))))
            .collect();
        self.lobby = Some(lobby);
    }

    /// Follow the person the table waits for, and since when (as the server's wait, by seat and
    /// revision): true once a second while the plate's countdown is to be made again.
    pub(super) fn count_the_wait(&mut self) -> bool {
        let awaited = self.view.as_ref().and_then(|(revision, view)| {
            let seat = view.to_move;
            let state = self.lobby.as_ref()?.seats.get(seat as usize)?;
            let away = state.computer.is_none() && state.stand_in.is_none() && !state.connected && view.end.is_none();
            away.then_some((seat, *revision))
        });
        match (awaited, &mut self.awaited) {
            (Some((seat, revision)), Some(a)) if a.seat == seat && a.revision == revision => {
                let secs = a.since.elapsed().as_secs();
                std::mem::replace(&mut a.shown, secs) != secs
            }
            (Some((seat, revision)), _) => {
                // Counted from when they left, as the server counts it.
                let since = self.away_since.get(seat as usize).copied().flatten().unwrap_or_else(web_time::Instant::now);
                self.awaited = Some(Awaited { seat, revision, since, shown: since.elapsed().as_secs() });
                true
            }
            (None, _) => {
                self.awaited = None;
                false
            }
        }
    }
}

/// The trains and seats of an online table, for naming them in words.
struct TableNames<'a> {
    view: &'a SeatView,
    lobby: Option<&'a crate::net::protocol::Lobby>,
}

impl crate::rules::seating::Seats for TableNames<'_> {
    fn name(&self, seat: Seat) -> &str {
        self.lobby.and_then(|l| l.seats.get(seat as usize)).and_then(|p| p.name.as_deref()).unwrap_or("?")
    }

    fn main_train(&self, train: crate::rules::TrainId) -> crate::rules::TrainId {
        self.view.train(train).map_or(train, |t| t.main)
    }

    fn partner(&self, seat: Seat) -> Option<Seat> {
        self.view.rules.partner(seat)
    }
}
