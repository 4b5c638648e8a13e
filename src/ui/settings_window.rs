//! The settings window: rules (every house rule, with what it means and which rule text it comes
//! from), players, display, and the rules in plain words. Reachable from the title screen and
//! during a game, where the rules in play are shown but locked.

use super::widgets::{named_slider, percent, player_label, rules_chooser, seat_editor, spoken_as};
use crate::files::settings::{Display, Sound, Speed, TableColour};
use crate::game::Game;
use crate::lang::Lang;
use crate::lang::how_to_play::describe;
use crate::lang::t;
use crate::rules::house_rules::*;
use crate::rules::{HouseRules, InvalidRules, preset};
use crate::saving::{RuleSets, SettingsEdited};
use crate::setup::GameSetup;
use bevy::prelude::MessageWriter;
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
    label: String,
    source: String,
}

fn choice<T>(value: T, label: impl Into<String>, source: impl Into<String>) -> Choice<T> {
    Choice { value, label: label.into(), source: source.into() }
}

/// A drop-down for one option. Gives where the chosen value comes from.
/// Its name, for a screen reader, is the label `name` (the row's title).
fn choose<T: PartialEq + Clone>(ui: &mut Ui, name: RowName<'_>, id: &str, value: &mut T, choices: &[Choice<T>]) -> String {
    let current = choices.iter().find(|c| c.value == *value).map_or_else(|| t!("rules-other"), |c| c.label.clone());
    egui::ComboBox::from_id_salt(id)
        .width(300.0)
        .selected_text(current)
        .show_ui(ui, |ui| {
            for c in choices {
                let text = if c.source.is_empty() { c.label.clone() } else { format!("{} — {}", c.label, c.source) };
                if ui.selectable_label(*value == c.value, text).clicked() {
                    *value = c.value.clone();
                }
            }
        })
        .response
        .labelled_by(name.label);
    choices.iter().find(|c| c.value == *value).map_or_else(String::new, |c| c.source.clone())
}

/// What a house rule does, in one line (`rule-help-<field>` in the player's language).
fn help(field: &str) -> String {
    crate::lang::tr(&format!("rule-help-{field}"))
}

/// A group of the rules editor by its name in the player's language.
fn group_name(group: &str) -> String {
    match group {
        "Basics" => t!("rules-group-basics"),
        "Doubles" => t!("rules-group-doubles"),
        "Drawing and passing" => t!("rules-group-drawing"),
        "Scoring" => t!("rules-group-scoring"),
        _ => t!("rules-group-variants"),
    }
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
pub fn variants_in_force(r: &HouseRules) -> Vec<String> {
    let on = [
        (r.branching == Branching::AfterCover, "variant-branching"),
        (r.branching == Branching::ThreeCovers, "variant-three-covers"),
        (r.blanks_wild, "variant-blanks-wild"),
        (r.partnerships, "variant-partnerships"),
        (r.swan_drive, "variant-swan-drive"),
        (r.bullet_train, "variant-bullet-train"),
    ];
    on.iter().filter(|(yes, _)| *yes).map(|(_, key)| crate::lang::tr(key)).collect()
}

/// The colour of what cannot be played.
const CONFLICT: Color32 = Color32::from_rgb(255, 150, 130);

/// One row of the rules editor: a mark when the row is part of a conflict (the reason on
/// hover), a name, the widget, and below it the option's explanation and where the chosen value
/// comes from (the widget returns that source, or ""). A conflict changes no row's size.
/// A row's title: the label drawn (for `labelled_by`) and its words.
#[derive(Clone, Copy)]
struct RowName<'a> {
    label: egui::Id,
    title: &'a str,
}

