//! Positions a seat cannot tell from this one: the hidden tiles dealt another way, for the
//! sampler and the search (`with_hidden`) and, checked, for tests and tools.

use super::*;

impl Round {
    /// This position with every tile `seat` cannot see put elsewhere: the other active seats'
    /// hands and the boneyard (in draw order, first drawn first). The caller (the sampler) must
    /// give each hand its size and the boneyard its length; what the seat sees is kept as it is.
    pub(in crate::rules) fn with_hidden(&self, seat: Seat, hands: &[(Seat, TileSet)], boneyard: &[TileId]) -> Round {
        let mut world = self.clone();
        for &(s, hand) in hands {
            if s != seat && world.is_active(s) {
                world.set_hand(s, hand);
            }
        }
        world.s.boneyard.clear();
        world.s.boneyard.extend(boneyard.iter().rev());
        world.refresh();
        world
    }

    /// [`Round::with_hidden`] for anyone, checked: the hands must keep their sizes and, with the
    /// boneyard, hold exactly the tiles `seat` cannot see. (A position a player cannot tell from
    /// this one, for tests and tools.)
    pub fn with_hidden_tiles(&self, seat: Seat, hands: &[(Seat, TileSet)], boneyard: &[TileId]) -> Result<Round, DealError> {
        let unseen = TileSet::full(self.s.rules.set).minus(self.hand(seat)).minus(self.s.on_table);
        let mut given: TileSet = boneyard.iter().copied().collect();
        let mut count = boneyard.len();
        for &(s, hand) in hands {
            if s == seat || !self.is_active(s) || hand.len() != self.hand_len(s) {
                return Err(DealError::CannotBeGiven { seat: s, tiles: hand.len() });
            }
            given = given.or(hand);
            count += hand.len();
        }
        let others = self.active_seats().filter(|&s| s != seat).count();
        if given != unseen || count != unseen.len() || boneyard.len() != self.boneyard_len() || hands.len() != others {
            return Err(DealError::HiddenNotUnseen);
        }
        Ok(self.with_hidden(seat, hands, boneyard))
    }
}
