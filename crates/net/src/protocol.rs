//! What the game client and the game server say to each other, defined once for both sides:
//! JSON text frames over a WebSocket, each one message. A connection opens with `Hello` and the
//! version; a client of another version is told so in words and closed.
//!
//! The server only ever sends a seat what that seat may know: its `View` (`rules::view::SeatView`,
//! its own hand and the public table) and the public events of each move (another seat's drawn
//! tile is not told: `rules::view::seen_by`). Every action carries the revision it was made at,
//! so a retry after a reconnect is never applied twice.

use engine::ai::Level;
use engine::rules::view::SeatView;
use engine::rules::{Action, Event, HouseRules, RuleError, Seat};
use serde::{Deserialize, Serialize};

/// The protocol's version: a client and a server of different versions do not play together.
pub const VERSION: u32 = 8;

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
}

/// What a client sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClientMsg {
    /// The first message of every connection.
    Hello {
        version: u32,
    },
    /// Open a room; the sender takes seat 0 as its host.
    CreateRoom {
        name: String,
        setup: RoomSetup,
    },
    /// Take the first free friend's seat of the room with this code.
    Join {
        code: String,
        name: String,
    },
    /// Watch the room with this code: its public table and each hand's size, never a hand (no
    /// seat, no token; again after a lost connection).
    Watch {
        code: String,
    },
    /// Come back to a seat (after a lost connection, or a restart of either side); `seen`: the
    /// latest revision the client was told of (0 if none) and `seal`, the seal its view came
    /// with, so that a server which lost moves (its database damaged) finds out and says so —
    /// only on its own seal, never on a bare number.
    Resume {
        token: String,
        #[serde(default)]
        seen: u64,
        #[serde(default)]
        seal: String,
    },
    /// How the room of the seat with this token stands, without sitting down (the title's list
    /// of one's tables): answered with `Glance`, or refused `SeatNotKept`.
    Glance {
        token: String,
    },
    /// The host deals once every friend's seat is taken.
    Start,
    /// A move, made at the room's `revision`.
    Act {
        revision: u64,
        action: Action,
    },
    /// Ready for the next round (it is dealt when every person present is ready).
    NextRound,
    /// The match over, the host deals another at the same table: the same seats, the same
    /// rules, a new deal.
    PlayAgain,
    Say {
        quick: Quick,
    },
    /// What would a strong player do here? (On the seat's turn at `revision`; once a position.)
    Hint {
        revision: u64,
    },
    /// The host gives a seat whose person is away to a computer, or (`None`) gives it back.
    StandIn {
        seat: Seat,
        level: Option<Level>,
    },
    /// Leave the room for good (the seat is played by a computer from then on).
    Leave,
}

/// A seat as the lobby and the plates show it (by default: a friend's seat nobody has taken).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    /// The person's name, the computer's, or `None` for a friend's seat still free.
    pub name: Option<String>,
    /// A computer plays it from the start.
    pub computer: Option<Level>,
    /// A person sits here and is connected now.
    pub connected: bool,
    /// A computer plays for the person, who is away (or left).
    pub stand_in: Option<Level>,
    /// The round is over and the person is ready for the next.
    #[serde(default)]
    pub ready: bool,
    /// A person away: how many seconds ago they left, when this was sent (the wait before a
    /// computer covers their turn counts from then).
    #[serde(default)]
    pub away_for: Option<u32>,
}

/// Who is in a room, and whether it has started.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lobby {
    pub code: String,
    pub preset: String,
    pub rules: HouseRules,
    pub seats: Vec<SeatState>,
    pub started: bool,
    /// How many watch the table.
    #[serde(default)]
    pub watchers: usize,
    /// A person away on their turn is waited for so many seconds, then a computer plays for
    /// them (0: waited for as long as it takes).
    #[serde(default)]
    pub cover_after: u32,
}

impl Lobby {
    /// The lobby without the seconds it was sent at: who is away, not for how long.
    pub fn timeless(&self) -> Lobby {
        let seats = self.seats.iter().map(|s| SeatState { away_for: s.away_for.map(|_| 0), ..s.clone() }).collect();
        Lobby { seats, ..self.clone() }
    }