fn row(
    ui: &mut Ui,
    title: &str,
    field: &str,
    conflict: Option<&InvalidRules>,
    widget: impl FnOnce(&mut Ui, RowName<'_>) -> String,
) -> bool {
    let clash = conflict.filter(|c| c.fields.contains(&field));
    let (mark, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
    if let Some(c) = clash {
        ui.painter().text(mark.center(), egui::Align2::CENTER_CENTER, "⚠", egui::FontId::proportional(16.0), CONFLICT);
        ui.interact(mark, ui.id().with(("conflict", field)), egui::Sense::hover()).on_hover_text(crate::lang::refusal::invalid(c));
    }
    let name = ui
        .vertical(|ui| {
            ui.set_max_width(230.0);
            let text = RichText::new(title).strong();
            ui.add(egui::Label::new(if clash.is_some() { text.color(CONFLICT) } else { text }).wrap()).id
        })
        .inner;
    ui.vertical(|ui| {
        // The explanation wraps inside the window's default width, however long its language.
        ui.set_max_width(415.0);
        // The widget is named by the row's title (a screen reader says "Starting double, combo
        // box, Double-12"), tied with `labelled_by`.
        let source = widget(ui, RowName { label: name, title });
        let note = if source.is_empty() { help(field) } else { format!("{}  ·  {source}", help(field)) };
        ui.label(RichText::new(note).weak().size(13.0));
    });
    ui.end_row();
    clash.is_some()
}

/// Yes or no; each choice named for a screen reader with the rule it answers ("Blanks are
/// wild: yes"), not a bare "Yes".
fn yes_no(ui: &mut Ui, name: RowName<'_>, value: &mut bool, source_yes: impl Into<String>, source_no: impl Into<String>) -> String {
    let (source_yes, source_no) = (source_yes.into(), source_no.into());
    ui.horizontal(|ui| {
        let (yes, no) = (t!("rules-yes"), t!("rules-no"));
        let answer = |answer: &str| t!("rule-answer", rule = name.title, answer = answer);
        spoken_as(ui.radio_value(value, true, &yes), &answer(&yes)).on_hover_text(&source_yes);
        spoken_as(ui.radio_value(value, false, &no), &answer(&no)).on_hover_text(&source_no);
    });
    if *value { source_yes } else { source_no }
}

/// Every house rule, editable, in its group; the rows of a conflict marked. Gives the fields
/// drawn, each with whether it was marked.
pub fn rules_editor(ui: &mut Ui, r: &mut HouseRules, conflict: Option<&InvalidRules>) -> Vec<(&'static str, bool)> {
    let mut drawn = Vec::new();
    for (group, fields) in RULE_GROUPS {
        egui::CollapsingHeader::new(RichText::new(group_name(group)).strong().size(16.0)).id_salt(group).default_open(true).show(
            ui,
            |ui| {
                egui::Grid::new(("rules editor", group)).num_columns(3).spacing([10.0, 10.0]).striped(true).show(ui, |ui| {
                    for &field in fields {
                        if let Some(marked) = rule_row(ui, r, field, conflict) {
                            drawn.push((field, marked));
                        }
                    }
                });
            },
        );
    }
    drawn
}

/// The row of one house rule, and whether it is marked as part of a conflict; `None` for a
/// name that is not a house rule.
fn rule_row(ui: &mut Ui, r: &mut HouseRules, field: &'static str, conflict: Option<&InvalidRules>) -> Option<bool> {
    Some(match field {
        "set" => row(ui, &t!("rule-set"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "set",
                &mut r.set,
                &[
                    choice(6, t!("rule-set-6"), ""),
                    choice(9, t!("rule-set-9"), t!("src-bauguess-2-4")),
                    choice(12, t!("rule-set-12"), t!("src-standard-set")),
                    choice(15, t!("rule-set-15"), t!("src-up-to-12")),
                    choice(18, t!("rule-set-18"), t!("src-up-to-12")),
                ],
            )
        }),
        "hand_size" => row(ui, &t!("rule-hand-size"), field, conflict, |ui, _| {
            let mut fixed = matches!(r.hand_size, HandSize::Fixed(_));
            ui.horizontal(|ui| {
                if ui.radio_value(&mut fixed, false, t!("rule-hand-size-table")).changed()
                    || !fixed && !matches!(r.hand_size, HandSize::Table(_))
                {
                    r.hand_size = preset("standard").map(|p| p.hand_size).unwrap_or(HandSize::Fixed(10));
                }
                ui.radio_value(&mut fixed, true, t!("rule-hand-size-fixed"));
            });
            if fixed {
                let mut n = match r.hand_size {
                    HandSize::Fixed(n) => n,
                    _ => r.hand_size_for(r.players).0,
                };
                ui.add(egui::Slider::new(&mut n, 1..=30).text(t!("rule-hand-size-each")));
                r.hand_size = HandSize::Fixed(n);
            } else {
                ui.label(t!("rules-tiles-each-with-these", count = r.hand_size_for(r.players).0));
            }
            if fixed { String::new() } else { t!("src-bauguess-wikipedia-table") }
        }),
        "rounds" => row(ui, &t!("rule-rounds"), field, conflict, |ui, _| {
            let mut all = r.rounds == Rounds::AllEngines;
            ui.horizontal(|ui| {
                ui.radio_value(&mut all, true, t!("rule-rounds-all")).on_hover_text(t!("src-puremco-wikipedia-celko"));
                ui.radio_value(&mut all, false, t!("rule-rounds-count"));
            });
            if all {
                r.rounds = Rounds::AllEngines;
            } else {
                let mut n = match r.rounds {
                    Rounds::Count(n) => n,
                    Rounds::AllEngines => r.set as u16 + 1,
                };
                ui.add(egui::Slider::new(&mut n, 1..=40).text(t!("rules-rounds-slider")));
                r.rounds = Rounds::Count(n);
            }
            if all { t!("src-puremco-wikipedia-celko") } else { String::new() }
        }),
        "engine" => row(ui, &t!("rule-engine"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "engine",
                &mut r.engine,
                &[
                    choice(EngineRule::SetAside, t!("rule-engine-set-aside"), t!("src-puremco-bauguess-wikipedia")),
                    choice(EngineRule::HolderOpens, t!("rule-engine-holder"), t!("src-celko-1998")),
                    choice(EngineRule::FirstPlayersHighestDouble, t!("rule-engine-highest"), t!("src-galt-1994")),
                ],
            )
        }),
        "starter" => row(ui, &t!("rule-starter"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "starter",
                &mut r.starter,
                &[
                    choice(Starter::Rotate, t!("rule-starter-rotate"), t!("src-bauguess-galt")),
                    choice(Starter::RandomThenRotate, t!("rule-starter-lot"), t!("src-parsons-1994")),
                    choice(Starter::HighestDouble, t!("rule-starter-highest"), t!("src-wikipedia")),
                ],
            )
        }),
        "opening" => row(ui, &t!("rule-opening"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "opening",
                &mut r.opening,
                &[
                    choice(Opening::OneTile, t!("rule-opening-one"), t!("src-bauguess-wikipedia")),
                    choice(Opening::BuildTrain, t!("rule-opening-build"), t!("src-celko-galt")),
                    choice(Opening::Fast, t!("rule-opening-fast"), t!("src-variation-wikipedia")),
                ],
            )
        }),
        "build_while_you_can" => row(ui, &t!("rule-build-while-you-can"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.build_while_you_can, t!("src-galt-as-many"), t!("src-celko-1998"))
        }),
        "mexican" => row(ui, &t!("rule-mexican"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "mexican",
                &mut r.mexican,
                &[
                    choice(MexicanTrain::Anytime, t!("rule-mexican-anytime"), t!("src-bauguess")),
                    choice(MexicanTrain::AfterOwnTrain, t!("rule-mexican-after-own"), t!("src-common-house-rule")),
                    choice(MexicanTrain::WhenNoOtherPlay, t!("rule-mexican-no-other"), t!("src-celko-1998")),
                    choice(MexicanTrain::Off, t!("rule-mexican-off"), t!("src-private-trains")),
                ],
            )
        }),
        "double_finish" => row(ui, &t!("rule-double-finish"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "finish",
                &mut r.double_finish,
                &[
                    choice(DoubleFinish::OnTheDouble, t!("rule-double-finish-on"), t!("src-wikipedia-parsons-galt")),
                    choice(DoubleFinish::DueDoubleOrPlainEnd, t!("rule-double-finish-due-or-plain"), t!("src-bauguess-2012")),
                    choice(DoubleFinish::Anywhere, t!("rule-double-finish-anywhere"), t!("src-celko-french-club")),
                ],
            )
        }),
        "doubles_per_turn" => row(ui, &t!("rule-doubles-per-turn"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "per turn",
                &mut r.doubles_per_turn,
                &[
                    choice(DoublesPerTurn::One, t!("rule-doubles-one"), t!("src-wikipedia")),
                    choice(DoublesPerTurn::Two, t!("rule-doubles-two"), t!("src-parsons-1994")),
                    choice(DoublesPerTurn::Any, t!("rule-doubles-any"), t!("src-bauguess-celko")),
                ],
            )
        }),
        "second_double_needs_cover" => row(ui, &t!("rule-second-double-needs-cover"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.second_double_needs_cover, t!("src-parsons-1994"), "")
        }),
        "after_double" => row(ui, &t!("rule-after-double"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "after double",
                &mut r.after_double,
                &[
                    choice(AfterDouble::MustPlay, t!("rule-after-double-must"), t!("src-bauguess-wikipedia-celko")),
                    choice(AfterDouble::MayPlay, t!("rule-after-double-may"), t!("src-french-club")),
                ],
            )
        }),
        "doubles_owed" => row(ui, &t!("rule-doubles-owed"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "owed",
                &mut r.doubles_owed,
                &[
                    choice(DoublesOwed::Every, t!("rule-doubles-owed-every"), t!("src-bauguess-french-club")),
                    choice(DoublesOwed::LastOfTurn, t!("rule-doubles-owed-last"), t!("src-celko-one-marker")),
                ],
            )
        }),
        "cover_optional" => row(ui, &t!("rule-cover-optional"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.cover_optional, t!("src-variation-wikipedia"), "")
        }),
        "branching" => row(ui, &t!("rule-branching"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "branching",
                &mut r.branching,
                &[
                    choice(Branching::Off, t!("rule-branching-off"), ""),
                    choice(Branching::AfterCover, t!("rule-branching-after-cover"), t!("src-variation-wikipedia")),
                    choice(Branching::ThreeCovers, t!("rule-branching-three"), t!("src-variation-wikipedia")),
                ],
            )
        }),
        "double_order" => row(ui, &t!("rule-double-order"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "order",
                &mut r.double_order,
                &[
                    choice(DoubleOrder::OldestFirst, t!("rule-double-order-oldest"), t!("src-bauguess")),
                    choice(DoubleOrder::NewestFirst, t!("rule-double-order-newest"), t!("src-celko-french-club")),
                ],
            )
        }),
        "exhausted_double_releases" => row(ui, &t!("rule-exhausted-double"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.exhausted_double_releases, t!("src-bauguess-wikipedia"), "")
        }),
        "end_on_double" => row(ui, &t!("rule-end-on-double"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.end_on_double, t!("src-bauguess-french-club"), t!("src-some-house-rules"))
        }),
        "double_makes_public" => row(ui, &t!("rule-double-makes-public"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.double_makes_public, t!("src-double-public"), "")
        }),
        "drawn_tile_may_cover" => row(ui, &t!("rule-drawn-tile-may-cover"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.drawn_tile_may_cover, t!("src-bauguess-wikipedia"), t!("src-celko-1998"))
        }),
        "own_marker_double_release" => row(ui, &t!("rule-own-marker-release"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.own_marker_double_release, t!("src-galt-1994"), "")
        }),
        "continuous_draw" => row(ui, &t!("rule-continuous-draw"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.continuous_draw, t!("src-one-rule-set-wikipedia"), "")
        }),
        "draw" => row(ui, &t!("rule-draw"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "draw",
                &mut r.draw,
                &[
                    choice(DrawRule::One, t!("rule-draw-one"), t!("src-bauguess-wikipedia-celko")),
                    choice(DrawRule::UntilPlayable, t!("rule-draw-until"), t!("src-common-house-rule")),
                ],
            )
        }),
        "empty_boneyard_pass" => row(ui, &t!("rule-empty-boneyard-pass"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "empty pass",
                &mut r.empty_boneyard_pass,
                &[
                    choice(EmptyBoneyardPass::MarkerGoesOn, t!("rule-empty-pass-marker"), t!("src-bauguess-wikipedia")),
                    choice(EmptyBoneyardPass::SimplyPass, t!("rule-empty-pass-simply"), t!("src-celko-1998")),
                ],
            )
        }),
        "marker_removal" => row(ui, &t!("rule-marker-removal"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "marker",
                &mut r.marker_removal,
                &[
                    choice(MarkerRemoval::OwnerPlays, t!("rule-marker-owner"), t!("src-bauguess-wikipedia")),
                    choice(MarkerRemoval::AnyPlay, t!("rule-marker-anyone"), t!("src-celko-1998")),
                ],
            )
        }),
        "last_tile" => row(ui, &t!("rule-last-tile"), field, conflict, |ui, _| {
            let mut announce = matches!(r.last_tile, LastTile::Announce { .. });
            ui.horizontal(|ui| {
                ui.radio_value(&mut announce, false, t!("rule-last-tile-silent"));
                ui.radio_value(&mut announce, true, t!("rule-last-tile-announce")).on_hover_text(t!("src-celko-draw-two"));
            });
            if announce {
                let mut penalty = match r.last_tile {
                    LastTile::Announce { penalty } => penalty,
                    LastTile::Silent => 2,
                };
                ui.add(egui::Slider::new(&mut penalty, 0..=5).text(t!("rule-last-tile-penalty")));
                r.last_tile = LastTile::Announce { penalty };
            } else {
                r.last_tile = LastTile::Silent;
            }
            if announce { t!("src-celko-1998") } else { t!("src-bauguess-wikipedia") }
        }),
        "scoring" => row(ui, &t!("rule-scoring"), field, conflict, |ui, _| {
            let mut blanks = matches!(r.scoring, Scoring::Blanks { .. });
            ui.horizontal(|ui| {
                ui.radio_value(&mut blanks, false, t!("rule-scoring-pips")).on_hover_text(t!("src-bauguess-wikipedia-celko"));
                ui.radio_value(&mut blanks, true, t!("rule-scoring-blanks")).on_hover_text(t!("src-blanks-hover"));
            });
            if blanks {
                let (mut blank, mut double_blank) = match r.scoring {
                    Scoring::Blanks { blank, double_blank } => (blank, double_blank),
                    Scoring::Pips => (25, 50),
                };
                ui.horizontal(|ui| {
                    // Each box says its own words: "Blank end: 25".
                    let blank_words = t!("rule-scoring-blank-end");
                    let double_words = t!("rule-scoring-double-blank");
                    spoken_as(ui.add(egui::DragValue::new(&mut blank).range(0..=100).prefix(&blank_words)), &blank_words);
                    spoken_as(ui.add(egui::DragValue::new(&mut double_blank).range(0..=200).prefix(&double_words)), &double_words);
                });
                r.scoring = Scoring::Blanks { blank, double_blank };
            } else {
                r.scoring = Scoring::Pips;
            }
            if blanks { t!("src-blanks") } else { t!("src-bauguess-wikipedia-celko") }
        }),
        "blocked_round" => row(ui, &t!("rule-blocked-round"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "blocked",
                &mut r.blocked_round,
                &[
                    choice(BlockedRound::CountHands, t!("rule-blocked-count"), t!("src-celko-french-club")),
                    choice(BlockedRound::LowestHandWins, t!("rule-blocked-lowest"), t!("src-domino-custom")),
                    choice(BlockedRound::Void, t!("rule-blocked-void"), ""),
                ],
            )
        }),
        "match_end" => row(ui, &t!("rule-match-end"), field, conflict, |ui, name| {
            let mut out = matches!(r.match_end, MatchEnd::Elimination { .. });
            ui.horizontal(|ui| {
                ui.radio_value(&mut out, false, t!("rule-match-end-all"));
                ui.radio_value(&mut out, true, t!("rule-match-end-out")).on_hover_text(t!("src-french-club-100"));
            });
            if out {
                let mut at = match r.match_end {
                    MatchEnd::Elimination { at } => at,
                    MatchEnd::AllRounds => 100,
                };
                ui.add(egui::DragValue::new(&mut at).range(1..=10_000).suffix(t!("rule-match-end-points"))).labelled_by(name.label);
                r.match_end = MatchEnd::Elimination { at };
            } else {
                r.match_end = MatchEnd::AllRounds;
            }
            if out { t!("src-french-club-100-paren") } else { t!("src-bauguess-wikipedia") }
        }),
        "tie_break" => row(ui, &t!("rule-tie-break"), field, conflict, |ui, name| {
            choose(
                ui,
                name,
                "ties",
                &mut r.tie_break,
                &[
                    choice(TieBreak::ZeroRoundsThenLowestRound, t!("rule-tie-zero-rounds"), t!("src-wikipedia")),
                    choice(TieBreak::Shared, t!("rule-tie-shared"), ""),
                ],
            )
        }),
        "blanks_wild" => row(ui, &t!("rule-blanks-wild"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.blanks_wild, t!("src-variation-wikipedia"), "")
        }),
        "partnerships" => row(ui, &t!("rule-partnerships"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.partnerships, t!("src-variation-wikipedia-partners"), "")
        }),
        "swan_drive" => row(ui, &t!("rule-swan-drive"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.swan_drive, t!("src-variation-wikipedia"), "")
        }),
        "bullet_train" => row(ui, &t!("rule-bullet-train"), field, conflict, |ui, name| {
            yes_no(ui, name, &mut r.bullet_train, t!("src-variation-wikipedia"), "")
        }),
        _ => return None,
    })
}

