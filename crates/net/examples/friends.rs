//! People for a table, played by this program: it opens a room at a server or a host's table,
//! seats every person's seat itself, prints the room's invite and its link to watch, and plays
//! (the first tile it may, at a person's pace) to the match's end. For looking at the game as a
//! watcher, or as a friend, with a table in play:
//!
//! ```text
//! cargo run -p mexican-train-net --example friends -- ADDRESS [PEOPLE] [COMPUTERS] [PACE_MS] [RELAY] [ROUNDS] [FREE]
//! ```
//!
//! `RELAY`: your own relay's URL, to reach a host's table through it rather than the public ones.
//! An invite as `ADDRESS` (`mexican-train://join/…/CODE`, or `…watch/…`): one friend, Bo, joins
//! that room and plays (or watches) to the match's end, at the table a game hosts.
//! `FREE`: friends' seats left for others; the host then waits in the lobby until they are taken
//! (to look at a table that someone may still join), then deals.

use engine::ai::Level;
use engine::rules::{Action, HouseRules};
use mexican_train_net::client::Connection;
use mexican_train_net::protocol::{ClientMsg, RoomSetup, SeatPlan, ServerMsg};
use std::time::Duration;

type Failed = Box<dyn std::error::Error>;

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> Result<(), Failed> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(address) = args.first().cloned() else {
        return Err("usage: friends ADDRESS [PEOPLE] [COMPUTERS] [PACE_MS] [RELAY] [ROUNDS] [FREE]".into());
    };
    if let Some(relay) = args.get(4).filter(|r| !r.is_empty()) {
        mexican_train_net::client::set_reach(mexican_train_net::link::Reach::own_relay(relay)?);
    }
    let pace_of = |i: usize| args.get(i).map_or(Ok(1500), |a| a.parse::<u64>()).map(Duration::from_millis);
    if let Some(invite) = mexican_train_net::link::TableAddress::parse(&address).ok().filter(|t| t.code.is_some()) {
        return join(&address, &invite, pace_of(3)?).await;
    }
    let number = |i: usize, default: usize| args.get(i).map_or(Ok(default), |a| a.parse::<usize>());
    let (people, computers, pace) = (number(1, 2)?.max(1), number(2, 1)?, Duration::from_millis(number(3, 1500)? as u64));
    let free = number(6, 0)?;
    let mut seats = vec![SeatPlan::Friend; people + free];
    seats.extend(std::iter::repeat_n(SeatPlan::Computer(Level::Normal), computers));
    let mut rules = HouseRules { players: seats.len() as u8, ..HouseRules::default() };
    if let Some(rounds) = args.get(5) {
        rules.rounds = engine::rules::house_rules::Rounds::Count(rounds.parse()?);
    }
    let setup = RoomSetup { preset: "standard".into(), rules, seats };
    let mut host = Connection::open(&address).await?;
    host.send(&ClientMsg::CreateRoom { name: "Ana".into(), setup }).await?;
    let code = loop {
        match host.recv().await? {
            ServerMsg::Seated { code, .. } => break code,
            ServerMsg::Refused { why } => return Err(why.into()),
            _ => {}
        }
    };
    let table = mexican_train_net::link::TableAddress::parse(&address).ok().map(|t| t.with_code(&code).from_host("Ana"));
    println!("room {code}");
    if let Some(invite) = &table {
        println!("invite {invite}");
        println!("watch {}", invite.to_watch());
    }
    let mut players = vec![host];
    for name in ["Bo", "Cy", "Dee", "Eli", "Flo", "Gus"].into_iter().take(people - 1) {
        let mut c = Connection::open(&address).await?;
        c.send(&ClientMsg::Join { code: code.clone(), name: name.into() }).await?;
        players.push(c);
    }
    if free > 0 {
        // The host waits in the lobby for whoever comes, and deals once every seat is taken.
        loop {
            if let ServerMsg::Lobby(lobby) = players[0].recv().await?
                && lobby.is_full()
            {
                break;
            }
        }
    }
    // A moment for a watcher to come before the deal.
    tokio::time::sleep(pace * 2).await;
    players[0].send(&ClientMsg::Start).await?;
    let playing: Vec<_> = players.into_iter().map(|c| tokio::spawn(play(c, pace))).collect();
    for p in playing {
        p.await??;
    }
    Ok(())
}

/// Bo joins the room of `invite` (or watches it) and plays to the match's end.
async fn join(address: &str, invite: &mexican_train_net::link::TableAddress, pace: Duration) -> Result<(), Failed> {
    let code = invite.code.clone().unwrap_or_default();
    let mut c = Connection::open(address).await?;
    if invite.watch {
        c.send(&ClientMsg::Watch { code }).await?;
        while !matches!(c.recv().await?, ServerMsg::Record { .. }) {}
        return Ok(());
    }
    c.send(&ClientMsg::Join { code, name: "Bo".into() }).await?;
    Ok(play(c, pace).await?)
}

/// Play one seat to the match's end: the first tile it may, else what it must.
async fn play(mut c: Connection, pace: Duration) -> Result<(), mexican_train_net::client::Trouble> {
    let mut readied = None;
    loop {
        match c.recv().await? {
            ServerMsg::View { revision, view, .. } => {
                let action = view.legal.iter().find(|a| matches!(a, Action::Play { .. })).or(view.legal.first()).copied();
                if let Some(action) = action {
                    tokio::time::sleep(pace).await;
                    c.send(&ClientMsg::Act { revision, action }).await?;
                } else if view.end.is_some() && !view.match_over && readied != Some(view.round_index) {
                    readied = Some(view.round_index);
                    // People read the round's scores a while before they are ready.
                    tokio::time::sleep((pace * 3).max(Duration::from_secs(15))).await;
                    c.send(&ClientMsg::NextRound).await?;
                }
            }
            ServerMsg::Record { .. } => return Ok(()),
            _ => {}
        }
    }
}
