//! `mexican-train serve`: the game server for online play, headless.

use crate::lang::t;
use crate::net::link::Reach;
use crate::net::server::{self, Config, Limits};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Options of `serve`.
#[derive(clap::Args, Debug, Clone)]
pub struct ServeArgs {
    /// The address and port to listen on (`0.0.0.0:7777`: every network of this machine;
    /// port 0: any free port, printed at start).
    #[arg(long, default_value = "0.0.0.0:7777")]
    pub listen: SocketAddr,
    /// Where the rooms' database is kept (default: the game's data folder, `server/`).
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Wait for the disk at every accepted move (survives a power cut; slower).
    #[arg(long)]
    pub durable: bool,
    /// Milliseconds a computer waits after the last move, so people can follow it.
    #[arg(long, default_value_t = 700, value_name = "MS")]
    pub computer_delay: u64,
    /// The largest message a client may send, in bytes.
    #[arg(long, default_value_t = Limits::default().max_message)]
    pub max_message: usize,
    /// Open connections allowed from one address.
    #[arg(long, default_value_t = Limits::default().connections_per_address)]
    pub connections_per_address: usize,
    /// Connections one address may open in a minute.
    #[arg(long, default_value_t = Limits::default().connections_per_minute)]
    pub connections_per_minute: usize,
    /// Rooms one address may create, and codes or seats' tokens it may get wrong, in a minute
    /// (guessing codes; a right code or token does not count); rooms it may start watching in
    /// a minute, apart.
    #[arg(long, default_value_t = Limits::default().joins_per_minute)]
    pub joins_per_minute: u32,
    /// Glances at a seat's room (*Your tables* on a title) one address may take in a minute.
    #[arg(long, default_value_t = Limits::default().glances_per_minute)]
    pub glances_per_minute: u32,
    /// Rooms on this server.
    #[arg(long, default_value_t = Limits::default().max_rooms)]
    pub max_rooms: usize,
    /// Messages waiting for a client before it counts as not reading and is dropped.
    #[arg(long, default_value_t = Limits::default().queue)]
    pub queue: usize,
    /// Seconds a connection may stay silent (the server pings it) before it is closed.
    #[arg(long, default_value_t = Limits::default().idle.as_secs(), value_name = "SECONDS")]
    pub idle: u64,
    /// Seconds a finished match's room is kept once everyone has left it (then it is forgotten).
    #[arg(long, default_value_t = Limits::default().keep_finished.as_secs(), value_name = "SECONDS")]
    pub keep_finished: u64,
    /// Seconds any other room is kept with nobody in it (a match abandoned, a room never
    /// started): a week by default.
    #[arg(long, default_value_t = Limits::default().keep_empty.as_secs(), value_name = "SECONDS")]
    pub keep_empty: u64,
    /// Seconds a connection has to become a game's WebSocket before it is closed.
    #[arg(long, default_value_t = Limits::default().upgrade_within.as_secs(), value_name = "SECONDS")]
    pub upgrade_within: u64,
    /// Hints one address may ask for in a minute.
    #[arg(long, default_value_t = Limits::default().hints_per_minute)]
    pub hints_per_minute: u32,
    /// Hints one seat may ask for in a minute.
    #[arg(long, default_value_t = Limits::default().hints_per_seat_minute)]
    pub hints_per_seat_minute: u32,
    /// Rooms one address may have open at once.
    #[arg(long, default_value_t = Limits::default().rooms_per_address)]
    pub rooms_per_address: usize,
    /// Messages to its rooms (moves, hints asked, quick messages) one address may send in a
    /// second for each person it has at a table (up to 8: a household behind one router).
    #[arg(long, default_value_t = Limits::default().messages_per_second)]
    pub messages_per_second: u32,
    /// Seconds a person away on their turn is waited for before a computer plays for them (they
    /// take the seat back on return); 0: waited for as long as it takes.
    #[arg(long, default_value_t = Limits::default().cover_after.as_secs(), value_name = "SECONDS")]
    pub cover_after: u64,
    /// People who may watch one room at once.
    #[arg(long, default_value_t = Limits::default().watchers_per_room)]
    pub watchers_per_room: usize,
    /// A reverse proxy in front of the server (repeat for several): its `X-Forwarded-For` names
    /// each player's address, which the limits count.
    #[arg(long, value_name = "ADDRESS")]
    pub trusted_proxy: Vec<std::net::IpAddr>,
    /// Also a table friends reach from anywhere, by this server's key (kept in its data folder),
    /// with no port to open: the second line printed is its address (`mexican-train://table/…`).
    #[arg(long)]
    pub table: bool,
    /// With `--table`: your own relay (`https://relay.example.org`) instead of the public ones.
    #[arg(long, value_name = "URL", requires = "table")]
    pub relay: Option<String>,
    /// With `--table`: only through the relay, no direct paths (tests of the relay's path).
    #[arg(long, hide = true, requires = "table")]
    pub relay_only: bool,
    /// With `--table`: say on this network which room the table plays (its host's name, its
    /// code, its free seats), so that players here see it in *Play online* with no invite.
    #[arg(long, requires = "table")]
    pub nearby: bool,
    /// With `--table`: seconds to wait for the relay before the table's address is printed, once
    /// friends on this network can reach it (a game hosting a table waits 1.5).
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0, requires = "table")]
    pub relay_wait: f64,
    /// With `--relay`: the relay's own certificate (a DER file), trusted instead of the web's
    /// authorities (a relay that signs its own).
    #[arg(long, value_name = "FILE", requires = "relay")]
    pub relay_certificate: Option<PathBuf>,
}