/// What the settings window shows: copies of the settings, which its widgets change, and the
/// rule sets to start from. `report` sends what the person changed; the window changes nothing.
pub struct Edit<'a> {
    pub display: Display,
    pub sound: Sound,
    pub speed: Speed,
    pub new_game: GameSetup,
    pub sets: &'a RuleSets,
    /// Rules the person asked to save under a name.
    pub save: Option<(String, HouseRules)>,
}

impl<'a> Edit<'a> {
    /// The settings as the panels read them.
    pub fn of(view: &'a super::SettingsView) -> Edit<'a> {
        Edit {
            display: view.display.0,
            sound: view.sound.0,
            speed: view.speed.0,
            new_game: view.new_game.0.clone(),
            sets: &view.sets,
            save: None,
        }
    }

    /// What the person changed, as requests.
    pub fn changes(self, view: &super::SettingsView) -> Vec<SettingsEdited> {
        let mut out = Vec::new();
        if self.display != view.display.0 {
            out.push(SettingsEdited::Display(self.display));
        }
        if self.sound != view.sound.0 {
            out.push(SettingsEdited::Sound(self.sound));
        }
        if self.speed != view.speed.0 {
            out.push(SettingsEdited::Speed(self.speed));
        }
        if self.new_game != view.new_game.0 {
            out.push(SettingsEdited::NewGame(self.new_game));
        }
        if let Some((name, rules)) = self.save {
            out.push(SettingsEdited::SaveRules { name, rules });
        }
        out
    }

    /// Send what the person changed.
    pub fn report(self, view: &super::SettingsView, out: &mut MessageWriter<SettingsEdited>) {
        out.write_batch(self.changes(view));
    }
}

/// The whole window. `in_play`: the rules of a game under way, shown locked.
pub fn show(ctx: &egui::Context, window: &mut SettingsWindow, edit: &mut Edit<'_>, in_play: Option<&Game>) {
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
                for (tab, key) in [
                    (Tab::Rules, "settings-rules"),
                    (Tab::Players, "settings-players"),
                    (Tab::Display, "settings-display"),
                    (Tab::HowToPlay, "settings-how-to-play"),
                ] {
                    ui.selectable_value(&mut window.tab, tab, RichText::new(t!(key)).size(16.0));
                }
            });
            ui.separator();
            // One height for every tab, so the window does not jump when switching.
            let body = (ctx.viewport_rect().height() - 180.0).clamp(120.0, 560.0);
            egui::ScrollArea::vertical().auto_shrink([false, false]).min_scrolled_height(body).max_height(body).show(ui, |ui| match window
                .tab
            {
                Tab::Rules => rules_tab(ui, window, edit, in_play),
                Tab::Players => players_tab(ui, &mut edit.new_game, in_play),
                Tab::Display => display_tab(ui, &mut edit.display, &mut edit.sound, &mut edit.speed),
                Tab::HowToPlay => how_to_play_tab(
                    ui,
                    in_play.map_or_else(|| edit.new_game.rules.clone(), |g| g.the_match.rules().clone()),
                    std::mem::take(&mut window.at_keys),
                ),
            });
        });
    window.open = open;
}

