//! One room's state and rules of the table, without the network: who sits where, the match, its
//! steps, and what each seat is told. The room's task (`rooms`) feeds it messages and sends what it
//! answers; the store keeps its steps. Everything a seat receives is made here, from what that
//! seat may know (`rules::view`).

use super::super::code;
use super::super::names::{COMPUTER_NAMES, clean_name};
use super::super::protocol::{Lobby, PlayedForYou, Refusal, RoomSetup, SeatPlan, SeatState, ServerMsg};
use super::seal::Seal;
use super::store::{Step, StoredRoom, StoredSeat};
use engine::ai::Level;
use engine::rules::view::{SeatView, move_seen_by, move_watched};
use engine::rules::{Action, Event, Match, Seat};
use std::time::{Duration, Instant};

/// A seat of the room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub plan: SeatPlan,
    /// The person's name once someone sits here (a computer's from the start).
    pub name: Option<String>,
    pub token: Option<String>,
    /// A computer plays for the person (who is away, or left).
    pub stand_in: Option<Level>,
    /// The revision from which a computer has played for the person (what it did is told them
    /// when they are back; not known for a room restored from the store).
    pub covered_from: Option<u64>,
    /// Open connections of the person.
    pub connections: u32,
    /// When the person's last connection went (or the room came back from the store): the wait
    /// before a computer covers their turn counts from then.
    pub left: Option<Instant>,
    /// Ready for the next round.
    pub ready: bool,
    /// When the seat's last quick messages were said (at most `QUICK_MESSAGES` a `QUICK_WINDOW`).
    pub said: Vec<Instant>,
    /// The revision the seat last asked a hint at, and the connection that asked: the answer goes
    /// to that connection, so the person back on another (a reload, a dropped line) may ask again.
    pub hinted: Option<(u64, u64)>,
    /// When the seat asked its latest hints (at most `Limits::hints_per_seat_minute` a minute).
    pub hints: Vec<Instant>,
}

/// Quick messages a seat may say in `QUICK_WINDOW`: enough to chat, too few to flood the table.
pub const QUICK_MESSAGES: usize = 5;
pub const QUICK_WINDOW: Duration = Duration::from_secs(10);

impl Place {
    fn is_person(&self) -> bool {
        self.plan == SeatPlan::Friend
    }
}

pub struct Room {
    pub code: String,
    pub setup: RoomSetup,
    seed: u64,
    pub places: Vec<Place>,
    the_match: Option<Match>,
    steps: Vec<Step>,
    /// Matches dealt again after the first (each from its own seed).
    again: u64,
    /// The server's seal of each revision told.
    seal: std::sync::Arc<Seal>,
}

/// The seed of the `n`th match dealt at a room (0: the first, the room's own seed): splitmix64
/// of the two, so that each match's deal is new and a restored room deals it alike.
fn match_seed(seed: u64, n: u64) -> u64 {
    if n == 0 {
        return seed;
    }
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A move asked for at a revision: new, or one already made (a retry after a reconnect).
#[derive(Debug, PartialEq, Eq)]
pub enum Asked {
    New,
    AlreadyMade,
}

/// A step the room cannot take: never one the server checked, but a kept room's replayed steps
/// may not agree with this version's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepError {
    StartedTwice,
    /// A move or a round before the match has started.
    BeforeTheStart,
    NoNextRound,
    /// Another match before this one is over.
    NotOver,
    /// The match cannot be dealt.
    Deal(engine::rules::InvalidRules),
    /// The rules refuse the move.
    Move(engine::rules::RuleError),
}

impl std::fmt::Display for StepError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StepError::StartedTwice => f.write_str("started twice"),
            StepError::BeforeTheStart => f.write_str("a move or a round before the start"),
            StepError::NoNextRound => f.write_str("no next round"),
            StepError::NotOver => f.write_str("another match before this one is over"),
            StepError::Deal(e) => e.fmt(f),
            StepError::Move(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for StepError {}

/// A kept room that cannot be brought back as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// Its setup is refused now (a preset this version does not know).
    Setup(Refusal),
    /// Its step `n` cannot be taken again.
    Step { n: usize, why: StepError },
}

impl std::fmt::Display for RestoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RestoreError::Setup(why) => why.fmt(f),
            RestoreError::Step { n, why } => write!(f, "step {n} cannot be replayed: {why}"),
        }
    }
}