pub fn run(args: &ServeArgs) -> ExitCode {
    let data = match args.data.clone().or_else(|| crate::files::Dirs::locate().map(|d| d.local.join("server"))) {
        Some(d) => d,
        None => {
            eprintln!("mexican-train serve: {}", t!("cli-no-data-folder"));
            return ExitCode::from(2);
        }
    };
    if args.idle == 0 || args.queue == 0 || args.max_message < 1024 || args.upgrade_within == 0 || args.messages_per_second == 0 {
        eprintln!("mexican-train serve: {}", t!("cli-serve-limits"));
        return ExitCode::from(2);
    }
    let table = match table_reach(args) {
        Ok(table) => table,
        Err(code) => return code,
    };
    let config = Config {
        listen: args.listen,
        data,
        durable: args.durable,
        computer_delay: Duration::from_millis(args.computer_delay),
        limits: limits(args),
        trusted_proxies: args.trusted_proxy.clone(),
        table,
        // The address printed is the one the operator passes on: with the relay, unless it does
        // not answer within the wait.
        relay_wait: std::time::Duration::try_from_secs_f64(args.relay_wait).unwrap_or(Duration::from_secs(10)),
    };
    match server::serve(config, say_started) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e @ server::ServeError::FolderInUse { .. }) => {
            eprintln!("mexican-train serve: {}", crate::lang::online::serve_error(&e));
            ExitCode::from(2)
        }
        Err(server::ServeError::Failed(e)) => {
            eprintln!("mexican-train serve: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The server's limits, as the arguments set them.
fn limits(args: &ServeArgs) -> Limits {
    Limits {
        max_message: args.max_message,
        connections_per_address: args.connections_per_address,
        connections_per_minute: args.connections_per_minute,
        joins_per_minute: args.joins_per_minute,
        glances_per_minute: args.glances_per_minute,
        max_rooms: args.max_rooms,
        queue: args.queue,
        idle: Duration::from_secs(args.idle),
        keep_finished: Duration::from_secs(args.keep_finished),
        keep_empty: Duration::from_secs(args.keep_empty),
        upgrade_within: Duration::from_secs(args.upgrade_within),
        hints_per_minute: args.hints_per_minute,
        hints_per_seat_minute: args.hints_per_seat_minute,
        rooms_per_address: args.rooms_per_address,
        messages_per_second: args.messages_per_second,
        cover_after: Duration::from_secs(args.cover_after),
        watchers_per_room: args.watchers_per_room,
    }
}

/// How friends reach the table (`--table`), or the exit code once why not is said.
fn table_reach(args: &ServeArgs) -> Result<Option<Reach>, ExitCode> {
    let table = match (&args.relay, args.table) {
        (_, false) => None,
        (None, true) => Some(Reach::default()),
        (Some(url), true) => match Reach::own_relay(url) {
            Ok(r) => Some(r),
            Err(e) => {
                eprintln!("mexican-train serve: {e}");
                return Err(ExitCode::from(2));
            }
        },
    }
    .map(|r| Reach { relay_only: args.relay_only, nearby: args.nearby, ..r });
    let table = match (table, &args.relay_certificate) {
        (Some(reach), Some(path)) => match crate::files::safe_io::read_limited(path, 64 * 1024) {
            Ok(der) => Some(Reach { relay_certificate: Some(der), ..reach }),
            Err(e) => {
                eprintln!("mexican-train serve: {}", t!("cli-read-file", file = path.display().to_string(), why = e.to_string()));
                return Err(ExitCode::from(2));
            }
        },
        (table, _) => table,
    };
    Ok(table)
}

/// The operator is told what the server found, where it listens and, for a table, its address.
fn say_started(s: &server::Started) {
    for why in &s.not_restored {
        eprintln!("mexican-train serve: {}", t!("cli-not-restored", why = why.as_str()));
    }
    for found in &s.found {
        match found {
            server::store::Found::EmptyDatabase { path } => {
                eprintln!("mexican-train serve: {}", t!("cli-empty-database", file = path.display().to_string()))
            }
        }
    }
    // The first line of output: where it listens (tests and scripts read it).
    println!("{}", t!("cli-listening", address = s.address.to_string(), rooms = s.restored));
    // With `--table`, the second: the table's address.
    if let Some(table) = &s.table {
        println!("{}", t!("cli-table-address", address = table.now().to_text()));
    }
    use std::io::Write;
    let _ = std::io::stdout().flush();
}
