//! One room's task: its seats' messages, one at a time, in order; each accepted step written to
//! the store before anyone hears of it; computers and hints thinking on the blocking pool; a
//! person away on their turn covered by a computer after the wait.

use super::audience::{Audience, Conn, LOBBY_GAP, To};
use super::{RoomCmd, Rooms};
use crate::protocol::{ClientMsg, Lobby, Refusal, SeatPlan, ServerMsg, encode};
use crate::server::room::{Asked, Room};
use crate::server::store::Step;
use engine::ai::{SeatSnapshot, decision_seed};
use engine::rules::Seat;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;
use tokio::sync::{mpsc, oneshot};

/// One room's task: its seats' messages, one at a time, in order.
pub(super) async fn run_room(rooms: Arc<Rooms>, room: Room, inbox: mpsc::Receiver<RoomCmd>, me: mpsc::Sender<RoomCmd>) {
    let audience = Audience { conns: Vec::new(), told: None, held: false };
    let task = RoomTask { rooms, room, audience, inbox, me, thinking: None, behind_told: false, awaited: None, hints_thinking: Vec::new() };
    task.run().await;
}

/// What a room's task holds between its commands.
struct RoomTask {
    rooms: Arc<Rooms>,
    room: Room,
    audience: Audience,
    inbox: mpsc::Receiver<RoomCmd>,
    /// The task's own inbox, for what it starts on the side (computers, hints, covers).
    me: mpsc::Sender<RoomCmd>,
    /// The revision a computer is thinking at.
    thinking: Option<u64>,
    /// Moves lost by the database have been told (once).
    behind_told: bool,
    /// The person the table waits for: their seat, at which revision, since when.
    awaited: Option<(Seat, u64, Instant)>,
    /// Hints thinking, each with the revision it was asked at: stopped once play has moved on.
    hints_thinking: Vec<(u64, Arc<AtomicBool>)>,
}

/// What a room's task does next.
enum Next {
    Cmd(RoomCmd),
    /// Nothing came: the room was empty its whole wait, and closes.
    Close,
    /// Nothing will come (no sender left).
    End,
}

impl RoomTask {
    async fn run(mut self) {
        loop {
            self.stop_stale_hints();
            self.let_a_computer_think();
            let cmd = match self.next().await {
                Next::Cmd(cmd) => cmd,
                Next::End => break,
                Next::Close => match self.rooms.close(&self.room).await {
                    Ok(()) => {
                        self.turn_away(&Refusal::RoomClosed);
                        break;
                    }
                    // Kept for now (the database would not let it go): tried again after a while.
                    Err(e) => {
                        eprintln!("mexican-train serve: room {} not closed: {e}", self.room.code);
                        continue;
                    }
                },
            };
            let Some(lost) = self.command(cmd).await else { break };
            self.lose(lost);
        }
    }

    fn stop_stale_hints(&mut self) {
        let now = self.room.revision();
        self.hints_thinking.retain(|(revision, stop)| {
            let stale = *revision != now;
            if stale {
                stop.store(true, Ordering::Relaxed);
            }
            !stale
        });
    }

    /// A computer to move thinks, while a person is at the table to see it.
    fn let_a_computer_think(&mut self) {
        let room = &self.room;
        let Some((seat, level)) = room.computer_to_move() else { return };
        if self.thinking == Some(room.revision()) || !room.anyone_here() {
            return;
        }
        let Some(m) = room.the_match().cloned() else { return };
        let revision = room.revision();
        self.thinking = Some(revision);
        let (me, delay) = (self.me.clone(), self.rooms.config.computer_delay);
        tokio::spawn(async move {
            let asked = Instant::now();
            let think = tokio::task::spawn_blocking(move || {
                let snapshot = SeatSnapshot::of(&m, seat);
                level.bot(decision_seed(&m)).choose(&snapshot.observation(), snapshot.legal())
            });
            let Ok(action) = think.await else { return };
            tokio::time::sleep(delay.saturating_sub(asked.elapsed())).await;
            let _ = me.send(RoomCmd::Computer { revision, seat, action }).await;
        });
    }

