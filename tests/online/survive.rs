//! Nothing lost: a client whose connection drops mid-turn comes back by itself and finishes;
//! a client started again finds its seat with its token; a server killed with SIGKILL and
//! started again resumes every room at its last accepted action.

use super::*;
use mexican_train::ai::Level;
use mexican_train::net::client::{Connection, Remote};
use mexican_train::net::protocol::{ClientMsg, SeatPlan, ServerMsg};
use mexican_train::rules::record::MatchRecord;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The record checks out under the engine, move by move, end and score (`verify`): no move was
/// applied twice or lost.
fn replays(record: &MatchRecord) {
    let m = mexican_train::rules::verify::replay(record).unwrap_or_else(|e| panic!("the record does not replay: {e}"));
    assert_eq!(&m.record(), record);
}

/// The friend's connection goes through a relay that is cut just after its third move is sent:
/// the client reconnects with its token, the others see it away and back, and the match ends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_cut_off_mid_turn_comes_back_and_finishes() {
    let server = ServerProcess::start(&data_dir("cut"), 0, &[]);
    let proxy = Proxy::start(&server.addr).await;
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Normal)];
    let room = setup(&seats, 1);
    let (mut host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: room.clone() }).await;
    let mut friend = Remote::start(proxy.addr.clone(), ClientMsg::Join { code, name: "Bo".into() });
    // Wait until the friend is in, then start.
    loop {
        if let ServerMsg::Lobby(l) = next(&mut host, 10).await
            && l.is_full()
        {
            break;
        }
    }
    host.send(&ClientMsg::Start).await.expect("starts");
    let cut_after = 3;
    let (h, f) = tokio::join!(
        play_on(&mut host, None),
        play_remote(&mut friend, |n| if n == cut_after {
            proxy.cut()
        })
    );
    assert!(f.reconnects >= 1, "the friend's connection was cut");
    assert!(f.moves_made > cut_after, "the friend played on after coming back: {} moves", f.moves_made);
    let text = h.record.expect("the match ended");
    assert_eq!(f.record.as_deref(), Some(text.as_str()), "both were offered the same record");
    let record = MatchRecord::parse(&text).expect("a record");
    replays(&record);

    // The host's plates said the friend was away, then back.
    let lobbies: Vec<bool> = h
        .frames
        .iter()
        .filter_map(|f| match mexican_train::net::protocol::decode::<ServerMsg>(f) {
            Ok(ServerMsg::Lobby(l)) if l.started => Some(l.seats[1].connected),
            _ => None,
        })
        .collect();
    let away = lobbies.iter().position(|c| !c).expect("the friend was shown away");
    assert!(lobbies[away..].contains(&true), "and back: {lobbies:?}");
}

/// A client started again (its process killed) opens a new connection with its seat's token and
/// finds the same position.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_started_again_finds_its_seat_with_its_token() {
    let server = ServerProcess::start(&data_dir("token"), 0, &[]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Computer(Level::Normal)];
    let (mut host, _, _, token) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    host.send(&ClientMsg::Start).await.expect("starts");
    let before = play_on(&mut host, Some(4)).await;
    let (revision, view) = before.last_view.expect("a position");
    drop(host);
    let (mut again, _, seat, _) = sit(&server.addr, ClientMsg::Resume { token, seen: 0, seal: String::new() }).await;
    assert_eq!(seat, 0);
    loop {
        if let ServerMsg::View { revision: r, view: v, .. } = next(&mut again, 10).await {
            assert_eq!((r, &v.hand, v.legal.is_empty()), (revision, &view.hand, false), "the same position, still to play");
            break;
        }
    }
    let after = play_on(&mut again, None).await;
    assert!(after.record.is_some(), "the match ends");
}

