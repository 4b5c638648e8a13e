//! Rules tests, in three layers: scripted scenarios from the rule texts (`turn`, `doubles`,
//! `presets`, `house_rules`, `matches`), property tests over random playouts (`properties`), and
//! serde round-trips plus the config files (`serde`, `records`).

#![expect(clippy::unwrap_used, clippy::expect_used, reason = "tests and benches stop at the first surprise")]

mod support;

mod ai;
mod doubles;
mod house_rules;
mod matches;
mod presets;
mod properties;
mod readings;
mod records;
mod serde;
mod turn;
mod variants;
