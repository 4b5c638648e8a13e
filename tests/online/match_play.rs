//! A whole match online gives the match the engine plays locally.

use super::*;
use mexican_train::ai::{Level, SeatSnapshot, decision_seed};
use mexican_train::net::protocol::{ClientMsg, SeatPlan};
use mexican_train::rules::Pip;
use mexican_train::rules::record::MatchRecord;

/// Two people and two Normal computers play two rounds online; the record the server offers is
/// the record the same deals give when played locally, every computer move chosen again by a
/// local Normal player from the same position.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_online_is_the_match_played_locally() {
    let server = ServerProcess::start(&data_dir("match"), 0, &[]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Computer(Level::Normal), SeatPlan::Friend, SeatPlan::Computer(Level::Normal)];
    let room = setup(&seats, 2);
    let (mut host, code, seat, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: room.clone() }).await;
    assert_eq!(seat, 0);
    assert_eq!(code.len(), 9, "a code like K7PM-4QRT: {code}");
    let (mut friend, joined, seat, _) =
        sit(&server.addr, ClientMsg::Join { code: code.to_lowercase().replace('-', " "), name: "Bo".into() }).await;
    assert_eq!((joined.as_str(), seat), (code.as_str(), 2), "the code as typed finds the room; the friend takes the free seat");
    host.send(&ClientMsg::Start).await.expect("starts");
    let (a, b) = tokio::join!(play_on(&mut host, None), play_on(&mut friend, None));
    let text = a.record.expect("the host is offered the record");
    assert_eq!(b.record.as_deref(), Some(text.as_str()), "every player gets the same record");
    let online = MatchRecord::parse(&text).expect("a record");
    assert_eq!(online.rounds.len(), 2);
    assert!(a.moves_made > 5 && b.moves_made > 5, "both people played: {} and {}", a.moves_made, b.moves_made);

    // The same deals, locally: people's moves as recorded, computers' chosen again.
    let mut m = first_deal(&online, &room.rules, seats.len());
    let mut computer_moves = 0;
    for (i, round) in online.rounds.iter().enumerate() {
        if i > 0 {
            m.next_round_from(deal(round), round.first).expect("the next deal");
        }
        assert_eq!(m.round().engine(), Some(round.engine as Pip));
        for mv in &round.moves {
            if matches!(seats[mv.seat as usize], SeatPlan::Computer(_)) {
                let snapshot = SeatSnapshot::of(&m, mv.seat);
                let again = Level::Normal.bot(decision_seed(&m)).choose(&snapshot.observation(), snapshot.legal());
                assert_eq!(again, mv.action, "the server's computer chose as a local one would");
                computer_moves += 1;
            }
            m.apply(mv.seat, mv.action).expect("every recorded move is legal locally");
        }
    }
    assert!(computer_moves > 10, "the computers played: {computer_moves}");
    assert_eq!(m.record(), online, "the same record");
}

/// A hint online: asked on the seat's turn, thought out by the server from that seat's own
/// position, a legal move with its why; once a position, and only at the position it is about.
/// The person back on another connection at the same position (a page reloaded, a line dropped)
/// may ask again: the first answer went to the connection that asked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_is_thought_out_by_the_server() {
    let server = ServerProcess::start(&data_dir("hint"), 0, &[]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)];
    let (mut c, _, _, token) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    c.send(&ClientMsg::Start).await.expect("starts");
    let (revision, view) = play_on(&mut c, Some(0)).await.last_view.expect("the host's turn");
    c.send(&ClientMsg::Hint { revision: revision - 1 }).await.expect("asks");
    c.send(&ClientMsg::Hint { revision }).await.expect("asks");
    c.send(&ClientMsg::Hint { revision }).await.expect("asks again");
    let (mut refusals, mut hint) = (Vec::new(), None);
    while hint.is_none() || refusals.len() < 2 {
        match next(&mut c, 10).await {
            mexican_train::net::protocol::ServerMsg::Refused { why } => refusals.push(why),
            mexican_train::net::protocol::ServerMsg::Hint { revision: r, gist } => hint = Some((r, gist)),
            _ => {}
        }
    }
    use mexican_train::net::protocol::Refusal;
    assert_eq!(refusals[..2], [Refusal::MovedOn, Refusal::HintOnItsWay]);
    let (r, gist) = hint.expect("a hint");
    assert_eq!(r, revision);
    assert!(view.legal.contains(&gist.action), "a legal move: {gist:?}");
    let own = view.hand.len();
    assert!(gist.plan <= own && gist.planned.is_none_or(|at| at < gist.plan), "where the move stands in the seat's own plan: {gist:?}");

    // Back on a second connection, the position unchanged: a hint again, to that connection.
    let (mut again, _, _, _) = sit(&server.addr, ClientMsg::Resume { token, seen: 0, seal: String::new() }).await;
    again.send(&ClientMsg::Hint { revision }).await.expect("asks");
    loop {
        match next(&mut again, 10).await {
            mexican_train::net::protocol::ServerMsg::Hint { revision: r, gist: second } => {
                assert_eq!(r, revision, "the same position's hint");
                assert!(view.legal.contains(&second.action), "a legal move: {second:?}");
                break;
            }
            mexican_train::net::protocol::ServerMsg::Refused { why } => panic!("the hint asked again was refused: {why:?}"),
            _ => {}
        }
    }
}

