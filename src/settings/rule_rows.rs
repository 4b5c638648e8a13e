//! The Rules tab's rows, one per house rule, made from the engine's one list of house rules
//! (`with_house_rules!`): a rule's group, its title (`rule-<field>`), its explanation
//! (`rule-help-<field>`) and its control, chosen by its type ([`RuleControl`]). A new house rule
//! of a type that has a control is a line in the engine's list, its engine code and its words:
//! nothing here.

use crate::lang::{t, tr};
use crate::rules::house_rules::*;
use crate::rules::{HouseRules, InvalidRules, Pip, preset};
use crate::theme::spoken::spoken_as;
use bevy_egui::egui::{self, Color32, RichText, Ui};

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

/// The colour of what cannot be played.
pub(super) const CONFLICT: Color32 = Color32::from_rgb(255, 150, 130);

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
fn yes_no(ui: &mut Ui, name: RowName<'_>, value: &mut bool, source_yes: String, source_no: String) -> String {
    ui.horizontal(|ui| {
        let (yes, no) = (t!("rules-yes"), t!("rules-no"));
        let answer = |answer: &str| t!("rule-answer", rule = name.title, answer = answer);
        spoken_as(ui.radio_value(value, true, &yes), &answer(&yes)).on_hover_text(&source_yes);
        spoken_as(ui.radio_value(value, false, &no), &answer(&no)).on_hover_text(&source_no);
    });
    if *value { source_yes } else { source_no }
}

/// A house rule's words: `rule-<field>` (its title; a field's `_` is `-` there) and what its yes
/// and no come from.
fn rule_key(field: &str, part: &str) -> String {
    format!("rule-{}{part}", field.replace('_', "-"))
}

/// What a house rule does, in one line (`rule-help-<field>` in the player's language).
fn help(field: &str) -> String {
    tr(&format!("rule-help-{field}"))
}

/// A group of the rules editor by its name in the player's language.
fn group_name(group: RuleGroup) -> String {
    t!(match group {
        RuleGroup::Basics => "rules-group-basics",
        RuleGroup::Doubles => "rules-group-doubles",
        RuleGroup::Drawing => "rules-group-drawing",
        RuleGroup::Scoring => "rules-group-scoring",
        RuleGroup::Variants | RuleGroup::Seats => "rules-group-variants",
    })
}

/// How a house rule of this type is edited.
trait RuleControl {
    /// Draw the control for `value`, named `name` for a screen reader; `rules` as they stood
    /// before (some controls show what the others make of theirs). Gives where the chosen value
    /// comes from ("" if from no rule text in particular).
    fn control(ui: &mut Ui, name: RowName<'_>, field: &'static str, value: &mut Self, rules: &HouseRules) -> String;
}

/// A rule that is one of a few values, each with its name and where it comes from: a drop-down.
trait Choices: PartialEq + Clone + Sized {
    fn choices() -> Vec<Choice<Self>>;
}

impl<T: Choices> RuleControl for T {
    fn control(ui: &mut Ui, name: RowName<'_>, field: &'static str, value: &mut Self, _: &HouseRules) -> String {
        choose(ui, name, field, value, &T::choices())
    }
}

/// Yes or no, each with where it comes from (`rule-<field>-yes-source`, `…-no-source`).
impl RuleControl for bool {
    fn control(ui: &mut Ui, name: RowName<'_>, field: &'static str, value: &mut bool, _: &HouseRules) -> String {
        yes_no(ui, name, value, tr(&rule_key(field, "-yes-source")), tr(&rule_key(field, "-no-source")))
    }
}

/// The domino set (the one number among the rules the tab shows: players are set with the seats).
impl Choices for Pip {
    fn choices() -> Vec<Choice<Pip>> {
        vec![
            choice(6, t!("rule-set-6"), ""),
            choice(9, t!("rule-set-9"), t!("src-bauguess-2-4")),
            choice(12, t!("rule-set-12"), t!("src-standard-set")),
            choice(15, t!("rule-set-15"), t!("src-up-to-12")),
            choice(18, t!("rule-set-18"), t!("src-up-to-12")),
        ]
    }
}

