//! Online play in words: why the server refused a message (it travels typed, so that friends
//! at one table each read their own language), why a connection failed, the quick messages.

use super::refusal::Names;
use crate::lang::t;
use crate::net::client::Trouble;
use crate::net::protocol::{Quick, Refusal};
use crate::rules::Seat;

/// A refusal in the player's language; the engine's refusals name trains with `names`.
pub fn refusal(refusal: &Refusal, names: &Names<'_>) -> String {
    match refusal {
        Refusal::Rule(e) => super::refusal::refusal(e, names),
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
        Refusal::OnlyWatching => t!("online-only-watching"),
        Refusal::TooManyWatchers { most } => t!("online-too-many-watchers", most = *most),
        Refusal::ServerFull => t!("online-server-full"),
        Refusal::NoSuchRoom => t!("online-no-such-room"),
        Refusal::SeatNotKept => t!("online-seat-not-kept"),
        Refusal::NameEmpty => t!("online-name-empty"),
        Refusal::NameTooLong { max } => t!("online-name-too-long", max = *max),
        Refusal::NameUnprintable => t!("online-name-unprintable"),
        Refusal::CodeSymbols { wrong } => t!("online-code-symbols", wrong = wrong.as_str()),
        Refusal::CodeLength { has, wants } => t!("online-code-length", has = *has, wants = *wants),
        Refusal::HostSitsFirst => t!("online-host-sits-first"),
        Refusal::TooManySeats => t!("online-too-many-seats"),
        Refusal::RulesUnplayable { why } => t!("online-rules-unplayable", why = super::refusal::invalid_rules(why)),
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
        Refusal::OnlyHostPlaysAgain => t!("online-only-host-plays-again"),
        Refusal::MatchNotOver => t!("online-match-not-over"),
        Refusal::HintsBusy => t!("online-hints-busy"),
        Refusal::TooManyRooms { most } => t!("online-too-many-rooms", most = *most),
        Refusal::UnknownPreset { name } => t!("online-unknown-preset", name = crate::files::safe_io::shorten(name, 40)),
        Refusal::ServerTrouble { detail } => t!("online-server-trouble", detail = detail.as_str()),
    }
}

/// A refusal with seats named by number (a refusal before anyone is seated).
pub fn refusal_by_seat(why: &Refusal) -> String {
    let name = |s: Seat| t!("seat-number", seat = s);
    refusal(why, &Names { name: &name, viewer: None })
}

/// Where a seat plays, as a person reads it: a server's address, or "the host's table" (a
/// table's address is a long key nobody reads).
pub fn place(address: &str) -> String {
    if crate::net::link::is_table_address(address) { t!("online-the-hosts-table") } else { address.to_string() }
}

/// Why the connection to `address` could not be made or was lost, or why it was refused, as
/// the person at a host's table reads it: the host named when known (`host`), the seat kept
/// (`seated`), an ended table said so; the technical detail left to `Trouble`'s `Display`.
pub fn trouble_at(trouble: &Trouble, address: &str, host: Option<&str>, seated: bool) -> String {
    if !crate::net::link::is_table_address(address) {
        return self::trouble(trouble);
    }
    match (trouble, host) {
        (Trouble::Refused(Refusal::NoSuchRoom | Refusal::SeatNotKept), _) => t!("online-table-ended"),
        (Trouble::Refused(_) | Trouble::OddHello { .. } | Trouble::Unreadable { .. }, _) => self::trouble(trouble),
        (_, Some(host)) if seated => t!("online-named-table-not-answering", host = host),
        (_, Some(host)) => t!("online-named-table-not-answering-watching", host = host),
        (_, None) => t!("online-table-not-answering"),
    }
}