/// Two rooms play; the server is killed with SIGKILL mid-round and started again on the same
/// port. Every client comes back by itself, every move any client was told of is in the final
/// record at the place it was told, and both matches end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_round_resumes_every_room() {
    let data = data_dir("kill");
    let mut server = ServerProcess::start(&data, 0, &[]);
    let addr = server.addr.clone();
    let two_people = vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Normal)];
    let one_person = vec![SeatPlan::Friend, SeatPlan::Computer(Level::Normal), SeatPlan::Computer(Level::Greedy)];
    let (room_a, room_b) = (setup(&two_people, 1), setup(&one_person, 1));

    // Room A: two kept seats; room B: one.
    let mut a0 = Remote::start(addr.clone(), ClientMsg::CreateRoom { name: "Ana".into(), setup: room_a });
    let code = loop {
        match a0.notes.recv().await {
            Some(mexican_train::net::client::Note::Msg(ServerMsg::Seated { code, .. })) => break code,
            Some(_) => {}
            None => panic!("the host's seat ended"),
        }
    };
    let mut a1 = Remote::start(addr.clone(), ClientMsg::Join { code, name: "Bo".into() });
    let mut b0 = Remote::start(addr.clone(), ClientMsg::CreateRoom { name: "Cy".into(), setup: room_b });
    b0.send(ClientMsg::Start);
    // Room A's host starts once the friend is in.
    loop {
        match a0.notes.recv().await {
            Some(mexican_train::net::client::Note::Msg(ServerMsg::Lobby(l))) if l.is_full() => break,
            Some(_) => {}
            None => panic!("the host's seat ended"),
        }
    }
    a0.send(ClientMsg::Start);

    let moves = Arc::new(AtomicU64::new(0));
    let count = |moves: &Arc<AtomicU64>| {
        let moves = moves.clone();
        move |_| {
            moves.fetch_add(1, Ordering::Relaxed);
        }
    };
    let players = tokio::spawn({
        let (c0, c1, c2) = (count(&moves), count(&moves), count(&moves));
        async move {
            let (x, y, z) = tokio::join!(play_remote(&mut a0, c0), play_remote(&mut a1, c1), play_remote(&mut b0, c2));
            (x, y, z)
        }
    });
    // Mid-round: once the people have made a dozen moves between them.
    let waited = std::time::Instant::now();
    while moves.load(Ordering::Relaxed) < 12 {
        assert!(waited.elapsed().as_secs() < 60, "the rooms are playing");
        tokio::time::sleep(std::time::Duration::from_millis(2)).await;
    }
    server.kill();
    assert!(!server.alive());
    let mut restarted = ServerProcess::start(&data, server.port(), &[]);
    assert_eq!(restarted.addr, addr);
    let (x, y, z) = players.await.expect("the players finish");
    assert!(restarted.alive());
    assert!(restarted.health().contains("ok: 2 rooms"), "{}", restarted.health());

    for played in [&x, &y, &z] {
        assert!(played.reconnects >= 1, "every client lost the server");
        let before = played.told_before_loss.expect("a loss");
        let record = MatchRecord::parse(played.record.as_deref().expect("the match ended")).expect("a record");
        replays(&record);
        // Revision 1 is the deal; revision r > 1 is the round's move r - 2.
        for &(revision, seat, action) in &played.moved {
            let mv = &record.rounds[0].moves[revision as usize - 2];
            assert_eq!((mv.seat, Some(mv.action)), (seat, action), "the move told at revision {revision} is in the record");
        }
        assert!(
            before > 0 && before < record.rounds[0].moves.len(),
            "the kill came mid-round: {before} of {} moves told",
            record.rounds[0].moves.len()
        );
    }
    assert_eq!(x.record, y.record);
}

