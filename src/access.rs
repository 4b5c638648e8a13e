//! The game for screen readers (and anyone who would rather read the table than look at it):
//! the table in words — a window (`T`, or the menu) with every train's owner, open end, marker,
//! open double and last tiles, every player's tiles and points, the boneyard, and the legal moves
//! as buttons — and a live line that says each move as it is made ("Ana plays six–four on the
//! Mexican train. Your turn."), which a screen reader speaks without the player moving focus.
//!
//! egui's AccessKit tree reaches the window's adapter (AT-SPI on Linux) through bevy_egui's
//! `accesskit` feature; what a screen reader asks back (activate a button, focus it) arrives as
//! Bevy's `ActionRequest` messages and is handed to egui here as its own input. The window opens
//! by itself the first time a screen reader asks for the tree.

use crate::game::{ActionApplied, MatchLoaded, PlayerView, RoundStarted};
use crate::gestures::Gesture;
use crate::lang::t;
use crate::lang::words::{MoveTeller, capitalized, pip_said, tile_said, train_named, turn_of};
use crate::rules::seating::Seats;
use crate::rules::{Action, Seat, TrainId};
use crate::schedule::AppSystems;
use crate::schedule::UiSystems;
use crate::screens::Screen;
use crate::table::space::TableInsets;
use crate::ui::UiState;
use bevy::a11y::{AccessibilityRequested, ActionRequest};
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, accesskit};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// How many of the round's moves the window lists (the newest is also the live line).
const MOVES_KEPT: usize = 4;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Told>()
        .add_systems(
            PreUpdate,
            screen_reader_actions_to_egui.after(bevy_egui::EguiPreUpdateSet::ProcessInput).before(bevy_egui::EguiPreUpdateSet::BeginPass),
        )
        .add_systems(Update, (tell_moves, open_for_a_screen_reader).in_set(AppSystems::Present))
        .add_systems(OnExit(Screen::Game), table_in_words_gone)
        .add_systems(
            EguiPrimaryContextPass,
            (
                name_the_window,
                (table_in_words.run_if(in_state(Screen::Game).and_then(resource_exists::<PlayerView>)), egui_words_translated)
                    .chain()
                    .after(UiSystems)
                    .in_set(WordsSystems),
            ),
        );
}

/// The table in words, drawn after the other panels (it takes the room they leave), and egui's
/// own words put in the player's language once everything is drawn.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct WordsSystems;

/// The moves told so far this round (newest last), each worded again in another language, and
/// the live line: the newest move and whose turn it is now.
#[derive(Resource, Default, Debug)]
pub struct Told {
    pub moves: Vec<crate::lang::Phrase>,
    pub live: String,
}

/// The seat called "you" in words: the one person at this screen, or the person whose hand is
/// shown at a shared screen; nobody's when only computers play.
fn you(seen: &PlayerView) -> Option<Seat> {
    seen.you().or(seen.hand_shown.0.filter(|&s| seen.is_person(s)))
}

/// Who is to move, or that the round or the game is over.
fn now_words(seen: &PlayerView) -> String {
    if seen.view.end.is_some() {
        return t!(if seen.view.match_over { "prompt-game-over" } else { "prompt-round-over" });
    }
    let seat = seen.view.to_move;
    turn_of(seen.name(seat), you(seen) == Some(seat))
}

/// A move as the person at this screen hears it, in the language of the moment it is read.
fn move_phrase(seen: &PlayerView, seat: Seat, action: Action) -> crate::lang::Phrase {
    let trains = match action {
        Action::Play { train, .. } => Some(train),
        _ => None,
    };
    let kept = crate::lang::words::SeatsKept::of(seen, seen.names.len() as Seat, trains);
    let you = you(seen);
    crate::lang::Phrase::new(move || {
        let teller = MoveTeller { name: |s: Seat| kept.name(s).to_string(), you, main: |t: TrainId| kept.main_train(t), tile: tile_said };
        teller.tell(seat, action)
    })
}

