//! The settings window: rules (every house rule, with what it means and which rule text it comes
//! from), players, display, and the rules in plain words. Reachable from the title screen and
//! during a game, where the rules in play are shown but locked.

use super::widgets::{player_label, rules_chooser, seat_editor};
use crate::game::Game;
use crate::saving::{RuleSets, Storage, UserSettings};
use crate::files::rule_sets::{self, RuleSet};
use crate::files::settings::{Speed, TableColour};
use crate::lang::how_to_play::describe;
use crate::rules::describe::count;
use crate::rules::house_rules::*;
use crate::rules::{HouseRules, InvalidRules, preset};
use crate::lang::Lang;
use crate::t;
use crate::toasts::Toasts;
use bevy_egui::egui::{self, Color32, RichText, Ui};

/// Which part of the settings window is open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    #[default]
    Rules,
    Players,
    Display,
    HowToPlay,
}

/// The settings window's own state.
#[derive(Debug, Default)]
pub struct SettingsWindow {
    pub open: bool,
    pub tab: Tab,
    save_name: String,
    /// Scroll "How to play" to the keys (it was opened with `?`), once.
    pub at_keys: bool,
}

impl SettingsWindow {
    /// Open "How to play" at the keys.
    pub fn show_keys(&mut self) {
        self.open = true;
        self.tab = Tab::HowToPlay;
        self.at_keys = true;
    }
}

/// One choice of an option: its value, its name, and where it comes from.
struct Choice<T> {
    value: T,
    label: &'static str,
    source: &'static str,
}

fn choice<T>(value: T, label: &'static str, source: &'static str) -> Choice<T> {
    Choice { value, label, source }
}

/// A drop-down for one option. Gives where the chosen value comes from.
fn choose<T: PartialEq + Clone>(ui: &mut Ui, id: &str, value: &mut T, choices: &[Choice<T>]) -> &'static str {
    let current = choices.iter().find(|c| c.value == *value).map_or("(other)", |c| c.label);
    egui::ComboBox::from_id_salt(id).width(300.0).selected_text(current).show_ui(ui, |ui| {
        for c in choices {
            let text = if c.source.is_empty() { c.label.to_string() } else { format!("{} — {}", c.label, c.source) };
            if ui.selectable_label(*value == c.value, text).clicked() {
                *value = c.value.clone();
            }
        }
    });
    choices.iter().find(|c| c.value == *value).map_or("", |c| c.source)
}

fn help(field: &str) -> &'static str {
    RULE_FIELDS.iter().find(|(n, _)| *n == field).map_or("", |(_, h)| h)
}

/// The house rules in the groups a player looks for them in.
pub const RULE_GROUPS: [(&str, &[&str]); 5] = [
    ("Basics", &["set", "hand_size", "rounds", "engine", "starter", "opening", "build_while_you_can", "mexican"]),
    (
        "Doubles",
        &[
            "double_finish",
            "doubles_per_turn",
            "second_double_needs_cover",
            "after_double",
            "doubles_owed",
            "cover_optional",
            "double_order",
            "exhausted_double_releases",
            "end_on_double",
            "double_makes_public",
            "drawn_tile_may_cover",
            "own_marker_double_release",
        ],
    ),
    ("Drawing and passing", &["draw", "continuous_draw", "empty_boneyard_pass", "marker_removal", "last_tile"]),
    ("Scoring", &["scoring", "blocked_round", "match_end", "tie_break"]),
    ("Variants", &["branching", "blanks_wild", "partnerships", "swan_drive", "bullet_train"]),
];

/// The variants a game is played with, for the top bar (the rules of the Variants group that
/// are on).
pub fn variants_in_force(r: &HouseRules) -> Vec<&'static str> {
    let on = [
        (r.branching == Branching::AfterCover, "branching doubles"),
        (r.branching == Branching::ThreeCovers, "doubles covered three ways"),
        (r.blanks_wild, "blanks wild"),
        (r.partnerships, "partnerships"),
        (r.swan_drive, "swan drive"),
        (r.bullet_train, "bullet train"),
    ];
    on.iter().filter(|(yes, _)| *yes).map(|(_, name)| *name).collect()
}

/// The colour of what cannot be played.
const CONFLICT: Color32 = Color32::from_rgb(255, 150, 130);

