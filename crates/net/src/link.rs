//! A host's table reached from anywhere: iroh's QUIC connections, dialled by the host's key, end
//! to end encrypted, directly where the two networks allow it (hole punching) and through a
//! relay where they do not (a carrier's NAT, a strict firewall). No port to open on a router.
//!
//! The same protocol as the WebSocket (`net::protocol`, JSON messages) travels on one
//! bidirectional stream per connection, each message a frame: its length (4 bytes, big-endian),
//! then its text. An empty frame is a ping: the host sends one when a friend has been quiet a
//! while, and the friend's game answers with one. (QUIC keeps the path alive underneath, and a
//! side silent for `GONE_AFTER` counts as gone.)
//!
//! A table's address is text a person can pass on: `mexican-train://table/<host key>?relay=…`
//! (where the host can be reached); an invite adds the room's code:
//! `mexican-train://join/<host key>/<CODE>?relay=…&ip=…`.

use iroh::endpoint::{RecvStream, SendStream, presets};
use iroh::{Endpoint, EndpointAddr, EndpointId, RelayMode, RelayUrl, SecretKey, TransportAddr};
use std::net::SocketAddr;
use std::time::Duration;

/// What both ends say they speak in the QUIC handshake; a connection with anything else is
/// refused by the host before a byte of the game is read.
pub const ALPN: &[u8] = b"mexican-train/1";

/// The service our tables announce on (`_mexican-train._udp.local`): other programs' endpoints
/// are not heard, ours are not heard by them.
pub const SERVICE: &str = "mexican-train";

/// The scheme of tables' addresses and invites.
pub const SCHEME: &str = "mexican-train://";

/// How a side reaches the other: which relays, and whether direct paths are tried.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reach {
    /// Relays to use (`None`: the public ones iroh's makers run).
    pub relays: Option<Vec<RelayUrl>>,
    /// Only through a relay: no direct paths, no local addresses in invites (tests of the relay's
    /// path; players never need it).
    pub relay_only: bool,
    /// Trust this certificate (DER) for the relays instead of the web's authorities: a relay of
    /// one's own that signs its own certificate (a test's on loopback, a club's server). The
    /// game's messages are end-to-end encrypted between the players either way.
    pub relay_certificate: Option<Vec<u8>>,
    /// A table says which room it plays on its home network (`net::nearby`), so that friends
    /// there see it without an invite.
    pub nearby: bool,
}

impl Reach {
    /// A relay given as text (`https://relay.example.org`).
    pub fn own_relay(url: &str) -> Result<Reach, LinkError> {
        let url: RelayUrl = url.trim().parse().map_err(|e| LinkError::NotARelay { url: url.to_string(), why: format!("{e}") })?;
        Ok(Reach { relays: Some(vec![url]), ..Reach::default() })
    }

    /// An endpoint for this reach, with `key` (a host keeps its key, so its address stays the
    /// same across restarts; a friend's is new each time) and, for a host, the game's ALPN.
    pub async fn bind(&self, key: Option<SecretKey>, accept: bool) -> Result<Endpoint, LinkError> {
        let endpoint = self.builder(key, accept).bind().await.map_err(|e| LinkError::CannotOpen(e.to_string()))?;
        #[cfg(not(target_family = "wasm"))]
        if !accept && !self.relay_only {
            // A host on this network found by its key where it says itself (`nearby`), whatever
            // its address now (its computer got a new one from the router while the game was
            // closed). A network without multicast: found as before.
            let lookup = iroh_mdns_address_lookup::MdnsAddressLookup::builder().advertise(false).service_name(SERVICE).build(endpoint.id());
            if let (Ok(lookup), Ok(services)) = (lookup, endpoint.address_lookup()) {
                services.add(lookup);
            }
        }
        Ok(endpoint)
    }

