//! Counting in English for the command line, and who sits where (`Seats`) for the words the
//! presentation (`lang`) makes of the table.

use super::action::{Seat, TrainId};

/// `n` and a noun that takes an `s` in the plural: "1 tile", "3 tiles", "0 points".
pub fn count(n: impl Into<u64>, noun: &str) -> String {
    let n = n.into();
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

/// Who sits where: the names, the train a side belongs to, the partners.
pub trait Seats {
    fn name(&self, seat: Seat) -> &str;
    fn main_train(&self, train: TrainId) -> TrainId;
    fn partner(&self, seat: Seat) -> Option<Seat>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_singular_for_one() {
        assert_eq!((count(1u32, "tile"), count(0u32, "point"), count(12u8, "round")), ("1 tile".into(), "0 points".into(), "12 rounds".into()));
    }
}