/// One row of the rules editor: a mark when the row is part of a conflict (the reason on
/// hover), a name, the widget, and below it the option's explanation and where the chosen value
/// comes from (the widget returns that source, or ""). A conflict changes no row's size.
fn row(ui: &mut Ui, title: &str, field: &str, conflict: Option<&InvalidRules>, widget: impl FnOnce(&mut Ui) -> &'static str) -> bool {
    let clash = conflict.filter(|c| c.fields.contains(&field));
    let (mark, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
    if let Some(c) = clash {
        ui.painter().text(mark.center(), egui::Align2::CENTER_CENTER, "⚠", egui::FontId::proportional(16.0), CONFLICT);
        ui.interact(mark, ui.id().with(("conflict", field)), egui::Sense::hover()).on_hover_text(&c.reason);
    }
    ui.vertical(|ui| {
        ui.set_max_width(230.0);
        let text = RichText::new(title).strong();
        ui.add(egui::Label::new(if clash.is_some() { text.color(CONFLICT) } else { text }).wrap());
    });
    ui.vertical(|ui| {
        let source = widget(ui);
        let note = if source.is_empty() { help(field).to_string() } else { format!("{}  ·  {source}", help(field)) };
        ui.label(RichText::new(note).weak().size(13.0));
    });
    ui.end_row();
    clash.is_some()
}

fn yes_no(ui: &mut Ui, value: &mut bool, source_yes: &'static str, source_no: &'static str) -> &'static str {
    ui.horizontal(|ui| {
        ui.radio_value(value, true, "Yes").on_hover_text(source_yes);
        ui.radio_value(value, false, "No").on_hover_text(source_no);
    });
    if *value { source_yes } else { source_no }
}

/// Every house rule, editable, in its group; the rows of a conflict marked. Gives the fields
/// drawn, each with whether it was marked.
pub fn rules_editor(ui: &mut Ui, r: &mut HouseRules, conflict: Option<&InvalidRules>) -> Vec<(&'static str, bool)> {
    let mut drawn = Vec::new();
    for (group, fields) in RULE_GROUPS {
        egui::CollapsingHeader::new(RichText::new(group).strong().size(16.0)).default_open(true).show(ui, |ui| {
            egui::Grid::new(("rules editor", group)).num_columns(3).spacing([10.0, 10.0]).striped(true).show(ui, |ui| {
                for &field in fields {
                    if let Some(marked) = rule_row(ui, r, field, conflict) {
                        drawn.push((field, marked));
                    }
                }
            });
        });
    }
    drawn
}

