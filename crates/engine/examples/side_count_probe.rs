//! How many sides of doubles real rounds open with branching doubles, and how long their
//! longest train grows: the planner (Normal) in every seat, 200 seeded rounds for each table
//! size. The table's layout checks (`table_layout::framing`) are sized by these figures.
//!
//!     cargo run --release --no-default-features --example side_count_probe

use mexican_train_engine::ai::Level;
use mexican_train_engine::rules::house_rules::Branching;
use mexican_train_engine::rules::{Match, preset};

fn main() {
    let Ok(standard) = preset("standard") else { return };
    for players in [2u8, 3, 4, 6, 8] {
        let (mut sides, mut longest) = (Vec::new(), Vec::new());
        for seed in 0..200u64 {
            let rules = mexican_train_engine::rules::HouseRules { players, branching: Branching::AfterCover, ..standard.clone() };
            let Ok(mut m) = Match::new("standard", rules, seed) else { return };
            let mut bots: Vec<_> = (0..players).map(|s| Level::Normal.bot(seed * 31 + s as u64)).collect();
            let (mut most_sides, mut most_tiles) = (0, 0);
            while !m.round().is_over() {
                let seat = m.to_move();
                let legal = m.legal_actions();
                let action = bots[seat as usize].choose(&m.observation(seat), &legal);
                if m.apply(seat, action).is_err() {
                    return;
                }
                most_sides = most_sides.max(m.round().sides().count());
                most_tiles = most_tiles.max(m.round().trains().map(|t| m.round().train_tiles(t).count()).max().unwrap_or(0));
            }
            sides.push(most_sides);
            longest.push(most_tiles);
        }
        sides.sort_unstable();
        longest.sort_unstable();
        let q = |v: &[usize], p: f64| v[((v.len() - 1) as f64 * p) as usize];
        println!(
            "{players} seats: sides p50 {} p90 {} p99 {} max {}; longest train p50 {} p90 {} max {}",
            q(&sides, 0.5),
            q(&sides, 0.9),
            q(&sides, 0.99),
            q(&sides, 1.0),
            q(&longest, 0.5),
            q(&longest, 0.9),
            q(&longest, 1.0)
        );
    }
}
