//! From a person's gesture to an intent. The hand panel (egui) and the pointer on the table only
//! report what the person did, as a `Gesture`; `resolve_gestures` alone decides what it means —
//! the hit test on the table, whose hand it is, the selection, a message for a miss — and asks
//! for the move with the same `ActionRequested` computer players send. The pointer also pans
//! and zooms the table.

use super::hand_order::{ArrangeRequested, Arrangement, key_order, sorted_hand};
use crate::files::settings::HandOrder;
use crate::game::{ActionRequested, HandShown, Hint, HintRequested, Notice, PlayerView, TakeBackRequested, UncoverRequested};
use crate::gestures::Gesture;
use crate::rules::view::SeatView;
use crate::rules::{Action, Seat, Tile, TrainId};
use crate::saving::{DisplaySettings, SettingsEdited};
use crate::schedule::AppSystems;
use crate::screens::Screen;
use crate::table::space::{CameraFit, Highlight, TableProjection, TableSystems, TableView};
use bevy::ecs::system::SystemParam;
use bevy::input::mouse::AccumulatedMouseScroll;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use table_layout::geometry::V2;
use table_layout::layout::TableLayout;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Gesture>()
        .init_resource::<Pointer>()
        .init_resource::<Selection>()
        .add_systems(
            Update,
            // Only where there is a table to look at: not a scroll or a slider drag on the title.
            ((zoom_with_wheel, press_and_pan).run_if(not(in_state(Screen::Title))), resolve_gestures.in_set(Resolving))
                .chain()
                .in_set(AppSystems::Input),
        )
        .add_systems(Update, (forget_selection, highlight_targets).chain().in_set(TableSystems::Entities));
}

/// Where gestures get their meaning (`resolve_gestures`): what makes gestures runs before it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Resolving;

/// The tile picked up or selected in the hand (written only by `resolve_gestures`).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Selection {
    /// Selected by a click (a click on a glowing end then plays it).
    pub selected: Option<Tile>,
    /// Being dragged from the hand.
    pub dragging: Option<Tile>,
    /// The end in focus for the selected tile (`Enter` plays there; `↑` `↓` `Tab` move it).
    pub end: Option<TrainId>,
}

impl Selection {
    /// The tile whose possible places glow.
    pub fn active(&self) -> Option<Tile> {
        self.dragging.or(self.selected)
    }
}

/// What a press on the table is doing.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct Pointer {
    /// Where the press began, if on the table.
    press_at: Option<Vec2>,
    /// Where the pointer was last frame during a press.
    last: Option<Vec2>,
    /// The press moved far enough to be a pan, not a click.
    panning: bool,
}

/// How close (in table units) to a train's next place a drop or click must be.
const END_RADIUS: f32 = 1.6;

/// How far (in logical pixels) a press may move and still be a click.
const CLICK_SLOP: f32 = 5.0;

/// The train whose open end is at table point `p`: near its next place, or on its last tile.
pub fn train_at(layout: &TableLayout, p: V2) -> Option<TrainId> {
    let mut best: Option<(f32, TrainId)> = None;
    for t in &layout.trains {
        let d = (t.next.center - p).length();
        let on_last = t.tiles.last().is_some_and(|last| (last.center - p).length() < 1.1);
        if d < END_RADIUS || on_last {
            let score = if on_last { d.min(1.0) } else { d };
            if best.is_none_or(|(b, _)| score < b) {
                best = Some((score, t.train));
            }
        }
    }
    best.map(|(_, t)| t)
}

/// The plays of `tile` the seat may make now (its view's legal actions).
fn plays_of(view: &SeatView, tile: Tile) -> impl Iterator<Item = Action> + '_ {
    view.legal.iter().copied().filter(move |a| matches!(a, Action::Play { tile: t, .. } if t.id() == tile.id()))
}