    /// A host's endpoint, on `port` where it is free, else on any free port (say which with
    /// `bound_port`). A table that keeps its port as it keeps its key is found again where a
    /// friend's game last reached it, with or without the internet.
    #[cfg(not(target_family = "wasm"))]
    pub async fn bind_host(&self, key: SecretKey, port: Option<u16>) -> Result<Endpoint, LinkError> {
        if let Some(port) = port.filter(|&p| p != 0 && !self.relay_only) {
            let on_port = self
                .builder(Some(key.clone()), true)
                .bind_addr(std::net::SocketAddrV4::new(std::net::Ipv4Addr::UNSPECIFIED, port))
                .and_then(|b| {
                    let v6 = std::net::SocketAddrV6::new(std::net::Ipv6Addr::UNSPECIFIED, port, 0, 0);
                    b.bind_addr_with_opts(v6, iroh::endpoint::BindOpts::default().set_is_required(false))
                });
            if let Ok(builder) = on_port
                && let Ok(endpoint) = builder.bind().await
            {
                return Ok(endpoint);
            }
            // Taken (another program has it now): any port, kept from now on.
        }
        self.bind(Some(key), true).await
    }

    fn builder(&self, key: Option<SecretKey>, accept: bool) -> iroh::endpoint::Builder {
        let mut builder = match &self.relays {
            // The public relays, and the public address lookup: a friend finds the host by its
            // key even after it moved to another relay.
            None => Endpoint::builder(presets::N0),
            Some(urls) => Endpoint::builder(presets::Minimal).relay_mode(RelayMode::custom(urls.iter().cloned())),
        };
        if let Some(key) = key {
            builder = builder.secret_key(key);
        }
        if accept {
            builder = builder.alpns(vec![ALPN.to_vec()]);
        }
        // (A browser has only its relays.)
        #[cfg(not(target_family = "wasm"))]
        if self.relay_only {
            builder = builder.clear_ip_transports();
        }
        // A side gone without a word (a game killed, a phone out of reach) is noticed within
        // this, not QUIC's default 30 s: the seat reconnects, or a computer covers it, sooner.
        // (iroh keeps the path alive with a packet every 5 s.)
        // Each path too (iroh's default keeps a silent path 15 s). The wait starts again when a
        // side first sends after hearing nothing, so the keep-alive comes every 2 s, not 5:
        // a friend's game notices a host killed mid-game within 14 s and dials it again.
        let idle = iroh::endpoint::VarInt::from_u32(GONE_AFTER.as_millis() as u32);
        let transport = iroh::endpoint::QuicTransportConfig::builder()
            .max_idle_timeout(Some(idle.into()))
            .keep_alive_interval(KEEP_ALIVE)
            .default_path_keep_alive_interval(KEEP_ALIVE)
            .default_path_max_idle_timeout(GONE_AFTER);
        builder = builder.transport_config(transport.build());
        #[cfg(not(target_family = "wasm"))]
        if self.relays.is_some() {
            // Someone's own relay: nothing is asked of any other machine (no gateway probing
            // either: the relay carries what a direct path cannot).
            builder = builder.portmapper_config(iroh::endpoint::PortmapperConfig::Disabled);
        }
        // (A browser trusts what it trusts: a page cannot pin a relay's certificate.)
        #[cfg(not(target_family = "wasm"))]
        if let Some(der) = self.relay_certificate.clone() {
            let pinned = std::sync::Arc::new(move |provider: std::sync::Arc<rustls::crypto::CryptoProvider>| {
                Ok(std::sync::Arc::new(Pinned { der: der.clone(), provider })
                    as std::sync::Arc<dyn rustls::client::danger::ServerCertVerifier>)
            });
            builder = builder.ca_tls_config(iroh::tls::CaTlsConfig::custom_server_cert_verifier(pinned));
        }
        builder
    }
}

/// A relay's own certificate, pinned: the relay must show exactly it (and prove it holds its key,
/// as TLS does); no authority is asked.
#[cfg(not(target_family = "wasm"))]
#[derive(Debug)]
struct Pinned {
    der: Vec<u8>,
    provider: std::sync::Arc<rustls::crypto::CryptoProvider>,
}

