//! Totals, the tie-break and the winner.

use super::action::Seat;
use super::house_rules::{HouseRules, TieBreak};

/// The winner among `candidates` (bit mask of seats) by lowest total, then the tie-break; `None`
/// when the tie-break leaves a tie. With partnerships, partners share their scores and the team
/// is named by its lower seat.
pub fn winner(rules: &HouseRules, totals: &[u32], rounds: &[Vec<u32>], candidates: u16) -> Option<Seat> {
    match winners(rules, totals, rounds, candidates).as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// Who is best after the tie-break: one seat, or several the tie-break cannot separate (who
/// share the win). With partnerships, each team by its lower seat.
pub fn winners(rules: &HouseRules, totals: &[u32], rounds: &[Vec<u32>], candidates: u16) -> Vec<Seat> {
    let team_size = if rules.partnerships { 2 } else { 1 };
    let representatives = rules.players / team_size;
    let mut tied: Vec<Seat> = (0..representatives)
        .filter(|&s| candidates & (1 << s) != 0 || (team_size == 2 && rules.partner(s).is_some_and(|p| candidates & (1 << p) != 0)))
        .collect();
    let Some(best) = tied.iter().map(|&s| totals.get(s as usize).copied().unwrap_or(u32::MAX)).min() else { return Vec::new() };
    tied.retain(|&s| totals.get(s as usize) == Some(&best));
    if tied.len() > 1 && rules.tie_break == TieBreak::ZeroRoundsThenLowestRound {
        let score = |s: Seat, r: &Vec<u32>| r.get(s as usize).copied().unwrap_or(0);
        let zeros = |s: Seat| rounds.iter().filter(|r| score(s, r) == 0).count();
        let most = tied.iter().map(|&s| zeros(s)).max().unwrap_or(0);
        tied.retain(|&s| zeros(s) == most);
        let lowest = |s: Seat| rounds.iter().map(|r| score(s, r)).filter(|&x| x > 0).min();
        let low = tied.iter().map(|&s| lowest(s)).min().flatten();
        tied.retain(|&s| lowest(s) == low || lowest(s).is_none() && low.is_none());
    }
    tied
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(players: u8) -> HouseRules {
        HouseRules { players, ..HouseRules::default() }
    }

    #[test]
    fn lowest_total_wins() {
        let r = rules(3);
        assert_eq!(winner(&r, &[30, 12, 40], &[], 0b111), Some(1));
        assert_eq!(winner(&r, &[30, 12, 40], &[], 0b101), Some(0), "only candidates count");
    }

    #[test]
    fn wikipedia_tie_break_most_zero_rounds_then_lowest_round() {
        let r = rules(3);
        // Seats 0 and 1 tie on 20; seat 1 has two zero rounds.
        let rounds = vec![vec![10, 0, 5], vec![10, 0, 5], vec![0, 20, 5]];
        assert_eq!(winner(&r, &[20, 20, 15 + 100], &rounds, 0b111), Some(1));
        // Equal zero rounds: the lowest non-zero round decides (seat 0 has a 3).
        let rounds = vec![vec![3, 5, 9], vec![17, 15, 9], vec![0, 0, 9]];
        assert_eq!(winner(&r, &[20, 20, 27], &rounds, 0b111), Some(0));
        // Still tied: no single winner.
        let rounds = vec![vec![10, 10, 1], vec![10, 10, 1]];
        assert_eq!(winner(&r, &[20, 20, 2], &rounds, 0b011), None);
        let shared = HouseRules { tie_break: TieBreak::Shared, ..r };
        let rounds = vec![vec![20, 0, 0], vec![0, 20, 0]];
        assert_eq!(winner(&shared, &[20, 20, 40], &rounds, 0b111), None);
    }

    #[test]
    fn partnerships_name_the_team_by_its_lower_seat() {
        let r = HouseRules { players: 4, partnerships: true, ..HouseRules::default() };
        assert_eq!(winner(&r, &[30, 12, 30, 12], &[], 0b1111), Some(1));
    }
}
