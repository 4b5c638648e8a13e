//! One game open per player. A record double-clicked, an invite clicked, or the game started
//! again while it is open goes to the game already open, which comes to the front, rather than
//! to a second window (two games would write one saved game over the other).
//!
//! The open game listens on loopback (127.0.0.1, a port the system picks) and leaves the port
//! and a secret in the machine's folder (`instance.ron`, readable by its owner alone); a second
//! start reads them, hands over what it was opened with, and ends. A game that crashed left its
//! file behind: nobody answers at its port, and the new start becomes the open game. Runs of
//! `--demo`, `--screenshot` and `--perf` neither hand over nor listen.

use crate::files::Dirs;
use crate::schedule::AppSystems;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

/// What a start of the game was opened with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opened {
    /// Nothing: the game itself (its shortcut, its menu entry).
    Game,
    /// A game record, to watch.
    Record(PathBuf),
    /// An invite to a table (`mexican-train://join/…`).
    Invite(String),
}

/// A later start handed this over to the game open here (the window has been brought forward).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct HandedOver(pub Opened);

/// Where the open game listens, and the secret a hand-over must show.
#[derive(Debug, Serialize, Deserialize)]
struct Listening {
    port: u16,
    secret: String,
}

/// One hand-over, as one line of RON.
#[derive(Debug, Serialize, Deserialize)]
struct HandOver {
    secret: String,
    opened: Opened,
}

/// The longest hand-over read (a path or an invite is far shorter).
const MAX_LINE: u64 = 64 * 1024;
/// How long a start waits for the open game to answer before opening a window of its own.
const PATIENCE: Duration = Duration::from_secs(2);

fn file(dirs: &Dirs) -> PathBuf {
    dirs.local.join("instance.ron")
}

/// Hand `opened` to the game already open for these folders. `true`: it took it, and this start
/// ends; `false`: none is open (or it did not answer), and this start opens the window.
pub fn hand_over(dirs: &Dirs, opened: &Opened) -> bool {
    let Some(listening) = std::fs::read_to_string(file(dirs)).ok().and_then(|text| ron::from_str::<Listening>(&text).ok()) else {
        return false;
    };
    let line = match ron::to_string(&HandOver { secret: listening.secret, opened: opened.clone() }) {
        Ok(line) => line,
        Err(_) => return false,
    };
    let address = SocketAddr::from((Ipv4Addr::LOCALHOST, listening.port));
    let Ok(mut stream) = TcpStream::connect_timeout(&address, PATIENCE) else { return false };
    let _ = stream.set_read_timeout(Some(PATIENCE));
    let _ = stream.set_write_timeout(Some(PATIENCE));
    allow_the_open_game_to_come_forward();
    if stream.write_all(format!("{line}\n").as_bytes()).is_err() {
        return false;
    }
    let mut answer = String::new();
    BufReader::new(stream.take(16)).read_line(&mut answer).is_ok() && answer.trim() == "ok"
}

/// Windows lets only the program in front bring a window forward: this start (just clicked) lends
/// that to the open game.
#[cfg(windows)]
fn allow_the_open_game_to_come_forward() {
    const ASFW_ANY: u32 = u32::MAX;
    #[link(name = "user32")]
    unsafe extern "system" {
        fn AllowSetForegroundWindow(process: u32) -> i32;
    }
    // SAFETY: takes a plain value and changes only who may take the foreground.
    unsafe {
        AllowSetForegroundWindow(ASFW_ANY);
    }
}

#[cfg(not(windows))]
fn allow_the_open_game_to_come_forward() {}

/// The message features read (headless apps have it too, never sent).
pub(super) fn plugin(app: &mut App) {
    app.add_message::<HandedOver>();
}

/// Listen for later starts (the windowed app adds this for a person's own run). If the port
/// cannot be opened or its file written, the game plays on without: a later start opens a
/// window of its own.
pub fn listening(dirs: Dirs) -> impl Fn(&mut App) {
    move |app: &mut App| {
        let Some(arrivals) = listen(&dirs) else { return };
        app.insert_resource(arrivals).add_systems(Update, receive.in_set(AppSystems::Input));
    }
}

/// What later starts handed over, from the listening thread.
#[derive(Resource)]
struct Arrivals {
    from: Mutex<Receiver<Opened>>,
    /// The file naming this game's port, removed when the game closes (unless a later game
    /// has written its own there since).
    file: PathBuf,
    port: u16,
}

impl Drop for Arrivals {
    fn drop(&mut self) {
        let ours = std::fs::read_to_string(&self.file)
            .ok()
            .and_then(|text| ron::from_str::<Listening>(&text).ok())
            .is_some_and(|l| l.port == self.port);
        if ours {
            let _ = std::fs::remove_file(&self.file);
        }
    }
}