    /// The next command: from the inbox, or the room's own when it wakes for the lobby held
    /// back or for the person it covers; or closing, once nobody has come for the whole wait.
    async fn next(&mut self) -> Next {
        let (room, limits) = (&self.room, &self.rooms.config.limits);
        // Nobody here: the room waits so long for someone, then closes.
        let empty_for = if room.anyone_here() || !self.audience.conns.is_empty() {
            None
        } else if room.the_match().is_some_and(|m| m.is_over()) {
            Some(limits.keep_finished)
        } else {
            Some(limits.keep_empty)
        };
        let wake = self.wake();
        let next = match (wake, empty_for) {
            (Some((at, woken)), _) => match tokio::time::timeout_at(at.into(), self.inbox.recv()).await {
                Ok(got) => got,
                Err(_) => Some(woken),
            },
            (None, Some(wait)) => match tokio::time::timeout(wait, self.inbox.recv()).await {
                Ok(got) => got,
                Err(_) => return Next::Close,
            },
            (None, None) => self.inbox.recv().await,
        };
        next.map_or(Next::End, Next::Cmd)
    }

    /// When the room wakes by itself, and for what: the lobby held back, or the person away on
    /// their turn it has waited for long enough (then a computer plays for them).
    fn wake(&mut self) -> Option<(Instant, RoomCmd)> {
        let room = &self.room;
        // The wait counts from when the person left, not from when their turn came: a friend
        // gone longer than the wait is covered on their first turn.
        self.awaited = match room.awaited() {
            Some(seat) if self.awaited.is_some_and(|(s, r, _)| s == seat && r == room.revision()) => self.awaited,
            Some(seat) => Some((seat, room.revision(), room.places[seat as usize].left.unwrap_or_else(Instant::now))),
            None => None,
        };
        let cover_after = self.rooms.config.limits.cover_after;
        let cover = self
            .awaited
            .filter(|_| !cover_after.is_zero())
            .map(|(seat, revision, since)| (since + cover_after, RoomCmd::Cover { revision, seat }));
        let lobby = self.audience.lobby_due().map(|at| (at, RoomCmd::TellLobby));
        match (lobby, cover) {
            (Some(lobby), Some(cover)) => Some(if lobby.0 <= cover.0 { lobby } else { cover }),
            (lobby, cover) => lobby.or(cover),
        }
    }

    /// A command answered: the seats that lost a connection doing so, or `None` when the room
    /// closed.
    async fn command(&mut self, cmd: RoomCmd) -> Option<Vec<Seat>> {
        let (rooms, audience) = (&self.rooms, &mut self.audience);
        Some(match cmd {
            RoomCmd::Join { name, conn, out, reply } => self.join(&name, conn, out, reply).await,
            RoomCmd::Attach { seat, conn, out, seen } => self.attach(seat, conn, out, seen).await,
            RoomCmd::Watch { conn, out, reply } => self.watch(conn, out, reply),
            RoomCmd::Glance { seat, reply } => {
                let _ = reply.send(self.room.glance(seat));
                Vec::new()
            }
            RoomCmd::TellLobby => {
                audience.held = false;
                tell_lobby(rooms, &self.room, audience)
            }
            RoomCmd::Detach { seat, conn } => {
                let before = audience.conns.len();
                audience.conns.retain(|c| c.id != conn);
                match seat {
                    Some(seat) if audience.conns.len() < before => vec![seat],
                    Some(_) => Vec::new(),
                    None => tell_lobby(rooms, &self.room, audience),
                }
            }
            RoomCmd::Msg { seat, conn, msg: ClientMsg::Hint { revision } } => self.hint(seat, conn, revision),
            RoomCmd::Hinted { revision, seat, conn, thought } => self.hinted(revision, seat, conn, &thought),
            // The host leaving before the deal closes the room: nobody else could start it.
            RoomCmd::Msg { seat: 0, msg: ClientMsg::Leave, .. } if !self.room.started() => {
                audience.send(To::All, &ServerMsg::Refused { why: Refusal::HostClosed });
                match rooms.close(&self.room).await {
                    Ok(()) => {
                        self.turn_away(&Refusal::HostClosed);
                        return None;
                    }
                    Err(e) => eprintln!("mexican-train serve: room {} not closed: {e}", self.room.code),
                }
                Vec::new()
            }
            RoomCmd::Msg { seat, conn, msg } => answer(rooms, &mut self.room, audience, seat, conn, msg).await,
            RoomCmd::Cover { revision, seat } => self.cover(revision, seat).await,
            RoomCmd::Computer { revision, seat, action } => {
                self.thinking = None;
                if revision == self.room.revision() && self.room.computer_to_move().is_some_and(|(s, _)| s == seat) {
                    make_step(rooms, &mut self.room, audience, Step::Act { seat, action }).await
                } else {
                    Vec::new()
                }
            }
        })
    }

