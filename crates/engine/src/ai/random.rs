use super::Bot;
use crate::rules::rng::below;
use crate::rules::{Action, Observation};
use rand::rngs::ChaCha8Rng;

/// Any legal move, uniformly at random (seeded).
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    pub fn new(rng: ChaCha8Rng) -> Self {
        RandomBot { rng }
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, _: &Observation<'_>, legal: &[Action]) -> Action {
        legal[below(&mut self.rng, legal.len() as u32) as usize]
    }

    fn choose_index(&mut self, _: &Observation<'_>, legal: &[Action]) -> Result<usize, Action> {
        Ok(below(&mut self.rng, legal.len() as u32) as usize)
    }
}