/// The play of `tile` on `train` as the legal list has it (oriented), or as asked, for the
/// rules to say why not.
fn play_on(view: &SeatView, tile: Tile, train: TrainId) -> Action {
    plays_of(view, tile).find(|a| matches!(a, Action::Play { train: t, .. } if *t == train)).unwrap_or(Action::Play { tile, train })
}

/// The window's cursor as the table sees it.
#[derive(SystemParam)]
pub struct Cursor<'w, 's> {
    window: Option<Single<'w, 's, &'static Window, With<PrimaryWindow>>>,
    egui: Option<Res<'w, EguiWantsInput>>,
    projection: Res<'w, TableProjection>,
}

impl Cursor<'_, '_> {
    /// The cursor in logical pixels, if it is in the window.
    pub fn position(&self) -> Option<Vec2> {
        self.window.as_ref()?.cursor_position()
    }

    /// The cursor, if it is over the table (not over a panel or window of the UI).
    pub fn over_table(&self) -> Option<Vec2> {
        self.position().and_then(|c| self.over_table_at(c))
    }

    /// `at` (a finger's place, say), if it is over the table (not over a panel or window of the
    /// UI).
    pub fn over_table_at(&self, at: Vec2) -> Option<Vec2> {
        let over_ui = self.egui.as_ref().is_some_and(|e| e.wants_pointer_input() || e.is_pointer_over_area());
        Some(at).filter(|c| self.projection.contains(*c) && !over_ui)
    }
}

/// The mouse wheel zooms towards the cursor.
fn zoom_with_wheel(scroll: Option<Res<AccumulatedMouseScroll>>, cursor: Cursor, mut fit: ResMut<CameraFit>) {
    let (Some(scroll), Some(c)) = (scroll, cursor.over_table()) else { return };
    if scroll.delta.y == 0.0 {
        return;
    }
    let factor = 0.88f32.powf(scroll.delta.y.clamp(-5.0, 5.0));
    let anchor = cursor.projection.to_world(c);
    let scale = (fit.scale * factor).clamp(0.05, 20.0);
    // Keep the point under the cursor where it is.
    fit.center = anchor + (fit.center - anchor) * (scale / fit.scale);
    fit.scale = scale;
    fit.auto = false;
}

/// A press on the table that moves pans it (any button, or a finger); one that does not is a
/// click (the left button, or a tap), reported as a gesture in this same frame.
fn press_and_pan(
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    touches: Option<Res<Touches>>,
    cursor: Cursor,
    selection: Res<Selection>,
    mut pointer: ResMut<Pointer>,
    mut fit: ResMut<CameraFit>,
    mut gestures: MessageWriter<Gesture>,
) {
    let any = [MouseButton::Left, MouseButton::Right, MouseButton::Middle];
    let mut press = Press::default();
    if let Some(buttons) = buttons {
        // A tile dragged from the hand over the table is not a pan.
        press.began = buttons.any_just_pressed(any).then(|| cursor.over_table().filter(|_| selection.dragging.is_none()));
        press.at = cursor.position().filter(|_| buttons.any_pressed(any));
        press.ended = buttons.any_just_released(any).then(|| cursor.position().filter(|_| buttons.just_released(MouseButton::Left)));
    }
    // One finger on a touch screen, as the left button (the mouse's press, if any, first).
    if let Some(touches) = touches.filter(|_| press.is_none()) {
        let first = touches.first_pressed_position();
        press.began = touches.iter_just_pressed().next().map(|t| cursor.over_table_at(t.position()));
        press.at = first.or_else(|| touches.iter_just_released().next().map(|t| t.position()));
        press.ended = touches.iter_just_released().next().map(|t| Some(t.position()));
    }
    pointer.follow(press, &mut fit, &mut gestures);
}

/// A press this frame, from the mouse or a finger (logical pixels).
#[derive(Default, Clone, Copy, Debug)]
struct Press {
    /// It began this frame: where, if over the table.
    began: Option<Option<Vec2>>,
    /// Where it is while it lasts.
    at: Option<Vec2>,
    /// It ended this frame: where, if it can click (the left button, a finger).
    ended: Option<Option<Vec2>>,
}