#[cfg(not(target_family = "wasm"))]
impl rustls::client::danger::ServerCertVerifier for Pinned {
    fn verify_server_cert(
        &self,
        end_entity: &rustls::pki_types::CertificateDer<'_>,
        _intermediates: &[rustls::pki_types::CertificateDer<'_>],
        _server_name: &rustls::pki_types::ServerName<'_>,
        _ocsp_response: &[u8],
        _now: rustls::pki_types::UnixTime,
    ) -> Result<rustls::client::danger::ServerCertVerified, rustls::Error> {
        if end_entity.as_ref() == self.der.as_slice() {
            Ok(rustls::client::danger::ServerCertVerified::assertion())
        } else {
            Err(rustls::Error::InvalidCertificate(rustls::CertificateError::UnknownIssuer))
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(message, cert, dss, &self.provider.signature_verification_algorithms)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(message, cert, dss, &self.provider.signature_verification_algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.provider.signature_verification_algorithms.supported_schemes()
    }
}

/// A table's address and, in an invite, the room's code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableAddress {
    pub host: EndpointId,
    pub relays: Vec<RelayUrl>,
    pub direct: Vec<SocketAddr>,
    /// The room's code (an invite's).
    pub code: Option<String>,
    /// An invite to watch (`mexican-train://watch/…`): the game opens watching, no name asked.
    pub watch: bool,
    /// Whose table, as the invite says (`from=Ana`): what a friend opening it reads first.
    pub from: Option<String>,
}

/// Why a text is not a table's address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadAddress {
    NotOurs,
    NoHost,
    BadHost(String),
    BadRelay(String),
    BadDirect(String),
    BadCode(String),
}

impl std::fmt::Display for BadAddress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BadAddress::NotOurs => write!(f, "not a {SCHEME} address"),
            BadAddress::NoHost => f.write_str("no host key"),
            BadAddress::BadHost(why) => write!(f, "the host key is not readable: {why}"),
            BadAddress::BadRelay(why) => write!(f, "a relay is not readable: {why}"),
            BadAddress::BadDirect(why) => write!(f, "a direct address is not readable: {why}"),
            BadAddress::BadCode(code) => write!(f, "{code} is not a room code"),
        }
    }
}

impl std::error::Error for BadAddress {}

/// Whether a text is meant as a table's address or an invite (rather than a server's address).
pub fn is_table_address(text: &str) -> bool {
    text.trim().get(..SCHEME.len()).is_some_and(|s| s.eq_ignore_ascii_case(SCHEME))
}

impl TableAddress {
    /// Where an endpoint can be reached now (its relay, and its direct addresses unless only
    /// relays are to be used).
    pub fn of(endpoint: &Endpoint, reach: &Reach) -> TableAddress {
        TableAddress::at(endpoint.addr(), reach)
    }

    /// The address of a table heard at `addr`, reached as `reach` says.
    pub fn at(addr: EndpointAddr, reach: &Reach) -> TableAddress {
        TableAddress {
            host: addr.id,
            relays: addr.relay_urls().cloned().collect(),
            direct: if reach.relay_only { Vec::new() } else { addr.ip_addrs().copied().collect() },
            code: None,
            watch: false,
            from: None,
        }
    }

    /// This address as a link to the web game at `site` (the address after the page's `#`):
    /// what a browser opens at the table, and what `parse` reads back.
    pub fn on_the_web(&self, site: &str) -> String {
        let text = self.to_text();
        format!("{site}#{}", &text[SCHEME.len()..])
    }

    /// The invite to room `code` at this table.
    pub fn with_code(&self, code: &str) -> TableAddress {
        TableAddress { code: Some(code.to_string()), watch: false, ..self.clone() }
    }

    /// The same invite, to watch.
    pub fn to_watch(&self) -> TableAddress {
        TableAddress { watch: true, ..self.clone() }
    }

    /// The same invite, saying whose table it is.
    pub fn from_host(&self, name: &str) -> TableAddress {
        TableAddress { from: crate::names::clean_name(name).ok(), ..self.clone() }
    }

    pub fn endpoint_addr(&self) -> EndpointAddr {
        EndpointAddr::from_parts(
            self.host,
            self.relays.iter().cloned().map(TransportAddr::Relay).chain(self.direct.iter().copied().map(TransportAddr::Ip)),
        )
    }