/// The seats of the next game (or, during one, the seats playing it).
fn players_tab(ui: &mut Ui, setup: &mut GameSetup, in_play: Option<&Game>) {
    if let Some(game) = in_play {
        ui.label(t!("players-in-play"));
        for (i, s) in game.seats.iter().enumerate() {
            ui.label(t!("seats-seat-playing", seat = i + 1, name = s.name.as_str(), player = player_label(s.player)));
        }
        return;
    }
    seat_editor(ui, setup);
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
    // What each key does wraps within the window (the longest ran past its edge).
    let what_width = (ui.available_width() - 200.0).max(240.0);
    egui::Grid::new("keys").num_columns(2).spacing([14.0, 4.0]).max_col_width(what_width).show(ui, |ui| {
        for line in crate::table::input::KEY_LINES {
            ui.label(RichText::new(crate::lang::tr(line.keys)).strong().monospace());
            ui.add(egui::Label::new(crate::lang::tr(line.what)).wrap());
            ui.end_row();
        }
    });
}

fn rules_tab(ui: &mut Ui, window: &mut SettingsWindow, edit: &mut Edit<'_>, in_play: Option<&Game>) {
    let sets = edit.sets;
    if let Some(game) = in_play {
        ui.label(
            RichText::new(t!(
                "rules-locked",
                rules = crate::lang::words::rules_label(game.the_match.preset(), game.the_match.rules(), &sets.0)
            ))
            .color(Color32::from_rgb(250, 215, 120)),
        );
        let mut rules = game.the_match.rules().clone();
        ui.add_enabled_ui(false, |ui| rules_editor(ui, &mut rules, None));
        return;
    }
    let setup = &mut edit.new_game;
    ui.horizontal(|ui| {
        let name = ui.label(t!("rules-start-from")).id;
        rules_chooser(ui, name, setup, sets);
    });
    // The engine's validate() says what cannot be played: always on one line above the list (so
    // the list never moves), and marked on the rows concerned.
    let mut players = setup.rules.clone();
    players.players = setup.seats.len() as u8;
    let conflict = players.validate().err();
    let (text, colour) = match (&conflict, setup.problem()) {
        (Some(c), _) => (t!("rules-cannot-be-played", why = crate::lang::refusal::invalid(c)), CONFLICT),
        (None, Some(p)) => (format!("⚠ {}", crate::lang::words::setup_problem(&p)), CONFLICT),
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
            edit.save = Some((name, setup.rules.clone()));
        }
    });
}

