//! Online play in the app: a seat at a game server's table. The server holds the match; this
//! module holds only what the seat is told (`net::client::Remote`), and turns it into what the
//! rest of the app reads — the seat's `PlayerView`, `ActionApplied` facts for the table and the
//! sounds, the game's phase — and the person's intents (`ActionRequested`, `NextRoundRequested`)
//! into messages to the server. There is no `Game` online: the systems that need the whole match
//! (computers, take-backs, the autosave) have nothing to read and stay still; a hint is thought
//! out by the server, from this seat's position.

// Hosting a table, glancing at kept seats and listening on the home network are the desktop's: a
// browser joins tables (through their relays) and servers' rooms.
mod heard;
#[cfg(not(target_family = "wasm"))]
pub mod hosting;
#[cfg(not(target_family = "wasm"))]
pub mod kept_tables;
pub mod lobby;
#[cfg(not(target_family = "wasm"))]
pub mod nearby;
pub mod play_online;
#[cfg(not(target_family = "wasm"))]
pub mod quit;
#[cfg(not(target_family = "wasm"))]
pub mod your_tables;

use crate::files::settings::KeptSeat;
use crate::game::{ActionApplied, ActionRequested, HandShown, HintRequested, NextRoundRequested, Notice, PlayerView};
use crate::game_setup::{GameSetup, Player};
use crate::lang::Phrase;
use crate::net::client::Remote;
use crate::net::protocol::{ClientMsg, Lobby, Quick, RoomSetup, SeatPlan};
use crate::rules::Seat;
use crate::rules::view::SeatView;
use crate::saving::SeatKept;
use crate::schedule::AppSystems;
use crate::screens::Screen;
use bevy::prelude::*;
use heard::hear_the_server;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OnlineRequested>()
        .add_systems(Update, (connect, send_intents.run_if(resource_exists::<Online>)).chain().in_set(AppSystems::Input))
        .add_systems(Update, hear_the_server.run_if(resource_exists::<Online>).in_set(AppSystems::Apply));
    #[cfg(not(target_family = "wasm"))]
    app.add_plugins((hosting::plugin, nearby::plugin, kept_tables::plugin));
}

/// What the person asks of online play.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum OnlineRequested {
    /// Open a table of this game's own for this setup (`hosting`); its people's seats wait
    /// for friends, who come with the invite.
    HostTable {
        name: String,
        setup: RoomSetup,
    },
    /// Open a room on `server` for this setup; its people's seats wait for friends.
    Host {
        server: String,
        name: String,
        setup: RoomSetup,
    },
    Join {
        server: String,
        code: String,
        name: String,
    },
    /// Watch the room `code` on `server` (a host's table, or a dedicated server): its table and
    /// each hand's size, no hand.
    Watch {
        server: String,
        code: String,
    },
    /// Back to a seat kept from before the game was closed.
    Resume(KeptSeat),
    /// The host deals.
    Start,
    /// The match over, the host deals another at the same table.
    PlayAgain,
    Say(Quick),
    /// The host gives the seat of a friend who is away to a computer, or (`None`) gives it back.
    StandIn {
        seat: Seat,
        level: Option<crate::ai::Level>,
    },
    /// Leave the room (a computer plays the seat from then on) or stop connecting.
    Leave,
}

impl Online {
    /// The token of the seat kept (to come back to it), if any.
    pub fn kept_token(&self) -> Option<&str> {
        self.kept.as_ref().map(|k| k.token.as_str())
    }

    /// Forget this connection's kept seat, if it has one.
    fn forget_seat(&self, kept: &mut MessageWriter<SeatKept>) {
        if let Some(seat) = &self.kept {
            kept.write(SeatKept::Forget { token: seat.token.clone() });
        }
    }
}

/// Why a game set up here cannot be a room on a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoomSetupProblem {
    /// The host sits at the first seat: it must be a person.
    FirstSeatPerson,
}

/// The room as a setup for the server: people's seats become friends' seats (the host's first).
pub fn room_setup(setup: &GameSetup) -> Result<RoomSetup, RoomSetupProblem> {
    if setup.seats.first().map(|s| s.player) != Some(Player::Human) {
        return Err(RoomSetupProblem::FirstSeatPerson);
    }
    let seats = setup
        .seats
        .iter()
        .map(|s| match s.player {
            Player::Computer(level) => SeatPlan::Computer(level),
            Player::Human | Player::Recorded => SeatPlan::Friend,
        })
        .collect();
    Ok(room_with(setup, seats))
}

