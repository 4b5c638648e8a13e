//! Who gets in, from the first byte: every accepted TCP connection is counted against its
//! address at once (not only once it becomes a WebSocket), the server keeps a margin of file
//! handles below its limit so that `/health` and new players are always served, a connection
//! that has not finished its upgrade to a WebSocket within a few seconds is closed, and moves
//! go out at once (`TCP_NODELAY`: no waiting to fill a packet).
//!
//! Behind a reverse proxy every player arrives from the proxy's address: a connection from a
//! trusted proxy (`--trusted-proxy`) is counted by the address the proxy forwards
//! (`X-Forwarded-For`), once its request says so.

use std::collections::{BTreeMap, VecDeque};
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// File handles kept free for the database, its log, the listener and the blocking pool: the
/// server takes no more connections than its limit less these.
pub const RESERVED_FILES: usize = 64;

const MINUTE: Duration = Duration::from_secs(60);
const SECOND: Duration = Duration::from_secs(1);

/// Per address: open connections, and the times of recent joins, hints and messages to rooms.
#[derive(Default)]
struct Address {
    open: usize,
    /// When its recent connections were let in (the last minute's).
    opened: VecDeque<Instant>,
    /// Connections at a table (seated or watching): a household's people.
    seated: usize,
    /// The most seated at once lately, and when: the household's size while its connections
    /// drop and come back one by one (a router restarting).
    peak: (usize, Option<Instant>),
    joins: Vec<Instant>,
    /// Rooms watched (with a right code: a wrong one counts in `joins`).
    watches: Vec<Instant>,
    /// Glances at a seat's room (with a right token: a wrong one counts in `joins`).
    glances: Vec<Instant>,
    hints: Vec<Instant>,
    messages: Vec<Instant>,
}

impl Address {
    fn quiet(&mut self, now: Instant) -> bool {
        for recent in [&mut self.joins, &mut self.watches, &mut self.glances, &mut self.hints] {
            recent.retain(|t| now.duration_since(*t) < MINUTE);
        }
        self.opened.retain(|t| now.duration_since(*t) < MINUTE);
        self.messages.retain(|t| now.duration_since(*t) < SECOND);
        let peak_recent = self.peak.1.is_some_and(|t| now.duration_since(t) < MINUTE);
        let recent = [&self.joins, &self.watches, &self.glances, &self.hints, &self.messages];
        self.open == 0 && self.seated == 0 && !peak_recent && recent.iter().all(|r| r.is_empty()) && self.opened.is_empty()
    }
}

/// The server's count of connections and of what each address did lately.
pub struct Admissions {
    per_address: usize,
    /// New connections one address may open in any minute.
    per_minute: usize,
    total_cap: usize,
    trusted: Vec<IpAddr>,
    addresses: Mutex<BTreeMap<IpAddr, Address>>,
    open: AtomicUsize,
    /// Connections still to finish their upgrade, oldest first: the first to go when the
    /// server runs short of file handles.
    waiting: Mutex<VecDeque<Weak<Mark>>>,
}