impl Choices for EngineRule {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(EngineRule::SetAside, t!("rule-engine-set-aside"), t!("src-puremco-bauguess-wikipedia")),
            choice(EngineRule::HolderOpens, t!("rule-engine-holder"), t!("src-celko-1998")),
            choice(EngineRule::FirstPlayersHighestDouble, t!("rule-engine-highest"), t!("src-galt-1994")),
        ]
    }
}

impl Choices for Starter {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(Starter::Rotate, t!("rule-starter-rotate"), t!("src-bauguess-galt")),
            choice(Starter::RandomThenRotate, t!("rule-starter-lot"), t!("src-parsons-1994")),
            choice(Starter::HighestDouble, t!("rule-starter-highest"), t!("src-wikipedia")),
        ]
    }
}

impl Choices for Opening {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(Opening::OneTile, t!("rule-opening-one"), t!("src-bauguess-wikipedia")),
            choice(Opening::BuildTrain, t!("rule-opening-build"), t!("src-celko-galt")),
            choice(Opening::Fast, t!("rule-opening-fast"), t!("src-variation-wikipedia")),
        ]
    }
}

impl Choices for MexicanTrain {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(MexicanTrain::Anytime, t!("rule-mexican-anytime"), t!("src-bauguess")),
            choice(MexicanTrain::AfterOwnTrain, t!("rule-mexican-after-own"), t!("src-common-house-rule")),
            choice(MexicanTrain::WhenNoOtherPlay, t!("rule-mexican-no-other"), t!("src-celko-1998")),
            choice(MexicanTrain::Off, t!("rule-mexican-off"), t!("src-private-trains")),
        ]
    }
}

impl Choices for DoubleFinish {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(DoubleFinish::OnTheDouble, t!("rule-double-finish-on"), t!("src-wikipedia-parsons-galt")),
            choice(DoubleFinish::DueDoubleOrPlainEnd, t!("rule-double-finish-due-or-plain"), t!("src-bauguess-2012")),
            choice(DoubleFinish::Anywhere, t!("rule-double-finish-anywhere"), t!("src-celko-french-club")),
        ]
    }
}

impl Choices for DoublesPerTurn {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(DoublesPerTurn::One, t!("rule-doubles-one"), t!("src-wikipedia")),
            choice(DoublesPerTurn::Two, t!("rule-doubles-two"), t!("src-parsons-1994")),
            choice(DoublesPerTurn::Any, t!("rule-doubles-any"), t!("src-bauguess-celko")),
        ]
    }
}

impl Choices for AfterDouble {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(AfterDouble::MustPlay, t!("rule-after-double-must"), t!("src-bauguess-wikipedia-celko")),
            choice(AfterDouble::MayPlay, t!("rule-after-double-may"), t!("src-french-club")),
        ]
    }
}

impl Choices for DoublesOwed {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(DoublesOwed::Every, t!("rule-doubles-owed-every"), t!("src-bauguess-french-club")),
            choice(DoublesOwed::LastOfTurn, t!("rule-doubles-owed-last"), t!("src-celko-one-marker")),
        ]
    }
}

impl Choices for Branching {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(Branching::Off, t!("rule-branching-off"), ""),
            choice(Branching::AfterCover, t!("rule-branching-after-cover"), t!("src-variation-wikipedia")),
            choice(Branching::ThreeCovers, t!("rule-branching-three"), t!("src-variation-wikipedia")),
        ]
    }
}

impl Choices for DoubleOrder {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(DoubleOrder::OldestFirst, t!("rule-double-order-oldest"), t!("src-bauguess")),
            choice(DoubleOrder::NewestFirst, t!("rule-double-order-newest"), t!("src-celko-french-club")),
        ]
    }
}

impl Choices for DrawRule {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(DrawRule::One, t!("rule-draw-one"), t!("src-bauguess-wikipedia-celko")),
            choice(DrawRule::UntilPlayable, t!("rule-draw-until"), t!("src-common-house-rule")),
        ]
    }
}

impl Choices for EmptyBoneyardPass {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(EmptyBoneyardPass::MarkerGoesOn, t!("rule-empty-pass-marker"), t!("src-bauguess-wikipedia")),
            choice(EmptyBoneyardPass::SimplyPass, t!("rule-empty-pass-simply"), t!("src-celko-1998")),
        ]
    }
}

