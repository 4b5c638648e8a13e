//! Tables on this network: a game hosting a table says so on its home network (multicast DNS,
//! through iroh's local address lookup), and a friend's *Play online* window lists what it hears,
//! so a family at home joins without passing an invite around. Only tables announce; a game
//! looking around only asks.
//!
//! What a table says (the lookup's user data, at most 245 bytes): `mt1 <CODE> <free seats>
//! <host's name>`. Anything else on the service is ignored. With the code, whoever is on the
//! network can sit down, as whoever holds the invite can: the host can turn it off.

use crate::link::{SERVICE, TableAddress};
use iroh::address_lookup::{AddressLookup, EndpointData};
use iroh::endpoint_info::UserData;
use iroh::{EndpointId, SecretKey, TransportAddr};
use iroh_mdns_address_lookup::{DiscoveryEvent, MdnsAddressLookup};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How often a game looking around asks (and a table answers): a table appears within a few
/// seconds, and the network hears little.
const CADENCE: Duration = Duration::from_secs(2);

/// What a table says of itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Announcement {
    /// The room's code (an invite's).
    pub code: String,
    /// The host's name.
    pub host: String,
    /// Seats still waiting for a friend.
    pub free: u8,
}

const MARK: &str = "mt1";

impl Announcement {
    fn to_text(&self) -> String {
        let mut text = format!("{MARK} {} {} {}", self.code, self.free, self.host);
        // A name is short (`names::MAX_NAME`); cut at a character all the same.
        while text.len() > UserData::MAX_LENGTH {
            text.pop();
        }
        text
    }

    fn parse(text: &str) -> Option<Announcement> {
        let mut parts = text.splitn(4, ' ');
        if parts.next()? != MARK {
            return None;
        }
        let code = crate::code::normalize(parts.next()?).ok()?;
        let free = parts.next()?.parse().ok()?;
        let host = crate::names::clean_name(parts.next()?).ok()?;
        Some(Announcement { code, host, free })
    }
}

/// A table heard on this network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearbyTable {
    /// Where it is, with its room's code: an invite.
    pub invite: TableAddress,
    pub host: String,
    pub free: u8,
}

/// A table saying what it is on this network (only there: not to the public address lookup,
/// which would tell the room's code to whoever knows the host's key).
#[derive(Debug)]
pub struct Announcer {
    lookup: MdnsAddressLookup,
    /// Where the table is, and what it said last (said again when the table moves).
    table: Mutex<(TableAddress, Option<Announcement>)>,
}

impl Announcer {
    /// Start answering on this network for the table at `table` (nothing said until `announce`).
    /// Inside the table's tokio runtime.
    pub(crate) fn start(table: TableAddress) -> Result<Announcer, NearbyError> {
        let lookup = MdnsAddressLookup::builder()
            .service_name(SERVICE)
            .discovery_cadence(CADENCE)
            .build(table.host)
            .map_err(|e| NearbyError::CannotAnnounce(e.to_string()))?;
        Ok(Announcer { lookup, table: Mutex::new((table, None)) })
    }

    /// Say what the table is (`None`: that it is none; it stays reachable by its invite).
    pub(crate) fn announce(&self, what: Option<&Announcement>) {
        let mut table = self.table.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        table.1 = what.cloned();
        self.publish(&table.0, what);
    }

    /// The room `code` is no longer played here (its host left): say nothing more of it, unless
    /// another room is said now.
    pub(crate) fn withdraw(&self, code: &str) {
        let mut table = self.table.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if table.1.as_ref().is_some_and(|said| said.code == code) {
            table.1 = None;
            self.publish(&table.0, None);
        }
    }

    /// The table is reached at `now` from now on: what it said is said again with it.
    pub(crate) fn moved(&self, now: &TableAddress) {
        let mut table = self.table.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        table.0 = now.clone();
        self.publish(&table.0, table.1.as_ref());
    }

    fn publish(&self, table: &TableAddress, what: Option<&Announcement>) {
        let text = what.map_or_else(|| WITHDRAWN.to_string(), Announcement::to_text);
        let Ok(said) = UserData::try_from(text) else { return };
        let data = EndpointData::new(
            table.relays.iter().cloned().map(TransportAddr::Relay).chain(table.direct.iter().copied().map(TransportAddr::Ip)).collect(),
        )
        .with_user_data(said);
        self.lookup.publish(&data);
    }
}

/// Why a table cannot be said or heard on this network (a network without multicast, a system
/// that refuses a thread), with the library's or the system's own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NearbyError {
    CannotAnnounce(String),
    CannotListen(String),
    CannotStart(String),
    NoRandomness(crate::code::NoRandomness),
}