    /// Every friend's seat is taken: the host may start.
    pub fn is_full(&self) -> bool {
        self.seats.iter().all(|s| s.name.is_some())
    }
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ServerMsg {
    Welcome {
        version: u32,
    },
    /// A message was not accepted, and why (the connection stays open unless it says so).
    Refused {
        why: Refusal,
    },
    /// The sender sits at `seat` of room `code`; `token` brings it back to the seat later.
    Seated {
        code: String,
        seat: Seat,
        token: String,
    },
    /// The sender watches room `code` (its lobby and the watched view follow).
    Watching {
        code: String,
    },
    Lobby(Lobby),
    /// The seat's knowledge of the match at `revision` (sent after every change; a watcher's:
    /// what every seat knows, `SeatView::watched`).
    View {
        revision: u64,
        view: Box<SeatView>,
        /// The server's seal of `revision` at this room, for a seat (none for a watcher): returned
        /// with `Resume`, it proves the server told of that revision.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        seal: String,
    },
    /// A move that was made, as the seat may know it: its action (`None` when the rules hide it
    /// from the seat: another's build in the fast game's opening) and the events it may see. The
    /// view for `revision` follows.
    Moved {
        revision: u64,
        seat: Seat,
        action: Option<Action>,
        events: Vec<Event>,
    },
    /// A new round was dealt (its view follows).
    Dealt {
        revision: u64,
    },
    Said {
        seat: Seat,
        quick: Quick,
    },
    /// The hint asked for at `revision`: the move and what it does (each game words it).
    Hint {
        revision: u64,
        gist: engine::ai::hint::Gist,
    },
    /// The server lost moves it had told of: its database kept the room at revision `kept`, while a
    /// player had been told of `seen`. The match goes on from `kept`.
    Behind {
        kept: u64,
        seen: u64,
    },
    /// The match is over: its record, to keep as a replay (`.mtr.ron`).
    Record {
        text: String,
    },
    /// How a room stands, for one of its seats (`ClientMsg::Glance`).
    Glance(Glance),
    /// Back at a seat a computer kept: what it played for the person while they were away (told
    /// once, to them).
    PlayedForYou(PlayedForYou),
}

/// What a computer did at a person's seat while they were away.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedForYou {
    /// Its turns.
    pub turns: u32,
    /// The tiles it laid, in order.
    pub tiles: Vec<engine::rules::Tile>,
    /// The tiles it drew.
    pub drew: u32,
}

/// How a room stands, told to one of its seats who is not at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Glance {
    pub code: String,
    /// The seat asking.
    pub seat: Seat,
    /// Each seat's name, a computer's too (`None`: a friend's seat not taken).
    pub names: Vec<Option<String>>,
    /// Whose turn it is (`None`: not dealt yet, between rounds, or over).
    pub to_move: Option<Seat>,
    /// The round being played, from 1 (0: not dealt yet).
    pub round: u32,
    pub over: bool,
    /// Play waits, with everyone away (no person at the table): nothing is played, not even by
    /// a computer covering a seat, until someone comes back. A table left overnight does not
    /// play itself to the end.
    #[serde(default)]
    pub paused: bool,
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
    SeatFree {
        seat: Seat,
    },
    /// A message that is not text.
    NotText,
    /// A message that is not one of this game's (`detail`: the JSON reader's own words).
    NotUnderstood {
        detail: String,
    },
    /// The client speaks another protocol version than the server.
    OtherVersion {
        server: u32,
        yours: u32,
    },
    HelloFirst,
    /// Too many rooms created, joined or resumed from one address in a minute.
    TooManyTries,
    JoinFirst,
    AlreadyAtTable,
    /// A watcher sent what only a seat may (a move, a word, a hint).
    OnlyWatching,
    /// A room may be watched by so many at once.
    TooManyWatchers {
        most: usize,
    },
    ServerFull,
    NoSuchRoom,
    /// A seat's token the server no longer keeps.
    SeatNotKept,
    NameEmpty,
    NameTooLong {
        max: usize,
    },
    /// A name holding a control character (a bell, an escape), which no one could read.
    NameUnprintable,
    /// A room code with symbols codes never have (`wrong`: those typed).
    CodeSymbols {
        wrong: String,
    },
    CodeLength {
        has: usize,
        wants: usize,
    },
    HostSitsFirst,
    TooManySeats,
    /// The room's rules cannot be played, and why.
    RulesUnplayable {
        why: engine::rules::house_rules::Invalid,
    },
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
    OnlyHostPlaysAgain,
    /// Another match asked for before this one is over.
    MatchNotOver,
    /// The server's hint threads are all thinking: ask again in a moment.
    HintsBusy,
    /// An address may have so many rooms open at once.
    TooManyRooms {
        most: usize,
    },
    /// A room's rules named after a preset the server does not know.
    UnknownPreset {
        name: String,
    },
    /// The server's own trouble (its disk, its randomness): told in the player's language, with
    /// the technical `detail` as the server gives it.
    ServerTrouble {
        detail: String,
    },
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

