//! House rules: every switch people argue about, one field each, and their validation.
//!
//! `HouseRules` and `RulesPatch` (the same fields, each optional: what a record's `rules: (...)`
//! overrides on top of its preset) are generated from one field list, so they cannot drift apart.

use super::tile::{Pip, SETS, tile_count};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

mod choices;
mod invalid;
pub use choices::*;
pub use invalid::{Invalid, InvalidRules};

fn some<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// The round's own copy of the switches it needs ([`RoundRules`]): every field of the list but
/// those marked `@per_match` (a tt-muncher over the list `house_rules!` passes on).
macro_rules! round_rules {
    (@fields [$($out:tt)*] [$($from:ident)*]) => {
        /// The switches a round needs, copied out of [`HouseRules`] (cheap to copy for search):
        /// every house rule but those of the whole match, generated from the one list.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
        pub struct RoundRules {
            /// The number of players (`HouseRules::players`).
            pub seats: u8,
            $($out)*
        }

        impl From<&HouseRules> for RoundRules {
            fn from(r: &HouseRules) -> Self {
                RoundRules { seats: r.players, $($from: r.$from,)* }
            }
        }
    };
    (@fields [$($out:tt)*] [$($from:tt)*] [per_match] $field:ident : $ty:ty [$($since:literal)?]; $($rest:tt)*) => {
        round_rules!(@fields [$($out)*] [$($from)*] $($rest)*);
    };
    (@fields [$($out:tt)*] [$($from:tt)*] [] $field:ident : $ty:ty [$since:literal]; $($rest:tt)*) => {
        round_rules!(@fields [$($out)* #[serde(default)] pub $field: $ty,] [$($from)* $field] $($rest)*);
    };
    (@fields [$($out:tt)*] [$($from:tt)*] [] $field:ident : $ty:ty []; $($rest:tt)*) => {
        round_rules!(@fields [$($out)* pub $field: $ty,] [$($from)* $field] $($rest)*);
    };
}

/// The fields, each with its explanation; a field added after the first format carries the
/// format it came with (`= 2`): a file written before then takes its default (the old behaviour).
/// Fields of the whole match (`@per_match`) are not copied into each round's [`RoundRules`].
macro_rules! house_rules {
    ($( $(#[doc = $doc:literal])* [$group:ident] $(@$scope:ident)? $field:ident : $ty:ty $(= $since:literal)?, )*) => {
        round_rules!(@fields [] [] $( [$($scope)?] $field : $ty [$($since)?]; )*);

        /// A complete rule set. Load one with [`super::presets::preset`]; change fields freely and
        /// call [`HouseRules::validate`] before dealing.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct HouseRules {
            $(
                $(#[doc = $doc])*
                $( #[doc = concat!("\n\nAdded in rules format ", $since, ": older files take the default.")] #[serde(default)] )?
                pub $field: $ty,
            )*
        }

        /// Fields a file written before they existed may lack (they take their defaults).
        pub const ADDED_FIELDS: &[&str] = &[ $( $( { let _ = $since; stringify!($field) }, )? )* ];

        /// Some fields of a [`HouseRules`], to lay over a preset: a record's `rules: (...)`.
        #[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct RulesPatch {
            $( #[serde(default, deserialize_with = "some")] pub $field: Option<$ty>, )*
        }

        impl RulesPatch {
            /// `base` with this patch's fields replaced.
            pub fn apply_to(&self, base: &HouseRules) -> HouseRules {
                let mut rules = base.clone();
                $( if let Some(v) = &self.$field { rules.$field = v.clone(); } )*
                rules
            }

            /// A patch that sets every field: written into records so they stand on their own.
            pub fn full(rules: &HouseRules) -> Self {
                RulesPatch { $( $field: Some(rules.$field.clone()), )* }
            }
        }

        impl Serialize for RulesPatch {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let n = 0 $( + usize::from(self.$field.is_some()) )*;
                let mut st = s.serialize_struct("HouseRules", n)?;
                $( if let Some(v) = &self.$field { st.serialize_field(stringify!($field), v)?; } )*
                st.end()
            }
        }

        /// Every house-rule field: its name, its group and its one-line explanation, in file order.
        pub const RULE_FIELDS: &[RuleField] = &[
            $( RuleField { name: stringify!($field), group: RuleGroup::$group, doc: concat!($($doc, " "),*) }, )*
        ];
    };
}

/// Every house rule, once: each field's explanation, its group (where the settings show it),
/// whether it belongs to the whole match (`@per_match`: not copied into each round's
/// [`RoundRules`]) and the rules format it came with (`= 2`: a file written before then takes its
/// default, the old behaviour). It hands the list to the macro it is given: this module makes
/// [`HouseRules`], [`RulesPatch`], [`RoundRules`] and [`RULE_FIELDS`] from it, and a program
/// can make its own per-rule code (a settings window's rows) from the same list.
#[macro_export]
macro_rules! with_house_rules {
    ($callback:ident) => {
        $callback! {
        /// The domino set by its top double: 6, 9, 12, 15 or 18.
        [Basics] set: Pip,
        /// Number of players: 2-8 (up to 12 with double-15 or double-18).
        [Seats] @per_match players: u8,
        /// Tiles dealt to each player.
        [Basics] @per_match hand_size: HandSize,
        /// How many rounds a match has.
        [Basics] @per_match rounds: Rounds,
        /// Where each round's engine double comes from.
        [Basics] engine: EngineRule,
        /// Who plays first in each round.
        [Basics] @per_match starter: Starter,
        /// One tile on the first turn, build your whole train on it, or everyone builds at once first.
        [Basics] opening: Opening,
        /// Building your train, keep laying tiles while one fits (Galt: "as many as possible"); otherwise stop when you like.
        [Basics] build_while_you_can: bool = 2,
        /// Whether there is a Mexican train and when it may be started.
        [Basics] mexican: MexicanTrain,
        /// Where the tile after a double must go.
        [Doubles] double_finish: DoubleFinish,
        /// One double per turn, at most two, or any number in succession.
        [Doubles] doubles_per_turn: DoublesPerTurn,
        /// A second double in a turn only if you hold a tile to cover one of your doubles, which then covers it (Parsons).
        [Doubles] second_double_needs_cover: bool = 2,
        /// After your own double, the next tile is owed, or you may end your turn instead.
        [Doubles] after_double: AfterDouble = 2,
        /// Which doubles a turn leaves owed to the next players: every uncovered one, or only its last.
        [Doubles] doubles_owed: DoublesOwed = 2,
        /// Doubles need not be covered: an open double holds up nobody.
        [Doubles] cover_optional: bool = 2,
        /// Branching doubles: a covered double may be played on from its two sides too, or must take three tiles.
        [Variants] branching: Branching = 2,
        /// Order in which open doubles must be satisfied.
        [Doubles] double_order: DoubleOrder,
        /// A double nobody can cover any more (every tile of its number is out) stops restricting play.
        [Doubles] exhausted_double_releases: bool,
        /// A player may go out with a double as their last tile.
        [Doubles] end_on_double: bool,
        /// Laying a double on a personal train makes that train public.
        [Doubles] double_makes_public: bool,
        /// A tile drawn while an open double is due may be played on it at once.
        [Doubles] drawn_tile_may_cover: bool,
        /// A double that takes your marker off your own train needs no cover (Galt).
        [Doubles] own_marker_double_release: bool,
        /// Draw one tile, or draw until one plays.
        [Drawing] draw: DrawRule,
        /// If an open double goes round the table uncovered, its player draws until they can cover it.
        [Drawing] continuous_draw: bool,
        /// Passing with the boneyard empty puts your marker on your train, or you simply pass (Celko).
        [Drawing] empty_boneyard_pass: EmptyBoneyardPass = 2,
        /// What takes a marker off a train.
        [Drawing] marker_removal: MarkerRemoval,
        /// Announcing your last tile, and the penalty for forgetting.
        [Drawing] last_tile: LastTile,
        /// How the tiles left in a hand are counted.
        [Scoring] scoring: Scoring,
        /// How a blocked round is scored: hands counted, the lowest hand at 0, or no score.
        [Scoring] blocked_round: BlockedRound = 2,
        /// Play all rounds, or eliminate players at a score.
        [Scoring] @per_match match_end: MatchEnd,
        /// How equal totals are separated.
        [Scoring] @per_match tie_break: TieBreak,
        /// Blank ends match any number.
        [Variants] blanks_wild: bool,
        /// Partners sit opposite and share trains and scores (4, 6 or 8 players).
        [Variants] partnerships: bool,
        /// Swan drive: after playing on your own train you may play one tile on each next public train, clockwise.
        [Variants] swan_drive: bool = 2,
        /// Bullet train: if all your tiles play on your own train in one go, declare it and go out.
        [Variants] bullet_train: bool = 2,
        }
    };
}

with_house_rules!(house_rules);

/// Where the settings show a house rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleGroup {
    /// The set, hands, rounds, the engine, who starts, the opening, the Mexican train.
    Basics,
    Doubles,
    Drawing,
    Scoring,
    /// Branching doubles, blanks wild, partnerships, swan drive, bullet train.
    Variants,
    /// The number of players: set with the seats, not with the rules.
    Seats,
}

impl RuleGroup {
    /// The groups as the settings list them.
    pub const SHOWN: [RuleGroup; 5] = [RuleGroup::Basics, RuleGroup::Doubles, RuleGroup::Drawing, RuleGroup::Scoring, RuleGroup::Variants];
}

/// A house rule by name (`blanks_wild`), with its group and its one-line explanation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleField {
    pub name: &'static str,
    pub group: RuleGroup,
    pub doc: &'static str,
}

/// Where a hand size came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandSource {
    Table,
    Fallback,
    Fixed,
}

/// The hand size we deal when the preset's table has no entry: two thirds of the tiles go to the
/// players, at most 16 each, at least 1.
pub fn fallback_hand_size(set: Pip, players: u8, engine_dealt: bool) -> u8 {
    let pool = tile_count(set) - usize::from(!engine_dealt);
    let n = (2 * pool) / (3 * players.max(1) as usize);
    n.clamp(1, 16) as u8
}

/// Longest match we will play, whatever the settings (elimination could in theory go on forever).
pub const MAX_ROUNDS: u32 = 1000;

pub use super::action::MAX_PLAYERS;

impl HouseRules {
    /// The largest number of players the chosen set seats.
    pub fn max_players(&self) -> u8 {
        if self.set >= 15 { MAX_PLAYERS } else { 8 }
    }

    /// Whether the engine double is dealt with the other tiles (and found in a hand).
    pub fn engine_dealt(&self) -> bool {
        self.engine != EngineRule::SetAside
    }

    /// Tiles per hand for `players` players, and whether the table, the fallback or a fixed size
    /// gave it.
    pub fn hand_size_for(&self, players: u8) -> (u8, HandSource) {
        match &self.hand_size {
            HandSize::Fixed(n) => (*n, HandSource::Fixed),
            HandSize::Table(table) => {
                let entry = table.get(&self.set).and_then(|sizes| sizes.get((players as usize).checked_sub(2)?)).copied();
                match entry {
                    Some(n) => (n, HandSource::Table),
                    None => (fallback_hand_size(self.set, players, self.engine_dealt()), HandSource::Fallback),
                }
            }
        }
    }

    /// Number of rounds in a full match (for elimination: the safety cap).
    pub fn round_count(&self) -> u32 {
        match (self.match_end, self.rounds) {
            (MatchEnd::Elimination { .. }, _) => MAX_ROUNDS,
            (_, Rounds::AllEngines) => self.set as u32 + 1,
            (_, Rounds::Count(n)) => n as u32,
        }
    }

    /// The engine pip of round `r` (0-based) when engines descend: top double first, wrapping
    /// after 0-0.
    pub fn engine_of_round(&self, r: u32) -> Pip {
        let n = self.set as u32 + 1;
        // Asked at every move (a computer player's observation): no division in the first lap.
        let r = if r < n { r } else { r % n };
        (self.set as u32 - r) as Pip
    }

    /// Seats partnered with `seat` (the one opposite), if partnerships are on.
    pub fn partner(&self, seat: u8) -> Option<u8> {
        self.partnerships.then(|| (seat + self.players / 2) % self.players)
    }

    /// Check that these rules can be dealt and played; the error is a sentence for a person.
    pub fn validate(&self) -> Result<(), InvalidRules> {
        let bad = |why: Invalid, fields: &'static [&'static str]| Err(InvalidRules::new(why, fields));
        if !SETS.contains(&self.set) {
            return bad(Invalid::NoSuchSet { set: self.set }, &["set"]);
        }
        if self.players < 2 {
            return bad(Invalid::TooFewPlayers { players: self.players }, &["players"]);
        }
        if self.players > self.max_players() {
            return bad(
                if self.players > MAX_PLAYERS {
                    Invalid::TooManyAtTable { players: self.players, max: MAX_PLAYERS }
                } else {
                    Invalid::SetTooSmall { players: self.players, set: self.set }
                },
                &["players", "set"],
            );
        }
        let (hand, _) = self.hand_size_for(self.players);
        if hand == 0 {
            return bad(Invalid::NoTilesDealt, &["hand_size"]);
        }
        let tiles = tile_count(self.set);
        let dealt = self.players as usize * hand as usize;
        let reserved = if self.engine_dealt() { 1 } else { 2 };
        if dealt + reserved > tiles {
            let why =
                Invalid::NotEnoughTiles { players: self.players, hand, dealt, set: self.set, tiles, engine_dealt: self.engine_dealt() };
            return bad(why, &["hand_size", "set", "players"]);
        }
        if let HandSize::Table(table) = &self.hand_size {
            for (set, sizes) in table {
                if sizes.contains(&0) {
                    return bad(Invalid::EmptyHandInTable { set: *set }, &["hand_size"]);
                }
            }
        }
        if let Rounds::Count(n) = self.rounds {
            if n == 0 {
                return bad(Invalid::NoRounds, &["rounds"]);
            }
            if n as u32 > MAX_ROUNDS {
                return bad(Invalid::TooManyRounds { rounds: n, max: MAX_ROUNDS }, &["rounds"]);
            }
        }
        if self.partnerships {
            if !matches!(self.players, 4 | 6 | 8) {
                return bad(Invalid::PartnersSeating { players: self.players }, &["partnerships", "players"]);
            }
            if matches!(self.match_end, MatchEnd::Elimination { .. }) {
                return bad(Invalid::PartnersEliminated, &["partnerships", "match_end"]);
            }
        }
        if let MatchEnd::Elimination { at } = self.match_end
            && at == 0
        {
            return bad(Invalid::EliminationAtZero, &["match_end"]);
        }
        if self.second_double_needs_cover && self.doubles_per_turn == DoublesPerTurn::One {
            return bad(Invalid::SecondDoubleNeedsMore, &["second_double_needs_cover", "doubles_per_turn"]);
        }
        if self.cover_optional && self.continuous_draw {
            return bad(Invalid::ContinuousDrawOptionalCover, &["continuous_draw", "cover_optional"]);
        }
        if self.cover_optional && self.branching == Branching::ThreeCovers {
            return bad(Invalid::ThreeCoversOptional, &["branching", "cover_optional"]);
        }
        if self.build_while_you_can && self.opening == Opening::OneTile {
            return bad(Invalid::BuildNeedsBuildOpening, &["build_while_you_can", "opening"]);
        }
        if let LastTile::Announce { penalty } = self.last_tile
            && penalty > 10
        {
            return bad(Invalid::PenaltyTooHigh { penalty, max: 10 }, &["last_tile"]);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::presets::preset;
    use super::*;

    #[test]
    fn standard_hand_sizes_come_from_the_bauguess_table() {
        let mut r = preset("standard").unwrap();
        let sizes: Vec<u8> = (2..=8).map(|p| r.hand_size_for(p).0).collect();
        assert_eq!(sizes, vec![16, 16, 15, 14, 12, 10, 9]);
        r.set = 9;
        let sizes: Vec<u8> = (2..=4).map(|p| r.hand_size_for(p).0).collect();
        assert_eq!(sizes, vec![15, 13, 10]);
        assert_eq!(r.hand_size_for(5).1, HandSource::Fallback);
    }

    #[test]
    fn validate_names_the_problem() {
        let why = |r: &HouseRules| r.validate().unwrap_err().why;
        let mut r = preset("standard").unwrap();
        r.set = 9;
        r.players = 8;
        r.hand_size = HandSize::Fixed(16);
        assert_eq!(why(&r), Invalid::NotEnoughTiles { players: 8, hand: 16, dealt: 128, set: 9, tiles: 55, engine_dealt: false });
        assert_eq!(
            r.validate().unwrap_err().to_string(),
            "8 players × 16 tiles need 128 tiles plus the engine and one to draw; a double-9 set has 55"
        );
        r.hand_size = HandSize::Fixed(6);
        assert!(r.validate().is_ok(), "8 × 6 + 2 = 50 ≤ 55");
        r.hand_size = HandSize::Fixed(7);
        assert!(r.validate().is_err(), "8 × 7 + 2 = 58 > 55");

        let mut r = preset("standard").unwrap();
        r.players = 10;
        assert_eq!(why(&r), Invalid::SetTooSmall { players: 10, set: 12 });
        r.set = 15;
        assert!(r.validate().is_ok());
        r.set = 7;
        assert_eq!(why(&r), Invalid::NoSuchSet { set: 7 });

        let mut r = preset("standard").unwrap();
        r.partnerships = true;
        r.players = 5;
        assert_eq!(why(&r), Invalid::PartnersSeating { players: 5 });
        r.players = 1;
        assert!(r.validate().is_err());
    }

    #[test]
    fn a_conflict_names_the_house_rules_it_concerns() {
        let standard = || preset("standard").unwrap();
        let cases: Vec<(HouseRules, &[&str])> = vec![
            (
                HouseRules { second_double_needs_cover: true, doubles_per_turn: DoublesPerTurn::One, ..standard() },
                &["second_double_needs_cover", "doubles_per_turn"],
            ),
            (HouseRules { cover_optional: true, continuous_draw: true, ..standard() }, &["continuous_draw", "cover_optional"]),
            (HouseRules { build_while_you_can: true, opening: Opening::OneTile, ..standard() }, &["build_while_you_can", "opening"]),
            (HouseRules { set: 9, players: 8, hand_size: HandSize::Fixed(16), ..standard() }, &["hand_size", "set", "players"]),
            (HouseRules { partnerships: true, players: 5, ..standard() }, &["partnerships", "players"]),
        ];
        for (rules, fields) in cases {
            let e = rules.validate().unwrap_err();
            assert_eq!(e.fields, fields, "{e}");
            for field in e.fields {
                assert!(RULE_FIELDS.iter().any(|r| r.name == *field), "`{field}` is a house rule the settings show");
            }
        }
    }

    #[test]
    fn a_round_copies_every_house_rule_but_those_of_the_whole_match() {
        let rules = preset("celko-1998").unwrap();
        let round = ron::to_string(&RoundRules::from(&rules)).unwrap();
        let whole_match = ["players", "hand_size", "rounds", "starter", "match_end", "tie_break"];
        for field in RULE_FIELDS {
            let copied = round.contains(&format!("{}:", field.name));
            assert_eq!(copied, !whole_match.contains(&field.name), "`{}` in the round's copy: {copied}", field.name);
        }
        assert!(round.contains(&format!("seats:{}", rules.players)));
        // The copy follows the rules it was made from.
        let changed = HouseRules { swan_drive: !rules.swan_drive, ..rules.clone() };
        assert_ne!(RoundRules::from(&changed).swan_drive, RoundRules::from(&rules).swan_drive);
    }

    #[test]
    fn engines_descend_and_wrap() {
        let r = preset("standard").unwrap();
        assert_eq!(r.round_count(), 13);
        assert_eq!(r.engine_of_round(0), 12);
        assert_eq!(r.engine_of_round(12), 0);
        assert_eq!(r.engine_of_round(13), 12);
    }

    #[test]
    fn a_patch_overrides_only_what_it_names() {
        let base = preset("standard").unwrap();
        let patch: RulesPatch = ron::from_str("(set: 9, blanks_wild: true)").unwrap();
        let r = patch.apply_to(&base);
        assert_eq!(r.set, 9);
        assert!(r.blanks_wild);
        assert_eq!(r.players, base.players);
        let empty: RulesPatch = ron::from_str("()").unwrap();
        assert_eq!(empty.apply_to(&base), base);
        assert!(ron::from_str::<RulesPatch>("(sett: 9)").is_err());
    }

    #[test]
    fn every_field_has_an_explanation() {
        for field in RULE_FIELDS {
            assert!(field.doc.len() > 10, "{} needs a one-line explanation", field.name);
        }
    }
}
