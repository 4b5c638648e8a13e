//! The rules of Mexican Train dominoes and computer players that play them.
//!
//! A pure, deterministic engine: no I/O, no clock, no global randomness and no floating point in
//! [`rules`]. The same seed and the same actions give the same match on every machine. Every
//! common rule set is a preset ([`rules::preset_names`]) and every house rule families argue
//! about is a field of [`rules::HouseRules`].
//!
//! The shape is that of [shakmaty](https://docs.rs/shakmaty) and OpenSpiel: a state lists its
//! legal actions in a stable order, never empty until the round ends; [`Match::apply`]
//! returns the events of a legal action or a typed [`RuleError`] and then leaves the state as it
//! was; [`Match::observation`] is what one seat may know, which is all a computer player sees.
//!
//! # Play a seeded round
//!
//! ```
//! use mexican_train_engine::rules::{Action, Match, preset};
//!
//! let rules = preset("standard")?;
//! let mut game = Match::new("standard", rules, 7)?;
//! let seat = game.to_move();
//! let legal = game.legal_actions();
//! assert!(!legal.is_empty(), "there is always something to do until the round ends");
//!
//! // Play the first listed move; the engine answers with what happened.
//! let events = game.apply(seat, legal[0])?;
//! assert!(!events.is_empty());
//!
//! // A move out of turn is refused, and the match is unchanged.
//! let before = game.clone();
//! let someone_else = (game.to_move() + 1) % game.seats();
//! assert!(game.apply(someone_else, Action::Draw).is_err());
//! assert_eq!(game, before);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Computer players, and a record that checks out
//!
//! A match keeps its record as it goes ([`MatchRecord`], the `.mtr.ron` format); [`verify`]
//! replays one under its rules and says what is wrong with it, if anything.
//!
//! ```
//! use mexican_train_engine::ai::{self, Level};
//! use mexican_train_engine::rules::house_rules::Rounds;
//! use mexican_train_engine::rules::{Match, MatchRecord, preset, verify::verify};
//!
//! let mut rules = preset("standard")?;
//! rules.players = 3;
//! rules.rounds = Rounds::Count(2);
//! let mut game = Match::new("standard", rules, 42)?;
//! let mut bots: Vec<_> = (0..3).map(|seat| Level::Greedy.bot(seat)).collect();
//! while !game.is_over() {
//!     if game.round().is_over() {
//!         game.next_round();
//!         continue;
//!     }
//!     let seat = game.to_move();
//!     ai::play_turn(&mut game, bots[seat as usize].as_mut())?;
//! }
//!
//! let text = game.record().to_ron();
//! let summary = verify(&MatchRecord::parse(&text)?)?;
//! assert_eq!((summary.rounds, summary.complete), (2, true));
//! assert_eq!(summary.winner, game.winner());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Errors
//!
//! Every refusal is typed ([`RuleError`], [`rules::InvalidRules`], [`rules::DealError`],
//! [`rules::verify::VerifyError`], …) so that a program can word it for its players in their
//! language; their `Display` is a plain English message for developers and logs.
//!
//! [`Match`]: rules::Match
//! [`Match::apply`]: rules::Match::apply
//! [`Match::observation`]: rules::Match::observation
//! [`RuleError`]: rules::RuleError
//! [`MatchRecord`]: rules::MatchRecord
//! [`verify`]: rules::verify::verify

pub mod ai;
pub mod demo;
pub mod rules;

// The README's example is compiled and run with the doc-tests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