impl std::error::Error for RestoreError {}

impl Room {
    /// A new room for `setup`, dealt from `seed` when it starts; or why it cannot be played.
    pub fn new(code: String, setup: RoomSetup, seed: u64, seal: std::sync::Arc<Seal>) -> Result<Room, Refusal> {
        if setup.seats.first() != Some(&SeatPlan::Friend) {
            return Err(Refusal::HostSitsFirst);
        }
        // The record handed out at the end names the preset: one the server does not know would
        // make it unreadable.
        if engine::rules::preset(&setup.preset).is_err() {
            return Err(Refusal::UnknownPreset { name: setup.preset.chars().take(60).collect() });
        }
        let mut rules = setup.rules.clone();
        rules.players = u8::try_from(setup.seats.len()).map_err(|_| Refusal::TooManySeats)?;
        // The rules are checked as for a local game (players, hand sizes, conflicts).
        Match::new(&setup.preset, rules.clone(), seed).map_err(|e| Refusal::RulesUnplayable { why: e.why })?;
        let setup = RoomSetup { rules, ..setup };
        let mut names = COMPUTER_NAMES.iter();
        let places = setup
            .seats
            .iter()
            .map(|&plan| Place {
                plan,
                name: matches!(plan, SeatPlan::Computer(_)).then(|| names.next().map_or("Computer".to_string(), |n| n.to_string())),
                token: None,
                stand_in: None,
                covered_from: None,
                connections: 0,
                left: None,
                ready: false,
                said: Vec::new(),
                hinted: None,
                hints: Vec::new(),
            })
            .collect();
        Ok(Room { code, setup, seed, places, the_match: None, steps: Vec::new(), again: 0, seal })
    }

    /// A room as the store kept it, replayed to its last step.
    pub fn restore(stored: StoredRoom, seal: std::sync::Arc<Seal>) -> Result<Room, RestoreError> {
        let mut room = Room::new(stored.code, stored.setup, stored.seed, seal).map_err(RestoreError::Setup)?;
        for (place, kept) in room.places.iter_mut().zip(stored.seats) {
            let StoredSeat { name, token, stand_in } = kept;
            if place.is_person() {
                place.name = name;
                place.token = token;
            }
            place.stand_in = stand_in;
            // Away since the room came back (the server was down: nobody was here).
            place.left = Some(Instant::now());
        }
        room.name_computers();
        for step in stored.steps {
            room.take(step).map_err(|why| RestoreError::Step { n: room.steps.len(), why })?;
        }
        Ok(room)
    }

    /// How many changes the match has seen: what a move must be made at.
    pub fn revision(&self) -> u64 {
        self.steps.len() as u64
    }

