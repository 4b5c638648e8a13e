//! A room's task in-process: what crosses in its inbox, in the order it came.

use super::*;
use crate::protocol::{SeatPlan, ServerMsg, decode};
use crate::server::limits::Limits;
use crate::server::store::Store;
use engine::rules::HouseRules;
use std::time::Duration;

/// The rooms on a database of their own in a fresh folder.
fn rooms(name: &str) -> Arc<Rooms> {
    let data = std::env::temp_dir().join(format!("mt-rooms-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let (store, _) = Store::open(&data, false).expect("a database in a fresh folder");
    let config = Config {
        listen: ([127, 0, 0, 1], 0).into(),
        data,
        durable: false,
        computer_delay: Duration::ZERO,
        limits: Limits::default(),
        trusted_proxies: Vec::new(),
        table: None,
        relay_wait: Duration::ZERO,
    };
    Rooms::start(config, StoreHandle::start(store), Vec::new(), Seal::new([7; 32])).0
}

fn setup() -> RoomSetup {
    RoomSetup { preset: "standard".into(), rules: HouseRules::default(), seats: vec![SeatPlan::Friend, SeatPlan::Friend, SeatPlan::Friend] }
}

/// Everything a connection's queue was told, until the room let go of it.
async fn told(mut queue: mpsc::Receiver<String>) -> Vec<ServerMsg> {
    let mut all = Vec::new();
    while let Ok(Some(text)) = tokio::time::timeout(Duration::from_secs(10), queue.recv()).await {
        all.push(decode::<ServerMsg>(&text).expect("the room's own message"));
    }
    all
}

/// A friend whose join crosses the host's leaving before the deal is seated, then told the
/// host closed the room: never seated into a room that is gone without a word (they would try
/// to come back and hear only that their seat was not kept). One whose join or return comes
/// in behind the leaving is turned away with the same reason.
#[tokio::test]
async fn a_join_crossing_the_host_leaving_hears_why() {
    let rooms = rooms("crossing");
    let ip = std::net::IpAddr::from([127, 0, 0, 1]);
    let (code, _) = rooms.create("Ana", setup(), ip).await.expect("a room");
    let room = rooms.room(&code).expect("open");
    let (host_out, host_queue) = mpsc::channel(64);
    let (bo_out, bo_queue) = mpsc::channel(64);
    let (cy_out, cy_queue) = mpsc::channel(64);
    let (di_out, di_queue) = mpsc::channel(64);
    let (bo_reply, bo_seated) = oneshot::channel();
    let (cy_reply, cy_seated) = oneshot::channel();
    // All in the inbox before the room's task runs (this test's runtime has one thread, and
    // nothing here waits): the host at the table, Bo joining, the host leaving, then Cy
    // joining and someone coming back on a kept seat.
    let cmds = [
        RoomCmd::Attach { seat: 0, conn: 1, out: host_out, seen: None },
        RoomCmd::Join { name: "Bo".into(), conn: 2, out: bo_out, reply: bo_reply },
        RoomCmd::Msg { seat: 0, conn: 1, msg: ClientMsg::Leave },
        RoomCmd::Join { name: "Cy".into(), conn: 3, out: cy_out, reply: cy_reply },
        RoomCmd::Attach { seat: 1, conn: 4, out: di_out, seen: None },
    ];
    for cmd in cmds {
        room.try_send(cmd).map_err(|_| "room for five").expect("queued");
    }
    drop(room);
    assert_eq!(bo_seated.await.map(|r| r.map_err(|(why, _)| why)), Ok(Ok(1)), "Bo is seated");
    let bo = told(bo_queue).await;
    assert!(matches!(bo.first(), Some(ServerMsg::Seated { seat: 1, .. })), "told they are seated first: {bo:?}");
    assert!(matches!(bo.last(), Some(ServerMsg::Refused { why: Refusal::HostClosed })), "then why the room went: {bo:?}");
    // Cy's queue comes back for Cy's connection to say it.
    let Ok(Err((why, out))) = cy_seated.await else { panic!("Cy, behind the leaving, is refused") };
    assert_eq!(why, Refusal::HostClosed);
    drop(out);
    assert!(told(cy_queue).await.is_empty(), "nothing said to Cy by the room");
    assert!(matches!(told(di_queue).await.as_slice(), [ServerMsg::Refused { why: Refusal::HostClosed }]));
    assert!(matches!(told(host_queue).await.last(), Some(ServerMsg::Refused { why: Refusal::HostClosed })));
    assert!(rooms.room(&code).is_none(), "no code finds the room");
    assert_eq!(rooms.count(), 0);
    let _ = std::fs::remove_dir_all(&rooms.config.data);
}
