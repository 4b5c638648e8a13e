//! What the game client and the game server say to each other, defined once for both sides:
//! JSON text frames over a WebSocket, each one message. A connection opens with `Hello` and the
//! version; a client of another version is told so in words and closed.
//!
//! The server only ever sends a seat what that seat may know: its `View` (`rules::view::SeatView`,
//! its own hand and the public table) and the public events of each move (another seat's drawn
//! tile is not told: `rules::view::seen_by`). Every action carries the revision it was made at,
//! so a retry after a reconnect is never applied twice.

use crate::ai::Level;
use crate::rules::view::SeatView;
use crate::rules::{Action, Event, HouseRules, RuleError, Seat};
use serde::{Deserialize, Serialize};

/// The protocol's version: a client and a server of different versions do not play together.
pub const VERSION: u32 = 4;

/// Who sits at a seat of a room being set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatPlan {
    /// A person who joins with the room's code (the host is seat 0, always a person).
    Friend,
    Computer(Level),
}

/// A room as its host asks for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomSetup {
    /// The rule preset the rules are named after (and checked against).
    pub preset: String,
    pub rules: HouseRules,
    /// One per seat, the host's first.
    pub seats: Vec<SeatPlan>,
}

/// Short messages a player may send the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Quick {
    YourTurn,
    WellPlayed,
    GoodLuck,
    Thanks,
    Oops,
}

impl Quick {
    pub const ALL: [Quick; 5] = [Quick::YourTurn, Quick::WellPlayed, Quick::GoodLuck, Quick::Thanks, Quick::Oops];

    /// The words, in the language of whoever reads them (the wire carries the kind only).
    pub fn words(self) -> String {
        crate::t!(match self {
            Quick::YourTurn => "quick-your-turn",
            Quick::WellPlayed => "quick-well-played",
            Quick::GoodLuck => "quick-good-luck",
            Quick::Thanks => "quick-thanks",
            Quick::Oops => "quick-oops",
        })
    }
}

/// What a client sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClientMsg {
    /// The first message of every connection.
    Hello { version: u32 },
    /// Open a room; the sender takes seat 0 as its host.
    CreateRoom { name: String, setup: RoomSetup },
    /// Take the first free friend's seat of the room with this code.
    Join { code: String, name: String },
    /// Come back to a seat (after a lost connection, or a restart of either side).
    Resume { token: String },
    /// The host deals once every friend's seat is taken.
    Start,
    /// A move, made at the room's `revision`.
    Act { revision: u64, action: Action },
    /// Ready for the next round (it is dealt when every person present is ready).
    NextRound,
    Say { quick: Quick },
    /// What would a strong player do here? (On the seat's turn at `revision`; once a position.)
    Hint { revision: u64 },
    /// The host gives a seat whose person is away to a computer, or (`None`) gives it back.
    StandIn { seat: Seat, level: Option<Level> },
    /// Leave the room for good (the seat is played by a computer from then on).
    Leave,
}

/// A seat as the lobby and the plates show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    /// The person's name, the computer's, or `None` for a friend's seat still free.
    pub name: Option<String>,
    /// A computer plays it from the start.
    pub computer: Option<Level>,
    /// A person sits here and is connected now.
    pub connected: bool,
    /// A computer plays for the person, who is away (or left).
    pub stand_in: Option<Level>,
}

/// Who is in a room, and whether it has started.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lobby {
    pub code: String,
    pub preset: String,
    pub rules: HouseRules,
    pub seats: Vec<SeatState>,
    pub started: bool,
}