    #[cfg(test)]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    pub fn the_match(&self) -> Option<&Match> {
        self.the_match.as_ref()
    }

    pub fn started(&self) -> bool {
        self.the_match.is_some()
    }

    /// Someone is at the table: a person connected.
    pub fn anyone_here(&self) -> bool {
        self.places.iter().any(|p| p.connections > 0)
    }

    /// Play waits with everyone away: a round in play and no person at the table (computers,
    /// those covering an away seat too, think only while someone is here to see them).
    pub fn paused(&self) -> bool {
        self.the_match.as_ref().is_some_and(|m| !m.is_over() && !m.round().is_over()) && !self.anyone_here()
    }

    /// Who is in the room, with so many watching, and how long (seconds) a person away on their
    /// turn is waited for.
    pub fn lobby(&self, watchers: usize, cover_after: u32, now: Instant) -> Lobby {
        Lobby {
            code: self.code.clone(),
            preset: self.setup.preset.clone(),
            rules: self.setup.rules.clone(),
            seats: self
                .places
                .iter()
                .map(|p| SeatState {
                    name: p.name.clone(),
                    computer: match p.plan {
                        SeatPlan::Computer(level) => Some(level),
                        SeatPlan::Friend => None,
                    },
                    connected: p.connections > 0,
                    stand_in: p.stand_in,
                    ready: p.ready,
                    away_for: p
                        .left
                        .filter(|_| p.is_person() && p.name.is_some() && p.connections == 0)
                        .map(|left| u32::try_from(now.saturating_duration_since(left).as_secs()).unwrap_or(u32::MAX)),
                })
                .collect(),
            started: self.started(),
            watchers,
            cover_after,
        }
    }

    /// Seat a person at the first free friend's seat; their token.
    pub fn join(&mut self, name: &str) -> Result<(Seat, String), Refusal> {
        let name = clean_name(name)?;
        if self.started() {
            return Err(Refusal::GameStarted);
        }
        let seat = self.places.iter().position(|p| p.is_person() && p.name.is_none()).ok_or(Refusal::TableFull)?;
        let token = code::token()?;
        // Two friends of the same name are told apart by a number.
        let taken = |n: &str| self.places.iter().any(|p| p.is_person() && p.name.as_deref().is_some_and(|t| t.eq_ignore_ascii_case(n)));
        let name = (1..).map(|i| if i == 1 { name.clone() } else { format!("{name} ({i})") }).find(|n| !taken(n)).unwrap_or(name);
        let place = &mut self.places[seat];
        place.name = Some(name);
        place.token = Some(token.clone());
        self.name_computers();
        Ok((seat as Seat, token))
    }

    /// The computers take the first names no person at the table has (a function of the
    /// people's names, so a restored room names them alike).
    fn name_computers(&mut self) {
        let people: Vec<String> = self.places.iter().filter(|p| p.is_person()).filter_map(|p| p.name.clone()).collect();
        let mut free = COMPUTER_NAMES.iter().filter(|n| !people.iter().any(|p| p.eq_ignore_ascii_case(n)));
        for place in self.places.iter_mut().filter(|p| !p.is_person()) {
            place.name = Some(free.next().map_or("Computer".to_string(), |n| n.to_string()));
        }
    }

    /// A computer plays for the person at `seat` from now on (`None`: the person plays again).
    pub fn cover(&mut self, seat: Seat, level: Option<Level>) {
        let revision = self.revision();
        let Some(place) = self.places.get_mut(seat as usize) else { return };
        place.covered_from = match (level, place.stand_in) {
            (Some(_), None) => Some(revision),
            (Some(_), Some(_)) => place.covered_from,
            (None, _) => None,
        };
        place.stand_in = level;
    }

    /// What a computer played for the person at `seat` since it began to: its turns (each run
    /// of the seat's moves between others'), the tiles it laid and how many it drew.
    pub fn played_for(&self, seat: Seat) -> Option<PlayedForYou> {
        let from = self.places.get(seat as usize)?.covered_from?;
        let mut told = PlayedForYou::default();
        let mut in_turn = false;
        for step in self.steps.iter().skip(from as usize) {
            match *step {
                Step::Act { seat: s, action } if s == seat => {
                    told.turns += u32::from(!in_turn);
                    in_turn = true;
                    match action {
                        Action::Play { tile, .. } => told.tiles.push(tile),
                        Action::Draw => told.drew += 1,
                        _ => {}
                    }
                }
                _ => in_turn = false,
            }
        }
        Some(told)
    }

    /// Who plays `seat` now: a computer at its level, or (`None`) its person.
    pub fn computer_at(&self, seat: Seat) -> Option<Level> {
        let place = self.places.get(seat as usize)?;
        match place.plan {
            SeatPlan::Computer(level) => Some(level),
            SeatPlan::Friend => place.stand_in,
        }
    }

    /// The seat to move and its computer, when a computer is to move now.
    /// The seat the table waits for: a person's, to move, with no connection and no computer
    /// playing for them yet.
    pub fn awaited(&self) -> Option<Seat> {
        let m = self.the_match.as_ref()?;
        if m.is_over() || m.round().is_over() {
            return None;
        }
        let seat = m.to_move();
        let place = self.places.get(seat as usize)?;
        (place.plan == SeatPlan::Friend && place.token.is_some() && place.stand_in.is_none() && place.connections == 0).then_some(seat)
    }

    pub fn computer_to_move(&self) -> Option<(Seat, Level)> {
        let m = self.the_match.as_ref()?;
        if m.round().is_over() {
            return None;
        }
        let seat = m.to_move();
        self.computer_at(seat).map(|level| (seat, level))
    }

    /// Whether the host (`seat`) may start now.
    pub fn check_start(&self, seat: Seat) -> Result<(), Refusal> {
        if seat != 0 {
            return Err(Refusal::OnlyHostStarts);
        }
        if self.started() {
            return Err(Refusal::AlreadyStarted);
        }
        if let Some(free) = self.places.iter().position(|p| p.name.is_none()) {
            return Err(Refusal::SeatFree { seat: free as Seat });
        }
        Ok(())
    }

    /// Whether `seat` may make `action` at `revision`.
    pub fn check_act(&self, seat: Seat, revision: u64, action: Action) -> Result<Asked, Refusal> {
        let m = self.the_match.as_ref().ok_or("The game has not started.")?;
        if revision < self.revision() {
            let made = self.steps.get(revision as usize) == Some(&Step::Act { seat, action });
            return if made { Ok(Asked::AlreadyMade) } else { Err(Refusal::MovedOn) };
        }
        if revision > self.revision() {
            return Err(Refusal::NotReached);
        }
        if self.computer_at(seat).is_some() {
            return Err(Refusal::ComputerPlays);
        }
        if m.round().is_over() {
            return Err(Refusal::RoundOver);
        }
        if m.to_move() != seat {
            return Err(Refusal::NotYourTurn);
        }
        if !m.round().legal().contains(&action) {
            let mut trial = m.clone();
            return Err(match trial.apply(seat, action) {
                Err(e) => Refusal::Rule(e),
                Ok(_) => "That move is not allowed now.".into(),
            });
        }
        Ok(Asked::New)
    }

    /// Whether `seat` may ask for a hint at `revision` on connection `conn` (its own turn, played
    /// by its person, once a position and connection): the match to think from.
    pub fn check_hint(&mut self, seat: Seat, conn: u64, revision: u64, per_minute: u32, now: Instant) -> Result<&Match, Refusal> {
        if revision != self.revision() {
            return Err(Refusal::MovedOn);
        }
        let place = self.places.get_mut(seat as usize).ok_or("There is no such seat.")?;
        if place.hinted == Some((revision, conn)) {
            return Err(Refusal::HintOnItsWay);
        }
        place.hints.retain(|t| now.duration_since(*t) < Duration::from_secs(60));
        if place.hints.len() as u32 >= per_minute {
            return Err(Refusal::SlowDown);
        }
        let m = self.the_match.as_ref().ok_or("The game has not started.")?;
        if m.round().is_over() || m.to_move() != seat || place.stand_in.is_some() {
            return Err(Refusal::HintOwnTurn);
        }
        place.hinted = Some((revision, conn));
        place.hints.push(now);
        Ok(m)
    }

    /// Whether `seat` may say a quick message at `now` (and count it if so).
    pub fn may_say(&mut self, seat: Seat, now: Instant) -> Result<(), Refusal> {
        let place = self.places.get_mut(seat as usize).ok_or("There is no such seat.")?;
        place.said.retain(|t| now.duration_since(*t) < QUICK_WINDOW);
        if place.said.len() >= QUICK_MESSAGES {
            return Err(Refusal::SlowDown);
        }
        place.said.push(now);
        Ok(())
    }

    /// `seat` is ready for the next round: whether every person present is now.
    pub fn ready(&mut self, seat: Seat) -> Result<bool, Refusal> {
        let m = self.the_match.as_ref().ok_or("The game has not started.")?;
        if !m.round().is_over() || m.is_over() {
            return Err(Refusal::NoNextRound);
        }
        if let Some(p) = self.places.get_mut(seat as usize) {
            p.ready = true;
        }
        let waiting = self.places.iter().any(|p| p.is_person() && p.stand_in.is_none() && p.connections > 0 && !p.ready);
        Ok(!waiting)
    }

    /// Whether `seat` may deal another match now: the host's, once the match is over.
    pub fn check_again(&self, seat: Seat) -> Result<(), Refusal> {
        if seat != 0 {
            return Err(Refusal::OnlyHostPlaysAgain);
        }
        match &self.the_match {
            Some(m) if m.is_over() => Ok(()),
            _ => Err(Refusal::MatchNotOver),
        }
    }

    /// Take a step (checked by the caller, or replayed from the store): the events of a move.
    pub fn take(&mut self, step: Step) -> Result<Vec<Event>, StepError> {
        let events = match step {
            Step::Start => {
                if self.started() {
                    return Err(StepError::StartedTwice);
                }
                self.the_match = Some(Match::new(&self.setup.preset, self.setup.rules.clone(), self.seed).map_err(StepError::Deal)?);
                Vec::new()
            }
            Step::Act { seat, action } => {
                let m = self.the_match.as_mut().ok_or(StepError::BeforeTheStart)?;
                m.apply(seat, action).map_err(StepError::Move)?
            }
            Step::Next => {
                let m = self.the_match.as_mut().ok_or(StepError::BeforeTheStart)?;
                if !m.next_round() {
                    return Err(StepError::NoNextRound);
                }
                self.places.iter_mut().for_each(|p| p.ready = false);
                Vec::new()
            }
            Step::Again => {
                if !self.the_match.as_ref().is_some_and(Match::is_over) {
                    return Err(StepError::NotOver);
                }
                let seed = match_seed(self.seed, self.again + 1);
                self.the_match = Some(Match::new(&self.setup.preset, self.setup.rules.clone(), seed).map_err(StepError::Deal)?);
                self.again += 1;
                self.places.iter_mut().for_each(|p| p.ready = false);
                Vec::new()
            }
        };
        self.steps.push(step);
        Ok(events)
    }

    /// What `seat` is told of the match now.
    pub fn view(&self, seat: Seat) -> Option<ServerMsg> {
        let m = self.the_match.as_ref()?;
        let mut view = SeatView::of(m, Some(seat));
        // A seat a computer plays for is not the person's to move.
        if self.computer_at(seat).is_some() {
            view.legal.clear();
        }
        Some(ServerMsg::View { revision: self.revision(), view: Box::new(view), seal: self.seal.of(&self.code, self.revision()) })
    }

    /// Whether `seal` is the server's seal of `revision` here: proof that a seat was told of it.
    pub fn sealed(&self, revision: u64, seal: &str) -> bool {
        self.seal.holds(&self.code, revision, seal)
    }

    /// How the room stands, for `seat`.
    pub fn glance(&self, seat: Seat) -> crate::protocol::Glance {
        let m = self.the_match.as_ref();
        crate::protocol::Glance {
            code: self.code.clone(),
            seat,
            names: self.places.iter().map(|p| p.name.clone()).collect(),
            to_move: m.filter(|m| !m.is_over() && !m.round().is_over()).map(Match::to_move),
            round: m.map_or(0, |m| m.round_index() + 1),
            over: m.is_some_and(Match::is_over),
            paused: self.paused(),
        }
    }

    /// What a watcher is told of the match now: what every seat knows.
    pub fn watched(&self) -> Option<ServerMsg> {
        let m = self.the_match.as_ref()?;
        Some(ServerMsg::View { revision: self.revision(), view: Box::new(SeatView::watched(m)), seal: String::new() })
    }

    /// What seat `to` (or, `None`, a watcher) is told of a move: its events as they may know
    /// them, then their view.
    pub fn moved(&self, to: Option<Seat>, seat: Seat, action: Action, events: &[Event]) -> Vec<ServerMsg> {
        let Some(m) = self.the_match() else { return Vec::new() };
        let (action, events) = match to {
            Some(to) => move_seen_by(m.round(), action, events, Some(to)),
            None => move_watched(m.round(), action, events),
        };
        let mut out = vec![ServerMsg::Moved { revision: self.revision(), seat, action, events }];
        out.extend(match to {
            Some(to) => self.view(to),
            None => self.watched(),
        });
        out
    }

    /// The finished match's record, to keep as a replay.
    pub fn record(&self) -> Option<ServerMsg> {
        let m = self.the_match.as_ref().filter(|m| m.is_over())?;
        Some(ServerMsg::Record { text: m.record().to_ron() })
    }
}