impl Press {
    fn is_none(&self) -> bool {
        self.began.is_none() && self.at.is_none() && self.ended.is_none()
    }
}

impl Pointer {
    /// A press that moves pans the table; one that ends where it began is a click.
    fn follow(&mut self, press: Press, fit: &mut CameraFit, gestures: &mut MessageWriter<Gesture>) {
        if let Some(over_table) = press.began {
            self.press_at = over_table;
            self.last = over_table;
            self.panning = false;
        }
        if let (Some(start), Some(last), Some(c)) = (self.press_at, self.last, press.at) {
            self.panning |= c.distance(start) > CLICK_SLOP;
            if self.panning && c != last {
                let (d, scale) = (c - last, fit.scale);
                fit.center -= Vec2::new(d.x, -d.y) * scale;
                fit.auto = false;
            }
            self.last = Some(c);
        }
        if let Some(clicks_at) = press.ended {
            if let (Some(c), Some(_), false) = (clicks_at, self.press_at, self.panning) {
                gestures.write(Gesture::TableClicked(c));
            }
            *self = Pointer::default();
        }
    }
}

/// What a gesture needs to be understood: what the seat may know, whose hand is on screen, the
/// table.
#[derive(SystemParam)]
struct Context<'w> {
    seen: Option<Res<'w, PlayerView>>,
    shown: Res<'w, HandShown>,
    view: Res<'w, TableView>,
    projection: Res<'w, TableProjection>,
    settings: Res<'w, DisplaySettings>,
    arranged: Res<'w, Arrangement>,
    fit: ResMut<'w, CameraFit>,
    /// A sort chosen, or the hand arranged by hand: for `saving` and `game` to keep.
    edits: MessageWriter<'w, SettingsEdited>,
    arrange: MessageWriter<'w, ArrangeRequested>,
}

impl Context<'_> {
    /// The trains where `tile` plays now, in the table's order (yours first, then clockwise).
    fn ends_of(&self, view: &SeatView, tile: Tile) -> Vec<TrainId> {
        let mut ends: Vec<TrainId> = plays_of(view, tile)
            .filter_map(|a| match a {
                Action::Play { train, .. } => Some(train),
                _ => None,
            })
            .collect();
        if let Some(layout) = self.view.layout.as_ref() {
            ends.sort_by_key(|t| layout.trains.iter().position(|l| l.train == *t).unwrap_or(usize::MAX));
        }
        ends.dedup();
        ends
    }

    /// How the hand is sorted on screen.
    fn hand_order(&self) -> HandOrder {
        self.settings.0.hand_order
    }

    /// The hand in the order the keys step through it.
    fn key_order(&self, view: &SeatView) -> Vec<Tile> {
        key_order(view, self.hand_order(), &self.arranged)
    }

    /// The train end at a window point, if the point is on the table's view.
    fn train_at(&self, at: Vec2) -> Option<TrainId> {
        let layout = self.view.layout.as_ref()?;
        train_at(layout, self.projection.to_table(at))
    }
}

/// What a gesture may ask for: a move, a hint, a take-back, a hand uncovered, or a message.
#[derive(SystemParam)]
struct Asks<'w> {
    moves: MessageWriter<'w, ActionRequested>,
    hints: MessageWriter<'w, HintRequested>,
    take_backs: MessageWriter<'w, TakeBackRequested>,
    uncover: MessageWriter<'w, UncoverRequested>,
    notices: MessageWriter<'w, Notice>,
}

impl Asks<'_> {
    fn problem(&mut self, words: fn() -> String) {
        self.notices.write(Notice::problem(words));
    }
}

