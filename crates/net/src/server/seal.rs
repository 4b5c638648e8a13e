//! A seal on each revision a seat is told of: a keyed hash of the room and the revision, with a
//! key kept in the server's data folder. A client coming back returns the last seal it got with
//! the revision it saw; the server believes "I was told of a later revision than you kept"
//! (moves lost: its log damaged) only when the seal is its own, never on a client's bare number.

/// The server's key for sealing revisions (32 bytes, made once and kept with the rooms).
#[derive(Clone)]
pub struct Seal {
    key: [u8; 32],
}

impl Seal {
    pub fn new(key: [u8; 32]) -> Seal {
        Seal { key }
    }

    fn hash(&self, code: &str, revision: u64) -> blake3::Hash {
        let mut h = blake3::Hasher::new_keyed(&self.key);
        h.update(code.as_bytes());
        h.update(&[0]);
        h.update(&revision.to_le_bytes());
        h.finalize()
    }

    /// The seal of `revision` of room `code`, as hex.
    pub fn of(&self, code: &str, revision: u64) -> String {
        self.hash(code, revision).to_hex().to_string()
    }

    /// Whether `seal` is this server's seal of `revision` of room `code` (compared in constant
    /// time).
    pub fn holds(&self, code: &str, revision: u64, seal: &str) -> bool {
        blake3::Hash::from_hex(seal).is_ok_and(|s| s == self.hash(code, revision))
    }
}

impl std::fmt::Debug for Seal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Seal(…)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seal_holds_for_its_room_and_revision_only() {
        let seal = Seal::new([7; 32]);
        let s = seal.of("ABCD-EFGH", 12);
        assert!(seal.holds("ABCD-EFGH", 12, &s));
        assert!(!seal.holds("ABCD-EFGH", 13, &s), "another revision");
        assert!(!seal.holds("ABCD-EFGI", 12, &s), "another room");
        assert!(!Seal::new([8; 32]).holds("ABCD-EFGH", 12, &s), "another server's key");
        assert!(!seal.holds("ABCD-EFGH", 12, ""), "no seal");
        assert!(!seal.holds("ABCD-EFGH", 12, "zz"), "not hex");
    }
}