impl engine::rules::seating::Seats for Room {
    fn name(&self, seat: Seat) -> &str {
        self.places.get(seat as usize).and_then(|p| p.name.as_deref()).unwrap_or("?")
    }

    fn main_train(&self, train: engine::rules::TrainId) -> engine::rules::TrainId {
        self.the_match.as_ref().map_or(train, |m| m.round().main_train(train))
    }

    fn partner(&self, seat: Seat) -> Option<Seat> {
        self.the_match.as_ref().and_then(|m| m.rules().partner(seat))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::rules::HouseRules;

    fn test_seal() -> std::sync::Arc<Seal> {
        std::sync::Arc::new(Seal::new([3; 32]))
    }

    fn room(seats: Vec<SeatPlan>) -> Room {
        Room::new("ABCD-EFGH".into(), RoomSetup { preset: "standard".into(), rules: HouseRules::default(), seats }, 42, test_seal())
            .expect("a room")
    }

    #[test]
    fn the_host_starts_once_every_seat_is_taken() {
        let mut r = room(vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Normal)]);
        assert_eq!(r.join("  Ana   Maria ").map(|(s, _)| s), Ok(0));
        assert_eq!(r.places[0].name.as_deref(), Some("Ana Maria"));
        assert_eq!(r.check_start(0).unwrap_err(), Refusal::SeatFree { seat: 1 });
        assert_eq!(r.join("Bo").map(|(s, _)| s), Ok(1));
        assert_eq!(r.join("Cy").unwrap_err(), Refusal::TableFull);
        assert_eq!(r.check_start(1).unwrap_err(), Refusal::OnlyHostStarts);
        assert_eq!(r.check_start(0), Ok(()));
        r.take(Step::Start).expect("deals");
        assert_eq!(r.join("Di").unwrap_err(), Refusal::GameStarted);
        assert_eq!(r.lobby(0, 0, Instant::now()).seats[2].name.as_deref(), Some("Caboose"), "the computer has a name no person has");
    }

    #[test]
    fn names_at_a_table_are_told_apart() {
        let mut r = room(vec![SeatPlan::Friend, SeatPlan::Computer(Level::Normal), SeatPlan::Friend, SeatPlan::Friend]);
        assert_eq!(r.lobby(0, 0, Instant::now()).seats[1].name.as_deref(), Some("Caboose"));
        r.join("Bert").expect("seated");
        r.join("bert").expect("seated");
        r.join("caboose").expect("seated");
        let names: Vec<Option<String>> = r.lobby(0, 0, Instant::now()).seats.into_iter().map(|s| s.name).collect();
        assert_eq!(
            names,
            [Some("Bert"), Some("Boxcar"), Some("bert (2)"), Some("caboose")].map(|n| n.map(String::from)),
            "two people are told apart; a friend who brings a computer's name keeps it, the computer takes another"
        );
    }

    #[test]
    fn quick_messages_are_a_few_at_a_time() {
        let mut r = room(vec![SeatPlan::Friend, SeatPlan::Friend]);
        let now = Instant::now();
        for i in 0..QUICK_MESSAGES as u32 {
            assert_eq!(r.may_say(0, now + Duration::from_millis(u64::from(i))), Ok(()));
        }
        assert_eq!(r.may_say(0, now + Duration::from_secs(1)).unwrap_err(), Refusal::SlowDown);
        assert_eq!(r.may_say(1, now + Duration::from_secs(1)), Ok(()), "each seat has its own");
        assert_eq!(r.may_say(0, now + QUICK_WINDOW + Duration::from_millis(1)), Ok(()), "and again once the window has passed");
    }

    #[test]
    fn a_move_is_checked_against_the_turn_the_revision_and_the_rules() {
        let mut r = room(vec![SeatPlan::Friend, SeatPlan::Friend]);
        r.join("A").expect("seat");
        r.join("B").expect("seat");
        r.take(Step::Start).expect("deals");
        let m = r.the_match().expect("started").clone();
        let (seat, rev) = (m.to_move(), r.revision());
        let other = 1 - seat;
        let action = m.legal_actions()[0];
        assert_eq!(r.check_act(other, rev, action).unwrap_err(), Refusal::NotYourTurn);
        assert!(r.check_act(seat, rev + 1, action).is_err());
        assert_eq!(r.check_act(seat, rev, action), Ok(Asked::New));
        r.take(Step::Act { seat, action }).expect("legal");
        assert_eq!(r.check_act(seat, rev, action), Ok(Asked::AlreadyMade), "a retry is recognised");
        let not = Action::Play { tile: engine::rules::Tile(0, 0), train: engine::rules::TrainId::Mexican };
        assert_eq!(r.check_act(seat, rev, not).unwrap_err(), Refusal::MovedOn);
    }

    #[test]
    fn a_restored_room_stands_where_its_steps_left_it() {
        let mut r = room(vec![SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)]);
        let (_, token) = r.join("A").expect("seat");
        r.take(Step::Start).expect("deals");
        for _ in 0..30 {
            let m = r.the_match().expect("started");
            if m.round().is_over() {
                break;
            }
            let (seat, action) = (m.to_move(), m.legal_actions()[0]);
            r.take(Step::Act { seat, action }).expect("legal");
        }
        let seats = r.places.iter().map(|p| StoredSeat { name: p.name.clone(), token: p.token.clone(), stand_in: p.stand_in }).collect();
        let stored = StoredRoom { code: r.code.clone(), setup: r.setup.clone(), seed: 42, seats, steps: r.steps().to_vec() };
        let back = Room::restore(stored, test_seal()).expect("replays");
        assert_eq!(back.the_match(), r.the_match());
        assert_eq!(back.places[0].token.as_deref(), Some(token.as_str()));
        assert_eq!(back.view(0), r.view(0));
    }

    #[test]
    fn a_preset_the_server_does_not_know_is_refused_at_setup() {
        let setup = RoomSetup { preset: "grandmas".into(), rules: HouseRules::default(), seats: vec![SeatPlan::Friend, SeatPlan::Friend] };
        assert_eq!(Room::new(String::new(), setup, 1, test_seal()).err(), Some(Refusal::UnknownPreset { name: "grandmas".into() }));
    }

    /// The lobby says who is ready for the next round, so the table can say whom it waits for;
    /// the next deal makes nobody ready again.
    #[test]
    fn the_lobby_tells_who_is_ready_for_the_next_round() {
        let mut r = room(vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)]);
        r.join("A").expect("seat");
        r.join("B").expect("seat");
        r.places[0].connections = 1;
        r.places[1].connections = 1;
        r.take(Step::Start).expect("deals");
        while let Some(m) = r.the_match().filter(|m| !m.round().is_over()) {
            let (seat, action) = (m.to_move(), m.legal_actions()[0]);
            r.take(Step::Act { seat, action }).expect("legal");
        }
        assert_eq!(r.ready(1), Ok(false), "A is still to say so");
        let ready: Vec<bool> = r.lobby(2, 0, Instant::now()).seats.iter().map(|s| s.ready).collect();
        assert_eq!(ready, [false, true, false]);
        assert_eq!(r.lobby(2, 0, Instant::now()).watchers, 2);
        assert_eq!(r.ready(0), Ok(true), "everyone here is ready: the next round is dealt");
        r.take(Step::Next).expect("the next round");
        assert!(r.lobby(0, 0, Instant::now()).seats.iter().all(|s| !s.ready), "a new round: nobody ready yet");
    }

    /// The host deals another match once one is over: the same seats, the same rules, a new
    /// deal; a restored room stands in it alike.
    #[test]
    fn another_match_at_the_same_table() {
        let mut r = room(vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)]);
        let (_, host) = r.join("A").expect("seat");
        r.join("B").expect("seat");
        r.take(Step::Start).expect("deals");
        assert_eq!(r.check_again(0), Err(Refusal::MatchNotOver));
        let first_deal = r.the_match().map(|m| m.round().hand(0));
        while let Some(m) = r.the_match().filter(|m| !m.is_over()) {
            if m.round().is_over() {
                r.take(Step::Next).expect("the next round");
                continue;
            }
            let (seat, action) = (m.to_move(), m.legal_actions()[0]);
            r.take(Step::Act { seat, action }).expect("legal");
        }
        assert!(r.record().is_some());
        assert_eq!(r.check_again(1), Err(Refusal::OnlyHostPlaysAgain));
        assert_eq!(r.check_again(0), Ok(()));
        r.take(Step::Again).expect("another match");
        let m = r.the_match().expect("a match");
        assert!(!m.is_over() && m.round_index() == 0 && r.record().is_none(), "a new match, at its first round");
        assert_ne!(Some(m.round().hand(0)), first_deal, "a new deal");
        assert_eq!(r.places[0].token.as_deref(), Some(host.as_str()), "the same seats");
        let seats = r.places.iter().map(|p| StoredSeat { name: p.name.clone(), token: p.token.clone(), stand_in: p.stand_in }).collect();
        let stored = StoredRoom { code: r.code.clone(), setup: r.setup.clone(), seed: 42, seats, steps: r.steps().to_vec() };
        assert_eq!(Room::restore(stored, test_seal()).expect("replays").the_match(), r.the_match());
    }
}