    /// Read a table's address or an invite, as pasted (spaces around it and a trailing slash or
    /// full stop from a chat are forgiven).
    pub fn parse(text: &str) -> Result<TableAddress, BadAddress> {
        // An address holds no spaces (a name's are `%20`): a link an e-mail broke over lines, or
        // copied from the lobby's box (one part a line), is read whole.
        let whole: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let text = whole.trim_end_matches(['.', ',', ')', '>']);
        // The web game's link holds the invite after its `#` (`https://…/#join/<key>/<CODE>?…`).
        let on_a_page = text.split_once('#').map(|(_, after)| after).filter(|after| {
            ["table/", "join/", "watch/"].iter().any(|kind| after.get(..kind.len()).is_some_and(|k| k.eq_ignore_ascii_case(kind)))
        });
        let rest = match on_a_page {
            _ if is_table_address(text) => &text[SCHEME.len()..],
            Some(after) => after,
            None => return Err(BadAddress::NotOurs),
        };
        let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
        let mut parts = path.split('/').filter(|p| !p.is_empty());
        let (host, code, watch) = match parts.next() {
            Some(kind) if kind.eq_ignore_ascii_case("table") => (parts.next(), None, false),
            Some(kind) if kind.eq_ignore_ascii_case("join") => (parts.next(), parts.next(), false),
            Some(kind) if kind.eq_ignore_ascii_case("watch") => (parts.next(), parts.next(), true),
            _ => return Err(BadAddress::NoHost),
        };
        let host: EndpointId = host.ok_or(BadAddress::NoHost)?.parse().map_err(|e| BadAddress::BadHost(format!("{e}")))?;
        let code = match code {
            Some(c) => Some(crate::code::normalize(c).map_err(|_| BadAddress::BadCode(c.to_string()))?),
            None => None,
        };
        let mut relays = Vec::new();
        let mut direct = Vec::new();
        let mut from = None;
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = unescape(value);
            match key {
                "relay" => relays.push(value.parse().map_err(|e| BadAddress::BadRelay(format!("{value}: {e}")))?),
                "ip" => direct.push(value.parse().map_err(|e| BadAddress::BadDirect(format!("{value}: {e}")))?),
                // A name that is none (a control character, too long) is simply not shown.
                "from" => from = crate::names::clean_name(&value).ok(),
                // Later versions may say more.
                _ => {}
            }
        }
        let watch = watch && code.is_some();
        let from = from.filter(|_| code.is_some());
        Ok(TableAddress { host, relays, direct, code, watch, from })
    }

    /// The text form over lines a person reads: the scheme and kind, then the key and the room,
    /// then each of the rest (`parse` reads it back whole).
    pub fn to_lines(&self) -> String {
        let text = self.to_text();
        let (head, rest) = text.split_at(text.find(&self.host.to_string()).unwrap_or(0));
        let mut lines = String::from(head);
        if !head.is_empty() {
            lines.push('\n');
        }
        for (i, part) in rest.split_inclusive(['?', '&']).enumerate() {
            if i > 0 {
                lines.push('\n');
            }
            lines.push_str(part);
        }
        lines
    }

    /// The text form: an invite when it has a code (to watch, or to join), else the table's
    /// address.
    pub fn to_text(&self) -> String {
        let mut text = match (&self.code, self.watch) {
            (Some(code), true) => format!("{SCHEME}watch/{}/{code}", self.host),
            (Some(code), false) => format!("{SCHEME}join/{}/{code}", self.host),
            (None, _) => format!("{SCHEME}table/{}", self.host),
        };
        let mut sep = '?';
        if let Some(name) = self.from.as_ref().filter(|_| self.code.is_some()) {
            text.push_str("?from=");
            text.push_str(&escape(name));
            sep = '&';
        }
        for relay in &self.relays {
            text.push(sep);
            text.push_str("relay=");
            text.push_str(&escape(relay.as_str()));
            sep = '&';
        }
        for ip in &self.direct {
            text.push(sep);
            text.push_str(&format!("ip={ip}"));
            sep = '&';
        }
        text
    }

    /// The table's address without the code (what a seat kept is kept against).
    pub fn table(&self) -> TableAddress {
        TableAddress { code: None, watch: false, from: None, ..self.clone() }
    }
}

impl std::fmt::Display for TableAddress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_text())
    }
}

/// A table's address as it changes while the table is open: a relay that answers after the
/// invite was first shown joins it, a new network's addresses replace the old.
/// (A host's: the desktop's.)
#[cfg(not(target_family = "wasm"))]
#[derive(Clone, Debug)]
pub struct TableWatch(tokio::sync::watch::Receiver<TableAddress>);

#[cfg(not(target_family = "wasm"))]
impl TableWatch {
    /// A watch, and the side that tells it.
    pub(crate) fn new(first: TableAddress) -> (tokio::sync::watch::Sender<TableAddress>, TableWatch) {
        let (tell, watch) = tokio::sync::watch::channel(first);
        (tell, TableWatch(watch))
    }

    /// The address as it is now.
    pub fn now(&self) -> TableAddress {
        self.0.borrow().clone()
    }