/// The row of one house rule, and whether it is marked as part of a conflict; `None` for a
/// name that is not a house rule.
fn rule_row(ui: &mut Ui, r: &mut HouseRules, field: &'static str, conflict: Option<&InvalidRules>) -> Option<bool> {
    Some(match field {
        "set" => row(ui, "Domino set", field, conflict, |ui| {
            choose(ui, "set", &mut r.set, &[
                choice(6, "Double-6", ""),
                choice(9, "Double-9", "Bauguess, for 2–4 players"),
                choice(12, "Double-12", "the standard set"),
                choice(15, "Double-15", "up to 12 players"),
                choice(18, "Double-18", "up to 12 players"),
            ])
        }),
        "hand_size" => row(ui, "Tiles dealt", field, conflict, |ui| {
            let mut fixed = matches!(r.hand_size, HandSize::Fixed(_));
            ui.horizontal(|ui| {
                if ui.radio_value(&mut fixed, false, "By the table of the rule text").changed() || !fixed && !matches!(r.hand_size, HandSize::Table(_)) {
                    r.hand_size = preset("standard").map(|p| p.hand_size).unwrap_or(HandSize::Fixed(10));
                }
                ui.radio_value(&mut fixed, true, "The same number always");
            });
            if fixed {
                let mut n = match r.hand_size {
                    HandSize::Fixed(n) => n,
                    _ => r.hand_size_for(r.players).0,
                };
                ui.add(egui::Slider::new(&mut n, 1..=30).text("tiles each"));
                r.hand_size = HandSize::Fixed(n);
            } else {
                ui.label(format!("{} each with these players", count(r.hand_size_for(r.players).0, "tile")));
            }
            if fixed { "" } else { "the table in Bauguess and Wikipedia" }
        }),
        "rounds" => row(ui, "Rounds", field, conflict, |ui| {
            let mut all = r.rounds == Rounds::AllEngines;
            ui.horizontal(|ui| {
                ui.radio_value(&mut all, true, "One per engine, down to 0-0").on_hover_text("Puremco, Wikipedia, Celko");
                ui.radio_value(&mut all, false, "A number of rounds");
            });
            if all {
                r.rounds = Rounds::AllEngines;
            } else {
                let mut n = match r.rounds {
                    Rounds::Count(n) => n,
                    Rounds::AllEngines => r.set as u16 + 1,
                };
                ui.add(egui::Slider::new(&mut n, 1..=40).text("rounds"));
                r.rounds = Rounds::Count(n);
            }
            if all { "Puremco, Wikipedia, Celko" } else { "" }
        }),
        "engine" => row(ui, "Engine", field, conflict, |ui| {
            choose(ui, "engine", &mut r.engine, &[
                choice(EngineRule::SetAside, "Set aside before the deal", "Puremco/Bauguess, Wikipedia"),
                choice(EngineRule::HolderOpens, "Its holder opens and plays first", "Celko 1998"),
                choice(EngineRule::FirstPlayersHighestDouble, "First player's highest double", "Galt 1994"),
            ])
        }),
        "starter" => row(ui, "Who starts", field, conflict, |ui| {
            choose(ui, "starter", &mut r.starter, &[
                choice(Starter::Rotate, "Rotates clockwise", "Bauguess, Galt"),
                choice(Starter::RandomThenRotate, "By lot, then clockwise", "Parsons 1994"),
                choice(Starter::HighestDouble, "Holder of the highest double", "Wikipedia"),
            ])
        }),
        "opening" => row(ui, "First turn", field, conflict, |ui| {
            choose(ui, "opening", &mut r.opening, &[
                choice(Opening::OneTile, "One tile, like any turn", "Bauguess, Wikipedia"),
                choice(Opening::BuildTrain, "Build your whole train", "Celko 1998, Galt 1994"),
                choice(Opening::Fast, "Everyone builds at once (fast game)", "a variation in Wikipedia"),
            ])
        }),
        "build_while_you_can" => row(ui, "Build as long as a tile fits", field, conflict, |ui| yes_no(ui, &mut r.build_while_you_can, "Galt 1994: \"as many as possible\"", "Celko 1998")),
        "mexican" => row(ui, "Mexican train", field, conflict, |ui| {
            choose(ui, "mexican", &mut r.mexican, &[
                choice(MexicanTrain::Anytime, "Anyone may start it, any time", "Bauguess"),
                choice(MexicanTrain::AfterOwnTrain, "Only after your own train", "a common house rule"),
                choice(MexicanTrain::WhenNoOtherPlay, "Only when you have no other play", "Celko 1998"),
                choice(MexicanTrain::Off, "No Mexican train", "\"private trains\""),
            ])
        }),
        "double_finish" => row(ui, "After a double", field, conflict, |ui| {
            choose(ui, "finish", &mut r.double_finish, &[
                choice(DoubleFinish::OnTheDouble, "Cover it on the double", "Wikipedia, Parsons, Galt"),
                choice(DoubleFinish::DueDoubleOrPlainEnd, "One more tile: on it, or a plain end", "Bauguess 2012"),
                choice(DoubleFinish::Anywhere, "Play again, anywhere", "Celko, French club"),
            ])
        }),
        "doubles_per_turn" => row(ui, "Doubles a turn", field, conflict, |ui| {
            choose(ui, "per turn", &mut r.doubles_per_turn, &[
                choice(DoublesPerTurn::One, "One", "Wikipedia"),
                choice(DoublesPerTurn::Two, "At most two", "Parsons 1994"),
                choice(DoublesPerTurn::Any, "Any number in a row", "Bauguess, Celko"),
            ])
        }),
        "second_double_needs_cover" => row(ui, "Second double needs a cover in hand", field, conflict, |ui| yes_no(ui, &mut r.second_double_needs_cover, "Parsons 1994", "")),
        "after_double" => row(ui, "After your own double", field, conflict, |ui| {
            choose(ui, "after double", &mut r.after_double, &[
                choice(AfterDouble::MustPlay, "You must play again", "Bauguess, Wikipedia, Celko"),
                choice(AfterDouble::MayPlay, "You may play again, or stop", "French club"),
            ])
        }),
        "doubles_owed" => row(ui, "Doubles owed to the next players", field, conflict, |ui| {
            choose(ui, "owed", &mut r.doubles_owed, &[
                choice(DoublesOwed::Every, "Every double left open", "Bauguess, French club"),
                choice(DoublesOwed::LastOfTurn, "Only the turn's last double", "Celko 1998 (one double marker)"),
            ])
        }),
        "cover_optional" => row(ui, "Covering doubles is optional", field, conflict, |ui| yes_no(ui, &mut r.cover_optional, "a variation in Wikipedia", "")),
        "branching" => row(ui, "Branching doubles", field, conflict, |ui| {
            choose(ui, "branching", &mut r.branching, &[
                choice(Branching::Off, "No: a train goes on one way", ""),
                choice(Branching::AfterCover, "Sides open once a double is covered", "a variation in Wikipedia"),
                choice(Branching::ThreeCovers, "Three covers before play goes on", "a variation in Wikipedia"),
            ])
        }),
        "double_order" => row(ui, "Open doubles are covered", field, conflict, |ui| {
            choose(ui, "order", &mut r.double_order, &[
                choice(DoubleOrder::OldestFirst, "Oldest first", "Bauguess"),
                choice(DoubleOrder::NewestFirst, "Newest first", "Celko, French club"),
            ])
        }),
        "exhausted_double_releases" => row(ui, "Uncoverable double releases", field, conflict, |ui| yes_no(ui, &mut r.exhausted_double_releases, "Bauguess, Wikipedia", "")),
        "end_on_double" => row(ui, "Go out on a double", field, conflict, |ui| yes_no(ui, &mut r.end_on_double, "Bauguess, French club", "some house rules")),
        "double_makes_public" => row(ui, "A double makes its train public", field, conflict, |ui| yes_no(ui, &mut r.double_makes_public, "Wikipedia's \"double public\"", "")),
        "drawn_tile_may_cover" => row(ui, "Play a tile drawn for a double", field, conflict, |ui| yes_no(ui, &mut r.drawn_tile_may_cover, "Bauguess, Wikipedia", "Celko 1998")),
        "own_marker_double_release" => row(ui, "Double lifting your marker needs no cover", field, conflict, |ui| yes_no(ui, &mut r.own_marker_double_release, "Galt 1994", "")),
        "continuous_draw" => row(ui, "Continuous draw", field, conflict, |ui| yes_no(ui, &mut r.continuous_draw, "one rule set in Wikipedia", "")),
        "draw" => row(ui, "Drawing", field, conflict, |ui| {
            choose(ui, "draw", &mut r.draw, &[
                choice(DrawRule::One, "Draw one tile", "Bauguess, Wikipedia, Celko"),
                choice(DrawRule::UntilPlayable, "Draw until one plays", "a common house rule"),
            ])
        }),
        "empty_boneyard_pass" => row(ui, "Passing with the boneyard empty", field, conflict, |ui| {
            choose(ui, "empty pass", &mut r.empty_boneyard_pass, &[
                choice(EmptyBoneyardPass::MarkerGoesOn, "Your marker goes on", "Bauguess, Wikipedia"),
                choice(EmptyBoneyardPass::SimplyPass, "You simply pass", "Celko 1998"),
            ])
        }),
        "marker_removal" => row(ui, "Markers come off", field, conflict, |ui| {
            choose(ui, "marker", &mut r.marker_removal, &[
                choice(MarkerRemoval::OwnerPlays, "When the owner plays on it", "Bauguess, Wikipedia"),
                choice(MarkerRemoval::AnyPlay, "When anyone plays on it", "Celko 1998"),
            ])
        }),
        "last_tile" => row(ui, "Last tile", field, conflict, |ui| {
            let mut announce = matches!(r.last_tile, LastTile::Announce { .. });
            ui.horizontal(|ui| {
                ui.radio_value(&mut announce, false, "Nothing to announce");
                ui.radio_value(&mut announce, true, "Announce it").on_hover_text("Celko 1998: draw two if you forget");
            });
            if announce {
                let mut penalty = match r.last_tile {
                    LastTile::Announce { penalty } => penalty,
                    LastTile::Silent => 2,
                };
                ui.add(egui::Slider::new(&mut penalty, 0..=5).text("tiles to draw if you forget"));
                r.last_tile = LastTile::Announce { penalty };
            } else {
                r.last_tile = LastTile::Silent;
            }
            if announce { "Celko 1998" } else { "Bauguess, Wikipedia" }
        }),
        "scoring" => row(ui, "Scoring", field, conflict, |ui| {
            let mut blanks = matches!(r.scoring, Scoring::Blanks { .. });
            ui.horizontal(|ui| {
                ui.radio_value(&mut blanks, false, "Pips").on_hover_text("Bauguess, Wikipedia, Celko");
                ui.radio_value(&mut blanks, true, "Blanks count extra").on_hover_text("Wikipedia: 25 and 50; French club: double blank 10");
            });
            if blanks {
                let (mut blank, mut double_blank) = match r.scoring {
                    Scoring::Blanks { blank, double_blank } => (blank, double_blank),
                    Scoring::Pips => (25, 50),
                };
                ui.horizontal(|ui| {
                    ui.add(egui::DragValue::new(&mut blank).range(0..=100).prefix("blank end: "));
                    ui.add(egui::DragValue::new(&mut double_blank).range(0..=200).prefix("double blank: "));
                });
                r.scoring = Scoring::Blanks { blank, double_blank };
            } else {
                r.scoring = Scoring::Pips;
            }
            if blanks { "Wikipedia (25 and 50); French club (double blank 10)" } else { "Bauguess, Wikipedia, Celko" }
        }),
        "blocked_round" => row(ui, "A blocked round", field, conflict, |ui| {
            choose(ui, "blocked", &mut r.blocked_round, &[
                choice(BlockedRound::CountHands, "Everyone counts their hand", "Celko, French club"),
                choice(BlockedRound::LowestHandWins, "The lowest hand scores 0", "a common domino custom"),
                choice(BlockedRound::Void, "Nobody scores", ""),
            ])
        }),
        "match_end" => row(ui, "End of the match", field, conflict, |ui| {
            let mut out = matches!(r.match_end, MatchEnd::Elimination { .. });
            ui.horizontal(|ui| {
                ui.radio_value(&mut out, false, "After the last round");
                ui.radio_value(&mut out, true, "Players are out at a score").on_hover_text("French club: 100");
            });
            if out {
                let mut at = match r.match_end {
                    MatchEnd::Elimination { at } => at,
                    MatchEnd::AllRounds => 100,
                };
                ui.add(egui::DragValue::new(&mut at).range(1..=10_000).suffix(" points"));
                r.match_end = MatchEnd::Elimination { at };
            } else {
                r.match_end = MatchEnd::AllRounds;
            }
            if out { "French club (100)" } else { "Bauguess, Wikipedia" }
        }),
        "tie_break" => row(ui, "Ties", field, conflict, |ui| {
            choose(ui, "ties", &mut r.tie_break, &[
                choice(TieBreak::ZeroRoundsThenLowestRound, "Most zero rounds, then lowest round", "Wikipedia"),
                choice(TieBreak::Shared, "Shared win", ""),
            ])
        }),
        "blanks_wild" => row(ui, "Blanks are wild", field, conflict, |ui| yes_no(ui, &mut r.blanks_wild, "a variation in Wikipedia", "")),
        "partnerships" => row(ui, "Partnerships", field, conflict, |ui| yes_no(ui, &mut r.partnerships, "a variation in Wikipedia (4, 6 or 8 players)", "")),
        "swan_drive" => row(ui, "Swan drive", field, conflict, |ui| yes_no(ui, &mut r.swan_drive, "a variation in Wikipedia", "")),
        "bullet_train" => row(ui, "Bullet train", field, conflict, |ui| yes_no(ui, &mut r.bullet_train, "a variation in Wikipedia", "")),
        _ => return None,
    })
}