/// Each move made, told in words; the live line follows it. A new round or match starts over.
fn tell_moves(
    mut applied: MessageReader<ActionApplied>,
    mut loaded: MessageReader<MatchLoaded>,
    mut started: MessageReader<RoundStarted>,
    seen: Option<Res<PlayerView>>,
    mut told: ResMut<Told>,
    mut worded_in: Local<Option<crate::lang::Lang>>,
) {
    let restarted = loaded.read().count() + started.read().count() > 0;
    let moves: Vec<(Seat, Action)> = applied.read().map(|a| (a.seat, a.action)).collect();
    let Some(seen) = seen else { return };
    // Words again only when something changed: a move, a new round, the view, the language.
    let lang = crate::lang::current();
    if moves.is_empty() && !restarted && !seen.is_changed() && *worded_in == Some(lang) {
        return;
    }
    *worded_in = Some(lang);
    if restarted {
        told.moves.clear();
    }
    for (seat, action) in moves {
        told.moves.push(move_phrase(&seen, seat, action));
    }
    let excess = told.moves.len().saturating_sub(MOVES_KEPT);
    told.moves.drain(..excess);
    let now = now_words(&seen);
    let live = match told.moves.last() {
        Some(last) => format!("{} {now}", last.text()),
        None => now,
    };
    if told.live != live {
        told.live = live;
    }
}

/// The window is called by the game's name in the player's language: on the desktop's title bar,
/// and for a screen reader (egui's root node, which stands for the window once egui draws).
fn name_the_window(mut contexts: EguiContexts, mut window: Query<&mut Window, With<bevy::window::PrimaryWindow>>) -> Result {
    let name = t!("game-name");
    if let Ok(mut window) = window.single_mut()
        && window.title != name
    {
        window.title = name.clone();
    }
    contexts.ctx_mut()?.accesskit_node_builder(egui::accesskit_root_id(), |root| root.set_label(name));
    Ok(())
}

/// egui names a window's close button itself, in English ("Close window"): a screen reader says
/// it in the player's language.
fn egui_words_translated(mut contexts: EguiContexts) -> Result {
    const EGUI_CLOSE: &str = "Close window";
    let ctx = contexts.ctx_mut()?;
    let buttons: Vec<egui::Id> = ctx.viewport(|vp| {
        vp.this_pass.accesskit_state.as_ref().map_or_else(Vec::new, |access| {
            access.nodes.iter().filter(|(_, node)| node.label() == Some(EGUI_CLOSE)).map(|(id, _)| *id).collect()
        })
    });
    if !buttons.is_empty() {
        let words = t!("window-close");
        for id in buttons {
            ctx.accesskit_node_builder(id, |node| node.set_label(words.clone()));
        }
    }
    Ok(())
}

/// The first time a screen reader asks for the tree, the table in words opens.
fn open_for_a_screen_reader(requested: Option<Res<AccessibilityRequested>>, mut opened: Local<bool>, mut state: ResMut<UiState>) {
    if !*opened && requested.is_some_and(|r| r.get()) {
        *opened = true;
        state.words = true;
    }
}

/// What a screen reader asks of egui's widgets (activate, focus, scroll into view) becomes egui's
/// input for this frame, as a click or a key would.
fn screen_reader_actions_to_egui(
    mut requests: MessageReader<ActionRequest>,
    mut contexts: Query<&mut bevy_egui::EguiInput, With<bevy_egui::PrimaryEguiContext>>,
) {
    let asked: Vec<accesskit::ActionRequest> = requests.read().map(|r| r.0.clone()).collect();
    if asked.is_empty() {
        return;
    }
    for mut input in &mut contexts {
        input.0.events.extend(asked.iter().cloned().map(egui::Event::AccessKitActionRequest));
    }
}