fn listen(dirs: &Dirs) -> Option<Arrivals> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).ok()?;
    let port = listener.local_addr().ok()?.port();
    let secret = secret();
    let text = ron::to_string(&Listening { port, secret: secret.clone() }).ok()?;
    let path = file(dirs);
    crate::files::safe_io::write_private(&path, text.as_bytes()).ok()?;
    let (to_game, from) = channel();
    std::thread::Builder::new()
        .name("single instance".into())
        .spawn(move || {
            for stream in listener.incoming().flatten() {
                answer(stream, &secret, &to_game);
            }
        })
        .ok()?;
    Some(Arrivals { from: Mutex::new(from), file: path, port })
}

/// Read one hand-over (bounded, with the secret), pass it to the game, and say so.
fn answer(stream: TcpStream, secret: &str, to_game: &Sender<Opened>) {
    let _ = stream.set_read_timeout(Some(PATIENCE));
    let Ok(mut reply) = stream.try_clone() else { return };
    let mut line = String::new();
    if BufReader::new(stream.take(MAX_LINE)).read_line(&mut line).is_err() {
        return;
    }
    let Ok(hand_over) = ron::from_str::<HandOver>(line.trim()) else { return };
    if hand_over.secret != secret || to_game.send(hand_over.opened).is_err() {
        return;
    }
    let _ = reply.write_all(b"ok\n");
}

/// 128 bits the system drew at random (a hash's keys are seeded from the system's randomness).
fn secret() -> String {
    use std::hash::{BuildHasher, Hasher};
    (0..2)
        .map(|i| {
            let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
            hasher.write_u64(i);
            format!("{:016x}", hasher.finish())
        })
        .collect()
}

/// Pass on what later starts handed over, and bring the window forward for each.
fn receive(arrivals: Res<Arrivals>, mut handed: MessageWriter<HandedOver>, mut windows: Query<&mut Window>) {
    let Ok(from) = arrivals.from.lock() else { return };
    let mut any = false;
    while let Ok(opened) = from.try_recv() {
        info!("a later start handed over {opened:?}");
        handed.write(HandedOver(opened));
        any = true;
    }
    if any && let Ok(mut window) = windows.single_mut() {
        window.set_minimized(false);
        window.focused = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dirs(name: &str) -> Dirs {
        let root = std::env::temp_dir().join(format!("mexican-train-instance-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        Dirs::under(root)
    }

    /// A later start's record, invite or plain start reaches the open game, in order; the file
    /// goes when the game closes.
    #[test]
    fn a_later_start_hands_over_to_the_open_game() {
        let dirs = dirs("hand-over");
        assert!(!hand_over(&dirs, &Opened::Game), "no game open yet");
        let arrivals = listen(&dirs).expect("listening on loopback");
        let sent = [
            Opened::Record(PathBuf::from("/home/José Núñez/Sunday \"at\" Abuela's.mtr.ron")),
            Opened::Invite("mexican-train://join/ea4a6c63/K7PM-4QRT".into()),
            Opened::Game,
        ];
        for opened in &sent {
            assert!(hand_over(&dirs, opened), "{opened:?} handed over");
        }
        let from = arrivals.from.lock().expect("not poisoned");
        let got: Vec<Opened> = sent.iter().map(|_| from.recv_timeout(Duration::from_secs(5)).expect("arrived")).collect();
        assert_eq!(got, sent);
        drop(from);
        drop(arrivals);
        assert!(!file(&dirs).exists(), "the file goes with the game");
        assert!(!hand_over(&dirs, &Opened::Game));
    }

    /// A file left by a game that crashed, or one with the wrong secret, hands nothing over.
    #[test]
    fn a_stale_file_or_a_wrong_secret_opens_a_window_of_its_own() {
        let dirs = dirs("stale");
        // A port nobody listens on: taken, then let go.
        let port = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).and_then(|l| l.local_addr()).expect("a free port").port();
        std::fs::create_dir_all(&dirs.local).expect("folder");
        std::fs::write(file(&dirs), ron::to_string(&Listening { port, secret: "x".into() }).expect("ron")).expect("written");
        assert!(!hand_over(&dirs, &Opened::Game));

        let arrivals = listen(&dirs).expect("listening");
        let mut listening: Listening = ron::from_str(&std::fs::read_to_string(file(&dirs)).expect("file")).expect("ron");
        listening.secret = "not the secret".into();
        std::fs::write(file(&dirs), ron::to_string(&listening).expect("ron")).expect("written");
        assert!(!hand_over(&dirs, &Opened::Invite("mexican-train://join/x/y".into())), "refused without the secret");
        assert!(arrivals.from.lock().expect("not poisoned").try_recv().is_err());
    }

    #[test]
    fn secrets_differ() {
        assert_eq!(secret().len(), 32);
        assert_ne!(secret(), secret());
    }
}