/// The language: the system's (named, in its own words) or one chosen, each in its own words.
fn language_choice(ui: &mut Ui, name: egui::Id, language: &mut Option<Lang>) {
    let system = t!("display-language-system", language = Lang::system().native_name());
    let shown = language.map_or_else(|| system.clone(), |l| l.native_name().to_string());
    egui::ComboBox::from_id_salt("language")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(language, None, system);
            for l in Lang::OFFERED {
                ui.selectable_value(language, Some(l), l.native_name());
            }
        })
        .response
        .labelled_by(name);
}

fn display_tab(ui: &mut Ui, d: &mut Display, sound: &mut Sound, speed: &mut Speed) {
    egui::Grid::new("display").num_columns(2).spacing([18.0, 10.0]).show(ui, |ui| {
        let name = ui.label(RichText::new(t!("display-language")).strong()).id;
        language_choice(ui, name, &mut d.language);
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
        let style =
            crate::table::art::FaceStyle { numerals: d.numerals, colour_coded: d.colour_coded, colour_blind_safe: d.colour_blind_safe };
        let (rect, _) = ui.allocate_exact_size(egui::vec2(4.0 * 86.0, 40.0), egui::Sense::hover());
        for (i, (a, b)) in [(1, 2), (3, 4), (5, 6), (9, 12)].into_iter().enumerate() {
            let at = rect.min + egui::vec2(i as f32 * 86.0, 0.0);
            let look = super::tiles::Look::default();
            super::tiles::paint_tile(
                ui.painter(),
                egui::Rect::from_min_size(at, egui::vec2(80.0, 40.0)),
                crate::rules::Tile(a, b),
                style,
                look,
            );
        }
        ui.end_row();
        let name = ui.label(RichText::new(t!("display-table")).strong()).id;
        egui::ComboBox::from_id_salt("table colour")
            .selected_text(crate::lang::words::table_colour(d.table))
            .show_ui(ui, |ui| {
                for c in TableColour::ALL {
                    ui.selectable_value(&mut d.table, c, crate::lang::words::table_colour(c));
                }
            })
            .response
            .labelled_by(name);
        ui.end_row();
        let name = ui.label(RichText::new(t!("display-text-size")).strong()).id;
        ui.horizontal(|ui| {
            let percent = percent(d.ui_scale);
            named_slider(ui, egui::Slider::new(&mut d.ui_scale, 0.75..=2.0).step_by(0.05), name, percent);
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
                ui.radio_value(speed, s, crate::lang::words::speed(s));
            }
        });
        ui.end_row();
        let name = ui.label(RichText::new(t!("display-sound")).strong()).id;
        ui.horizontal(|ui| {
            ui.checkbox(&mut sound.on, t!("display-sound-on"));
            let percent = percent(sound.volume);
            ui.add_enabled_ui(sound.on, |ui| named_slider(ui, egui::Slider::new(&mut sound.volume, 0.0..=1.0), name, percent));
        });
        ui.end_row();
    });
}

