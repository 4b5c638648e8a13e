//! No client is ever sent a tile its seat may not know: read on the bytes each client received,
//! against what the match's record says the seat could know at that moment.

use super::*;
use mexican_train::ai::Level;
use mexican_train::net::client::Connection;
use mexican_train::net::protocol::{ClientMsg, SeatPlan, ServerMsg, decode};
use mexican_train::rules::house_rules::Opening;
use mexican_train::rules::record::MatchRecord;
use mexican_train::rules::{Match, Seat, Tile, TileSet, TrainId};

/// Every tile written in a message's text: serde writes a tile as `[high,low]` or `[low,high]`.
/// (A train's `laid` is a list of moments, not tiles: a train of two tiles would read as one.)
fn tiles_in(text: &str) -> Vec<Tile> {
    let bytes = text.as_bytes();
    let moments: Vec<usize> = text.match_indices("\"laid\":[").map(|(i, m)| i + m.len() - 1).collect();
    let mut found = Vec::new();
    let number = |from: usize| -> Option<(u8, usize)> {
        let digits = bytes[from..].iter().take_while(|b| b.is_ascii_digit()).count();
        let n = std::str::from_utf8(&bytes[from..from + digits]).ok()?.parse().ok()?;
        (digits > 0).then_some((n, from + digits))
    };
    for (i, &b) in bytes.iter().enumerate() {
        if b != b'[' || moments.contains(&i) {
            continue;
        }
        let Some((a, at)) = number(i + 1) else { continue };
        if bytes.get(at) != Some(&b',') {
            continue;
        }
        let Some((c, end)) = number(at + 1) else { continue };
        if bytes.get(end) == Some(&b']') && a <= 18 && c <= 18 {
            found.push(Tile(a, c).canonical());
        }
    }
    found
}

/// What each seat may know after each step of the match (indexed by revision): the tiles it has
/// held this round, the tiles on the trains it sees (in the fast game's opening, not the others'
/// builds) and the engine, and once the round is over every hand. One more column after the
/// seats': a watcher's, who holds nothing and sees no build until every build is in sight.
fn knowledge(record: &MatchRecord, m: &mut Match, seats: usize) -> Vec<Vec<TileSet>> {
    let seen = |m: &Match, held: &[TileSet]| -> Vec<TileSet> {
        let round = m.round();
        let mut everyone = TileSet::default();
        if let Some(e) = round.engine() {
            everyone.insert(Tile(e, e).id());
        }
        if round.is_over() {
            for s in 0..seats {
                everyone = everyone.or(round.hand(s as Seat));
            }
        }
        let lines: Vec<TrainId> = round.trains().chain(round.sides().map(|(t, _)| t)).collect();
        (0..=seats)
            .map(|s| {
                let mut known = held.get(s).copied().unwrap_or_default().or(everyone);
                let shown = |t: TrainId| if s < seats { round.shows(s as Seat, round.main_train(t)) } else { !round.builds_hidden() };
                for &t in lines.iter().filter(|&&t| shown(t)) {
                    for tile in round.train_tiles(t) {
                        known.insert(tile.id());
                    }
                }
                known
            })
            .collect()
    };
    // Revision 0: nothing dealt.
    let mut by_revision = vec![vec![TileSet::default(); seats + 1]];
    for (i, round) in record.rounds.iter().enumerate() {
        if i > 0 {
            m.next_round_from(deal(round), round.first).expect("the next deal");
        }
        let mut held: Vec<TileSet> = (0..seats).map(|s| m.round().hand(s as Seat)).collect();
        by_revision.push(seen(m, &held));
        for mv in &round.moves {
            m.apply(mv.seat, mv.action).expect("a recorded move");
            let now = m.round().hand(mv.seat);
            held[mv.seat as usize] = held[mv.seat as usize].or(now);
            by_revision.push(seen(m, &held));
        }
    }
    by_revision
}

/// Every message each seat's client received (`played`: the seat and what it was sent) read for
/// tiles the seat could not know when it received it: none may be found, and the messages must
/// hold tiles to find. What each seat could know, revision by revision.
pub(super) fn assert_no_leaks(
    record: &MatchRecord,
    rules: &mexican_train::rules::HouseRules,
    seats: usize,
    played: &[(usize, &Played)],
    what: &str,
) -> Vec<Vec<TileSet>> {
    let mut m = first_deal(record, rules, seats);
    let know = knowledge(record, &mut m, seats);
    let mut tiles_read = 0;
    for &(seat, played) in played {
        let may_know: Vec<TileSet> = know.iter().map(|k| k[seat]).collect();
        tiles_read += played.frames.iter().map(|f| tiles_in(f).len()).sum::<usize>();
        let leaked = leaks(&played.frames, &may_know);
        assert!(leaked.is_empty(), "{what}: seat {seat} was sent tiles it may not know: {:?}", &leaked[..leaked.len().min(3)]);
    }
    assert!(tiles_read > 1000, "{what}: the messages were read for tiles: {tiles_read}");
    know
}