/// The most people behind one address whose messages count apart (a family at one router).
pub const HOUSEHOLD: usize = 8;

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Admissions {
    /// `per_address` open at once and `per_minute` opened in any minute by one address; `files`:
    /// the process's limit of open files.
    pub fn new(per_address: usize, per_minute: usize, files: usize, trusted: Vec<IpAddr>) -> Admissions {
        Admissions {
            per_address,
            per_minute,
            total_cap: files.saturating_sub(RESERVED_FILES).max(16),
            trusted,
            addresses: Mutex::new(BTreeMap::new()),
            open: AtomicUsize::new(0),
            waiting: Mutex::new(VecDeque::new()),
        }
    }

    pub fn is_trusted(&self, ip: IpAddr) -> bool {
        self.trusted.contains(&ip)
    }

    /// Open TCP connections now.
    pub fn open(&self) -> usize {
        self.open.load(Ordering::Relaxed)
    }

    /// One more connection from `ip`, if it may have it (a trusted proxy's are counted by the
    /// address each forwards, later).
    fn take(self: &Arc<Self>, ip: IpAddr) -> Option<Ticket> {
        if !self.is_trusted(ip) && !self.count_in(ip) {
            return None;
        }
        self.open.fetch_add(1, Ordering::Relaxed);
        Some(Ticket { admissions: self.clone(), ip: (!self.is_trusted(ip)).then_some(ip) })
    }

    /// Count one more connection of `ip`, within the limits for one address: so many open at
    /// once, so many opened a minute (a storm of connections opened and closed costs the server
    /// an accept and a close each, not a handshake).
    pub fn count_in(&self, ip: IpAddr) -> bool {
        let mut all = lock(&self.addresses);
        // Addresses gone quiet are swept now and then, so the map stays the size of those active.
        if all.len() >= 1024 && all.len().is_power_of_two() {
            let now = Instant::now();
            all.retain(|_, a| !a.quiet(now));
        }
        let a = all.entry(ip).or_default();
        let now = Instant::now();
        while a.opened.front().is_some_and(|t| now.duration_since(*t) >= MINUTE) {
            a.opened.pop_front();
        }
        if a.open >= self.per_address || a.opened.len() >= self.per_minute {
            return false;
        }
        a.open += 1;
        a.opened.push_back(now);
        true
    }

    /// One connection of `ip` fewer.
    pub fn count_out(&self, ip: IpAddr) {
        let mut all = lock(&self.addresses);
        if let Some(a) = all.get_mut(&ip) {
            a.open = a.open.saturating_sub(1);
            if a.quiet(Instant::now()) {
                all.remove(&ip);
            }
        }
    }

    /// Whether `ip` may do one more of what `recent` keeps (at most `most` in any `window`),
    /// counted.
    fn within(&self, ip: IpAddr, most: u32, window: Duration, recent: impl Fn(&mut Address) -> &mut Vec<Instant>) -> bool {
        let mut all = lock(&self.addresses);
        let a = all.entry(ip).or_default();
        let now = Instant::now();
        let times = recent(a);
        times.retain(|t| now.duration_since(*t) < window);
        if times.len() as u32 >= most {
            return false;
        }
        times.push(now);
        true
    }

    /// Whether `ip` may create another room now (counted).
    pub fn may_join(&self, ip: IpAddr, per_minute: u32) -> bool {
        self.within(ip, per_minute, MINUTE, |a| &mut a.joins)
    }

    /// Whether `ip` may try a room's code or a seat's token now: only tries that failed count
    /// (`missed`), so a household joining, dropping and coming back together is never refused,
    /// while guessing codes soon is.
    pub fn may_try(&self, ip: IpAddr, per_minute: u32) -> bool {
        let mut all = lock(&self.addresses);
        let a = all.entry(ip).or_default();
        let now = Instant::now();
        a.joins.retain(|t| now.duration_since(*t) < MINUTE);
        (a.joins.len() as u32) < per_minute
    }

    /// Whether `ip` may start watching a room now (counted): at most `per_minute` in any
    /// minute, as rooms created, so that watchers coming and going by the hundred cannot keep
    /// a room's players busy with news of them.
    pub fn may_watch(&self, ip: IpAddr, per_minute: u32) -> bool {
        self.within(ip, per_minute, MINUTE, |a| &mut a.watches)
    }

    /// Whether `ip` may glance at a seat's room now (counted): at most `per_minute` in any
    /// minute.
    pub fn may_glance(&self, ip: IpAddr, per_minute: u32) -> bool {
        self.within(ip, per_minute, MINUTE, |a| &mut a.glances)
    }

    /// A try of `ip` failed (no such room, no such seat, a code that is none).
    pub fn missed(&self, ip: IpAddr) {
        lock(&self.addresses).entry(ip).or_default().joins.push(Instant::now());
    }

    /// A connection of `ip` sits at a table now (or, `false`, no longer).
    pub fn seated(&self, ip: IpAddr, now_seated: bool) {
        let mut all = lock(&self.addresses);
        let a = all.entry(ip).or_default();
        a.seated = if now_seated { a.seated + 1 } else { a.seated.saturating_sub(1) };
        if a.seated >= a.peak.0 || a.peak.1.is_none_or(|t| t.elapsed() >= MINUTE) {
            a.peak = (a.seated, Some(Instant::now()));
        }
    }

    /// The people `ip` has at tables, counting those who dropped in the last minute.
    fn household(a: &Address) -> usize {
        let recent = a.peak.1.is_some_and(|t| t.elapsed() < MINUTE);
        if recent { a.seated.max(a.peak.0) } else { a.seated }
    }

    /// Whether `ip` may ask for another hint now.
    pub fn may_hint(&self, ip: IpAddr, per_minute: u32) -> bool {
        self.within(ip, per_minute, MINUTE, |a| &mut a.hints)
    }

    /// Whether `ip` may send its rooms another message (a move, a hint asked, a word, a start)
    /// now: at most `per_second` in any second, so that one address playing instantly in many
    /// rooms cannot slow the others' moves.
    pub fn may_send(&self, ip: IpAddr, per_second: u32) -> bool {
        // A household shares one address: each person at a table has their own allowance, up to
        // a family's eight; one address playing in many rooms gets no more than that.
        let people = lock(&self.addresses).get(&ip).map_or(1, |a| Self::household(a).clamp(1, HOUSEHOLD)) as u32;
        self.within(ip, per_second.saturating_mul(people), SECOND, |a| &mut a.messages)
    }

    /// Short of file handles: the connection waiting longest for its upgrade is closed.
    fn make_room(&self) {
        let mut waiting = lock(&self.waiting);
        while self.open() >= self.total_cap {
            let Some(oldest) = waiting.pop_front() else { return };
            if let Some(mark) = oldest.upgrade()
                && !mark.upgraded.load(Ordering::Relaxed)
            {
                mark.close();
                return;
            }
        }
    }

    fn wait_for_upgrade(&self, mark: &Arc<Mark>) {
        let mut waiting = lock(&self.waiting);
        // Those gone or upgraded leave the queue as it is walked.
        while waiting.front().is_some_and(|w| w.upgrade().is_none_or(|m| m.upgraded.load(Ordering::Relaxed))) {
            waiting.pop_front();
        }
        waiting.push_back(Arc::downgrade(mark));
    }
}