/// The lines of the table in words: the round, each train, each player, the boneyard.
pub fn table_lines(seen: &PlayerView) -> Vec<String> {
    let view = &seen.view;
    let you = you(seen);
    let mut lines = Vec::new();
    let engine = view.engine.map_or_else(|| "–".to_string(), |p| tile_said(crate::rules::Tile(p, p)));
    lines.push(t!("words-round", round = view.round_index + 1, rounds = view.rounds, engine = engine));
    for train in &view.trains {
        let name = capitalized(&train_named(seen, train.train, you));
        if !train.shown {
            lines.push(t!("words-train-hidden", train = name));
            continue;
        }
        let marker = matches!(train.train, TrainId::Personal(s) if view.seats.get(s as usize).is_some_and(|i| i.marker));
        let double = view.open_doubles.contains(&train.train);
        // The newest first: what a player looks at is the open end.
        let last: Vec<String> = train.tiles.iter().rev().take(2).map(|&t| tile_said(t)).collect();
        let yes = |b: bool| if b { "yes" } else { "no" };
        lines.push(t!(
            "words-train",
            train = name,
            count = train.tiles.len(),
            end = pip_said(train.end),
            marker = yes(marker),
            double = yes(double),
            played = yes(!last.is_empty()),
            last = last.join(", "),
        ));
    }
    for (s, info) in view.seats.iter().enumerate() {
        let seat = s as Seat;
        let name = if you == Some(seat) { crate::lang::words::hand_of(seen.name(seat), true) } else { seen.name(seat).to_string() };
        let state = if info.eliminated {
            "out"
        } else if info.announced {
            "announced"
        } else {
            "playing"
        };
        lines.push(t!("words-seat", name = name, count = info.hand_len, points = info.total, state = state));
    }
    lines.push(t!("words-boneyard", count = view.boneyard));
    lines
}

/// The legal moves of the hand on screen, each with its words (none when it is not its turn).
pub fn moves_in_words(seen: &PlayerView) -> Vec<(Action, String)> {
    let Some(seat) = seen.hand_shown.0.filter(|&s| seen.is_person(s) && seen.view.to_move == s && seen.my_turn()) else {
        return Vec::new();
    };
    let you = you(seen).or(Some(seat));
    seen.view.legal.iter().map(|&action| (action, move_words(seen, action, you))).collect()
}

/// One of the moves of the hand on screen, as its button says it.
fn move_words(seen: &PlayerView, action: Action, you: Option<Seat>) -> String {
    match action {
        Action::Play { tile, train } => t!("words-play", tile = tile_said(tile), train = train_named(seen, train, you)),
        Action::Draw => t!("button-draw"),
        Action::Pass => t!("button-pass"),
        Action::Announce => t!("button-announce"),
        Action::Bullet => t!("button-bullet"),
        Action::EndTurn => t!("button-end-turn"),
    }
}

/// What glows on the table, in words: the move a hint or a lesson suggests to the hand on screen
/// (its tile in the hand and its train), if any.
pub fn glowing_in_words(seen: &PlayerView, hint: &crate::game::Hint) -> Option<String> {
    let suggested = hint.suggestion(seen.position).filter(|s| Some(s.seat) == seen.hand_shown.0)?;
    Some(t!("words-glows", move = move_words(seen, suggested.action, you(seen).or(Some(suggested.seat)))))
}

/// The width of the table in words, in points.
const WIDTH: f32 = 340.0;