    /// Connections lost: the seat's person is away when none is left.
    fn lose(&mut self, mut lost: Vec<Seat>) {
        while let Some(seat) = lost.pop() {
            let place = &mut self.room.places[seat as usize];
            place.connections = place.connections.saturating_sub(1);
            if place.connections == 0 {
                place.left = Some(Instant::now());
            }
            lost.extend(tell_lobby(&self.rooms, &self.room, &mut self.audience));
        }
    }

    /// A friend takes a free seat, kept in the database first (not kept, not seated). Their
    /// connection is told so first and is at the table in the same step (then the lobby tells
    /// everyone). Refused (the room full, the name taken, the database failing), the queue goes
    /// back to say why.
    async fn join(&mut self, name: &str, conn: u64, out: mpsc::Sender<String>, reply: JoinReply) -> Vec<Seat> {
        let room = &mut self.room;
        let (seat, token) = match room.join(name) {
            Ok(seated) => seated,
            Err(why) => {
                let _ = reply.send(Err((why, out)));
                return Vec::new();
            }
        };
        let (code, t, n) = (room.code.clone(), token.clone(), room.places[seat as usize].name.clone().unwrap_or_default());
        if let Err(e) = self.rooms.store.call(move |s| s.seat(&code, seat, &n, &t)).await {
            let place = &mut self.room.places[seat as usize];
            place.name = None;
            place.token = None;
            let _ = reply.send(Err((Refusal::from(e), out)));
            return Vec::new();
        }
        self.rooms.keep_token(&token, &self.room.code, seat);
        // A connection gone already leaves the seat kept for its token, like any other.
        let _ = out.try_send(encode(&ServerMsg::Seated { code: self.room.code.clone(), seat, token }));
        let _ = reply.send(Ok(seat));
        self.attach(seat, conn, out, None).await
    }

    /// The room closed (by its host, or empty its whole wait): what was already on its way in is
    /// turned away, told why (a friend whose join or return crossed the host's leaving hears it
    /// too).
    fn turn_away(&mut self, why: &Refusal) {
        self.inbox.close();
        while let Ok(cmd) = self.inbox.try_recv() {
            match cmd {
                RoomCmd::Join { out, reply, .. } => drop(reply.send(Err((why.clone(), out)))),
                RoomCmd::Watch { out, reply, .. } => drop(reply.send(Err((why.clone(), out)))),
                RoomCmd::Attach { out, .. } => drop(out.try_send(encode(&ServerMsg::Refused { why: why.clone() }))),
                _ => {}
            }
        }
    }

    /// A seat's connection joins the table: told the lobby, its view and the record.
    async fn attach(&mut self, seat: Seat, conn: u64, out: mpsc::Sender<String>, seen: Option<(u64, String)>) -> Vec<Seat> {
        let (rooms, room, audience) = (&self.rooms, &mut self.room, &mut self.audience);
        audience.conns.push(Conn::new(Some(seat), conn, out));
        let mut lost = Vec::new();
        // A player told of moves the database did not keep: said in the log and to everyone at
        // the table, once. Believed on the server's own seal of that revision only: a client's
        // bare number proves nothing.
        let proven = seen.filter(|(s, seal)| *s > room.revision() && room.sealed(*s, seal)).map(|(s, _)| s);
        if let Some(seen) = proven.filter(|_| !self.behind_told) {
            self.behind_told = true;
            let kept = room.revision();
            eprintln!(
                "mexican-train serve: room {}: a player was told of revision {seen}, but the database kept revision {kept}: moves were lost (its write-ahead log was damaged or cut short); play goes on from revision {kept}",
                room.code
            );
            lost.extend(audience.send(To::All, &ServerMsg::Behind { kept, seen }));
        }
        let place = &mut room.places[seat as usize];
        place.connections += 1;
        place.left = None;
        // A person back at a seat a computer kept for them takes it again, and hears what it
        // played for them.
        let mut played = None;
        if place.stand_in.is_some() && place.token.is_some() {
            played = room.played_for(seat).filter(|p| p.turns > 0);
            room.cover(seat, None);
            let code = room.code.clone();
            if let Err(e) = rooms.store.call(move |s| s.stand_in(&code, seat, None)).await {
                eprintln!("mexican-train serve: {e}");
            }
        }
        lost.extend(tell_lobby(rooms, room, audience));
        if let Some(view) = room.view(seat) {
            lost.extend(audience.send_to_conn(conn, &view));
        }
        if let Some(played) = played {
            lost.extend(audience.send_to_conn(conn, &ServerMsg::PlayedForYou(played)));
        }
        if let Some(record) = room.record() {
            lost.extend(audience.send_to_conn(conn, &record));
        }
        if room.started() {
            // Every seat's legal actions may have changed (the seat is the person's again).
            lost.extend(send_views(audience, room));
        }
        lost
    }