/// At the match's end the host deals another at the same table: the same seats and names, the
/// same rules, a new deal; played to its end, its record verifies too. Only the host may, and
/// only once the match is over.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_plays_again_with_the_same_seats() {
    use mexican_train::net::protocol::{Refusal, ServerMsg};
    let server = ServerProcess::start(&data_dir("play-again"), 0, &[]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)];
    let (mut a, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 1) }).await;
    let (mut b, _, _, _) = sit(&server.addr, ClientMsg::Join { code, name: "Bo".into() }).await;
    async fn refused(c: &mut mexican_train::net::client::Connection) -> Refusal {
        loop {
            if let ServerMsg::Refused { why } = next(c, 10).await {
                return why;
            }
        }
    }
    a.send(&ClientMsg::PlayAgain).await.expect("sends");
    assert_eq!(refused(&mut a).await, Refusal::MatchNotOver, "not before the match is over");
    a.send(&ClientMsg::Start).await.expect("starts");
    let (first_a, first_b) = tokio::join!(play_on(&mut a, None), play_on(&mut b, None));
    b.send(&ClientMsg::PlayAgain).await.expect("sends");
    assert_eq!(refused(&mut b).await, Refusal::OnlyHostPlaysAgain);
    a.send(&ClientMsg::PlayAgain).await.expect("sends");
    let (again_a, again_b) = tokio::join!(play_on(&mut a, None), play_on(&mut b, None));
    assert!(again_a.moves_made > 3 && again_b.moves_made > 3, "both played the second match");
    let first = MatchRecord::parse(first_a.record.as_deref().expect("a record")).expect("a record");
    let second = MatchRecord::parse(again_a.record.as_deref().expect("a record")).expect("a record");
    assert_eq!((first_b.record, again_b.record), (first_a.record.clone(), again_a.record.clone()), "both were offered each record");
    mexican_train::rules::verify::replay(&second).expect("the second record verifies");
    assert_eq!(second.rules, first.rules, "the same rules");
    assert_ne!(second.rounds[0].hands, first.rounds[0].hands, "a new deal");
    assert_eq!(second.rounds[0].hands.len(), 3, "the same seats");
}

/// A seat kept away from the table asks how its room stands (the title's *Your tables*) with
/// its token, without sitting down: not dealt yet, whose turn and which round while it plays,
/// over at the end; a token the server does not know is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kept_seat_glances_at_its_table() {
    use mexican_train::net::client::{Trouble, glance};
    use mexican_train::net::protocol::Refusal;
    let server = ServerProcess::start(&data_dir("glance"), 0, &[]);
    let seats = vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Computer(Level::Greedy)];
    let (mut host, code, _, _) = sit(&server.addr, ClientMsg::CreateRoom { name: "Ana".into(), setup: setup(&seats, 2) }).await;
    let (mut friend, _, _, token) = sit(&server.addr, ClientMsg::Join { code: code.clone(), name: "Bo".into() }).await;
    let within = std::time::Duration::from_secs(10);

    let before = glance(&server.addr, &token, within).await.expect("an answer");
    assert_eq!((before.code.as_str(), before.seat, before.round, before.to_move, before.over), (code.as_str(), 1, 0, None, false));
    assert_eq!(before.names[..2], [Some("Ana".to_string()), Some("Bo".to_string())]);
    assert!(before.names[2].is_some(), "the computer's name too: {:?}", before.names);

    host.send(&ClientMsg::Start).await.expect("starts");
    // While the two play (at a person's pace), the seat glances until it has seen the match under way.
    let pace = std::time::Duration::from_millis(20);
    let glancing = async {
        loop {
            let g = glance(&server.addr, &token, within).await.expect("an answer");
            if g.to_move.is_some() || g.over {
                return g;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
    };
    let (a, _, during) = tokio::join!(play_paced(&mut host, None, pace), play_paced(&mut friend, None, pace), glancing);
    assert!(during.round >= 1 && during.to_move.is_some() && !during.over, "under way: {during:?}");
    assert!(a.record.is_some());

    let wrong = glance(&server.addr, "not-a-token", within).await;
    assert_eq!(wrong, Err(Trouble::Refused(Refusal::SeatNotKept)));
    let after = glance(&server.addr, &token, within).await.expect("an answer");
    assert!(after.over && after.to_move.is_none(), "{after:?}");
}