/// The one place a person's gesture becomes a move (or a selection, or a message). A hint that
/// arrives for the hand on screen takes the focus: its tile selected and its end in focus, so
/// `Enter` plays it (a suggested draw, pass or end of turn, `Enter` makes it).
fn resolve_gestures(
    mut gestures: MessageReader<Gesture>,
    mut context: Context,
    (hint, taught): (Res<Hint>, Res<crate::game::Taught>),
    (mut focused_hint, mut chosen_by_hint): (Local<Option<crate::game::Suggestion>>, Local<bool>),
    mut selection: ResMut<Selection>,
    mut asks: Asks,
) {
    let suggested = context.seen.as_deref().and_then(|v| hint.suggestion(v.position)).filter(|s| Some(s.seat) == context.shown.0);
    if let Some(s) = suggested.filter(|s| focused_hint.as_ref() != Some(*s)) {
        if let Action::Play { tile, train } = s.action {
            selection.selected = Some(tile);
            selection.end = Some(train);
            *chosen_by_hint = true;
        }
        *focused_hint = Some(s.clone());
    }
    for &gesture in gestures.read() {
        // A click on the tile a hint selected takes it (it stays selected); on any other gesture
        // the selection is the person's own.
        let by_hint = std::mem::take(&mut *chosen_by_hint);
        if without_a_hand(gesture, &mut context, &mut asks) {
            continue;
        }
        // Only the hand on screen acts, and only while it is in a game.
        let (Some(view), Some(seat)) = (context.seen.as_deref().map(|s| s.view.clone()), context.shown.0) else { continue };
        if view.seat != Some(seat) {
            continue;
        }
        // The hand's keys only mean something on that person's turn.
        if matches!(gesture, Gesture::StepTile(_) | Gesture::StepEnd(_) | Gesture::Confirm) && !view.my_turn() {
            continue;
        }
        let mut hand = OnHand { view: &view, seat, context: &mut context, selection: &mut selection, asks: &mut asks };
        match gesture {
            Gesture::Picked(tile) => hand.pick(tile, by_hint),
            Gesture::Lifted(tile) => hand.selection.dragging = Some(tile),
            Gesture::Dropped { tile, at } => hand.drop(tile, at),
            Gesture::DoubleClicked(tile) => hand.double_click(tile),
            Gesture::TableClicked(at) => hand.click_table(at),
            Gesture::Button(action) => hand.ask(action),
            Gesture::Hint => hand.hint(),
            Gesture::TakeBack => {
                hand.asks.take_backs.write(TakeBackRequested { seat });
            }
            Gesture::Rearranged { tile, to } => hand.rearrange(tile, to),
            Gesture::StepTile(step) => hand.step_tile(step),
            Gesture::StepEnd(step) => hand.step_end(step),
            Gesture::Confirm => hand.confirm(suggested.map(|s| s.action), &taught),
            Gesture::FitTable | Gesture::Sort(_) | Gesture::Uncover(_) => {}
        }
    }
}

/// The gestures that need no hand on screen: true when `gesture` was one of them.
fn without_a_hand(gesture: Gesture, context: &mut Context, asks: &mut Asks) -> bool {
    match gesture {
        Gesture::FitTable => context.fit.frame_anew(),
        Gesture::Sort(order) => {
            if context.hand_order() != order {
                context.edits.write(SettingsEdited::HandOrder(order));
            }
        }
        Gesture::Uncover(seat) => {
            asks.uncover.write(UncoverRequested { seat });
        }
        _ => return false,
    }
    true
}

/// A gesture on the hand on screen, in a game: the seat's view, the selection, what it may ask.
struct OnHand<'a, 'w, 'c> {
    view: &'a SeatView,
    seat: Seat,
    context: &'a mut Context<'w>,
    selection: &'a mut Selection,
    asks: &'a mut Asks<'c>,
}