    /// A watcher's connection joins, unless the room has as many as it takes.
    fn watch(&mut self, conn: u64, out: mpsc::Sender<String>, reply: WatchReply) -> Vec<Seat> {
        let (room, audience) = (&self.room, &mut self.audience);
        let most = self.rooms.config.limits.watchers_per_room;
        if audience.watchers() >= most {
            let _ = reply.send(Err((Refusal::TooManyWatchers { most }, out)));
            return Vec::new();
        }
        audience.conns.push(Conn::new(None, conn, out));
        let _ = reply.send(Ok(()));
        let mut lost = audience.send_to_conn(conn, &ServerMsg::Watching { code: room.code.clone() });
        lost.extend(tell_lobby(&self.rooms, room, audience));
        if let Some(view) = room.watched() {
            lost.extend(audience.send_to_conn(conn, &view));
        }
        if let Some(record) = room.record() {
            lost.extend(audience.send_to_conn(conn, &record));
        }
        lost
    }

    /// A hint thinks on the hints' own threads; none free: ask again in a moment.
    fn hint(&mut self, seat: Seat, conn: u64, revision: u64) -> Vec<Seat> {
        let rooms = &self.rooms;
        let per_minute = rooms.config.limits.hints_per_seat_minute;
        let asked = self.room.check_hint(seat, conn, revision, per_minute, Instant::now()).and_then(|m| {
            match rooms.hints.clone().try_acquire_owned() {
                Ok(thread) => Ok((engine::ai::hint::ask(m, seat), thread)),
                Err(_) => Err(Refusal::HintsBusy),
            }
        });
        let ((snapshot, seed), thread) = match asked {
            Ok(asked) => asked,
            Err(why) => return self.audience.send_to_conn(conn, &ServerMsg::Refused { why }),
        };
        let me = self.me.clone();
        let stop = Arc::new(AtomicBool::new(false));
        self.hints_thinking.push((revision, stop.clone()));
        tokio::spawn(async move {
            let thinking = tokio::task::spawn_blocking(move || {
                let thought = engine::ai::hint::think_until(&snapshot, seed, stop);
                drop(thread);
                thought
            });
            let Ok(thought) = thinking.await else { return };
            let _ = me.send(RoomCmd::Hinted { revision, seat, conn, thought }).await;
        });
        Vec::new()
    }

    /// A hint thought out: told its seat's connection, if play has not moved on.
    fn hinted(&mut self, revision: u64, seat: Seat, conn: u64, thought: &engine::ai::hint::Thought) -> Vec<Seat> {
        let room = &self.room;
        if revision != room.revision() {
            return Vec::new();
        }
        let own = |train| engine::rules::seating::Seats::main_train(room, train) == engine::rules::TrainId::Personal(seat);
        let gist = engine::ai::hint::gist(&thought.verdict, &thought.chain, &own);
        self.audience.send_to_conn(conn, &ServerMsg::Hint { revision, gist })
    }