/// Rooms do not pile up: a finished match's room closes once everyone has left it, and a room
/// nobody comes back to closes after its own wait; both are gone from the database, and their
/// tokens lead nowhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn empty_rooms_close_and_are_forgotten() {
    let data = data_dir("close");
    let server = ServerProcess::start(&data, 0, &["--keep-finished", "1", "--keep-empty", "3"]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)];
    let (mut host, _, _, finished_token) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    host.send(&ClientMsg::Start).await.expect("starts");
    assert!(play_on(&mut host, None).await.record.is_some(), "the match ends");
    let (waiting, _, _, waiting_token) = sit(&server.addr, ClientMsg::CreateRoom { name: "Bo".into(), setup: setup(&seats, 1) }).await;
    assert!(server.health().contains("ok: 2 rooms"));
    drop(host);
    drop(waiting);
    let rooms = |n: usize| server.health().contains(&format!("ok: {n} rooms"));
    let waited = std::time::Instant::now();
    while !rooms(1) {
        assert!(waited.elapsed().as_secs() < 10, "the finished room closes: {}", server.health());
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    // The one gone is the finished room (kept 1 s); the room never started waits longer (3 s).
    let mut c = Connection::open(&server.addr).await.expect("connects");
    c.send(&ClientMsg::Resume { token: finished_token.clone(), seen: 0, seal: String::new() }).await.expect("sends");
    let ServerMsg::Refused { why } = next(&mut c, 10).await else { panic!("a refusal") };
    assert_eq!(why, mexican_train::net::protocol::Refusal::SeatNotKept, "the finished room closed first");
    c.close().await;
    while !rooms(0) {
        assert!(waited.elapsed().as_secs() < 15, "the empty room closes: {}", server.health());
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    for token in [finished_token, waiting_token] {
        let mut c = Connection::open(&server.addr).await.expect("connects");
        c.send(&ClientMsg::Resume { token, seen: 0, seal: String::new() }).await.expect("sends");
        let ServerMsg::Refused { why } = next(&mut c, 10).await else { panic!("a refusal") };
        assert_eq!(why, mexican_train::net::protocol::Refusal::SeatNotKept);
    }
    drop(server);
    let again = ServerProcess::start(&data, 0, &[]);
    assert!(again.health().contains("ok: 0 rooms"), "nothing left in the database: {}", again.health());
}

/// The host leaving before the deal closes the room: the friends are told, and their kept seat
/// ends (not a reconnection that never gets anywhere).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_leaving_before_the_deal_closes_the_room() {
    let server = ServerProcess::start(&data_dir("host-leaves"), 0, &[]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (mut host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let mut friend = Remote::start(server.addr.clone(), ClientMsg::Join { code, name: "Bo".into() });
    loop {
        if let ServerMsg::Lobby(l) = next(&mut host, 10).await
            && l.is_full()
        {
            break;
        }
    }
    host.send(&ClientMsg::Leave).await.expect("leaves");
    let mut told = false;
    let gone = loop {
        match tokio::time::timeout(std::time::Duration::from_secs(20), friend.notes.recv()).await.expect("a note").expect("the seat's task")
        {
            mexican_train::net::client::Note::Msg(ServerMsg::Refused { why: mexican_train::net::protocol::Refusal::HostClosed }) => {
                told = true
            }
            mexican_train::net::client::Note::Gone(reason) => break reason,
            _ => {}
        }
    };
    assert!(told, "the friend was told why");
    assert_eq!(gone, mexican_train::net::client::Trouble::Refused(mexican_train::net::protocol::Refusal::SeatNotKept));
    assert!(server.health().contains("ok: 0 rooms"), "{}", server.health());
}

/// A friend who goes away on their turn is waited for (`--cover-after`, 1 s here, 90 s by
/// default), then a computer plays for them and the table is told so; back with their token,
/// the seat is theirs again, and they are told what the computer played for them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_friend_away_on_their_turn_is_covered_then_handed_back() {
    let server = ServerProcess::start(&data_dir("cover"), 0, &["--cover-after", "1"]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (mut host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let (friend, _, seat, token) = sit(&server.addr, ClientMsg::Join { code, name: "Bo".into() }).await;
    assert_eq!(seat, 1);
    host.send(&ClientMsg::Start).await.expect("starts");
    // Bo goes away before any of their turns.
    friend.close().await;
    let mut covered_in_lobby = false;
    let mut bo_moved = 0;
    while bo_moved < 2 {
        match next(&mut host, 20).await {
            ServerMsg::View { revision, view, .. } if view.my_turn() => {
                if let Some(action) = choose(&view) {
                    host.send(&ClientMsg::Act { revision, action }).await.expect("plays");
                }
            }
            ServerMsg::Lobby(l) => covered_in_lobby |= l.seats[1].stand_in.is_some() && !l.seats[1].connected,
            ServerMsg::Moved { seat: 1, .. } => bo_moved += 1,
            ServerMsg::View { view, .. } if view.end.is_some() => panic!("the round ended before Bo's seat was played"),
            _ => {}
        }
    }
    assert!(covered_in_lobby, "the table was told a computer plays for Bo");

    // Bo is back: the seat is theirs, with their own turn to play.
    let mut back = Connection::open(&server.addr).await.expect("connects");
    back.send(&ClientMsg::Resume { token, seen: 0, seal: String::new() }).await.expect("sends");
    loop {
        match next(&mut host, 20).await {
            ServerMsg::Lobby(l) if l.seats[1].connected && l.seats[1].stand_in.is_none() => break,
            ServerMsg::View { revision, view, .. } if view.my_turn() => {
                if let Some(action) = choose(&view) {
                    host.send(&ClientMsg::Act { revision, action }).await.expect("plays");
                }
            }
            _ => {}
        }
    }
    // Once, to Bo: what the computer played for him.
    let played = loop {
        if let ServerMsg::PlayedForYou(played) = next(&mut back, 20).await {
            break played;
        }
    };
    assert!(played.turns >= 1, "{played:?}");
    assert!(played.tiles.len() as u32 + played.drew >= 1, "it laid or drew: {played:?}");
    back.close().await;
}

/// The wait counts from when a friend left, not from when their turn comes: a friend gone
/// longer than the wait (here 4 s) is covered as soon as their turn comes, and the lobby says
/// how long they have been away (the plates count down from it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_friend_gone_longer_than_the_wait_is_covered_on_their_first_turn() {
    let server = ServerProcess::start(&data_dir("cover-from-leaving"), 0, &["--cover-after", "4"]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (mut host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 2) }).await;
    let (friend, _, seat, _) = sit(&server.addr, ClientMsg::Join { code, name: "Bo".into() }).await;
    assert_eq!(seat, 1);
    host.send(&ClientMsg::Start).await.expect("starts");
    friend.close().await;
    // The host thinks a long while over each turn: Bo has been gone longer than the wait when
    // his turn comes.
    let mut away_told = None;
    let mut bo_turn_at = None;
    loop {
        match next(&mut host, 20).await {
            ServerMsg::Lobby(l) => {
                away_told = away_told.or(l.seats[1].away_for);
                if l.seats[1].stand_in.is_some() {
                    break;
                }
            }
            ServerMsg::View { revision, view, .. } if view.my_turn() && bo_turn_at.is_none() => {
                // (The seed has the host move first: Bo's first turn comes after his wait.)
                tokio::time::sleep(Duration::from_secs(5)).await;
                if let Some(action) = choose(&view) {
                    host.send(&ClientMsg::Act { revision, action }).await.expect("plays");
                }
            }
            ServerMsg::View { view, .. } if view.to_move == 1 && view.end.is_none() => {
                assert!(away_told.is_some() || bo_turn_at.is_some(), "the host moves first with this seed");
                bo_turn_at.get_or_insert_with(std::time::Instant::now);
            }
            ServerMsg::View { view, .. } if view.end.is_some() => panic!("the round ended before Bo's turn"),
            _ => {}
        }
    }
    let waited = bo_turn_at.expect("Bo's turn came").elapsed();
    assert!(waited < Duration::from_secs(3), "covered {waited:?} after his turn came, not a fresh 4 s wait");
    assert!(away_told.is_some(), "the lobby said Bo was away, and since when");
}

/// Everyone away: the table pauses, and says so. Two friends play, then both close their
/// games; the seat to move is covered after its wait (here 1 s) but nothing is played while
/// nobody is at the table, and a glance says "paused" (a table left overnight does not play
/// itself to the end). The first person back sets play going again: the computer covering the
/// away seat plays it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_everyone_left_pauses_and_says_so() {
    let server = ServerProcess::start(&data_dir("everyone-away"), 0, &["--cover-after", "1"]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend];
    let (mut host, code, _, host_token) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let (friend, _, _, friend_token) = sit(&server.addr, ClientMsg::Join { code, name: "Bo".into() }).await;
    host.send(&ClientMsg::Start).await.expect("starts");
    // The host plays their first turn (if it is theirs), so that it is Bo's turn; then both go.
    loop {
        if let ServerMsg::View { revision, view, .. } = next(&mut host, 20).await {
            if view.to_move == 1 {
                break;
            }
            if let Some(action) = choose(&view).filter(|_| view.my_turn()) {
                host.send(&ClientMsg::Act { revision, action }).await.expect("plays");
            }
        }
    }
    host.close().await;
    friend.close().await;
    let glance =
        async |token: &str| mexican_train::net::client::glance(&server.addr, token, Duration::from_secs(10)).await.expect("a glance");
    tokio::time::sleep(Duration::from_secs(3)).await;
    let away = glance(&host_token).await;
    assert!(away.paused, "everyone is away: {away:?}");
    assert_eq!(away.to_move, Some(1), "nothing was played, not even by a computer covering Bo: {away:?}");
    // Ana is back: Bo's seat, covered, is played.
    let (mut back, _, _, _) = sit(&server.addr, ClientMsg::Resume { token: host_token.clone(), seen: 0, seal: String::new() }).await;
    let mut bo_played = false;
    while !bo_played {
        match next(&mut back, 20).await {
            ServerMsg::Moved { seat: 1, .. } => bo_played = true,
            ServerMsg::View { revision, view, .. } if view.my_turn() => {
                if let Some(action) = choose(&view) {
                    back.send(&ClientMsg::Act { revision, action }).await.expect("plays");
                }
            }
            _ => {}
        }
    }
    let glanced = glance(&friend_token).await;
    assert!(!glanced.paused, "Ana is at the table: {glanced:?}");
}