/// What the settings window reads and changes.
pub struct Edit<'a> {
    pub settings: &'a mut UserSettings,
    pub sets: &'a mut RuleSets,
    pub storage: &'a Storage,
    pub toasts: &'a mut Toasts,
    pub now: f32,
}

/// The whole window. `in_play`: the rules of a game under way, shown locked.
pub fn show(ctx: &egui::Context, window: &mut SettingsWindow, mut edit: Edit<'_>, in_play: Option<&Game>) {
    let mut open = window.open;
    egui::Window::new(RichText::new(t!("settings-title")).size(20.0))
        .id(egui::Id::new("settings"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_size([760.0, 560.0])
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for (tab, key) in [(Tab::Rules, "settings-rules"), (Tab::Players, "settings-players"), (Tab::Display, "settings-display"), (Tab::HowToPlay, "settings-how-to-play")] {
                    ui.selectable_value(&mut window.tab, tab, RichText::new(t!(key)).size(16.0));
                }
            });
            ui.separator();
            // One height for every tab, so the window does not jump when switching.
            let body = (ctx.viewport_rect().height() - 180.0).clamp(120.0, 560.0);
            egui::ScrollArea::vertical().auto_shrink([false, false]).min_scrolled_height(body).max_height(body).show(ui, |ui| match window.tab {
                Tab::Rules => rules_tab(ui, window, &mut edit, in_play),
                Tab::Players => players_tab(ui, edit.settings, in_play),
                Tab::Display => display_tab(ui, edit.settings),
                Tab::HowToPlay => how_to_play_tab(ui, in_play.map_or_else(|| edit.settings.0.new_game.rules.clone(), |g| g.the_match.rules().clone()), std::mem::take(&mut window.at_keys)),
            });
        });
    window.open = open;
}