/// The table in words, beside the table (which frames itself in the rest of the window): the
/// live line, the moves as buttons, the table's lines. `T` shows or hides it (unless a text field
/// has the keyboard).
fn table_in_words(
    mut contexts: EguiContexts,
    (seen, hint): (Res<PlayerView>, Res<crate::game::Hint>),
    told: Res<Told>,
    mut state: ResMut<UiState>,
    mut insets: ResMut<TableInsets>,
    mut gestures: MessageWriter<Gesture>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let typing = crate::ui::typing(&ctx);
    if !typing && ctx.input(|i| i.modifiers.is_none() && i.key_pressed(egui::Key::T)) {
        state.words = !state.words;
    }
    let zoom = ctx.zoom_factor();
    let right = if state.words { WIDTH * zoom } else { 0.0 };
    if insets.right != right {
        insets.right = right;
    }
    if !state.words {
        return Ok(());
    }
    // Between the top bar and the hand panel, at the window's right edge.
    let screen = ctx.viewport_rect();
    let area = egui::Rect::from_min_max(
        egui::pos2(screen.right() - WIDTH, screen.top() + insets.top / zoom),
        egui::pos2(screen.right(), screen.bottom() - insets.bottom / zoom),
    );
    let mut root =
        egui::Ui::new(ctx.clone(), "table in words".into(), egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(area));
    let mut close = false;
    egui::Panel::right("table in words").resizable(false).exact_size(WIDTH).show(&mut root, |ui| {
        ui.horizontal(|ui| {
            ui.heading(t!("words-title"));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                // Named for a screen reader by its words, not "×".
                close = crate::theme::spoken::spoken_as(ui.button("×"), &t!("words-close")).on_hover_text(t!("keys-t-what")).clicked();
            });
        });
        ui.label(RichText::new(t!("words-said")).strong());
        // The live line is spoken whenever its words change, wherever the focus is.
        crate::theme::spoken::live(ui.add(egui::Label::new(told.live.as_str()).wrap()));
        for earlier in told.moves.iter().rev().skip(1) {
            ui.label(RichText::new(earlier.text()).weak());
        }
        ui.separator();
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            ui.label(RichText::new(t!("words-moves")).strong());
            if let Some(glowing) = glowing_in_words(&seen, &hint) {
                ui.label(RichText::new(glowing).color(egui::Color32::from_rgb(250, 215, 120)));
            }
            let moves = moves_in_words(&seen);
            if moves.is_empty() {
                ui.label(RichText::new(t!("words-no-moves")).weak());
            }
            for (action, words) in moves {
                if ui.add(egui::Button::new(words).wrap()).clicked() {
                    gestures.write(Gesture::Button(action));
                }
            }
            ui.separator();
            for line in table_lines(&seen) {
                ui.label(line);
            }
        });
    });
    if close {
        state.words = false;
    }
    Ok(())
}