    /// The address, when it changed since the last `changed`.
    pub fn changed(&mut self) -> Option<TableAddress> {
        match self.0.has_changed() {
            Ok(true) => Some(self.0.borrow_and_update().clone()),
            Ok(false) | Err(_) => None,
        }
    }
}

fn escape(value: &str) -> String {
    value.replace('%', "%25").replace('&', "%26").replace('#', "%23").replace(' ', "%20").replace('?', "%3F").replace('=', "%3D")
}

/// A value as written in a link: every `%XX` read as its byte (a browser or a chat may write a
/// name's letters so, `Mar%C3%ADa`), the bytes read as UTF-8.
fn unescape(value: &str) -> String {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok()).and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Silence after which the other side counts as gone.
pub const GONE_AFTER: Duration = Duration::from_secs(12);

/// A packet goes to the other side after this much silence (QUIC's keep-alive).
const KEEP_ALIVE: Duration = Duration::from_secs(2);

/// Why a frame could not be read or written.
#[derive(Debug)]
pub enum FrameError {
    /// The stream ended (the other side finished or went away).
    Ended,
    TooLarge(usize),
    NotText,
    Broken(String),
}

impl std::fmt::Display for FrameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FrameError::Ended => f.write_str("the connection ended"),
            FrameError::TooLarge(n) => write!(f, "a message of {n} bytes is too large"),
            FrameError::NotText => f.write_str("a message is not text"),
            FrameError::Broken(why) => f.write_str(why),
        }
    }
}

/// The next frame's text (empty: a keepalive), at most `max` bytes.
pub async fn read_frame(recv: &mut RecvStream, max: usize) -> Result<String, FrameError> {
    let mut len = [0u8; 4];
    recv.read_exact(&mut len).await.map_err(|e| match e {
        iroh::endpoint::ReadExactError::FinishedEarly(_) => FrameError::Ended,
        other => FrameError::Broken(other.to_string()),
    })?;
    let len = u32::from_be_bytes(len) as usize;
    if len > max {
        return Err(FrameError::TooLarge(len));
    }
    let mut text = vec![0u8; len];
    recv.read_exact(&mut text).await.map_err(|e| FrameError::Broken(e.to_string()))?;
    String::from_utf8(text).map_err(|_| FrameError::NotText)
}

/// Send one frame (an empty text: a keepalive).
pub async fn write_frame(send: &mut SendStream, text: &str) -> Result<(), FrameError> {
    let len = u32::try_from(text.len()).map_err(|_| FrameError::TooLarge(text.len()))?;
    let mut frame = Vec::with_capacity(4 + text.len());
    frame.extend_from_slice(&len.to_be_bytes());
    frame.extend_from_slice(text.as_bytes());
    send.write_all(&frame).await.map_err(|e| FrameError::Broken(e.to_string()))
}