/// A room with the new game's rules and these seats.
pub fn room_with(setup: &GameSetup, seats: Vec<SeatPlan>) -> RoomSetup {
    let mut rules = setup.rules.clone();
    rules.players = seats.len() as u8;
    // A room names a built-in preset (its record must read anywhere); a saved rule set's rules
    // travel in full under `standard`'s name, as a record made here keeps them.
    let preset = if crate::rules::preset(&setup.preset).is_ok() { setup.preset.clone() } else { "standard".to_string() };
    RoomSetup { preset, rules, seats }
}

/// How the connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    Connecting,
    Open,
    /// Lost; trying again (the reason it was lost).
    Reconnecting(crate::net::client::Trouble),
}

/// The person a table waits for: their seat, at which revision, since when they have been away
/// (as the server's wait counts), and the whole seconds its plate last showed.
#[derive(Clone, Copy, Debug)]
struct Awaited {
    seat: Seat,
    revision: u64,
    since: web_time::Instant,
    shown: u64,
}

/// A seat at a server's table.
#[derive(Resource)]
pub struct Online {
    /// The desktop's network thread (a browser's page runs the seat's task itself).
    #[cfg(not(target_family = "wasm"))]
    runtime: Option<tokio::runtime::Runtime>,
    remote: Remote,
    pub server: String,
    /// At this game's own table (`hosting` says so before anything is heard): where friends
    /// reach it.
    pub table: Option<crate::net::link::TableAddress>,
    pub link: Link,
    /// The room's code and this seat, once seated.
    pub code: Option<String>,
    pub seat: Option<Seat>,
    /// Watching the room: no seat, no hand.
    pub watching: bool,
    pub lobby: Option<Lobby>,
    /// The last view the server sent, at its revision.
    pub view: Option<(u64, SeatView)>,
    /// The match's record, once it is over.
    pub record: Option<String>,
    /// The seat to come back to (kept again when the host deals another match).
    kept: Option<KeptSeat>,
    /// Tells this room's views from any other match's.
    game_id: u64,
    /// The person the table waits for (away on their turn).
    awaited: Option<Awaited>,
    /// When each seat's person left, as the last lobby said (the server's wait counts from then).
    away_since: Vec<Option<web_time::Instant>>,
    /// A move told whose view has not come yet: the table hears of both in the same frame.
    /// The move told last, at its revision (`None`: a move the rules hide from this seat).
    moved: Option<(u64, Option<ActionApplied>)>,
}

impl Online {
    pub(crate) fn start(server: String, opening: ClientMsg, game_id: u64) -> Result<Online, Phrase> {
        let watching = matches!(opening, ClientMsg::Watch { .. });
        #[cfg(not(target_family = "wasm"))]
        let runtime =
            tokio::runtime::Builder::new_multi_thread().worker_threads(1).thread_name("online").enable_all().build().map_err(|e| {
                let why = e.to_string();
                Phrase::new(move || crate::lang::t!("online-cannot-start", why = why.as_str()))
            })?;
        #[cfg(not(target_family = "wasm"))]
        let remote = {
            let _inside = runtime.enter();
            Remote::start(server.clone(), opening)
        };
        #[cfg(target_family = "wasm")]
        let remote = Remote::start(server.clone(), opening);
        Ok(Online {
            #[cfg(not(target_family = "wasm"))]
            runtime: Some(runtime),
            remote,
            server,
            table: None,
            link: Link::Connecting,
            code: None,
            seat: None,
            watching,
            lobby: None,
            view: None,
            record: None,
            kept: None,
            awaited: None,
            away_since: Vec::new(),
            game_id,
            moved: None,
        })
    }

    /// The finished match from the record the server offered, and the seats' names.
    pub fn finished_match(&self) -> Result<(crate::rules::Match, Vec<String>), Phrase> {
        let text = self.record.as_deref().ok_or_else(|| Phrase::new(|| crate::lang::t!("online-record-not-yet")))?;
        let record = crate::rules::record::MatchRecord::parse(text)
            .map_err(|e| Phrase::new(move || crate::lang::t!("online-record-unreadable", why = crate::lang::refusal::parse_error(&e))))?;
        let the_match = crate::rules::verify::replay(&record).map_err(|e| {
            Phrase::new(move || crate::lang::t!("online-record-does-not-replay", why = crate::lang::refusal::verify_error(&e)))
        })?;
        let seats = self.lobby.as_ref().map_or(&[][..], |l| &l.seats[..]);
        let names = (0..the_match.seats() as usize)
            .map(|s| seats.get(s).and_then(|st| st.name.clone()).unwrap_or_else(|| crate::lang::t!("seats-seat", seat = s + 1)))
            .collect();
        Ok((the_match, names))
    }

