//! The table draws from what the seat may know, not from the match: an app that never holds a
//! `Match` — fed only the seat's views and the public facts of each move, as a game over the
//! network will be — lays out and builds the same table as the game that made them.

use super::*;
use mexican_train::game::{MatchLoaded, PlayerView, RoundStarted};

/// One frame of what reached the table: the view, and the facts written in it.
#[derive(Clone)]
struct Frame {
    view: Option<PlayerView>,
    applied: Vec<ActionApplied>,
    loaded: Vec<MatchLoaded>,
    dealt: usize,
}

#[derive(Resource, Default)]
struct Recording(Vec<Frame>);

fn record(
    mut applied: MessageReader<ActionApplied>,
    mut loaded: MessageReader<MatchLoaded>,
    mut dealt: MessageReader<RoundStarted>,
    view: Option<Res<PlayerView>>,
    mut rec: ResMut<Recording>,
) {
    rec.0.push(Frame {
        view: view.map(|v| v.clone()),
        applied: applied.read().cloned().collect(),
        loaded: loaded.read().copied().collect(),
        dealt: dealt.read().count(),
    });
}

/// Each train's tiles on the table, by train.
fn tiles_by_train(app: &mut App) -> BTreeMap<TrainId, Vec<TileId>> {
    let mut q = app.world_mut().query::<(&TableTrain, Option<&mexican_train::table::entities::TrainTiles>)>();
    let trains: Vec<(TrainId, Vec<Entity>)> =
        q.iter(app.world()).map(|(t, tiles)| (t.0, tiles.map(|x| x.tiles().to_vec()).unwrap_or_default())).collect();
    trains.into_iter().map(|(t, es)| (t, es.iter().filter_map(|&e| app.world().get::<TableTile>(e).map(|tt| tt.0)).collect())).collect()
}

#[test]
fn the_table_is_the_same_from_the_seats_views_and_facts_alone() {
    // The game: a person and three computers playing on through a round, into the next.
    let mut game_app = app();
    game_app.init_resource::<Recording>().add_systems(Update, record.after(mexican_train::schedule::AppSystems::Present));
    start(
        &mut game_app,
        setup(&[Player::Human, Player::Computer(Level::Greedy), Player::Computer(Level::Greedy), Player::Computer(Level::Greedy)], 9),
    );
    for _ in 0..60 {
        let g = game(&game_app);
        if g.the_match.round().is_over() {
            break;
        }
        let seat = g.the_match.round().to_move();
        let action = Level::Greedy.bot(1).choose(&g.the_match.observation(seat), g.the_match.round().legal());
        game_app.world_mut().write_message(ActionRequested { seat, action });
        game_app.update();
    }
    let frames = game_app.world_mut().remove_resource::<Recording>().expect("recorded").0;
    assert!(frames.iter().filter(|f| !f.applied.is_empty()).count() >= 40, "the moves were recorded");

    // A second app, with no match at all: the recorded views and facts, frame by frame.
    let mut view_app = app();
    for f in &frames {
        match &f.view {
            Some(v) => view_app.world_mut().insert_resource(v.clone()),
            None => {
                view_app.world_mut().remove_resource::<PlayerView>();
            }
        }
        for a in &f.applied {
            view_app.world_mut().write_message(a.clone());
        }
        for l in &f.loaded {
            view_app.world_mut().write_message(*l);
        }
        for _ in 0..f.dealt {
            view_app.world_mut().write_message(RoundStarted);
        }
        view_app.update();
    }
    assert!(!view_app.world().contains_resource::<Game>(), "the second app never held a match");
    let (a, b) = (game_app.world().resource::<TableView>(), view_app.world().resource::<TableView>());
    assert!(a.layout.is_some());
    assert_eq!(a.layout, b.layout, "the same layout");
    let (ta, tb) = (tiles_by_train(&mut game_app), tiles_by_train(&mut view_app));
    assert!(ta.values().map(Vec::len).sum::<usize>() >= 20, "tiles on the table: {ta:?}");
    assert_eq!(ta, tb, "the same tiles on the same trains");
}