/// The seats of the next game (or, during one, the seats playing it).
fn players_tab(ui: &mut Ui, settings: &mut UserSettings, in_play: Option<&Game>) {
    if let Some(game) = in_play {
        ui.label(t!("players-in-play"));
        for (i, s) in game.seats.iter().enumerate() {
            ui.label(t!("seats-seat-playing", seat = i + 1, name = s.name.as_str(), player = player_label(s.player)));
        }
        return;
    }
    let mut setup = settings.0.new_game.clone();
    seat_editor(ui, &mut setup);
    if setup != settings.0.new_game {
        settings.0.new_game = setup;
    }
}

/// The rules in plain words, generated from the rules themselves.
fn how_to_play_tab(ui: &mut Ui, rules: HouseRules, at_keys: bool) {
    for section in describe(&rules) {
        ui.label(RichText::new(section.title).strong().size(17.0));
        for line in &section.lines {
            ui.label(format!("• {line}"));
        }
        ui.add_space(6.0);
    }
    let keys = ui.label(RichText::new(t!("how-keys")).strong().size(17.0));
    if at_keys {
        keys.scroll_to_me(Some(egui::Align::TOP));
    }
    egui::Grid::new("keys").num_columns(2).spacing([14.0, 4.0]).show(ui, |ui| {
        for line in crate::table::input::KEY_LINES {
            ui.label(RichText::new(crate::lang::tr(line.keys)).strong().monospace());
            ui.label(crate::lang::tr(line.what));
            ui.end_row();
        }
    });
}