#[cfg(test)]
mod tests {
    use crate::rules::house_rules::RULE_FIELDS;
    use bevy_egui::egui;

    use crate::ui::layout_check::fits_in_every_language;
    use egui_kittest::Harness;

    /// The settings window's inside at its default width (760 points), as tall as a tab gets.
    const WINDOW: egui::Vec2 = egui::vec2(740.0, 6000.0);

    /// The Display tab in every language and the pseudo-language: every word on the screen, none
    /// over another.
    #[test]
    fn the_display_tab_fits_in_every_language() {
        let screen = egui::vec2(1280.0, 720.0);
        fits_in_every_language("the Display tab", screen, 9, || {
            let crate::files::settings::Settings { mut display, mut sound, mut speed, .. } = Default::default();
            Harness::builder().with_size(screen).build_ui(move |ui| super::display_tab(ui, &mut display, &mut sound, &mut speed))
        });
    }

    /// The Rules tab in every language and the pseudo-language: every row's words inside the
    /// settings window's width, none over another.
    #[test]
    fn the_rules_tab_fits_its_window_in_every_language() {
        fits_in_every_language("the Rules tab", WINDOW, 60, || {
            let mut rules = crate::rules::preset("standard").expect("a preset");
            Harness::builder().with_size(WINDOW).build_ui(move |ui| {
                super::rules_editor(ui, &mut rules, None);
            })
        });
    }