/// A connection counted in: counted out when it closes.
struct Ticket {
    admissions: Arc<Admissions>,
    /// The address it counts against (none for a trusted proxy's).
    ip: Option<IpAddr>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.admissions.open.fetch_sub(1, Ordering::Relaxed);
        if let Some(ip) = self.ip {
            self.admissions.count_out(ip);
        }
    }
}

/// What a connection's handler and its socket share: whether it became a WebSocket, and a word
/// to close it.
#[derive(Debug, Default)]
pub struct Mark {
    upgraded: AtomicBool,
    closing: AtomicBool,
    waker: Mutex<Option<std::task::Waker>>,
}

impl Mark {
    /// The WebSocket is open: no deadline any more.
    pub fn upgraded(&self) {
        self.upgraded.store(true, Ordering::Relaxed);
    }

    fn close(&self) {
        self.closing.store(true, Ordering::Relaxed);
        if let Some(w) = lock(&self.waker).take() {
            w.wake();
        }
    }
}

/// A connection's far end, as handlers see it.
#[derive(Clone, Debug)]
pub struct Peer {
    pub addr: SocketAddr,
    pub mark: Arc<Mark>,
}

/// The accepted socket: closed (reads fail) if its upgrade is not done by the deadline, or if the
/// server needs its file handle back.
pub struct Guarded {
    stream: TcpStream,
    mark: Arc<Mark>,
    deadline: Pin<Box<tokio::time::Sleep>>,
    _ticket: Ticket,
}

impl Guarded {
    fn refuse(&mut self, cx: &mut Context<'_>) -> Option<std::io::Error> {
        if self.mark.upgraded.load(Ordering::Relaxed) {
            return None;
        }
        *lock(&self.mark.waker) = Some(cx.waker().clone());
        if self.mark.closing.load(Ordering::Relaxed) || self.deadline.as_mut().poll(cx).is_ready() {
            return Some(std::io::Error::new(std::io::ErrorKind::TimedOut, "no WebSocket upgrade in time"));
        }
        None
    }
}

impl AsyncRead for Guarded {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<std::io::Result<()>> {
        if let Some(e) = self.refuse(cx) {
            return Poll::Ready(Err(e));
        }
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Guarded {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

/// The server's listener, admitting connections as above.
pub struct Gate {
    pub listener: TcpListener,
    pub admissions: Arc<Admissions>,
    /// How long a connection has to become a WebSocket.
    pub upgrade_within: Duration,
}

impl axum::serve::Listener for Gate {
    type Io = Guarded;
    type Addr = Peer;

    async fn accept(&mut self) -> (Guarded, Peer) {
        loop {
            let (stream, addr) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                // Out of file handles (the margin spent) or a connection gone before it was
                // taken: a moment, then on.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    continue;
                }
            };
            let Some(ticket) = self.admissions.take(addr.ip()) else { continue };
            self.admissions.make_room();
            // Every message goes out at once.
            let _ = stream.set_nodelay(true);
            let mark = Arc::new(Mark::default());
            self.admissions.wait_for_upgrade(&mark);
            let deadline = Box::pin(tokio::time::sleep(self.upgrade_within));
            return (Guarded { stream, mark: mark.clone(), deadline, _ticket: ticket }, Peer { addr, mark });
        }
    }

    fn local_addr(&self) -> std::io::Result<Peer> {
        Ok(Peer { addr: self.listener.local_addr()?, mark: Arc::default() })
    }
}

impl axum::extract::connect_info::Connected<axum::serve::IncomingStream<'_, Gate>> for Peer {
    fn connect_info(stream: axum::serve::IncomingStream<'_, Gate>) -> Peer {
        stream.remote_addr().clone()
    }
}

