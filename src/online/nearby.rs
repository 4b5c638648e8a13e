//! Tables on this network (`net::nearby`): while the *Play online* window is open, the game
//! listens for tables hosted on its home network and the window lists them, to join or watch
//! with one click and no invite. Nothing is heard, and nothing asked, once the window closes.

use crate::net::nearby::{Nearby, NearbyTable};
use crate::schedule::AppSystems;
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LookAround>().init_resource::<NearbyTables>().add_systems(Update, look_around.in_set(AppSystems::Input));
}

/// The *Play online* window shows: listen for tables on this network (sent every frame it shows).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct LookAround;

/// What was heard on this network.
#[derive(Resource, Default)]
pub struct NearbyTables {
    listening: Option<Nearby>,
    /// The tables heard, in a steady order.
    pub tables: Vec<NearbyTable>,
    /// This network lets nothing be heard (no multicast): why, in the system's words.
    pub deaf: Option<crate::net::nearby::NearbyError>,
    /// Never listen (a demo: its screenshots show what it was given, and ask nothing of the
    /// network around the machine).
    quiet: bool,
    /// Since the window last showed.
    unasked: Duration,
    /// Since the tables were last read.
    read: Duration,
}

impl NearbyTables {
    /// As if these tables had been heard, and nothing more listened for (the window's tests and
    /// demos).
    pub fn heard(tables: Vec<NearbyTable>) -> NearbyTables {
        NearbyTables { tables, quiet: true, ..NearbyTables::default() }
    }
}

/// How long after the window closes the listening stops (the window may show again at once:
/// another of the title's windows opened over it, a language changed).
const STOP_AFTER: Duration = Duration::from_secs(2);

/// How often the tables heard are read again.
const READ_EVERY: Duration = Duration::from_millis(500);

fn look_around(mut asked: MessageReader<LookAround>, mut nearby: ResMut<NearbyTables>, time: Res<Time<Real>>) {
    let dt = time.delta();
    if asked.read().count() == 0 || nearby.quiet {
        if nearby.listening.is_some() {
            nearby.unasked += dt;
            if nearby.unasked >= STOP_AFTER {
                *nearby = NearbyTables::default();
            }
        }
        return;
    }
    nearby.unasked = Duration::ZERO;
    if nearby.listening.is_none() && nearby.deaf.is_none() {
        match Nearby::start() {
            Ok(listening) => nearby.listening = Some(listening),
            Err(why) => nearby.deaf = Some(why),
        }
    }
    nearby.read += dt;
    if nearby.read < READ_EVERY {
        return;
    }
    nearby.read = Duration::ZERO;
    let heard = nearby.listening.as_ref().map(Nearby::tables).unwrap_or_default();
    if heard != nearby.tables {
        nearby.tables = heard;
    }
}