impl Lobby {
    /// Every friend's seat is taken: the host may start.
    pub fn is_full(&self) -> bool {
        self.seats.iter().all(|s| s.name.is_some())
    }
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ServerMsg {
    Welcome { version: u32 },
    /// A message was not accepted, and why (the connection stays open unless it says so).
    Refused { why: Refusal },
    /// The sender sits at `seat` of room `code`; `token` brings it back to the seat later.
    Seated { code: String, seat: Seat, token: String },
    Lobby(Lobby),
    /// The seat's knowledge of the match at `revision` (sent after every change).
    View { revision: u64, view: SeatView },
    /// A move that was made, with its public events: the view for `revision` follows.
    Moved { revision: u64, seat: Seat, action: Action, events: Vec<Event> },
    /// A new round was dealt (its view follows).
    Dealt { revision: u64 },
    Said { seat: Seat, quick: Quick },
    /// The hint asked for at `revision`: the move and what it does (each game words it).
    Hint { revision: u64, gist: crate::ai::hint::Gist },
    /// The match is over: its record, to keep as a replay (`.mtr.ron`).
    Record { text: String },
}

/// Why the server did not accept a message: typed where a player meets it, so that each reads it
/// in their own language (`online` words it with the table's names); the rarer ones as the server
/// words them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The engine refused the move.
    Rule(RuleError),
    NotYourTurn,
    /// The table moved on before the message arrived.
    MovedOn,
    ComputerPlays,
    RoundOver,
    HintOwnTurn,
    HintOnItsWay,
    SlowDown,
    /// The server could not keep a move: try again.
    NotKept,
    HostClosed,
    RoomClosed,
    /// A friend's seat (`seat`, from 0) is still free: the host waits to start.
    SeatFree { seat: Seat },
    /// A message that is not text.
    NotText,
    /// A message that is not one of this game's (`detail`: the JSON reader's own words).
    NotUnderstood { detail: String },
    /// The client speaks another protocol version than the server.
    OtherVersion { server: u32, yours: u32 },
    HelloFirst,
    /// Too many rooms created, joined or resumed from one address in a minute.
    TooManyTries,
    JoinFirst,
    AlreadyAtTable,
    ServerFull,
    NoSuchRoom,
    /// A seat's token the server no longer keeps.
    SeatNotKept,
    NameEmpty,
    NameTooLong { max: usize },
    /// A room code with symbols codes never have (`wrong`: those typed).
    CodeSymbols { wrong: String },
    CodeLength { has: usize, wants: usize },
    HostSitsFirst,
    TooManySeats,
    /// The room's rules cannot be played, and why.
    RulesUnplayable { why: crate::rules::house_rules::Invalid },
    /// Joining a room whose game has started.
    GameStarted,
    TableFull,
    NoSuchSeat,
    OnlyHostGivesSeats,
    OnlyFriendsSeat,
    PlayerIsHere,
    OnlyHostStarts,
    AlreadyStarted,
    /// A move sent for a position the table has not reached.
    NotReached,
    NoNextRound,
    /// The server's own trouble (its disk, its randomness): told in the player's language, with
    /// the technical `detail` as the server gives it.
    ServerTrouble { detail: String },
}

impl From<String> for Refusal {
    fn from(detail: String) -> Refusal {
        Refusal::ServerTrouble { detail }
    }
}

impl From<&str> for Refusal {
    fn from(detail: &str) -> Refusal {
        Refusal::ServerTrouble { detail: detail.to_string() }
    }
}