impl OnHand<'_, '_, '_> {
    fn ask(&mut self, action: Action) {
        self.asks.moves.write(ActionRequested { seat: self.seat, action });
    }

    /// The first end where `tile` plays, in the table's order.
    fn first_end(&self, tile: Tile) -> Option<TrainId> {
        self.context.ends_of(self.view, tile).first().copied()
    }

    /// A hand tile clicked: selected, or unselected when it was (the hint's tile clicked is kept,
    /// its end still the hint's).
    fn pick(&mut self, tile: Tile, by_hint: bool) {
        let again = self.selection.selected.is_some_and(|s| s.id() == tile.id());
        if !(again && by_hint) {
            self.selection.selected = (!again).then_some(tile);
            self.selection.end = self.selection.selected.and_then(|t| self.first_end(t));
        }
    }

    /// The dragged tile let go: played on the end it was let go on; over the hand or outside
    /// the table, back into the hand.
    fn drop(&mut self, tile: Tile, at: Option<Vec2>) {
        *self.selection = Selection::default();
        let Some(at) = at.filter(|p| self.context.projection.contains(*p)) else { return };
        match self.context.train_at(at) {
            Some(train) => self.ask(play_on(self.view, tile, train)),
            None => self.asks.problem(|| crate::lang::t!("notice-drop-on-end")),
        }
    }

    /// A tile double-clicked plays where it only can; with several places (or none) it stays
    /// selected, its places glow.
    fn double_click(&mut self, tile: Tile) {
        let mut places = plays_of(self.view, tile);
        match (places.next(), places.next()) {
            (Some(only), None) if self.view.to_move == self.seat => {
                self.ask(only);
                self.selection.selected = None;
            }
            _ => {
                self.selection.selected = Some(tile);
                self.selection.end = self.first_end(tile);
            }
        }
    }

    /// The table clicked: the selected tile played on the end clicked; off every end, the
    /// selection dropped.
    fn click_table(&mut self, at: Vec2) {
        match (self.context.train_at(at), self.selection.selected) {
            (None, _) => self.selection.selected = None,
            (Some(_), None) => {}
            (Some(train), Some(tile)) => {
                let action = play_on(self.view, tile, train);
                if self.view.legal.contains(&action) {
                    self.selection.selected = None;
                }
                self.ask(action);
            }
        }
    }

    fn hint(&mut self) {
        if self.view.my_turn() {
            self.asks.hints.write(HintRequested { seat: self.seat });
        } else {
            self.asks.problem(|| crate::lang::t!("notice-hint-own-turn"));
        }
    }

    /// A tile dragged within the hand: the hand is shown in the dragged order from now on (until
    /// another sort is chosen).
    fn rearrange(&mut self, tile: Tile, to: usize) {
        *self.selection = Selection::default();
        let (context, seat) = (&mut *self.context, self.seat);
        let shown: Vec<_> = sorted_hand(self.view, context.hand_order(), &context.arranged).iter().map(|t| t.tile.id()).collect();
        // Let go where it was: nothing changes, not even the sort.
        if !context.arranged.clone().move_tile(seat, &shown, tile.id(), to) {
            return;
        }
        context.arrange.write(ArrangeRequested { seat, shown, tile: tile.id(), to });
        if context.hand_order() != HandOrder::Arranged {
            context.edits.write(SettingsEdited::HandOrder(HandOrder::Arranged));
        }
    }

    /// `←` / `→`: the previous or next tile of the hand.
    fn step_tile(&mut self, step: i8) {
        let order = self.context.key_order(self.view);
        let Some(last) = order.len().checked_sub(1) else { return };
        let at = self.selection.selected.and_then(|s| order.iter().position(|t| t.id() == s.id()));
        let next = match at {
            Some(i) => (i as isize + step as isize).rem_euclid(order.len() as isize) as usize,
            None if step > 0 => 0,
            None => last,
        };
        self.selection.selected = Some(order[next]);
        self.selection.end = self.first_end(order[next]);
    }

    /// `↑` / `↓` / `Tab`: the previous or next end where the selected tile plays.
    fn step_end(&mut self, step: i8) {
        let Some(tile) = self.selection.selected else {
            return self.asks.problem(|| crate::lang::t!("notice-choose-tile-first"));
        };
        let ends = self.context.ends_of(self.view, tile);
        if ends.is_empty() {
            return self.asks.problem(|| crate::lang::t!("notice-tile-does-not-play"));
        }
        let at = self.selection.end.and_then(|e| ends.iter().position(|t| *t == e)).unwrap_or(0);
        self.selection.end = Some(ends[(at as isize + step as isize).rem_euclid(ends.len() as isize) as usize]);
    }

    /// `Enter`: the selected tile played on the end in focus; with no tile chosen, the hint's
    /// draw, pass or end of turn made (H then Enter always takes the suggestion).
    fn confirm(&mut self, suggested: Option<Action>, taught: &crate::game::Taught) {
        match (self.selection.selected, self.selection.end) {
            (Some(tile), Some(train)) => {
                self.ask(play_on(self.view, tile, train));
                *self.selection = Selection::default();
            }
            (Some(_), None) => self.asks.problem(|| crate::lang::t!("notice-tile-does-not-play")),
            (None, _) => match suggested.filter(|a| !matches!(a, Action::Play { .. })) {
                Some(action) => self.ask(action),
                // A lesson over: Enter takes the next one (its row says so), not a tile.
                None if taught.0.is_some_and(|(learner, wanted)| learner == self.seat && wanted.is_none()) => {}
                None => self.asks.problem(|| crate::lang::t!("notice-choose-then-enter")),
            },
        }
    }
}