/// Why a connection could not be made, or was lost.
pub fn trouble(trouble: &Trouble) -> String {
    match trouble {
        // A host's table (a game, not a server): its host may simply have closed the game.
        Trouble::NoAnswer { address } | Trouble::CannotReach { address, .. } if crate::net::link::is_table_address(address) => {
            t!("online-table-not-answering")
        }
        Trouble::NoAnswer { address } => t!("online-no-answer", address = address.as_str()),
        Trouble::CannotReach { address, detail } => t!("online-cannot-reach", address = address.as_str(), why = detail.as_str()),
        Trouble::OddHello { what } => t!("online-odd-hello", what = what.as_str()),
        Trouble::Refused(why) => refusal_by_seat(why),
        Trouble::ConnectionLost { detail } => t!("online-connection-lost", why = detail.as_str()),
        Trouble::ServerClosed => t!("online-server-closed"),
        Trouble::Unreadable { detail } => t!("online-not-understood", detail = detail.as_str()),
    }
}

/// The server lost moves it had told of (its database damaged): it goes on from `kept`.
pub fn behind(kept: u64, seen: u64) -> String {
    t!("online-behind", kept = kept, seen = seen)
}

/// A quick message, in the language of whoever reads it (the wire carries the kind only).
pub fn quick(quick: Quick) -> String {
    t!(match quick {
        Quick::YourTurn => "quick-your-turn",
        Quick::WellPlayed => "quick-well-played",
        Quick::GoodLuck => "quick-good-luck",
        Quick::Thanks => "quick-thanks",
        Quick::Oops => "quick-oops",
    })
}

#[cfg(not(target_family = "wasm"))]
/// Why a server (or this game's table) could not start (beyond a folder in use, the
/// technical detail is the server's own words).
pub fn serve_error(e: &crate::net::server::ServeError) -> String {
    match e {
        crate::net::server::ServeError::FolderInUse { folder, pid } => match pid {
            Some(pid) => t!("cli-folder-in-use", folder = folder.display().to_string(), pid = pid.to_string()),
            None => t!("cli-folder-in-use-by-someone", folder = folder.display().to_string()),
        },
        crate::net::server::ServeError::Failed(why) => why.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, tests::speak};
    use crate::net::code::normalize;
    use crate::net::protocol::version_mismatch;
    use crate::rules::{RuleError, TrainId};

    /// Each player's game words a refusal in its own language with the table's names; the
    /// server's own trouble keeps its detail as the server gives it.
    #[test]
    fn refusals_are_worded_by_each_reader() {
        let due = Refusal::Rule(RuleError::DoubleDue { train: TrainId::Personal(1), pip: 6 });
        let name = |s: Seat| ["Ana", "Bert"][s as usize].to_string();
        let names = Names { name: &name, viewer: Some(0) };
        speak(Lang::Es);
        assert_eq!(refusal(&Refusal::SeatFree { seat: 1 }, &names), "El asiento 2 sigue libre: espera a que lleguen tus amigos.");
        assert_eq!(refusal(&due, &names), "Primero cubre el doble abierto 6|6 en el tren de Bert.");
        assert_eq!(refusal(&Refusal::TableFull, &names), "Todos los asientos de esta mesa están ocupados.");
        speak(Lang::Fr);
        assert_eq!(refusal(&Refusal::NotYourTurn, &names), "Ce n'est pas votre tour.");
        let code = Refusal::CodeLength { has: 7, wants: 8 };
        assert_eq!(
            refusal(&code, &names),
            "Un code de salle a 8 lettres et chiffres, comme K7PM-4QRT ; celui-ci en a 7.".replace(" ;", "\u{a0};")
        );
        let trouble = Refusal::from("disk I/O error");
        assert_eq!(refusal(&trouble, &names), "Le serveur a un problème (disk I/O error). Réessayez dans un instant.");
        let unplayable = Refusal::RulesUnplayable { why: crate::rules::house_rules::Invalid::TooFewPlayers { players: 1 } };
        assert!(refusal(&unplayable, &names).starts_with("Ces règles ne peuvent pas se jouer"), "{}", refusal(&unplayable, &names));
        speak(Lang::En);
        assert_eq!(refusal_by_seat(&Refusal::NotYourTurn), "It is not your turn.");
        assert!(refusal_by_seat(&version_mismatch(crate::net::protocol::VERSION + 1)).contains("update the server"));
        assert!(refusal_by_seat(&version_mismatch(0)).contains("update the game"));
        let wrong_symbol = normalize("K7PM-4QR0").unwrap_err();
        assert!(refusal_by_seat(&wrong_symbol).contains("no 0"), "{}", refusal_by_seat(&wrong_symbol));
        let short = normalize("K7PM").unwrap_err();
        assert!(refusal_by_seat(&short).contains("this one has 4"), "{}", refusal_by_seat(&short));
    }

    #[test]
    fn a_lost_connection_is_told_in_each_language() {
        let closed = Trouble::ServerClosed;
        let refused = Trouble::Refused(Refusal::NoSuchRoom);
        speak(Lang::En);
        assert_eq!(trouble(&closed), "The server closed the connection.");
        let english = trouble(&refused);
        speak(Lang::Es);
        assert_ne!(trouble(&closed), "The server closed the connection.");
        assert_ne!(trouble(&refused), english);
        assert_eq!(quick(Quick::Thanks), "Gracias");
        speak(Lang::En);
    }

    /// At a host's table the words name the host and say the seat is kept; an invite whose room
    /// is gone says the table has ended; no system error is the message. A server's address keeps
    /// the server's words.
    #[test]
    fn a_hosts_table_lost_is_told_with_the_hosts_name() {
        let table = "mexican-train://join/ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c/K7PM-4QRT";
        let lost = Trouble::ConnectionLost { detail: "timed out".into() };
        speak(Lang::En);
        assert_eq!(
            trouble_at(&lost, table, Some("Ana"), true),
            "Ana's table is not answering: they may have closed the game. Your seat is kept."
        );
        assert!(!trouble_at(&lost, table, Some("Ana"), false).contains("seat"), "a watcher has no seat");
        let ended = Trouble::Refused(Refusal::NoSuchRoom);
        assert_eq!(trouble_at(&ended, table, None, false), "This invite is for a table that has ended: ask your host for a new one.");
        assert!(trouble_at(&lost, "localhost:7777", Some("Ana"), true).contains("timed out"), "a server's own words");
        speak(Lang::Es);
        assert!(trouble_at(&lost, table, Some("Ana"), true).starts_with("La mesa de Ana no responde"));
        speak(Lang::En);
    }
}