/// The tiles in `frames` that the seat could not know when it received them, with the frame.
fn leaks(frames: &[String], may_know: &[TileSet]) -> Vec<(Tile, String)> {
    let mut revision = 0u64;
    let mut found = Vec::new();
    for text in frames {
        match decode::<ServerMsg>(text) {
            Ok(ServerMsg::View { revision: r, .. } | ServerMsg::Moved { revision: r, .. } | ServerMsg::Dealt { revision: r }) => {
                revision = r
            }
            // The match is over: its record reveals everything.
            Ok(ServerMsg::Record { .. }) => break,
            _ => {}
        }
        let known = may_know.get(revision as usize).copied().unwrap_or_else(|| panic!("revision {revision} is past the match's end"));
        for tile in tiles_in(text) {
            if !known.contains(tile.id()) {
                found.push((tile, text.chars().take(300).collect()));
            }
        }
    }
    found
}

/// The views in `frames` that name a train their seat does not see (`shown: false`) anywhere but
/// in the list of trains: as an open double, as the one due, in the turn's phase, in a legal move.
/// Also how many views had a train out of sight, to show the scan had something to read.
fn hidden_trains_named(frames: &[String]) -> (Vec<String>, usize) {
    let (mut named, mut with_hidden) = (Vec::new(), 0);
    for text in frames {
        let Ok(ServerMsg::View { view, .. }) = decode::<ServerMsg>(text) else { continue };
        let hidden: Vec<TrainId> = view.trains.iter().filter(|t| !t.shown).map(|t| t.train).collect();
        if hidden.is_empty() {
            continue;
        }
        with_hidden += 1;
        let rest = mexican_train::net::protocol::encode(&mexican_train::rules::view::SeatView { trains: Vec::new(), ..*view });
        for t in hidden {
            let written = mexican_train::net::protocol::encode(&t);
            if rest.contains(&written) {
                named.push(format!("{written} in {}", rest.chars().take(400).collect::<String>()));
            }
        }
    }
    (named, with_hidden)
}

#[test]
fn tiles_are_found_in_any_message() {
    let text = r#"{"View":{"hand":[[6,4],[0,12]],"scores":[3,4,5,6],"finished":[[12,[1,2,3,4]]]}}"#;
    let mut found = tiles_in(text);
    found.sort_by_key(|t| (t.0, t.1));
    assert_eq!(found, vec![Tile(6, 4).canonical(), Tile(12, 0).canonical()]);
}

/// Three people and a computer play two rounds; every message each person received is read for
/// tiles, and each must be one the seat held, saw on a train it sees, or saw revealed at the
/// round's end. Played with each opening: one tile, everyone building their train on their first
/// turn, and the fast game, where nobody sees the others' builds until all have built — every
/// rule that hides a move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_client_is_sent_a_tile_its_seat_may_not_know() {
    for opening in [Opening::OneTile, Opening::BuildTrain] {
        no_tile_leaks_with(opening).await;
    }
    // The fast game until a build has left a double open out of the others' sight (most
    // matches do), so that the views' naming of hidden trains is put to the test.
    let mut hidden_doubles = 0;
    for _ in 0..6 {
        hidden_doubles += no_tile_leaks_with(Opening::Fast).await;
        if hidden_doubles > 0 {
            break;
        }
    }
    assert!(hidden_doubles > 0, "no fast match left a double open on a hidden build");
}

/// The positions of a match where a train some seat does not see ends in an open double.
fn hidden_open_doubles(record: &MatchRecord, rules: &mexican_train::rules::HouseRules, seats: usize) -> usize {
    let mut m = first_deal(record, rules, seats);
    let mut found = 0;
    for (i, round) in record.rounds.iter().enumerate() {
        if i > 0 {
            m.next_round_from(deal(round), round.first).expect("the next deal");
        }
        for mv in &round.moves {
            m.apply(mv.seat, mv.action).expect("a recorded move");
            let r = m.round();
            found += r.open_double_trains().filter(|&t| (0..seats).any(|s| !r.shows(s as Seat, t))).count();
        }
    }
    found
}

