//! Arranging the hand by hand: a tile dragged along the hand stays where it was let go (the sort
//! becomes "My order"), the rest keep their order, a played tile leaves, a drawn one joins at the
//! right; the keys step through the same order.

use super::*;
use mexican_train::files::settings::HandOrder;
use mexican_train::gestures::Gesture;
use mexican_train::play::hand_order::{Arrangement, key_order, sorted_hand};
use mexican_train::rules::TileId;
use mexican_train::saving::DisplaySettings;

fn shown(app: &App) -> Vec<TileId> {
    let order = app.world().resource::<DisplaySettings>().0.hand_order;
    sorted_hand(&mexican_train::rules::view::SeatView::of(&game(app).the_match, Some(0)), order, app.world().resource::<Arrangement>())
        .iter()
        .map(|t| t.tile.id())
        .collect()
}

#[test]
fn a_tile_dragged_along_the_hand_stays_where_it_was_let_go() {
    let mut app = app();
    human_and_sleepy_computers(&mut app);
    start(&mut app, setup(&[Player::Human, Player::Computer(Level::Greedy)], 3));
    let before = shown(&app);
    assert_eq!(app.world().resource::<DisplaySettings>().0.hand_order, HandOrder::ByNumber);
    let last = *before.last().expect("a hand");
    let tile = game(&app).the_match.round().hand(0).tiles().find(|t| t.id() == last).expect("in the hand");

    // Let go where it was: nothing changes.
    app.world_mut().write_message(Gesture::Rearranged { tile, to: before.len() - 1 });
    app.update();
    assert_eq!(app.world().resource::<DisplaySettings>().0.hand_order, HandOrder::ByNumber, "not even the sort");

    // To the far left.
    app.world_mut().write_message(Gesture::Rearranged { tile, to: 0 });
    app.update();
    assert_eq!(app.world().resource::<DisplaySettings>().0.hand_order, HandOrder::Arranged, "shown as arranged");
    let after = shown(&app);
    let mut want = before.clone();
    want.pop();
    want.insert(0, last);
    assert_eq!(after, want, "moved to the left, the others in their order");
    let keys: Vec<TileId> = key_order(
        &mexican_train::rules::view::SeatView::of(&game(&app).the_match, Some(0)),
        HandOrder::Arranged,
        app.world().resource::<Arrangement>(),
    )
    .iter()
    .map(|t| t.id())
    .collect();
    let plays =
        |id: &TileId| game(&app).the_match.round().legal().iter().any(|a| matches!(a, Action::Play { tile, .. } if tile.id() == *id));
    let (now, later): (Vec<TileId>, Vec<TileId>) = after.iter().partition(|id| plays(id));
    assert_eq!(keys, [now, later].concat(), "the keys: the tiles that play first, each group as arranged");

    // A tile played leaves the arrangement; the rest keep their order.
    let play = game(&app).the_match.round().legal().iter().copied().find(|a| matches!(a, Action::Play { .. })).expect("a play");
    let Action::Play { tile: played, .. } = play else { unreachable!() };
    app.world_mut().write_message(ActionRequested { seat: 0, action: play });
    app.update();
    let kept: Vec<TileId> = want.iter().copied().filter(|&t| t != played.id()).collect();
    assert_eq!(shown(&app), kept, "kept until played");

    // Play on (seat 0 as arranged, from the left) until seat 0 must draw: the drawn tile joins at
    // the right.
    let mut kept = kept;
    for _ in 0..300 {
        let g = game(&app);
        assert!(!g.the_match.round().is_over(), "seat 0 never had to draw");
        let (seat, legal) = (g.the_match.round().to_move(), g.the_match.round().legal().to_vec());
        if seat == 0 && legal.contains(&Action::Draw) {
            app.world_mut().write_message(ActionRequested { seat: 0, action: Action::Draw });
            app.update();
            let now = shown(&app);
            assert_eq!(&now[..kept.len()], &kept[..], "the arranged tiles stay as they were");
            assert_eq!(now.len(), kept.len() + 1, "the drawn tile at the right");
            return;
        }
        let action = legal[0];
        if let (0, Action::Play { tile, .. }) = (seat, action) {
            kept.retain(|&t| t != tile.id());
        }
        app.world_mut().write_message(ActionRequested { seat, action });
        app.update();
        if seat == 0 {
            assert_eq!(shown(&app), kept);
        }
    }
    panic!("seat 0 never had to draw");
}