impl Refusal {
    /// In the player's language; the engine's refusals name trains with `names`.
    pub fn words(&self, names: &crate::lang::refusal::Names<'_>) -> String {
        use crate::t;
        match self {
            Refusal::Rule(e) => crate::lang::refusal::refusal(e, names),
            Refusal::NotYourTurn => t!("online-not-your-turn"),
            Refusal::MovedOn => t!("online-moved-on"),
            Refusal::ComputerPlays => t!("online-computer-plays"),
            Refusal::RoundOver => t!("online-round-over"),
            Refusal::HintOwnTurn => t!("online-hint-own-turn"),
            Refusal::HintOnItsWay => t!("online-hint-on-its-way"),
            Refusal::SlowDown => t!("online-slow-down"),
            Refusal::NotKept => t!("online-not-kept"),
            Refusal::HostClosed => t!("online-host-closed"),
            Refusal::RoomClosed => t!("online-room-closed"),
            Refusal::SeatFree { seat } => t!("online-seat-free", seat = seat + 1),
            Refusal::NotText => t!("online-not-text"),
            Refusal::NotUnderstood { detail } => t!("online-not-understood", detail = detail.as_str()),
            Refusal::OtherVersion { server, yours } if yours > server => t!("online-older-server", server = *server, yours = *yours),
            Refusal::OtherVersion { server, yours } => t!("online-older-game", server = *server, yours = *yours),
            Refusal::HelloFirst => t!("online-hello-first"),
            Refusal::TooManyTries => t!("online-too-many-tries"),
            Refusal::JoinFirst => t!("online-join-first"),
            Refusal::AlreadyAtTable => t!("online-already-at-table"),
            Refusal::ServerFull => t!("online-server-full"),
            Refusal::NoSuchRoom => t!("online-no-such-room"),
            Refusal::SeatNotKept => t!("online-seat-not-kept"),
            Refusal::NameEmpty => t!("online-name-empty"),
            Refusal::NameTooLong { max } => t!("online-name-too-long", max = *max),
            Refusal::CodeSymbols { wrong } => t!("online-code-symbols", wrong = wrong.as_str()),
            Refusal::CodeLength { has, wants } => t!("online-code-length", has = *has, wants = *wants),
            Refusal::HostSitsFirst => t!("online-host-sits-first"),
            Refusal::TooManySeats => t!("online-too-many-seats"),
            Refusal::RulesUnplayable { why } => t!("online-rules-unplayable", why = crate::lang::refusal::invalid_rules(why)),
            Refusal::GameStarted => t!("online-game-started"),
            Refusal::TableFull => t!("online-table-full"),
            Refusal::NoSuchSeat => t!("online-no-such-seat"),
            Refusal::OnlyHostGivesSeats => t!("online-only-host-gives-seats"),
            Refusal::OnlyFriendsSeat => t!("online-only-friends-seat"),
            Refusal::PlayerIsHere => t!("online-player-is-here"),
            Refusal::OnlyHostStarts => t!("online-only-host-starts"),
            Refusal::AlreadyStarted => t!("online-already-started"),
            Refusal::NotReached => t!("online-not-reached"),
            Refusal::NoNextRound => t!("online-no-next-round"),
            Refusal::ServerTrouble { detail } => t!("online-server-trouble", detail = detail.as_str()),
        }
    }
}

/// With seat numbers for names, as `RuleError`'s own (logs, tests, the connection's first steps).
impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = |s: Seat| crate::t!("seat-number", seat = s);
        f.write_str(&self.words(&crate::lang::refusal::Names { name: &name, viewer: None }))
    }
}

/// The largest message either side accepts by default (a view of an 8-seat round is ~10 KB).
pub const MAX_MESSAGE: usize = 64 * 1024;

/// A message as its JSON text.
pub fn encode<T: Serialize>(msg: &T) -> String {
    // Our messages hold no maps with non-string keys and no floats: they always serialize.
    serde_json::to_string(msg).unwrap_or_else(|e| {
        let reason = serde_json::to_string(&format!("cannot write a message: {e}")).unwrap_or_default();
        format!("{{\"Refused\":{{\"why\":{{\"ServerTrouble\":{{\"detail\":{reason}}}}}}}}}")
    })
}

/// A message from its JSON text, or why it is not one.
pub fn decode<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, Refusal> {
    serde_json::from_str(text).map_err(|e| Refusal::NotUnderstood { detail: e.to_string() })
}