    /// The person to move has been away the whole wait: a computer plays for them.
    async fn cover(&mut self, revision: u64, seat: Seat) -> Vec<Seat> {
        let room = &mut self.room;
        if revision != room.revision() || room.awaited() != Some(seat) {
            return Vec::new();
        }
        let code = room.code.clone();
        let level = engine::ai::Level::Normal;
        if let Err(e) = self.rooms.store.call(move |s| s.stand_in(&code, seat, Some(level))).await {
            eprintln!("mexican-train serve: room {}: {e}", room.code);
            return Vec::new();
        }
        room.cover(seat, Some(level));
        let mut lost = tell_lobby(&self.rooms, room, &mut self.audience);
        lost.extend(send_views(&mut self.audience, room));
        lost
    }
}

/// The answer to a connection that handed the room its queue: `T`, or refused with the queue
/// handed back to say why.
type Reply<T> = oneshot::Sender<Result<T, (Refusal, mpsc::Sender<String>)>>;

/// The answer to a joining connection: its seat.
pub(super) type JoinReply = Reply<Seat>;

/// The answer to a watcher's connection: watching.
pub(super) type WatchReply = Reply<()>;

/// Who is in the room now (the seats, who is ready, how many watch, how long a person away on
/// their turn is waited for).
fn lobby_of(rooms: &Rooms, room: &Room, audience: &Audience) -> Lobby {
    let cover_after = u32::try_from(rooms.config.limits.cover_after.as_secs()).unwrap_or(u32::MAX);
    room.lobby(audience.watchers(), cover_after, Instant::now())
}

/// Tell everyone at the table who is in the room, if that changed (a person away longer is no
/// change: each game counts the seconds from the last lobby). A change in the count of
/// watchers alone waits until `LOBBY_GAP` has passed since the last lobby told (the room wakes
/// for it then, the latest count winning); any other change goes out at once.
/// A connection new to the room is told the lobby at once in any case.
fn tell_lobby(rooms: &Rooms, room: &Room, audience: &mut Audience) -> Vec<Seat> {
    let lobby = lobby_of(rooms, room, audience);
    let to = match &audience.told {
        Some((told, _)) if told.timeless() == lobby.timeless() => {
            audience.held = false;
            To::New
        }
        Some((told, at)) if at.elapsed() < LOBBY_GAP && Lobby { watchers: lobby.watchers, ..told.timeless() } == lobby.timeless() => {
            audience.held = true;
            To::New
        }
        _ => To::All,
    };
    let msg = ServerMsg::Lobby(lobby);
    let lost = audience.send(to, &msg);
    for c in &mut audience.conns {
        c.knows_lobby = true;
    }
    if let (To::All, ServerMsg::Lobby(lobby)) = (to, msg) {
        rooms.announce(&lobby);
        audience.held = false;
        audience.told = Some((lobby, Instant::now()));
    }
    lost
}

/// Send every seat its view, and the watchers theirs.
fn send_views(audience: &mut Audience, room: &Room) -> Vec<Seat> {
    let mut lost = Vec::new();
    for seat in 0..room.places.len() as Seat {
        if let Some(view) = room.view(seat) {
            lost.extend(audience.send(To::Seat(seat), &view));
        }
    }
    if let Some(view) = room.watched() {
        lost.extend(audience.send(To::Watchers, &view));
    }
    lost
}

/// Keep a step, take it, and tell every seat: the seats whose connection was lost doing so.
async fn make_step(rooms: &Rooms, room: &mut Room, audience: &mut Audience, step: Step) -> Vec<Seat> {
    let (code, n) = (room.code.clone(), room.revision());
    if let Err(e) = rooms.store.call(move |s| s.append(&code, n, step)).await {
        // Not kept, not made: the table is told why.
        eprintln!("mexican-train serve: {e}");
        return audience.send(To::All, &ServerMsg::Refused { why: Refusal::NotKept });
    }
    let events = match room.take(step) {
        Ok(events) => events,
        Err(e) => {
            eprintln!("mexican-train serve: room {}: a checked step failed: {e}", room.code);
            return Vec::new();
        }
    };
    let mut lost = Vec::new();
    match step {
        Step::Act { seat, action } => {
            for to in 0..room.places.len() as Seat {
                for msg in room.moved(Some(to), seat, action, &events) {
                    lost.extend(audience.send(To::Seat(to), &msg));
                }
            }
            for msg in room.moved(None, seat, action, &events) {
                lost.extend(audience.send(To::Watchers, &msg));
            }
        }
        Step::Start | Step::Next | Step::Again => {
            // Started, or nobody is ready any more.
            lost.extend(tell_lobby(rooms, room, audience));
            lost.extend(audience.send(To::All, &ServerMsg::Dealt { revision: room.revision() }));
            lost.extend(send_views(audience, room));
        }
    }
    if let Some(record) = room.record() {
        lost.extend(audience.send(To::All, &record));
    }
    lost
}