/// What a table's network side could not do, and why (the library's or the system's words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// A relay given that is no relay's address.
    NotARelay {
        url: String,
        why: String,
    },
    /// No endpoint could be opened (no network at all, the ports refused).
    CannotOpen(String),
    /// The table's key file holds no key.
    KeyDamaged {
        path: std::path::PathBuf,
    },
    /// A file of the table's (its key, its port) could not be read.
    CannotRead {
        path: std::path::PathBuf,
        why: String,
    },
    /// A file of the table's could not be written.
    CannotKeep {
        path: std::path::PathBuf,
        why: String,
    },
    NoRandomness(crate::code::NoRandomness),
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkError::NotARelay { url, why } => write!(f, "{url} is not a relay's address: {why}"),
            LinkError::CannotOpen(why) => write!(f, "cannot open the network: {why}"),
            LinkError::KeyDamaged { path } => write!(f, "{} is damaged (not a key); remove it to make a new one", path.display()),
            LinkError::CannotRead { path, why } => write!(f, "cannot read {}: {why}", path.display()),
            LinkError::CannotKeep { path, why } => write!(f, "cannot keep {}: {why}", path.display()),
            LinkError::NoRandomness(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LinkError {}

/// A host's key, kept in its data folder so that its tables keep their address across restarts
/// (friends come back to the same address). Made the first time.
#[cfg(not(target_family = "wasm"))]
pub fn host_key(folder: &std::path::Path) -> Result<SecretKey, LinkError> {
    let path = folder.join("table.key");
    match std::fs::read(&path) {
        Ok(bytes) => {
            let bytes: [u8; 32] = bytes.try_into().map_err(|_| LinkError::KeyDamaged { path: path.clone() })?;
            Ok(SecretKey::from_bytes(&bytes))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let bytes = crate::code::entropy::<32>().map_err(LinkError::NoRandomness)?;
            write_private(&path, &bytes).map_err(|e| LinkError::CannotKeep { path: path.clone(), why: e.to_string() })?;
            Ok(SecretKey::from_bytes(&bytes))
        }
        Err(e) => Err(LinkError::CannotRead { path, why: e.to_string() }),
    }
}

/// The UDP port a host's table listened on last time (`table.port` in its data folder), if any.
#[cfg(not(target_family = "wasm"))]
pub fn kept_port(folder: &std::path::Path) -> Option<u16> {
    std::fs::read_to_string(folder.join("table.port")).ok()?.trim().parse().ok()
}

/// Keep the port `endpoint` listens on (IPv4) for the table's next start.
#[cfg(not(target_family = "wasm"))]
pub fn keep_port(folder: &std::path::Path, endpoint: &Endpoint) -> Result<(), LinkError> {
    let Some(port) = bound_port(endpoint) else { return Ok(()) };
    if kept_port(folder) == Some(port) {
        return Ok(());
    }
    let path = folder.join("table.port");
    std::fs::write(&path, format!("{port}\n")).map_err(|e| LinkError::CannotKeep { path: path.clone(), why: e.to_string() })
}

/// The IPv4 port an endpoint listens on.
#[cfg(not(target_family = "wasm"))]
pub fn bound_port(endpoint: &Endpoint) -> Option<u16> {
    endpoint.bound_sockets().iter().find(|a| a.is_ipv4()).map(SocketAddr::port).filter(|&p| p != 0)
}

/// Write a file only its owner may read (a key).
#[cfg(not(target_family = "wasm"))]
fn write_private(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// The address a peer is counted by in the server's per-address limits: its key folded into a
/// private IPv6 address (`fd6d:…`), so each friend's game is one "address" whatever network it
/// comes through.
#[cfg(not(target_family = "wasm"))]
pub fn peer_address(peer: &EndpointId) -> std::net::IpAddr {
    let key = peer.as_bytes();
    let mut octets = [0u8; 16];
    octets[0] = 0xfd;
    octets[1] = 0x6d;
    octets[2..].copy_from_slice(&key[..14]);
    std::net::IpAddr::V6(std::net::Ipv6Addr::from(octets))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(n: u8) -> EndpointId {
        SecretKey::from_bytes(&[n; 32]).public()
    }

    #[test]
    fn an_invite_reads_back_as_written() {
        let relay: RelayUrl = "https://relay.example.org./".parse().unwrap();
        let table = TableAddress {
            host: key(7),
            relays: vec![relay],
            direct: vec!["192.168.1.20:50123".parse().unwrap(), "[fe80::1]:4000".parse().unwrap()],
            code: None,
            watch: false,
            from: None,
        };
        let invite = table.with_code("K7PM-4QRT");
        let text = invite.to_text();
        assert!(text.starts_with("mexican-train://join/"), "{text}");
        assert_eq!(TableAddress::parse(&text), Ok(invite.clone()));
        // Pasted from a chat: spaces, a full stop, lower case code.
        assert_eq!(TableAddress::parse(&format!("  {}.  ", text.replace("/K7PM-4QRT", "/k7pm-4qrt"))), Ok(invite.clone()));
        assert_eq!(TableAddress::parse(&table.to_text()), Ok(table.clone()));
        assert_eq!(invite.table(), table);
        // The same invite, to watch.
        let watch = invite.to_watch();
        let text = watch.to_text();
        assert!(text.starts_with("mexican-train://watch/") && text.ends_with(&invite.to_text()["mexican-train://join/".len()..]), "{text}");
        assert_eq!(TableAddress::parse(&text), Ok(watch.clone()));
        assert_eq!(watch.table(), table);
        assert!(!watch.with_code("K7PM-4QRT").watch, "an invite made from it joins");
        // Whose table, read first; a name with the link's own symbols reads back the same.
        let from = invite.from_host("Ana María & Bo = 2?");
        let text = from.to_text();
        assert!(text.starts_with(&format!("mexican-train://join/{}/K7PM-4QRT?from=Ana%20Mar", key(7))), "{text}");
        assert_eq!(TableAddress::parse(&text), Ok(from.clone()));
        assert_eq!(from.table(), table, "the table's address names no one");
        // Its letters as a browser writes them.
        assert_eq!(TableAddress::parse(&text.replace("María", "Mar%C3%ADa")).map(|t| t.from), Ok(Some("Ana María & Bo = 2?".into())));
        let written = format!("mexican-train://join/{}/K7PM-4QRT?from=Ana%20Mar%C3%ADa%2", key(7));
        assert_eq!(TableAddress::parse(&written).map(|t| t.from), Ok(Some("Ana María%2".into())), "a stray % is kept");
        // Over lines, one part a line: the scheme is never cut, and it reads back whole.
        let lines = from.to_lines();
        assert!(lines.starts_with("mexican-train://join/\n") && lines.lines().all(|l| l.len() <= 76), "{lines}");
        assert_eq!(TableAddress::parse(&lines), Ok(from.clone()));
        // An older game's invite (no name), and a name that is none, read as no name.
        assert_eq!(TableAddress::parse(&text.replace("from=", "fr=")).map(|t| t.from), Ok(None));
        assert_eq!(TableAddress::parse(&text.replace("from=Ana", "from=\u{7}Ana")).map(|t| t.from), Ok(None));
        // The web game's link to it (the invite after the page's `#`), pasted.
        let on_a_page = from.on_the_web("https://example.org/mexican-train/");
        assert_eq!(on_a_page, format!("https://example.org/mexican-train/#{}", &text["mexican-train://".len()..]));
        assert_eq!(TableAddress::parse(&on_a_page), Ok(from.clone()));
        assert_eq!(TableAddress::parse("https://example.org/mexican-train/#rules"), Err(BadAddress::NotOurs));
    }

    #[test]
    fn what_is_not_an_invite_is_told() {
        assert_eq!(TableAddress::parse("localhost:7777"), Err(BadAddress::NotOurs));
        assert_eq!(TableAddress::parse("mexican-train://join/"), Err(BadAddress::NoHost));
        assert!(matches!(TableAddress::parse("mexican-train://join/nothex/ABCD"), Err(BadAddress::BadHost(_))));
        let host = key(1);
        assert!(matches!(TableAddress::parse(&format!("mexican-train://join/{host}/!!")), Err(BadAddress::BadCode(_))));
        assert!(matches!(TableAddress::parse(&format!("mexican-train://table/{host}?relay=::")), Err(BadAddress::BadRelay(_))));
        assert!(matches!(TableAddress::parse(&format!("mexican-train://table/{host}?ip=here")), Err(BadAddress::BadDirect(_))));
        assert!(is_table_address("MEXICAN-TRAIN://join/x"));
        assert!(!is_table_address("ws://host:7777"));
    }

    #[test]
    fn a_host_keeps_its_key() {
        let folder = std::env::temp_dir().join(format!("mt-link-key-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).unwrap();
        let first = host_key(&folder).unwrap();
        let again = host_key(&folder).unwrap();
        assert_eq!(first.public(), again.public());
        std::fs::write(folder.join("table.key"), b"short").unwrap();
        assert!(matches!(host_key(&folder), Err(LinkError::KeyDamaged { .. })));
        let _ = std::fs::remove_dir_all(&folder);
    }

    /// A pinned relay certificate is the only one accepted.
    #[test]
    fn a_pinned_relay_shows_exactly_its_certificate() {
        use rustls::client::danger::ServerCertVerifier;
        let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
        let pinned = Pinned { der: vec![1, 2, 3], provider };
        let name = rustls::pki_types::ServerName::try_from("127.0.0.1").unwrap();
        let now = rustls::pki_types::UnixTime::now();
        let shown = |der: &[u8]| pinned.verify_server_cert(&rustls::pki_types::CertificateDer::from(der.to_vec()), &[], &name, &[], now);
        assert!(shown(&[1, 2, 3]).is_ok());
        assert!(shown(&[1, 2, 4]).is_err(), "another certificate is refused");
        assert!(shown(&[]).is_err());
    }

    #[test]
    fn each_peer_is_its_own_address() {
        assert_ne!(peer_address(&key(1)), peer_address(&key(2)));
        assert_eq!(peer_address(&key(1)), peer_address(&key(1)));
    }
}
