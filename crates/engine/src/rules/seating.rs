//! Who sits where (`Seats`), for the words a game makes of the table: the names, the train a
//! side of a double belongs to, the partners.

use super::action::{Seat, TrainId};

/// Who sits where: the names, the train a side belongs to, the partners.
pub trait Seats {
    fn name(&self, seat: Seat) -> &str;
    fn main_train(&self, train: TrainId) -> TrainId;
    fn partner(&self, seat: Seat) -> Option<Seat>;
}