/// One match with `opening`, read for leaks; the positions where a hidden build's double was open.
async fn no_tile_leaks_with(opening: Opening) -> usize {
    let server = ServerProcess::start(&data_dir(&format!("secrets-{opening:?}")), 0, &[]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Normal), SeatPlan::Friend];
    let mut room = setup(&seats, 2);
    room.rules.opening = opening;
    let (mut a, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: room.clone() }).await;
    let (mut b, _, seat_b, _) = sit(&server.addr, ClientMsg::Join { code: code.clone(), name: "Bo".into() }).await;
    let (mut c, _, seat_c, _) = sit(&server.addr, ClientMsg::Join { code: code.clone(), name: "Cy".into() }).await;
    assert_eq!((seat_b, seat_c), (1, 3));
    let mut w = watch(&server.addr, &code).await;
    a.send(&ClientMsg::Start).await.expect("starts");
    let (pa, pb, pc, pw) = tokio::join!(play_on(&mut a, None), play_on(&mut b, None), play_on(&mut c, None), watch_on(&mut w));
    let record = MatchRecord::parse(pa.record.as_deref().expect("a record")).expect("a record");
    // The watcher is the column after the seats'.
    let watcher = seats.len();
    let know = assert_no_leaks(&record, &room.rules, seats.len(), &[(0, &pa), (1, &pb), (3, &pc), (watcher, &pw)], &format!("{opening:?}"));
    assert_eq!(pw.record, pa.record, "the watcher saw the match to its end");
    let watched = pw.frames.iter().filter(|f| matches!(decode::<ServerMsg>(f), Ok(ServerMsg::Moved { .. }))).count();
    assert!(watched > 50, "{opening:?}: the watcher was told of the moves: {watched}");
    if opening == Opening::Fast {
        // Builds were made that others were not told of.
        let hidden = [&pa, &pb, &pc]
            .iter()
            .flat_map(|p| &p.frames)
            .filter(|f| matches!(decode::<ServerMsg>(f), Ok(ServerMsg::Moved { action: None, .. })))
            .count();
        assert!(hidden >= 6, "moves hidden while building: {hidden}");
    }
    // Nor is a hidden train named, by any field of a view.
    for (who, p) in [("seat 0", &pa), ("seat 1", &pb), ("seat 3", &pc), ("the watcher", &pw)] {
        let (named, with_hidden) = hidden_trains_named(&p.frames);
        assert!(named.is_empty(), "{opening:?}: {who} was told of a train it does not see: {:?}", &named[..named.len().min(2)]);
        if opening == Opening::Fast {
            assert!(with_hidden > 0, "{opening:?}: {who} saw views with trains out of sight");
        }
    }

    // The scan can fail: one seat's messages, as if another seat had received them, show tiles
    // the other seat may not know (its hand, its draws, its build).
    let as_if_seat_0: Vec<TileSet> = know.iter().map(|k| k[0]).collect();
    let caught = leaks(&pb.frames, &as_if_seat_0);
    assert!(caught.len() > 10, "{opening:?}: another seat's messages are caught: {}", caught.len());
    let as_if_watcher: Vec<TileSet> = know.iter().map(|k| k[watcher]).collect();
    let caught = leaks(&pa.frames, &as_if_watcher);
    assert!(caught.len() > 10, "{opening:?}: a seat's messages, had a watcher been sent them, are caught: {}", caught.len());
    hidden_open_doubles(&record, &room.rules, seats.len())
}

/// Watch the room `code`.
pub(super) async fn watch(addr: &str, code: &str) -> Connection {
    let mut w = Connection::open(addr).await.expect("connects");
    w.send(&ClientMsg::Watch { code: code.to_lowercase() }).await.expect("sends");
    loop {
        match next(&mut w, 10).await {
            ServerMsg::Watching { code: watched } => {
                assert_eq!(watched, code);
                return w;
            }
            ServerMsg::Refused { why } => panic!("refused: {why}"),
            _ => {}
        }
    }
}

/// Everything a watcher is sent until the match's record; once the game is on, it tries to
/// say something and to ready the next round, and is refused both.
pub(super) async fn watch_on(w: &mut Connection) -> Played {
    let mut played = Played::default();
    let mut tried = false;
    let mut refused = 0;
    loop {
        let text = match tokio::time::timeout(std::time::Duration::from_secs(30), w.recv_text()).await {
            Ok(Ok(text)) => text,
            other => panic!("the watcher heard nothing more: {other:?}"),
        };
        let msg: ServerMsg = decode(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        played.frames.push(text);
        match msg {
            ServerMsg::View { revision, view, .. } => {
                assert!(view.hand.is_empty() && view.legal.is_empty() && view.seat.is_none(), "a watcher's view has no hand");
                if !tried {
                    tried = true;
                    w.send(&ClientMsg::Say { quick: mexican_train::net::protocol::Quick::GoodLuck }).await.expect("sends");
                    w.send(&ClientMsg::NextRound).await.expect("sends");
                }
                played.last_view = Some((revision, *view));
            }
            ServerMsg::Refused { why } => {
                assert_eq!(why, mexican_train::net::protocol::Refusal::OnlyWatching);
                refused += 1;
            }
            ServerMsg::Record { text } => {
                assert_eq!(refused, 2, "a watcher's word and its next round were refused");
                played.record = Some(text);
                return played;
            }
            _ => {}
        }
    }
}