/// A selection lasts only while it is that person's move.
fn forget_selection(seen: Option<Res<PlayerView>>, shown: Res<HandShown>, mut selection: ResMut<Selection>) {
    let mine = seen.is_some_and(|s| s.my_turn() && s.view.seat.is_some() && s.view.seat == shown.0);
    if selection.selected.is_some() && !mine {
        selection.selected = None;
        selection.end = None;
    }
}

/// The train ends where the held tile may go, and the one a hint suggests.
fn highlight_targets(
    seen: Option<Res<PlayerView>>,
    selection: Res<Selection>,
    shown: Res<HandShown>,
    hint: Res<Hint>,
    mut highlight: ResMut<Highlight>,
) {
    let hinted =
        seen.as_deref().and_then(|v| hint.suggestion(v.position)).filter(|s| Some(s.seat) == shown.0).and_then(|s| match s.action {
            Action::Play { train, .. } => Some(train),
            _ => None,
        });
    if highlight.hinted != hinted {
        highlight.hinted = hinted;
    }
    let focused = selection.end.filter(|_| selection.dragging.is_none() && selection.selected.is_some());
    if highlight.focused != focused {
        highlight.focused = focused;
    }
    let trains: Vec<TrainId> = match (seen, selection.active()) {
        (Some(seen), Some(tile)) => plays_of(&seen.view, tile)
            .filter_map(|a| match a {
                Action::Play { train, .. } => Some(train),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    if highlight.trains != trains {
        highlight.trains = trains;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use table_layout::geometry::{Felt, TrainShape};
    use table_layout::layout::layout;

    #[test]
    fn drops_land_on_the_nearest_end_and_not_in_the_middle() {
        // Short trains, and long ones bent back on themselves (their ends beside earlier rows).
        for len in [4usize, 12, 25] {
            let shapes: Vec<TrainShape> = (0..4)
                .map(TrainId::Personal)
                .chain([TrainId::Mexican])
                .map(|train| TrainShape { train, doubles: (0..len).map(|k| k % 5 == 2).collect(), laid: Vec::new() })
                .collect();
            let table = layout(&shapes, 0, Felt::for_window(V2::new(1280.0, 720.0), shapes.len()));
            for t in &table.trains {
                assert_eq!(train_at(&table, t.next.center), Some(t.train), "{len} tiles: the next place");
                assert_eq!(train_at(&table, t.tiles[len - 1].center), Some(t.train), "{len} tiles: on the last tile");
                assert_eq!(train_at(&table, t.tiles[1].center), None, "the middle of a train is not its end");
            }
            assert_eq!(train_at(&table, V2::new(0.0, 0.0)), None, "the hub");
        }
    }
}