/// Why a client of `version` cannot play here.
pub fn version_mismatch(version: u32) -> Refusal {
    Refusal::OtherVersion { server: VERSION, yours: version }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Tile, TrainId};

    #[test]
    fn messages_round_trip_as_json() {
        let msgs = [
            ClientMsg::Hello { version: VERSION },
            ClientMsg::Act { revision: 7, action: Action::Play { tile: Tile(6, 4), train: TrainId::Personal(2) } },
            ClientMsg::Join { code: "K7P-M4Q".into(), name: "Ana".into() },
            ClientMsg::StandIn { seat: 3, level: Some(Level::Normal) },
            // Rules whose hand-size table has numbers for keys.
            ClientMsg::CreateRoom {
                name: "Ana".into(),
                setup: RoomSetup { preset: "celko-1998".into(), rules: crate::rules::preset("celko-1998").expect("a preset"), seats: vec![SeatPlan::Friend, SeatPlan::Computer(Level::Hard)] },
            },
        ];
        for m in msgs {
            let text = encode(&m);
            assert_eq!(decode::<ClientMsg>(&text), Ok(m), "{text}");
        }
        assert!(decode::<ClientMsg>("{\"Act\":{}}").is_err());
        assert!(decode::<ClientMsg>("not json").unwrap_err().to_string().contains("not a message"));
    }

    /// A refusal travels as what it is, and each player's game words it in its own language
    /// with the table's names; the server's own words pass as they are.
    #[test]
    fn refusals_travel_typed_and_are_worded_by_each_reader() {
        use crate::lang::{Lang, tests::speak};
        use crate::lang::refusal::Names;
        let due = Refusal::Rule(RuleError::DoubleDue { train: TrainId::Personal(1), pip: 6 });
        let code = Refusal::CodeLength { has: 7, wants: 8 };
        for why in [due.clone(), Refusal::SeatFree { seat: 1 }, Refusal::NotYourTurn, code.clone(), Refusal::NameTooLong { max: 24 }, "The disk is full.".into()] {
            let text = encode(&ServerMsg::Refused { why: why.clone() });
            assert_eq!(decode::<ServerMsg>(&text), Ok(ServerMsg::Refused { why }), "{text}");
        }
        let name = |s: Seat| ["Ana", "Bert"][s as usize].to_string();
        let names = Names { name: &name, viewer: Some(0) };
        speak(Lang::Es);
        assert_eq!(Refusal::SeatFree { seat: 1 }.words(&names), "El asiento 2 sigue libre: espera a que lleguen tus amigos.");
        assert_eq!(due.words(&names), "Primero cubre el doble abierto 6|6 en el tren de Bert.");
        speak(Lang::Fr);
        assert_eq!(Refusal::NotYourTurn.words(&names), "Ce n'est pas votre tour.");
        assert_eq!(code.words(&names), "Un code de salle a 8 lettres et chiffres, comme K7PM-4QRT ; celui-ci en a 7.".replace(" ;", "\u{a0};"));
        let trouble = Refusal::from("disk I/O error");
        assert_eq!(trouble.words(&names), "Le serveur a un problème (disk I/O error). Réessayez dans un instant.", "the server's own trouble, its detail as it gives it");
        let unplayable = Refusal::RulesUnplayable { why: crate::rules::house_rules::Invalid::TooFewPlayers { players: 1 } };
        let text = encode(&ServerMsg::Refused { why: unplayable.clone() });
        assert_eq!(decode::<ServerMsg>(&text), Ok(ServerMsg::Refused { why: unplayable.clone() }), "{text}");
        assert!(unplayable.words(&names).starts_with("Ces règles ne peuvent pas se jouer"), "{}", unplayable.words(&names));
        speak(Lang::Es);
        assert_eq!(Refusal::TableFull.words(&names), "Todos los asientos de esta mesa están ocupados.");
        speak(Lang::En);
        assert_eq!(Refusal::NotYourTurn.to_string(), "It is not your turn.");
    }

    #[test]
    fn a_version_mismatch_says_who_should_update() {
        assert!(version_mismatch(VERSION + 1).to_string().contains("update the server"));
        assert!(version_mismatch(0).to_string().contains("update the game"));
    }
}
