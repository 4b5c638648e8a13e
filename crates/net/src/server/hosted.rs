//! The server's rooms reached over iroh (`net::link`): a host's friends dial its key from
//! anywhere, and each connection's one stream carries the same protocol, through the same
//! `connection` and limits as a WebSocket. A friend is counted by its key (folded into an
//! address, `link::peer_address`), whatever network it comes through.

use super::connection::{Incoming, Outgoing, WireIn, WireOut, connection};
use super::{ServeError, Server};
use crate::link::{self, FrameError, Reach, TableAddress, TableWatch};
use iroh::endpoint::{Connection, RecvStream, SendStream};
use iroh::{Endpoint, SecretKey, Watcher};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

struct QuicIn {
    recv: RecvStream,
    max: usize,
}

impl WireIn for QuicIn {
    async fn next(&mut self) -> Option<Incoming> {
        match link::read_frame(&mut self.recv, self.max).await {
            Ok(text) if text.is_empty() => Some(Incoming::Alive),
            Ok(text) => Some(Incoming::Text(text)),
            Err(FrameError::Ended) => Some(Incoming::Close),
            Err(FrameError::NotText) => Some(Incoming::Binary),
            // Too large, or broken: the connection ends.
            Err(FrameError::TooLarge(_) | FrameError::Broken(_)) => None,
        }
    }
}

struct QuicOut {
    send: SendStream,
    conn: Connection,
}

impl WireOut for QuicOut {
    async fn send(&mut self, out: Outgoing) -> Result<(), ()> {
        match out {
            Outgoing::Text(text) => link::write_frame(&mut self.send, &text).await.map_err(|_| ()),
            Outgoing::Ping => link::write_frame(&mut self.send, "").await.map_err(|_| ()),
        }
    }

    async fn close(mut self) {
        // What was written still arrives; the friend's side closes the connection once it has it.
        let _ = self.send.finish();
        let _ = self.send.stopped().await;
        self.conn.close(0u32.into(), b"bye");
    }
}

/// How long a table waits at most for a way to be reached before it says its address.
const ONLINE_WITHIN: Duration = Duration::from_secs(10);

/// The table's endpoint, on the port it kept, taking friends at once (one coming back dials the
/// address it last used, or finds the key on the home network), and its address, once it can be
/// reached at all (its relay answered, or it has direct addresses and waited `relay_wait` for
/// the relay), followed as it changes (a relay answering late joins it).
pub(super) async fn open(
    reach: Reach,
    key: SecretKey,
    data: &std::path::Path,
    relay_wait: Duration,
    server: Arc<Server>,
) -> Result<(Endpoint, TableWatch), ServeError> {
    let endpoint = reach.bind_host(key, link::kept_port(data)).await?;
    // A table that cannot keep its port still plays (it is found by its key, through the relay,
    // and where it was heard on the network).
    if let Err(why) = link::keep_port(data, &endpoint) {
        eprintln!("mexican-train serve: {why}");
    }
    tokio::spawn(accept(endpoint.clone(), server.clone()));
    // Said on the home network from the start (a friend's game finds the table there by its key,
    // wherever it is now), and followed as the address changes.
    let (tell, watch) = TableWatch::new(TableAddress::of(&endpoint, &reach));
    if reach.nearby {
        // A network without multicast: the table is reached by its invite all the same.
        match crate::nearby::Announcer::start(watch.now()) {
            Ok(nearby) => server.rooms.announce_with(nearby),
            Err(why) => eprintln!("mexican-train serve: {why}"),
        }
    }
    tokio::spawn(follow(endpoint.clone(), reach.clone(), tell, server));
    let _ = tokio::time::timeout(ONLINE_WITHIN, reachable(&endpoint, &reach, relay_wait)).await;
    Ok((endpoint, watch))
}

/// Until the table can be reached: its relay answered, or (unless only the relay may be used)
/// it has a direct address and `relay_wait` has passed.
async fn reachable(endpoint: &Endpoint, reach: &Reach, relay_wait: Duration) {
    let direct = async {
        let mut addr = endpoint.watch_addr();
        while reach.relay_only || addr.get().ip_addrs().next().is_none() {
            if addr.updated().await.is_err() {
                std::future::pending::<()>().await;
            }
        }
        tokio::time::sleep(relay_wait).await;
    };
    tokio::select! {
        () = endpoint.online() => {}
        () = direct => {}
    }
}

/// Tell the table's address each time it changes, until the endpoint closes.
async fn follow(endpoint: Endpoint, reach: Reach, tell: tokio::sync::watch::Sender<TableAddress>, server: Arc<Server>) {
    let mut addr = endpoint.watch_addr();
    loop {
        let table = TableAddress::at(addr.get(), &reach);
        if *tell.borrow() != table {
            server.rooms.table_moved(&table);
            tell.send_replace(table);
        }
        if addr.updated().await.is_err() {
            return;
        }
    }
}

/// Take friends' connections until the endpoint closes.
pub(super) async fn accept(endpoint: Endpoint, server: Arc<Server>) {
    let opening_within = server.rooms.config.limits.upgrade_within;
    while let Some(incoming) = endpoint.accept().await {
        let server = server.clone();
        tokio::spawn(async move {
            // The handshake and the first stream, within the time a WebSocket has to upgrade.
            let opened = tokio::time::timeout(opening_within, async {
                let conn = incoming.await.ok()?;
                let (send, recv) = conn.accept_bi().await.ok()?;
                Some((conn, send, recv))
            })
            .await;
            let Ok(Some((conn, send, recv))) = opened else { return };
            let ip = link::peer_address(&conn.remote_id());
            if !server.admissions.count_in(ip) {
                conn.close(1u32.into(), b"too many connections");
                return;
            }
            let max = server.rooms.config.limits.max_message;
            server.rooms.connections.fetch_add(1, Ordering::Relaxed);
            connection(&server, QuicIn { recv, max }, QuicOut { send, conn: conn.clone() }, ip).await;
            server.rooms.connections.fetch_sub(1, Ordering::Relaxed);
            server.admissions.count_out(ip);
            // A friend gone without a word: its connection is let go after a moment.
            let _ = tokio::time::timeout(Duration::from_secs(2), conn.closed()).await;
        });
    }
}