/// For developers and logs (each player's game words a refusal in its player's language).
impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Rule(e) => write!(f, "the rules refuse the move: {e}"),
            Refusal::NotUnderstood { detail } => write!(f, "not a message of this game: {detail}"),
            Refusal::OtherVersion { server, yours } => write!(f, "the server speaks protocol {server}, the client {yours}"),
            Refusal::NameTooLong { max } => write!(f, "a name of more than {max} characters"),
            Refusal::CodeSymbols { wrong } => write!(f, "a room code with symbols codes never have: {wrong}"),
            Refusal::CodeLength { has, wants } => write!(f, "a room code of {has} letters and digits, not {wants}"),
            Refusal::SeatFree { seat } => write!(f, "seat {seat} is still free"),
            Refusal::RulesUnplayable { why } => write!(f, "the rules cannot be played: {why}"),
            Refusal::ServerTrouble { detail } => write!(f, "the server's own trouble: {detail}"),
            other => write!(f, "{other:?}"),
        }
    }
}

impl std::error::Error for Refusal {}

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
    use engine::rules::{Tile, TrainId};

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
                setup: RoomSetup {
                    preset: "celko-1998".into(),
                    rules: engine::rules::preset("celko-1998").expect("a preset"),
                    seats: vec![SeatPlan::Friend, SeatPlan::Computer(Level::Hard)],
                },
            },
        ];
        for m in msgs {
            let text = encode(&m);
            assert_eq!(decode::<ClientMsg>(&text), Ok(m), "{text}");
        }
        assert!(decode::<ClientMsg>("{\"Act\":{}}").is_err());
        assert!(matches!(decode::<ClientMsg>("not json"), Err(Refusal::NotUnderstood { .. })));
    }

    /// A refusal travels as what it is (each player's game words it in its own language).
    #[test]
    fn refusals_travel_typed() {
        let due = Refusal::Rule(RuleError::DoubleDue { train: TrainId::Personal(1), pip: 6 });
        let unplayable = Refusal::RulesUnplayable { why: engine::rules::house_rules::Invalid::TooFewPlayers { players: 1 } };
        let cannot_deal =
            Refusal::RulesUnplayable { why: engine::rules::house_rules::Invalid::CannotDeal(engine::rules::DealError::NobodyOpens) };
        let code = Refusal::CodeLength { has: 7, wants: 8 };
        for why in [
            due,
            Refusal::SeatFree { seat: 1 },
            Refusal::NotYourTurn,
            code,
            Refusal::NameTooLong { max: 24 },
            Refusal::NameUnprintable,
            "The disk is full.".into(),
            unplayable,
            cannot_deal,
        ] {
            let text = encode(&ServerMsg::Refused { why: why.clone() });
            assert_eq!(decode::<ServerMsg>(&text), Ok(ServerMsg::Refused { why }), "{text}");
        }
    }

    #[test]
    fn a_version_mismatch_says_which_side_is_newer() {
        assert_eq!(version_mismatch(VERSION + 1), Refusal::OtherVersion { server: VERSION, yours: VERSION + 1 });
        assert_eq!(version_mismatch(0).to_string(), format!("the server speaks protocol {VERSION}, the client 0"));
    }
}