impl Choices for MarkerRemoval {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(MarkerRemoval::OwnerPlays, t!("rule-marker-owner"), t!("src-bauguess-wikipedia")),
            choice(MarkerRemoval::AnyPlay, t!("rule-marker-anyone"), t!("src-celko-1998")),
        ]
    }
}

impl Choices for BlockedRound {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(BlockedRound::CountHands, t!("rule-blocked-count"), t!("src-celko-french-club")),
            choice(BlockedRound::LowestHandWins, t!("rule-blocked-lowest"), t!("src-domino-custom")),
            choice(BlockedRound::Void, t!("rule-blocked-void"), ""),
        ]
    }
}

impl Choices for TieBreak {
    fn choices() -> Vec<Choice<Self>> {
        vec![
            choice(TieBreak::ZeroRoundsThenLowestRound, t!("rule-tie-zero-rounds"), t!("src-wikipedia")),
            choice(TieBreak::Shared, t!("rule-tie-shared"), ""),
        ]
    }
}

/// Dealt by the presets' table (for the set and the number of players), or a fixed number.
impl RuleControl for HandSize {
    fn control(ui: &mut Ui, _: RowName<'_>, _: &'static str, value: &mut HandSize, rules: &HouseRules) -> String {
        let mut fixed = matches!(value, HandSize::Fixed(_));
        ui.horizontal(|ui| {
            if ui.radio_value(&mut fixed, false, t!("rule-hand-size-table")).changed() || !fixed && !matches!(value, HandSize::Table(_)) {
                *value = preset("standard").map(|p| p.hand_size).unwrap_or(HandSize::Fixed(10));
            }
            ui.radio_value(&mut fixed, true, t!("rule-hand-size-fixed"));
        });
        // What these rules deal, with the hand size as it is now.
        let dealt = HouseRules { hand_size: value.clone(), ..rules.clone() }.hand_size_for(rules.players).0;
        if fixed {
            let mut n = match value {
                HandSize::Fixed(n) => *n,
                HandSize::Table(_) => dealt,
            };
            ui.add(egui::Slider::new(&mut n, 1..=30).text(t!("rule-hand-size-each")));
            *value = HandSize::Fixed(n);
            String::new()
        } else {
            ui.label(t!("rules-tiles-each-with-these", count = dealt));
            t!("src-bauguess-wikipedia-table")
        }
    }
}

/// A round for each engine, or a number of rounds.
impl RuleControl for Rounds {
    fn control(ui: &mut Ui, _: RowName<'_>, _: &'static str, value: &mut Rounds, rules: &HouseRules) -> String {
        let mut all = *value == Rounds::AllEngines;
        ui.horizontal(|ui| {
            ui.radio_value(&mut all, true, t!("rule-rounds-all")).on_hover_text(t!("src-puremco-wikipedia-celko"));
            ui.radio_value(&mut all, false, t!("rule-rounds-count"));
        });
        if all {
            *value = Rounds::AllEngines;
            t!("src-puremco-wikipedia-celko")
        } else {
            let mut n = match *value {
                Rounds::Count(n) => n,
                Rounds::AllEngines => rules.set as u16 + 1,
            };
            ui.add(egui::Slider::new(&mut n, 1..=40).text(t!("rules-rounds-slider")));
            *value = Rounds::Count(n);
            String::new()
        }
    }
}

/// Silent, or announced with a penalty for forgetting.
impl RuleControl for LastTile {
    fn control(ui: &mut Ui, _: RowName<'_>, _: &'static str, value: &mut LastTile, _: &HouseRules) -> String {
        let mut announce = matches!(value, LastTile::Announce { .. });
        ui.horizontal(|ui| {
            ui.radio_value(&mut announce, false, t!("rule-last-tile-silent"));
            ui.radio_value(&mut announce, true, t!("rule-last-tile-announce")).on_hover_text(t!("src-celko-draw-two"));
        });
        if announce {
            let mut penalty = match *value {
                LastTile::Announce { penalty } => penalty,
                LastTile::Silent => 2,
            };
            ui.add(egui::Slider::new(&mut penalty, 0..=5).text(t!("rule-last-tile-penalty")));
            *value = LastTile::Announce { penalty };
            t!("src-celko-1998")
        } else {
            *value = LastTile::Silent;
            t!("src-bauguess-wikipedia")
        }
    }
}