    /// A screen reader hears each yes/no choice with the rule it answers, and each drop-down by
    /// its row's title.
    #[test]
    fn the_rules_choices_are_named_by_their_rule() {
        use crate::lang::t;
        use egui_kittest::kittest::{NodeT, Queryable, by};
        let mut rules = crate::rules::preset("standard").expect("a preset");
        let harness = Harness::builder().with_size(WINDOW).build_ui(move |ui| {
            super::rules_editor(ui, &mut rules, None);
        });
        let names = |role| harness.query_all(by().role(role)).map(|n| n.accesskit_node().label().unwrap_or_default()).collect::<Vec<_>>();
        let radios = names(egui::accesskit::Role::RadioButton);
        assert!(radios.iter().any(|r| r == &format!("{}: {}", t!("rule-blanks-wild"), t!("rules-yes"))), "{radios:?}");
        assert!(radios.iter().all(|r| r != &t!("rules-yes") && r != &t!("rules-no")), "a bare yes or no: {radios:?}");
        let combos = names(egui::accesskit::Role::ComboBox);
        assert!(combos.contains(&t!("rule-set")), "{combos:?}");
    }

    /// How to play (every rule told, then the keys) and the Players tab (8 seats), in every
    /// language and the pseudo-language, inside the settings window's width.
    #[test]
    fn how_to_play_and_the_players_tab_fit_their_window_in_every_language() {
        let rules = crate::rules::preset("celko-1998").expect("a preset");
        fits_in_every_language("How to play", WINDOW, 40, || {
            let rules = rules.clone();
            Harness::builder().with_size(WINDOW).build_ui(move |ui| super::how_to_play_tab(ui, rules.clone(), false))
        });
        fits_in_every_language("the Players tab", WINDOW, 8, || {
            let mut setup = crate::setup::GameSetup::default();
            setup.resize(8);
            Harness::builder().with_size(WINDOW).build_ui(move |ui| super::players_tab(ui, &mut setup, None))
        });
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