    /// The host's name, for a friend or a watcher at the host's table.
    pub fn host_name(&self) -> Option<&str> {
        self.lobby.as_ref().filter(|_| !self.is_host())?.seats.first()?.name.as_deref()
    }

    /// Why the connection was lost (or refused), in words for the person here.
    pub fn trouble_words(&self, trouble: &crate::net::client::Trouble) -> String {
        crate::lang::online::trouble_at(trouble, &self.server, self.host_name(), self.seat.is_some())
    }

    /// Whether this seat is the room's host.
    pub fn is_host(&self) -> bool {
        self.seat == Some(0)
    }

    /// The people at the table the next round waits for: here, played by no computer, not yet
    /// ready (this seat aside).
    pub fn next_round_waits_for(&self) -> Vec<String> {
        let Some(lobby) = &self.lobby else { return Vec::new() };
        lobby
            .seats
            .iter()
            .enumerate()
            .filter(|(s, st)| st.computer.is_none() && st.stand_in.is_none() && st.connected && !st.ready && Some(*s as Seat) != self.seat)
            .filter_map(|(_, st)| st.name.clone())
            .collect()
    }

    /// Whether this seat said it is ready for the next round.
    pub fn is_ready(&self) -> bool {
        let lobby = self.lobby.as_ref();
        self.seat.and_then(|s| lobby.and_then(|l| l.seats.get(s as usize))).is_some_and(|st| st.ready)
    }

    /// The seat's view as the app reads it: names from the lobby ("You", in the player's language, for this seat), only
    /// this seat a person here, the others' absence on their plates. A watcher's: nobody is
    /// "you", no hand, the table seen from the first seat.
    fn player_view(&self, revision: u64, view: &SeatView) -> PlayerView {
        let you = self.seat;
        let seat = self.seat.unwrap_or(0);
        let seats = self.lobby.as_ref().map_or(&[][..], |l| &l.seats[..]);
        let names = (0..view.seats.len())
            .map(|s| match seats.get(s) {
                _ if Some(s as Seat) == you => crate::lang::t!("name-you"),
                Some(state) => state.name.clone().unwrap_or_else(|| crate::lang::t!("seats-seat", seat = s + 1)),
                None => crate::lang::t!("seats-seat", seat = s + 1),
            })
            .collect();
        let cover_after = self.lobby.as_ref().map_or(0, |l| l.cover_after);
        // A host's table out of reach: its host's plate says so (their game may be closed).
        let host_gone = matches!(self.link, Link::Reconnecting(_)) && crate::net::link::is_table_address(&self.server) && you != Some(0);
        let away = (0..view.seats.len())
            .map(|s| {
                let state = seats.get(s)?;
                match (state.computer, state.stand_in, state.connected) {
                    _ if host_gone && s == 0 => Some(crate::lang::t!("plate-not-answering")),
                    (Some(_), _, _) => None,
                    (None, Some(_), _) => Some(crate::lang::t!("plate-computer-plays")),
                    // Waited for on their turn: how long before a computer plays for them.
                    (None, None, false) if self.awaited.is_some_and(|a| a.seat as usize == s) && cover_after > 0 => {
                        let waited = self.awaited.map_or(0, |a| a.since.elapsed().as_secs());
                        let secs = u64::from(cover_after).saturating_sub(waited).max(1);
                        Some(crate::lang::t!("plate-cover-in", secs = secs))
                    }
                    (None, None, false) if Some(s as Seat) != you => Some(crate::lang::t!("plate-away")),
                    _ => None,
                }
            })
            .collect();
        // Play waits on someone not there: this game's own link to the table first (nothing is
        // known of the others then), else the person to move, away.
        let to_move = view.to_move as usize;
        let waiting_on = match &self.link {
            Link::Reconnecting(why) => Some(self.trouble_words(why)),
            Link::Connecting | Link::Open if view.end.is_some() || Some(view.to_move) == you => None,
            Link::Connecting | Link::Open => seats.get(to_move).and_then(|state| {
                let name = state.name.as_deref().unwrap_or("?");
                match (state.computer, state.stand_in, state.connected) {
                    (Some(_), _, _) => None,
                    (None, Some(_), _) => Some(crate::lang::t!("prompt-away-covered", name = name)),
                    (None, None, false) if self.awaited.is_some_and(|a| a.seat as usize == to_move) && cover_after > 0 => {
                        let waited = self.awaited.map_or(0, |a| a.since.elapsed().as_secs());
                        let secs = u64::from(cover_after).saturating_sub(waited).max(1);
                        Some(crate::lang::t!("prompt-away-cover-in", name = name, secs = secs))
                    }
                    (None, None, false) => Some(crate::lang::t!("prompt-away", name = name)),
                    (None, None, true) => None,
                }
            }),
        };
        PlayerView {
            view: view.clone(),
            names,
            people: (0..view.seats.len()).map(|s| Some(s as Seat) == you).collect(),
            viewer: seat,
            shows: (self.game_id, revision),
            hand_shown: HandShown(you),
            position: (self.game_id, view.round_index, revision as usize),
            take_back: None,
            away,
            watching: self.watching,
            reviewable: false,
            waiting_on,
        }
    }
}

