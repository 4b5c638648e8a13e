//! "Play for me" (Display settings, off by default): the game draws and passes for a person with
//! no tile to play, and plays a tile that is their only move — as their own move, after a pause.

use super::*;
use mexican_train::game::{ASSIST_PAUSE, Assists, LoadMatchRequested, Origin};
use mexican_train::rules::{HouseRules, Match};

fn me_against_sleepy_computers(seed: u64, assists: Assists) -> App {
    let mut app = app();
    human_and_sleepy_computers(&mut app);
    app.insert_resource(assists);
    start(
        &mut app,
        setup(&[Player::Human, Player::Computer(Level::Greedy), Player::Computer(Level::Greedy), Player::Computer(Level::Greedy)], seed),
    );
    app
}

/// Let `seconds` of game time go by (50 ms a frame).
fn wait(app: &mut App, seconds: f32) {
    for _ in 0..(seconds / 0.05).ceil() as usize + 2 {
        app.update();
    }
}

#[test]
fn with_no_tile_to_play_the_game_draws_and_passes_for_me_only_when_asked() {
    // Seat 0 cannot play, draws, and cannot play the drawn tile either.
    let seed =
        deal_where(|m| m.legal_actions() == [Action::Draw] && m.apply(0, Action::Draw).is_ok() && m.legal_actions() == [Action::Pass]);
    let mut off = me_against_sleepy_computers(seed, Assists::default());
    wait(&mut off, 3.0 * ASSIST_PAUSE);
    assert!(game(&off).the_match.moves().is_empty(), "off by default: nothing is played for me");

    let mut on = me_against_sleepy_computers(seed, Assists { draw_and_pass: true, only_move: false });
    wait(&mut on, 3.0 * ASSIST_PAUSE);
    let moves: Vec<(Seat, Action)> = game(&on).the_match.moves().iter().map(|m| (m.seat, m.action)).collect();
    assert_eq!(moves, [(0, Action::Draw), (0, Action::Pass)], "drawn and passed for me");
    assert_ne!(game(&on).the_match.round().to_move(), 0);
}

/// A match played on by Greedy players until seat 0 has exactly one legal move, a play.
fn a_single_play_for_seat_0() -> Match {
    for seed in 0..100 {
        let Ok(mut m) = Match::new("standard", HouseRules::default(), seed) else { continue };
        let mut bot = Level::Greedy.bot(seed);
        while !m.round().is_over() {
            if m.to_move() == 0 && matches!(m.legal_actions().as_slice(), [Action::Play { .. }]) {
                return m;
            }
            play_turn(&mut m, bot.as_mut()).expect("a bot plays legally");
        }
    }
    panic!("no such position in 100 rounds");
}

#[test]
fn a_tile_with_one_place_to_go_is_played_for_me_and_a_choice_is_left_to_me() {
    let mut app = me_against_sleepy_computers(0, Assists { draw_and_pass: false, only_move: true });
    let m = a_single_play_for_seat_0();
    let seats = game(&app).seats.clone();
    app.world_mut().write_message(LoadMatchRequested { the_match: m, seats, origin: Origin::Continued, hints: Vec::new() });
    app.update();
    let only = game(&app).the_match.legal_actions()[0];
    let before = game(&app).the_match.moves().len();
    app.update();
    assert_eq!(game(&app).the_match.moves().len(), before, "not at once: the person first sees the table");
    wait(&mut app, 2.0 * ASSIST_PAUSE);
    assert_eq!(game(&app).the_match.moves().get(before).map(|m| (m.seat, m.action)), Some((0, only)));

    let choice = deal_where(|m| m.legal_actions().iter().filter(|a| matches!(a, Action::Play { .. })).count() >= 2);
    let mut app = me_against_sleepy_computers(choice, Assists { draw_and_pass: true, only_move: true });
    wait(&mut app, 3.0 * ASSIST_PAUSE);
    assert!(game(&app).the_match.moves().is_empty(), "with a choice, the person chooses");
}

#[test]
fn after_a_take_back_the_game_does_not_draw_again_for_me() {
    let seed =
        deal_where(|m| m.legal_actions() == [Action::Draw] && m.apply(0, Action::Draw).is_ok() && m.legal_actions() == [Action::Pass]);
    let mut app = me_against_sleepy_computers(seed, Assists { draw_and_pass: true, only_move: false });
    wait(&mut app, 3.0 * ASSIST_PAUSE);
    assert_eq!(game(&app).the_match.moves().len(), 2, "drawn and passed");
    app.world_mut().write_message(mexican_train::game::TakeBackRequested { seat: 0 });
    wait(&mut app, 3.0 * ASSIST_PAUSE);
    assert!(game(&app).the_match.moves().is_empty(), "taken back, and left to me");
}