/// Off the game, the table has the whole width again.
fn table_in_words_gone(mut insets: ResMut<TableInsets>) {
    insets.right = 0.0;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, HandShown, Origin};
    use crate::game_setup::{GameSetup, Player, SeatSetup};
    use crate::lang::{Lang, tests::speak};

    fn game() -> Game {
        let players = [Player::Human, Player::Computer(crate::ai::Level::Greedy), Player::Computer(crate::ai::Level::Greedy)];
        let seats: Vec<SeatSetup> =
            players.iter().zip(["You", "Ana", "Bert"]).map(|(&player, name)| SeatSetup { name: name.into(), player }).collect();
        let setup = GameSetup { seats: seats.clone(), seed: 5, ..GameSetup::default() };
        let m = Game::new_match(&setup).expect("standard rules play");
        Game { the_match: m, hints: vec![0; seats.len()], seats, revision: 0, id: 1, origin: Origin::NewGame }
    }

    /// Every train, every player and the boneyard are in the words, with what a player sees of
    /// them; and on the person's turn each legal move is a button with its words.
    #[test]
    fn the_table_in_words_says_what_the_table_shows() {
        speak(Lang::En);
        let mut game = game();
        // Play until the person's turn comes with a tile on every train's list of moves.
        let mut moves = 0;
        while moves < 9 || game.the_match.round().to_move() != 0 {
            let seat = game.the_match.round().to_move();
            let action = crate::ai::Level::Greedy.bot(1).choose(&game.the_match.observation(seat), game.the_match.round().legal());
            game.the_match.apply(seat, action).expect("a legal move");
            moves += 1;
        }
        let seen = PlayerView::of(&game, HandShown(Some(0)));
        let lines = table_lines(&seen);
        let view = &seen.view;
        assert_eq!(lines.len(), 1 + view.trains.len() + view.seats.len() + 1, "{lines:#?}");
        assert!(lines[0].starts_with("Round 1 of "), "{}", lines[0]);
        assert!(lines.iter().any(|l| l.starts_with("Your train: ")), "{lines:#?}");
        assert!(lines.iter().any(|l| l.starts_with("Ana's train: ")), "{lines:#?}");
        assert!(lines.iter().any(|l| l.starts_with("The Mexican train")), "{lines:#?}");
        for t in view.trains.iter().filter(|t| matches!(t.train, TrainId::Personal(_))) {
            let line = lines
                .iter()
                .find(|l| l.starts_with(&capitalized(&train_named(&seen, t.train, Some(0)))))
                .expect("every train has its line");
            assert!(line.contains(&format!("open end {}", pip_said(t.end))), "{line}");
            if let Some(&last) = t.tiles.last() {
                assert!(line.contains(&tile_said(last)), "the last tile is said: {line}");
            }
            let TrainId::Personal(owner) = t.train else { continue };
            assert_eq!(line.contains("marker out, open to everyone"), view.seats[owner as usize].marker, "{line}");
            assert_eq!(line.contains("open double"), view.open_doubles.contains(&t.train), "{line}");
        }
        assert_eq!(lines.last().map(String::as_str), Some(format!("Boneyard: {} tiles.", view.boneyard).as_str()));
        assert!(lines.iter().any(|l| l.starts_with(&format!("Your hand: {} tiles", view.hand.len()))), "{lines:#?}");
        let moves = moves_in_words(&seen);
        assert_eq!(moves.len(), view.legal.len());
        for (action, words) in &moves {
            if let Action::Play { tile, .. } = action {
                assert!(words.starts_with(&format!("Play {} on ", tile_said(*tile))), "{words}");
            }
        }
        // Covered (another person's turn at a shared screen): no moves are offered.
        assert!(moves_in_words(&PlayerView::of(&game, HandShown(None))).is_empty());
    }

    fn said(seen: &PlayerView, seat: Seat, action: Action) -> String {
        move_phrase(seen, seat, action).text()
    }

    #[test]
    fn tiles_and_moves_are_said_as_a_person_says_them_in_each_language() {
        use crate::rules::Tile;
        speak(Lang::En);
        assert_eq!(
            (tile_said(Tile(6, 4)), tile_said(Tile(4, 6)), tile_said(Tile(0, 0)), tile_said(Tile(12, 3))),
            ("six–four".into(), "six–four".into(), "double blank".into(), "twelve–three".into())
        );
        let game = game();
        let seen = PlayerView::of(&game, HandShown(Some(0)));
        let play = |train| Action::Play { tile: Tile(6, 4), train };
        assert_eq!(said(&seen, 1, play(TrainId::Mexican)), "Ana plays six–four on the Mexican train.");
        assert_eq!(said(&seen, 1, play(TrainId::Personal(1))), "Ana plays six–four on their own train.");
        assert_eq!(said(&seen, 2, play(TrainId::Personal(0))), "Bert plays six–four on your train.");
        assert_eq!(said(&seen, 0, play(TrainId::Personal(0))), "You play six–four on your train.");
        assert_eq!(said(&seen, 0, Action::Draw), "You draw.");
        // A move told before the person changes the language is said again in the new one.
        let told = move_phrase(&seen, 2, play(TrainId::Personal(0)));
        assert_eq!(told.text(), "Bert plays six–four on your train.");
        speak(Lang::Fr);
        assert_ne!(told.text(), "Bert plays six–four on your train.");
        assert!(told.text().starts_with("Bert"), "{}", told.text());
        speak(Lang::En);
        speak(Lang::Es);
        assert_eq!(tile_said(Tile(6, 4)), "seis–cuatro");
        assert_eq!(said(&seen, 1, play(TrainId::Mexican)), "Ana juega la seis–cuatro en el tren mexicano.");
        assert_eq!(said(&seen, 0, Action::Pass), "Pasas: tu marcador se pone en tu tren.");
        speak(Lang::Fr);
        assert_eq!(tile_said(Tile(0, 0)), "double blanc");
        assert_eq!(said(&seen, 2, play(TrainId::Personal(1))), "Bert joue le six–quatre sur le train d'Ana.");
        speak(Lang::En);
    }
}