#[cfg(not(target_family = "wasm"))]
impl Drop for Online {
    fn drop(&mut self) {
        // A last message (Leave) gets a moment to go out; nothing waits long for a server that
        // may not answer.
        if let Some(runtime) = self.runtime.take() {
            if let Some(task) = self.remote.task.take() {
                let _ = runtime.block_on(async { tokio::time::timeout(std::time::Duration::from_millis(300), task).await });
            }
            runtime.shutdown_background();
        }
    }
}

/// Start connecting when the person hosts or joins.
pub(crate) fn connect(
    mut commands: Commands,
    mut requests: MessageReader<OnlineRequested>,
    online: Option<Res<Online>>,
    #[cfg(not(target_family = "wasm"))] hosted: Option<Res<hosting::HostedTable>>,
    mut ids: ResMut<crate::game::GameIds>,
    mut notices: MessageWriter<Notice>,
) {
    for request in requests.read() {
        let (server, opening) = match request.clone() {
            OnlineRequested::Host { server, name, setup } => (server, ClientMsg::CreateRoom { name, setup }),
            OnlineRequested::Join { server, code, name } => (server, ClientMsg::Join { code, name }),
            OnlineRequested::Watch { server, code } => (server, ClientMsg::Watch { code }),
            // A table of this game's own is opened first (`hosting`).
            OnlineRequested::Resume(kept) if !kept.hosted => {
                (kept.server, ClientMsg::Resume { token: kept.token, seen: 0, seal: String::new() })
            }
            _ => continue,
        };
        if online.is_some() {
            notices.write(Notice::problem(|| crate::lang::t!("notice-leave-room-first")));
            continue;
        }
        match Online::start(server, opening, ids.issue()) {
            Ok(o) => {
                // At this game's own table the seat knows the table's address before it hears
                // anything: it is kept against the table, not the loopback port (which changes
                // each time the table opens), however soon the table answers.
                #[cfg(not(target_family = "wasm"))]
                let o = {
                    let mut o = o;
                    o.table = hosted.as_ref().and_then(|t| t.address_for(&o.server));
                    o
                };
                commands.insert_resource(o);
            }
            Err(e) => {
                notices.write(Notice::problem(e));
            }
        }
    }
}

/// What the person asks for, as the rest of the app says it.
#[derive(bevy::ecs::system::SystemParam)]
struct Intents<'w, 's> {
    actions: MessageReader<'w, 's, ActionRequested>,
    next_round: MessageReader<'w, 's, NextRoundRequested>,
    hints: MessageReader<'w, 's, HintRequested>,
    requests: MessageReader<'w, 's, OnlineRequested>,
}

