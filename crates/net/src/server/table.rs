//! The server's rooms reached over iroh (`net::link`): a host's friends dial its key from
//! anywhere, and each connection's one stream carries the same protocol, through the same
//! `connection` and limits as a WebSocket. A friend is counted by its key (folded into an
//! address, `link::peer_address`), whatever network it comes through.

use super::{Incoming, Outgoing, Server, WireIn, WireOut, connection};
use crate::link::{self, FrameError};
use iroh::Endpoint;
use iroh::endpoint::{Connection, RecvStream, SendStream};
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

/// Take friends' connections until the endpoint closes.
pub(super) async fn accept(endpoint: Endpoint, server: Arc<Server>) {
    let opening_within = server.hub.config.limits.upgrade_within;
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
            let max = server.hub.config.limits.max_message;
            server.hub.connections.fetch_add(1, Ordering::Relaxed);
            connection(&server, QuicIn { recv, max }, QuicOut { send, conn: conn.clone() }, ip).await;
            server.hub.connections.fetch_sub(1, Ordering::Relaxed);
            server.admissions.count_out(ip);
            // A friend gone without a word: its connection is let go after a moment.
            let _ = tokio::time::timeout(Duration::from_secs(2), conn.closed()).await;
        });
    }
}