/// What a computer played for the person while they were away, said once when they are back:
/// "While you were away, a computer played 3 turns for you. It laid 6|4, 4|4. It drew one tile."
pub fn played_for_you(played: &crate::net::protocol::PlayedForYou) -> String {
    let mut words = t!("online-played-for-you", turns = played.turns);
    if !played.tiles.is_empty() {
        let tiles: Vec<String> = played.tiles.iter().map(|t| t.to_string()).collect();
        words.push(' ');
        words.push_str(&t!("online-played-laid", tiles = tiles.join(", ")));
    }
    if played.drew > 0 {
        words.push(' ');
        words.push_str(&t!("online-played-drew", count = played.drew));
    }
    words
}

#[cfg(test)]
mod played_tests {
    use crate::net::protocol::PlayedForYou;
    use crate::rules::Tile;

    #[test]
    fn what_a_computer_played_for_you_is_said_whole() {
        crate::lang::tests::speak(crate::lang::Lang::En);
        let played = PlayedForYou { turns: 3, tiles: vec![Tile(6, 4), Tile(4, 4)], drew: 1 };
        assert_eq!(
            super::played_for_you(&played),
            "While you were away, a computer played 3 turns for you. It laid 6|4, 4|4. It drew one tile."
        );
        let drew_only = PlayedForYou { turns: 1, tiles: Vec::new(), drew: 2 };
        assert_eq!(super::played_for_you(&drew_only), "While you were away, a computer played one turn for you. It drew 2 tiles.");
        crate::lang::tests::speak(crate::lang::Lang::Fr);
        assert!(super::played_for_you(&played).starts_with("Pendant votre absence"));
        crate::lang::tests::speak(crate::lang::Lang::En);
    }
}