/// A seated client's message.
async fn answer(rooms: &Rooms, room: &mut Room, audience: &mut Audience, seat: Seat, conn: u64, msg: ClientMsg) -> Vec<Seat> {
    let refuse = |audience: &mut Audience, why: Refusal| audience.send_to_conn(conn, &ServerMsg::Refused { why });
    match msg {
        ClientMsg::Start => match room.check_start(seat) {
            Ok(()) => make_step(rooms, room, audience, Step::Start).await,
            Err(e) => refuse(audience, e),
        },
        ClientMsg::Act { revision, action } => match room.check_act(seat, revision, action) {
            Ok(Asked::New) => make_step(rooms, room, audience, Step::Act { seat, action }).await,
            Ok(Asked::AlreadyMade) => match room.view(seat) {
                Some(view) => audience.send_to_conn(conn, &view),
                None => Vec::new(),
            },
            Err(e) => refuse(audience, e),
        },
        ClientMsg::PlayAgain => match room.check_again(seat) {
            Ok(()) => make_step(rooms, room, audience, Step::Again).await,
            Err(e) => refuse(audience, e),
        },
        // Everyone hears who is ready, so the round's end says whom it waits for.
        ClientMsg::NextRound => match room.ready(seat) {
            Ok(true) => make_step(rooms, room, audience, Step::Next).await,
            Ok(false) => tell_lobby(rooms, room, audience),
            Err(e) => refuse(audience, e),
        },
        ClientMsg::Say { quick } => match room.may_say(seat, Instant::now()) {
            Ok(()) => audience.send(To::All, &ServerMsg::Said { seat, quick }),
            Err(e) => refuse(audience, e),
        },
        ClientMsg::StandIn { seat: for_seat, level } => {
            let Some(place) = room.places.get(for_seat as usize) else { return refuse(audience, Refusal::NoSuchSeat) };
            if seat != 0 {
                return refuse(audience, Refusal::OnlyHostGivesSeats);
            }
            if place.plan != SeatPlan::Friend || for_seat == 0 {
                return refuse(audience, Refusal::OnlyFriendsSeat);
            }
            if level.is_some() && place.connections > 0 {
                return refuse(audience, Refusal::PlayerIsHere);
            }
            let code = room.code.clone();
            if let Err(e) = rooms.store.call(move |s| s.stand_in(&code, for_seat, level)).await {
                return refuse(audience, e.into());
            }
            room.cover(for_seat, level);
            let mut lost = tell_lobby(rooms, room, audience);
            lost.extend(send_views(audience, room));
            lost
        }
        ClientMsg::Leave => {
            // A computer plays the seat from now on (before the start, the seat is free again).
            let level = room.started().then_some(engine::ai::Level::Normal);
            let place = &mut room.places[seat as usize];
            if let Some(token) = place.token.take() {
                rooms.forget_token(&token);
            }
            place.stand_in = level;
            if level.is_none() {
                place.name = None;
            }
            let code = room.code.clone();
            if let Err(e) = rooms.store.call(move |s| s.leave(&code, seat, level)).await {
                eprintln!("mexican-train serve: {e}");
            }
            audience.conns.retain(|c| c.id != conn);
            vec![seat]
        }
        ClientMsg::Hello { .. }
        | ClientMsg::CreateRoom { .. }
        | ClientMsg::Join { .. }
        | ClientMsg::Resume { .. }
        | ClientMsg::Glance { .. }
        | ClientMsg::Watch { .. } => refuse(audience, Refusal::AlreadyAtTable),
        // Answered by the room's task, which can think on the side.
        ClientMsg::Hint { .. } => Vec::new(),
    }
}