fn rules_tab(ui: &mut Ui, window: &mut SettingsWindow, edit: &mut Edit<'_>, in_play: Option<&Game>) {
    let Edit { settings, sets, storage, toasts, now } = edit;
    let now = *now;
    if let Some(game) = in_play {
        ui.label(RichText::new(t!("rules-locked", rules = rule_sets::label(game.the_match.preset(), game.the_match.rules(), &sets.0))).color(Color32::from_rgb(250, 215, 120)));
        let mut rules = game.the_match.rules().clone();
        ui.add_enabled_ui(false, |ui| rules_editor(ui, &mut rules, None));
        return;
    }
    let mut setup = settings.0.new_game.clone();
    ui.horizontal(|ui| {
        ui.label(t!("rules-start-from"));
        rules_chooser(ui, &mut setup, sets);
    });
    // The engine's validate() says what cannot be played: always on one line above the list (so
    // the list never moves), and marked on the rows concerned.
    let mut players = setup.rules.clone();
    players.players = setup.seats.len() as u8;
    let conflict = players.validate().err();
    let (text, colour) = match (&conflict, setup.problem()) {
        (Some(c), _) => (t!("rules-cannot-be-played", why = c.to_string()), CONFLICT),
        (None, Some(p)) => (format!("⚠ {p}"), CONFLICT),
        (None, None) => (t!("rules-can-be-played"), Color32::from_rgb(150, 210, 150)),
    };
    // Two lines kept for it, whatever it says.
    let height = ui.text_style_height(&egui::TextStyle::Body) * 2.0 + 6.0;
    ui.allocate_ui_with_layout(egui::vec2(ui.available_width(), height), egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.set_min_height(height);
        ui.add(egui::Label::new(RichText::new(text).color(colour)).wrap());
    });
    rules_editor(ui, &mut setup.rules, conflict.as_ref());
    setup.rules.players = setup.seats.len() as u8;
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.label(t!("rules-save-as"));
        ui.add(egui::TextEdit::singleline(&mut window.save_name).hint_text(t!("rules-save-as-hint")).desired_width(200.0));
        let name = window.save_name.trim().to_string();
        if ui.add_enabled(!name.is_empty(), egui::Button::new(t!("rules-save"))).clicked() {
            match storage.dirs.as_ref().map(|d| rule_sets::save(&d.rule_sets(), &name, &setup.rules)) {
                Some(Ok(path)) => {
                    let saved = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or(name);
                    sets.0.retain(|s| s.name != saved);
                    sets.0.push(RuleSet { name: saved.clone(), rules: setup.rules.clone() });
                    setup.preset = saved.clone();
                    toasts.done(t!("rules-saved", name = saved.as_str()), now);
                }
                Some(Err(e)) => toasts.push(t!("rules-save-failed", why = e.to_string()), now),
                None => toasts.push(t!("rules-no-folder"), now),
            }
        }
    });
    if setup != settings.0.new_game {
        settings.0.new_game = setup;
    }
}