/// Pips, or pips with what a blank end and the double blank score.
impl RuleControl for Scoring {
    fn control(ui: &mut Ui, _: RowName<'_>, _: &'static str, value: &mut Scoring, _: &HouseRules) -> String {
        let mut blanks = matches!(value, Scoring::Blanks { .. });
        ui.horizontal(|ui| {
            ui.radio_value(&mut blanks, false, t!("rule-scoring-pips")).on_hover_text(t!("src-bauguess-wikipedia-celko"));
            ui.radio_value(&mut blanks, true, t!("rule-scoring-blanks")).on_hover_text(t!("src-blanks-hover"));
        });
        if blanks {
            let (mut blank, mut double_blank) = match *value {
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
            *value = Scoring::Blanks { blank, double_blank };
            t!("src-blanks")
        } else {
            *value = Scoring::Pips;
            t!("src-bauguess-wikipedia-celko")
        }
    }
}

/// Every round played, or players out at a score.
impl RuleControl for MatchEnd {
    fn control(ui: &mut Ui, name: RowName<'_>, _: &'static str, value: &mut MatchEnd, _: &HouseRules) -> String {
        let mut out = matches!(value, MatchEnd::Elimination { .. });
        ui.horizontal(|ui| {
            ui.radio_value(&mut out, false, t!("rule-match-end-all"));
            ui.radio_value(&mut out, true, t!("rule-match-end-out")).on_hover_text(t!("src-french-club-100"));
        });
        if out {
            let mut at = match *value {
                MatchEnd::Elimination { at } => at,
                MatchEnd::AllRounds => 100,
            };
            ui.add(egui::DragValue::new(&mut at).range(1..=10_000).suffix(t!("rule-match-end-points"))).labelled_by(name.label);
            *value = MatchEnd::Elimination { at };
            t!("src-french-club-100-paren")
        } else {
            *value = MatchEnd::AllRounds;
            t!("src-bauguess-wikipedia")
        }
    }
}

/// One house rule's row: its title, its control, its explanation; whether it is marked as part of
/// `conflict`.
fn rule_row<T: RuleControl>(ui: &mut Ui, field: &'static str, value: &mut T, rules: &HouseRules, conflict: Option<&InvalidRules>) -> bool {
    let title = tr(&rule_key(field, ""));
    row(ui, &title, field, conflict, |ui, name| T::control(ui, name, field, value, rules))
}

/// The rows of the rules of one group, in the list's order, from the engine's list of house rules.
macro_rules! rule_rows {
    ($( $(#[doc = $doc:literal])* [$group:ident] $(@$scope:ident)? $field:ident : $ty:ty $(= $since:literal)?, )*) => {
        fn group_rows(ui: &mut Ui, group: RuleGroup, r: &mut HouseRules, conflict: Option<&InvalidRules>, drawn: &mut Vec<(&'static str, bool)>) {
            let before = r.clone();
            $(
                if group == RuleGroup::$group {
                    let marked = rule_row::<$ty>(ui, stringify!($field), &mut r.$field, &before, conflict);
                    drawn.push((stringify!($field), marked));
                }
            )*
        }
    };
}

engine::with_house_rules!(rule_rows);

/// Every house rule the Rules tab shows, editable, in its group; the rows of a conflict marked.
/// Gives the fields drawn, each with whether it was marked.
pub fn rules_editor(ui: &mut Ui, r: &mut HouseRules, conflict: Option<&InvalidRules>) -> Vec<(&'static str, bool)> {
    let mut drawn = Vec::new();
    for group in RuleGroup::SHOWN {
        let id = format!("{group:?}");
        egui::CollapsingHeader::new(RichText::new(group_name(group)).strong().size(16.0)).id_salt(&id).default_open(true).show(ui, |ui| {
            egui::Grid::new(("rules editor", &id)).num_columns(3).spacing([10.0, 10.0]).striped(true).show(ui, |ui| {
                group_rows(ui, group, r, conflict, &mut drawn);
            });
        });
    }
    drawn
}