/// The person's intents, to the server.
fn send_intents(
    mut commands: Commands,
    online: Res<Online>,
    mut intents: Intents,
    mut screen: ResMut<NextState<Screen>>,
    mut kept: MessageWriter<SeatKept>,
) {
    let Intents { actions, next_round, hints, requests } = &mut intents;
    let revision = online.view.as_ref().map(|(r, _)| *r);
    for &ActionRequested { seat, action } in actions.read() {
        if let Some(revision) = revision
            && Some(seat) == online.seat
        {
            online.remote.send(ClientMsg::Act { revision, action });
        }
    }
    // A watcher has no round to ready, no word to say.
    for _ in next_round.read() {
        if online.seat.is_some() {
            online.remote.send(ClientMsg::NextRound);
        }
    }
    // The server thinks a hint out from this seat's position, as the game does here.
    if let Some(&HintRequested { seat }) = hints.read().last()
        && let Some(revision) = revision
        && Some(seat) == online.seat
    {
        online.remote.send(ClientMsg::Hint { revision });
    }
    for request in requests.read() {
        match request {
            OnlineRequested::Start => online.remote.send(ClientMsg::Start),
            OnlineRequested::PlayAgain => online.remote.send(ClientMsg::PlayAgain),
            OnlineRequested::Say(quick) if online.seat.is_some() => online.remote.send(ClientMsg::Say { quick: *quick }),
            OnlineRequested::Say(_) => {}
            &OnlineRequested::StandIn { seat, level } => online.remote.send(ClientMsg::StandIn { seat, level }),
            OnlineRequested::Leave => {
                online.remote.send(ClientMsg::Leave);
                online.forget_seat(&mut kept);
                commands.remove_resource::<Online>();
                commands.remove_resource::<PlayerView>();
                NextState::set_if_neq(&mut screen, Screen::Title);
            }
            OnlineRequested::HostTable { .. }
            | OnlineRequested::Host { .. }
            | OnlineRequested::Join { .. }
            | OnlineRequested::Watch { .. }
            | OnlineRequested::Resume(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    /// The plate of a friend the table waits for counts down to the computer taking over; a
    /// friend away off their turn is away; one covered says a computer plays. The hand's line
    /// says whom the table waits for, in words, not "x is playing".
    #[test]
    fn the_plate_of_the_friend_waited_for_counts_down() {
        use crate::net::protocol::SeatState;
        crate::lang::tests::speak(crate::lang::Lang::En);
        let mut online = Online::start("127.0.0.1:1".into(), ClientMsg::Watch { code: "K7PM-4QRT".into() }, 1).expect("a runtime");
        let person = |connected, stand_in| SeatState { name: Some("x".into()), connected, stand_in, ..SeatState::default() };
        online.seat = Some(0);
        online.lobby = Some(Lobby {
            code: "K7PM-4QRT".into(),
            preset: "standard".into(),
            rules: crate::rules::HouseRules::default(),
            seats: vec![person(true, None), person(false, None), person(false, None), person(false, Some(Level::Normal))],
            started: true,
            watchers: 0,
            cover_after: 90,
        });
        let m = crate::rules::Match::new("standard", crate::rules::HouseRules::default(), 3).expect("a match");
        let mut view = SeatView::of(&m, Some(0));
        view.to_move = 1;
        let since = web_time::Instant::now().checked_sub(std::time::Duration::from_secs(30)).expect("a moment ago");
        online.awaited = Some(Awaited { seat: 1, revision: 7, since, shown: 30 });
        let seen = online.player_view(7, &view);
        assert_eq!(seen.away(1), Some("away · a computer plays in 60 s"));
        assert_eq!(seen.away(2), Some("away"));
        assert_eq!(seen.away(3), Some("a computer plays"));
        assert_eq!(seen.away(0), None, "this seat is here");
        assert_eq!(seen.waiting_on.as_deref(), Some("x is away: a computer plays for them in 60 s."));
        online.awaited = None;
        view.to_move = 2;
        let seen = online.player_view(7, &view);
        assert_eq!(seen.waiting_on.as_deref(), Some("x is away (their game closed or their connection lost): the table waits for them."));
        view.to_move = 3;
        let seen = online.player_view(7, &view);
        assert_eq!(seen.waiting_on.as_deref(), Some("x is away: a computer plays for them until they are back."));
        view.to_move = 0;
        assert_eq!(online.player_view(7, &view).waiting_on, None, "your own turn");
    }

    /// "1 watching" is said only while the table answers: out of reach, nobody knows who watches.
    #[test]
    fn watchers_are_counted_only_while_the_table_answers() {
        let mut online = Online::start("127.0.0.1:1".into(), ClientMsg::Watch { code: "K7PM-4QRT".into() }, 1).expect("a runtime");
        online.lobby = Some(Lobby {
            code: "K7PM-4QRT".into(),
            preset: "standard".into(),
            rules: crate::rules::HouseRules::default(),
            seats: Vec::new(),
            started: true,
            watchers: 1,
            cover_after: 90,
        });
        online.link = Link::Open;
        assert_eq!(online.watchers(), 1);
        online.link = Link::Reconnecting(crate::net::client::Trouble::NoAnswer { address: "K7PM-4QRT".into() });
        assert_eq!(online.watchers(), 0, "not while the host's table is not answering");
    }

    /// The countdown starts from when the friend left, as the server's wait does: a friend gone
    /// 60 s of a 90 s wait shows 30 s when their turn comes, not a fresh 90.
    #[test]
    fn the_countdown_counts_from_when_the_friend_left() {
        use crate::net::protocol::SeatState;
        crate::lang::tests::speak(crate::lang::Lang::En);
        let mut online = Online::start("127.0.0.1:1".into(), ClientMsg::Watch { code: "K7PM-4QRT".into() }, 1).expect("a runtime");
        let here = SeatState { name: Some("x".into()), connected: true, ..SeatState::default() };
        let gone = SeatState { connected: false, away_for: Some(60), ..here.clone() };
        online.seat = Some(0);
        online.take_lobby(Lobby {
            code: "K7PM-4QRT".into(),
            preset: "standard".into(),
            rules: crate::rules::HouseRules::default(),
            seats: vec![here, gone],
            started: true,
            watchers: 0,
            cover_after: 90,
        });
        let m = crate::rules::Match::new("standard", crate::rules::HouseRules { players: 2, ..Default::default() }, 3).expect("a match");
        let mut view = SeatView::of(&m, Some(0));
        view.to_move = 1;
        online.view = Some((7, view.clone()));
        online.count_the_wait();
        let plate = online.player_view(7, &view).away(1).map(str::to_string);
        assert!(matches!(plate.as_deref(), Some("away · a computer plays in 30 s" | "away · a computer plays in 29 s")), "{plate:?}");
    }

    /// A friend's game that lost its host's table says so where the player looks: the hand's
    /// line (the tooltip's words, not "Ana is playing") and the host's plate.
    #[test]
    fn a_friend_whose_host_is_gone_reads_it_on_the_hand_line_and_plate() {
        use crate::net::client::Trouble;
        use crate::net::protocol::SeatState;
        crate::lang::tests::speak(crate::lang::Lang::En);
        let table = "mexican-train://join/4b5e8c3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8/K7PM-4QRT";
        // (Started at a closed loopback port: nothing is dialled; the seat is then the table's.)
        let mut online = Online::start("127.0.0.1:1".into(), ClientMsg::Watch { code: "K7PM-4QRT".into() }, 1).expect("a runtime");
        online.server = table.into();
        let person = |name: &str| SeatState { name: Some(name.into()), connected: true, ..SeatState::default() };
        online.seat = Some(1);
        online.lobby = Some(Lobby {
            code: "K7PM-4QRT".into(),
            preset: "standard".into(),
            rules: crate::rules::HouseRules::default(),
            seats: vec![person("Ana"), person("Bo")],
            started: true,
            watchers: 0,
            cover_after: 90,
        });
        let rules = crate::rules::HouseRules { players: 2, ..crate::rules::HouseRules::default() };
        let m = crate::rules::Match::new("standard", rules, 3).expect("a match");
        let mut view = SeatView::of(&m, Some(1));
        view.to_move = 0;
        online.link = Link::Reconnecting(Trouble::NoAnswer { address: table.into() });
        let seen = online.player_view(7, &view);
        assert_eq!(seen.waiting_on.as_deref(), Some("Ana's table is not answering: they may have closed the game. Your seat is kept."));
        assert_eq!(seen.away(0), Some("not answering"));
        online.link = Link::Open;
        let seen = online.player_view(7, &view);
        assert_eq!((seen.waiting_on.as_deref(), seen.away(0)), (None, None), "Ana is playing");
    }

    #[test]
    fn a_room_is_the_setup_with_friends_for_people() {
        let mut setup = GameSetup::default();
        setup.seats[2].player = Player::Human;
        let room = room_setup(&setup).expect("a room");
        assert_eq!(
            room.seats,
            vec![SeatPlan::Friend, SeatPlan::Computer(Level::Normal), SeatPlan::Friend, SeatPlan::Computer(Level::Normal)]
        );
        assert_eq!(room.rules.players, 4);
        setup.seats[0].player = Player::Computer(Level::Hard);
        assert_eq!(room_setup(&setup).unwrap_err(), RoomSetupProblem::FirstSeatPerson);
    }
}