/// The language: the system's (named, in its own words) or one chosen, each in its own words.
fn language_choice(ui: &mut Ui, language: &mut Option<Lang>) {
    let system = t!("display-language-system", language = Lang::system().native_name());
    let shown = language.map_or_else(|| system.clone(), |l| l.native_name().to_string());
    egui::ComboBox::from_id_salt("language").selected_text(shown).show_ui(ui, |ui| {
        ui.selectable_value(language, None, system);
        for l in Lang::OFFERED {
            ui.selectable_value(language, Some(l), l.native_name());
        }
    });
}

fn display_tab(ui: &mut Ui, settings: &mut UserSettings) {
    let mut d = settings.0.display;
    let mut sound = settings.0.sound;
    let mut speed = settings.0.speed;
    egui::Grid::new("display").num_columns(2).spacing([18.0, 10.0]).show(ui, |ui| {
        ui.label(RichText::new(t!("display-language")).strong());
        language_choice(ui, &mut d.language);
        ui.end_row();
        ui.label(RichText::new(t!("display-numbers")).strong());
        ui.horizontal(|ui| {
            ui.radio_value(&mut d.numerals, false, t!("display-pips"));
            ui.radio_value(&mut d.numerals, true, t!("display-numerals"));
        });
        ui.end_row();
        ui.label(RichText::new(t!("display-colours")).strong());
        ui.vertical(|ui| {
            ui.checkbox(&mut d.colour_coded, t!("display-colour-coded"));
            ui.add_enabled(d.colour_coded, egui::Checkbox::new(&mut d.colour_blind_safe, t!("display-colour-blind-safe")));
        });
        ui.end_row();
        ui.label(RichText::new(t!("display-looks-like")).strong());
        let style = crate::table::art::FaceStyle { numerals: d.numerals, colour_coded: d.colour_coded, colour_blind_safe: d.colour_blind_safe };
        let (rect, _) = ui.allocate_exact_size(egui::vec2(4.0 * 86.0, 40.0), egui::Sense::hover());
        for (i, (a, b)) in [(1, 2), (3, 4), (5, 6), (9, 12)].into_iter().enumerate() {
            let at = rect.min + egui::vec2(i as f32 * 86.0, 0.0);
            let look = super::tiles::Look::default();
            super::tiles::paint_tile(ui.painter(), egui::Rect::from_min_size(at, egui::vec2(80.0, 40.0)), crate::rules::Tile(a, b), style, look);
        }
        ui.end_row();
        ui.label(RichText::new(t!("display-table")).strong());
        egui::ComboBox::from_id_salt("table colour").selected_text(d.table.name()).show_ui(ui, |ui| {
            for c in TableColour::ALL {
                ui.selectable_value(&mut d.table, c, c.name());
            }
        });
        ui.end_row();
        ui.label(RichText::new(t!("display-text-size")).strong());
        ui.horizontal(|ui| {
            ui.add(egui::Slider::new(&mut d.ui_scale, 0.75..=2.0).step_by(0.05).custom_formatter(|v, _| format!("{:.0} %", v * 100.0)));
            let shown = ui.ctx().zoom_factor();
            if shown + 0.005 < d.ui_scale {
                ui.label(RichText::new(t!("display-text-size-capped", percent = (shown * 100.0).round() as i64)).weak());
            }
        });
        ui.end_row();
        ui.label(RichText::new(t!("display-play-for-me")).strong());
        ui.vertical(|ui| {
            ui.checkbox(&mut d.draw_and_pass_for_me, t!("display-draw-and-pass")).on_hover_text(t!("display-draw-and-pass-tip"));
            ui.checkbox(&mut d.play_only_move_for_me, t!("display-only-move")).on_hover_text(t!("display-only-move-tip"));
        });
        ui.end_row();
        ui.label(RichText::new(t!("display-speed")).strong());
        ui.horizontal(|ui| {
            for s in Speed::ALL {
                ui.radio_value(&mut speed, s, s.name());
            }
        });
        ui.end_row();
        ui.label(RichText::new(t!("display-sound")).strong());
        ui.horizontal(|ui| {
            ui.checkbox(&mut sound.on, t!("display-sound-on"));
            ui.add_enabled(sound.on, egui::Slider::new(&mut sound.volume, 0.0..=1.0).custom_formatter(|v, _| format!("{:.0} %", v * 100.0)));
        });
        ui.end_row();
    });
    if d != settings.0.display || sound != settings.0.sound || speed != settings.0.speed {
        settings.0.display = d;
        settings.0.sound = sound;
        settings.0.speed = speed;
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::house_rules::RULE_FIELDS;
    use bevy_egui::egui;

    /// The Display tab in every language and the pseudo-language: every word on the screen, none
    /// over another.
    #[test]
    fn the_display_tab_fits_in_every_language() {
        for lang in crate::ui::layout_check::languages() {
            crate::lang::tests::speak(lang);
            let mut settings = crate::saving::UserSettings::default();
            let harness = egui_kittest::Harness::builder().with_size(egui::vec2(1280.0, 720.0)).build_ui(|ui| super::display_tab(ui, &mut settings));
            let (labels, wrong) = crate::ui::layout_check::problems(&harness);
            assert!(labels >= 9, "{lang:?}: the tab's words were read ({labels})");
            assert!(wrong.is_empty(), "{lang:?}:\n{}", wrong.join("\n"));
        }
        crate::lang::tests::speak(crate::lang::Lang::En);
    }

    #[test]
    fn every_house_rule_has_a_row_in_its_group() {
        let ctx = egui::Context::default();
        let mut rules = crate::rules::preset("standard").expect("a preset");
        let mut drawn = Vec::new();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            drawn = super::rules_editor(ui, &mut rules, None);
        });
        out.textures_delta.clear();
        let mut grouped: Vec<&str> = super::RULE_GROUPS.iter().flat_map(|(_, f)| f.iter().copied()).collect();
        assert_eq!(drawn.iter().map(|d| d.0).collect::<Vec<_>>(), grouped, "every grouped rule drew its row");
        assert!(drawn.iter().all(|d| !d.1), "nothing marked without a conflict");
        grouped.sort_unstable();
        let mut fields: Vec<&str> = RULE_FIELDS.iter().map(|(n, _)| *n).filter(|n| *n != "players").collect();
        fields.sort_unstable();
        assert_eq!(grouped, fields, "each house rule (but the seats, in the Players tab) in one group");
    }

    #[test]
    fn a_conflict_is_marked_on_both_of_its_rows_and_nowhere_else() {
        let ctx = egui::Context::default();
        let mut rules = crate::rules::preset("standard").expect("a preset");
        rules.cover_optional = true;
        rules.continuous_draw = true;
        let conflict = rules.validate().expect_err("these rules clash");
        let mut drawn = Vec::new();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            drawn = super::rules_editor(ui, &mut rules, Some(&conflict));
        });
        out.textures_delta.clear();
        let marked: Vec<&str> = drawn.iter().filter(|d| d.1).map(|d| d.0).collect();
        assert_eq!(marked, ["cover_optional", "continuous_draw"]);
    }
}
