//! *Your tables* on the title: every online seat kept (hosted or joined) and how its table
//! stands now — whose turn, which round — asked of each table without sitting down
//! (`net::client::glance`), again every little while as long as the title shows.

use crate::files::settings::KeptSeat;
use crate::net::client::Trouble;
use crate::net::protocol::Glance;
use crate::schedule::AppSystems;
use crate::screens::Screen;
use bevy::prelude::*;
use std::collections::BTreeMap;
use std::sync::{Mutex, mpsc};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Glances>().add_systems(Update, glance_at_the_tables.in_set(AppSystems::Input).run_if(in_state(Screen::Title)));
}

/// How a kept seat's table stands, as last asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Glanced {
    Asking,
    Seen(Glance),
    /// It did not answer (a host's game closed), or answered that the seat is gone.
    NotAnswering(Trouble),
}

/// The tables' answers, by seat token.
#[derive(Resource, Default)]
pub struct Glances {
    pub by_token: BTreeMap<String, Glanced>,
    asking: Option<Mutex<mpsc::Receiver<(String, Glanced)>>>,
    /// Since they were last asked.
    since: Option<Duration>,
    /// Never ask (a demo: its screenshots show what it was given).
    quiet: bool,
}

impl Glances {
    /// As if the tables had answered so, and nothing more asked (demos, tests).
    pub fn answered(by_token: BTreeMap<String, Glanced>) -> Glances {
        Glances { by_token, quiet: true, ..Glances::default() }
    }
}

/// How often the tables are asked again while the title shows.
const AGAIN_AFTER: Duration = Duration::from_secs(20);

/// How long a table has to answer.
const ANSWER_WITHIN: Duration = Duration::from_secs(10);

fn glance_at_the_tables(
    mut glances: ResMut<Glances>,
    online: Res<crate::saving::OnlineSettings>,
    at_table: Option<Res<crate::online::Online>>,
    time: Res<Time<Real>>,
) {
    if glances.quiet {
        return;
    }
    // What came back.
    let heard: Vec<(String, Glanced)> = match &glances.asking {
        Some(rx) => rx.lock().map(|rx| rx.try_iter().collect()).unwrap_or_default(),
        None => Vec::new(),
    };
    for (token, glanced) in heard {
        glances.by_token.insert(token, glanced);
    }
    let seats: Vec<KeptSeat> = online.0.seats.iter().filter(|s| !s.hosted).cloned().collect();
    // Seats forgotten are no longer shown.
    glances.by_token.retain(|token, _| seats.iter().any(|s| &s.token == token));
    let due = match glances.since {
        None => true,
        Some(since) => since + time.delta() >= AGAIN_AFTER || seats.iter().any(|s| !glances.by_token.contains_key(&s.token)),
    };
    glances.since = Some(glances.since.map_or(Duration::ZERO, |s| s + time.delta()));
    // At a table (its lobby shows on the title), the tables are not asked.
    if !due || seats.is_empty() || at_table.is_some() {
        return;
    }
    glances.since = Some(Duration::ZERO);
    for seat in &seats {
        glances.by_token.entry(seat.token.clone()).or_insert(Glanced::Asking);
    }
    let (tx, rx) = mpsc::channel();
    glances.asking = Some(Mutex::new(rx));
    // Off the frame, on a thread of its own: each table asked at once.
    let _ = std::thread::Builder::new().name("your tables".into()).spawn(move || {
        let Ok(runtime) = tokio::runtime::Builder::new_current_thread().enable_all().build() else { return };
        runtime.block_on(async move {
            let mut asks = tokio::task::JoinSet::new();
            for seat in seats {
                let tx = tx.clone();
                asks.spawn(async move {
                    let glanced = match crate::net::client::glance(&seat.server, &seat.token, ANSWER_WITHIN).await {
                        Ok(glance) => Glanced::Seen(glance),
                        Err(trouble) => Glanced::NotAnswering(trouble),
                    };
                    let _ = tx.send((seat.token, glanced));
                });
            }
            while asks.join_next().await.is_some() {}
        });
    });
}