impl std::fmt::Display for NearbyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NearbyError::CannotAnnounce(why) => write!(f, "cannot announce on this network: {why}"),
            NearbyError::CannotListen(why) => write!(f, "cannot listen on this network: {why}"),
            NearbyError::CannotStart(why) => write!(f, "cannot start: {why}"),
            NearbyError::NoRandomness(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for NearbyError {}

/// What a table says when it has nothing to say (listeners forget it).
const WITHDRAWN: &str = "mt0";

/// Listening for tables on this network, until dropped.
pub struct Nearby {
    tables: Arc<Mutex<BTreeMap<EndpointId, NearbyTable>>>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Nearby {
    /// Start listening (on a thread of its own). Fails when the network allows no multicast.
    pub fn start() -> Result<Nearby, NearbyError> {
        let tables = Arc::new(Mutex::new(BTreeMap::new()));
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let (told, started) = std::sync::mpsc::channel::<Result<(), NearbyError>>();
        let heard = tables.clone();
        std::thread::Builder::new()
            .name("nearby".into())
            .spawn(move || {
                let runtime = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
                    Ok(r) => r,
                    Err(e) => return drop(told.send(Err(NearbyError::CannotStart(e.to_string())))),
                };
                runtime.block_on(listen(heard, told, stopped));
            })
            .map_err(|e| NearbyError::CannotStart(e.to_string()))?;
        match started.recv() {
            Ok(Ok(())) => Ok(Nearby { tables, stop: Some(stop) }),
            Ok(Err(why)) => Err(why),
            Err(_) => Err(NearbyError::CannotStart("it stopped at start".into())),
        }
    }

    /// The tables heard now, in a steady order (by their host's key).
    pub fn tables(&self) -> Vec<NearbyTable> {
        self.tables.lock().map(|t| t.values().cloned().collect()).unwrap_or_default()
    }
}

impl Drop for Nearby {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

async fn listen(
    tables: Arc<Mutex<BTreeMap<EndpointId, NearbyTable>>>,
    told: std::sync::mpsc::Sender<Result<(), NearbyError>>,
    mut stopped: tokio::sync::oneshot::Receiver<()>,
) {
    use futures_util::StreamExt;
    // Only asking: this key is never dialled, and says nothing.
    let bytes = match crate::code::entropy::<32>() {
        Ok(b) => b,
        Err(e) => return drop(told.send(Err(NearbyError::NoRandomness(e)))),
    };
    let id = SecretKey::from_bytes(&bytes).public();
    let lookup = match MdnsAddressLookup::builder().advertise(false).service_name(SERVICE).discovery_cadence(CADENCE).build(id) {
        Ok(l) => l,
        Err(e) => return drop(told.send(Err(NearbyError::CannotListen(e.to_string())))),
    };
    let mut events = lookup.subscribe().await;
    let _ = told.send(Ok(()));
    loop {
        let event = tokio::select! {
            _ = &mut stopped => return,
            event = events.next() => event,
        };
        let Some(event) = event else { return };
        let Ok(mut tables) = tables.lock() else { return };
        match event {
            DiscoveryEvent::Discovered { endpoint_info, .. } => {
                let host = endpoint_info.endpoint_id;
                match endpoint_info.data.user_data().and_then(|d| Announcement::parse(d.as_ref())) {
                    Some(said) => {
                        let invite = TableAddress {
                            host,
                            relays: endpoint_info.data.relay_urls().cloned().collect(),
                            direct: endpoint_info.data.ip_addrs().copied().collect(),
                            code: Some(said.code),
                            watch: false,
                            from: Some(said.host.clone()),
                        };
                        tables.insert(host, NearbyTable { invite, host: said.host, free: said.free });
                    }
                    // Not (or no longer) a table.
                    None => drop(tables.remove(&host)),
                }
            }
            DiscoveryEvent::Expired { endpoint_id } => drop(tables.remove(&endpoint_id)),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_announcement_reads_back_and_strangers_are_ignored() {
        let said = Announcement { code: "K7PM-4QRT".into(), host: "Ana María".into(), free: 2 };
        assert_eq!(Announcement::parse(&said.to_text()), Some(said));
        for other in ["", "mt1", "mt2 K7PM-4QRT 2 Ana", "mt1 nonsense 2 Ana", "mt1 K7PM-4QRT many Ana", "mt1 K7PM-4QRT 2 "] {
            assert_eq!(Announcement::parse(other), None, "{other:?}");
        }
    }
}