/// The address a request comes from: the peer's, or for a trusted proxy the last address of its
/// `X-Forwarded-For` (the one the proxy itself saw).
pub fn client_address(admissions: &Admissions, peer: IpAddr, headers: &axum::http::HeaderMap) -> IpAddr {
    if !admissions.is_trusted(peer) {
        return peer;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|a| a.trim().parse::<IpAddr>().ok())
        .next_back()
        .unwrap_or(peer)
}

/// Raise the soft limit of open files to the hard one (a server holds a file per player); the
/// limit now.
pub fn raise_file_limit() -> usize {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit and setrlimit read and write the struct given, nothing else.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
                return 1024;
            }
            if limit.rlim_cur < limit.rlim_max {
                let raised = libc::rlimit { rlim_cur: limit.rlim_max, rlim_max: limit.rlim_max };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                    limit = raised;
                }
            }
        }
        usize::try_from(limit.rlim_cur).unwrap_or(usize::MAX)
    }
    #[cfg(not(unix))]
    {
        8192
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trusted_proxy_is_seen_through_and_no_one_else() {
        let proxy: IpAddr = "10.0.0.1".parse().expect("an address");
        let admissions = Admissions::new(4, 10_000, 1024, vec![proxy]);
        let mut headers = axum::http::HeaderMap::new();
        headers.insert("x-forwarded-for", "203.0.113.9, 198.51.100.7".parse().expect("a header"));
        assert_eq!(client_address(&admissions, proxy, &headers), "198.51.100.7".parse::<IpAddr>().expect("an address"));
        let stranger: IpAddr = "10.0.0.2".parse().expect("an address");
        assert_eq!(client_address(&admissions, stranger, &headers), stranger, "only a trusted proxy's word is taken");
        assert_eq!(client_address(&admissions, proxy, &axum::http::HeaderMap::new()), proxy);
    }

    #[test]
    fn an_address_holds_only_so_many_and_gets_them_back() {
        let admissions = Admissions::new(2, 10_000, 1024, Vec::new());
        let ip: IpAddr = "192.0.2.1".parse().expect("an address");
        assert!(admissions.count_in(ip) && admissions.count_in(ip));
        assert!(!admissions.count_in(ip), "the third is refused");
        admissions.count_out(ip);
        assert!(admissions.count_in(ip), "a place came free");
        assert!((0..5).all(|_| admissions.may_hint(ip, 5)) && !admissions.may_hint(ip, 5));
    }

    /// Connections opened and closed count against the minute's allowance: closing one does not
    /// give its place back within the minute.
    #[test]
    fn an_address_opens_only_so_many_a_minute() {
        let admissions = Admissions::new(64, 3, 1024, Vec::new());
        let ip: IpAddr = "192.0.2.1".parse().expect("an address");
        for _ in 0..3 {
            assert!(admissions.count_in(ip));
            admissions.count_out(ip);
        }
        assert!(!admissions.count_in(ip), "the fourth in a minute is refused");
        assert!(admissions.count_in("192.0.2.2".parse().expect("an address")), "another address is not");
    }

    #[test]
    fn messages_to_rooms_are_counted_per_second_and_per_address() {
        let admissions = Admissions::new(64, 10_000, 1024, Vec::new());
        let busy: IpAddr = "192.0.2.1".parse().expect("an address");
        let other: IpAddr = "192.0.2.2".parse().expect("an address");
        assert!((0..10).all(|_| admissions.may_send(busy, 10)));
        assert!(!admissions.may_send(busy, 10), "the eleventh in the second is refused");
        assert!(admissions.may_send(other, 10), "another address is not slowed");
    }

    /// Each person an address has at a table sends their own share of messages, up to a
    /// household's eight, and keeps it while their connections drop and come back; one address
    /// alone has its one share.
    #[test]
    fn a_household_shares_its_address_and_keeps_its_share_through_a_drop() {
        let admissions = Admissions::new(64, 10_000, 4096, Vec::new());
        let (home, alone): (IpAddr, IpAddr) = ("192.0.2.8".parse().expect("an address"), "192.0.2.9".parse().expect("an address"));
        let sent = |ip| (0..200).filter(|_| admissions.may_send(ip, 10)).count();
        for _ in 0..9 {
            admissions.seated(home, true);
        }
        assert_eq!(sent(home), 80, "eight people's share, no more");
        assert_eq!(sent(alone), 10);
        for _ in 0..9 {
            admissions.seated(home, false);
        }
        admissions.seated(home, true);
        std::thread::sleep(SECOND);
        assert_eq!(sent(home), 80, "one back of eight who dropped: still the household's share");
        // Misses count; right codes do not.
        assert!(admissions.may_try(alone, 2));
        admissions.missed(alone);
        admissions.missed(alone);
        assert!(!admissions.may_try(alone, 2), "two misses a minute: no more tries");
        assert!(admissions.may_try(home, 2), "another address is not counted with it");
    }
}
