//! Room codes and seat tokens, from the operating system's entropy.
//!
//! A room code is easy to read out on the phone — eight symbols in two groups, `K7PM-4QRT`, with
//! no 0/O and no 1/I/L — and hard to guess: 31⁸ ≈ 8.5 · 10¹¹ codes, and a server lets each
//! address try only a few a minute. A seat token (128 bits) brings a player back to their seat.

use super::protocol::Refusal;

/// The symbols of a room code: capitals and digits, without the ones read alike.
pub const SYMBOLS: &[u8; 31] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// Symbols in a code (shown as two groups of four).
pub const LENGTH: usize = 8;

/// The operating system gave no random numbers (its own words): no code, token, seed or key
/// can be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoRandomness {
    pub detail: String,
}

impl std::fmt::Display for NoRandomness {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the system gave no random numbers: {}", self.detail)
    }
}

impl std::error::Error for NoRandomness {}

impl From<NoRandomness> for Refusal {
    fn from(e: NoRandomness) -> Refusal {
        Refusal::ServerTrouble { detail: e.to_string() }
    }
}

/// Random bytes from the operating system, or why there are none.
pub fn entropy<const N: usize>() -> Result<[u8; N], NoRandomness> {
    let mut buf = [0u8; N];
    getrandom::fill(&mut buf).map_err(|e| NoRandomness { detail: e.to_string() })?;
    Ok(buf)
}

/// A fresh seed for a deal, from the system's entropy.
pub fn seed() -> Result<u64, NoRandomness> {
    Ok(u64::from_le_bytes(entropy::<8>()?))
}

/// A new room code, `XXXX-XXXX`.
pub fn room_code() -> Result<String, NoRandomness> {
    // Rejection sampling keeps every symbol equally likely (248 = 8 × 31).
    let mut code = String::with_capacity(LENGTH + 1);
    while code.len() < LENGTH + 1 {
        for b in entropy::<16>()? {
            if b < 248 && code.len() < LENGTH + 1 {
                if code.len() == LENGTH / 2 {
                    code.push('-');
                }
                code.push(SYMBOLS[(b % 31) as usize] as char);
            }
        }
    }
    Ok(code)
}

/// A code as a person typed it, in the form the server keeps (`k7pm 4qrt` → `K7PM-4QRT`), or
/// why it cannot be one.
pub fn normalize(typed: &str) -> Result<String, Refusal> {
    let symbols: String = typed.chars().filter(|c| !c.is_whitespace() && *c != '-').map(|c| c.to_ascii_uppercase()).collect();
    let wrong: String = symbols.chars().filter(|c| !c.is_ascii() || !SYMBOLS.contains(&(*c as u8))).take(8).collect();
    if !wrong.is_empty() {
        return Err(Refusal::CodeSymbols { wrong });
    }
    if symbols.len() != LENGTH {
        return Err(Refusal::CodeLength { has: symbols.chars().count(), wants: LENGTH });
    }
    Ok(format!("{}-{}", &symbols[..LENGTH / 2], &symbols[LENGTH / 2..]))
}

/// A new seat token: 32 hexadecimal digits.
pub fn token() -> Result<String, NoRandomness> {
    Ok(entropy::<16>()?.iter().map(|b| format!("{b:02x}")).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_use_only_the_symbols_read_apart() {
        for _ in 0..200 {
            let code = room_code().expect("entropy");
            assert_eq!(code.len(), LENGTH + 1);
            assert_eq!(code.as_bytes()[4], b'-');
            assert!(code.chars().filter(|&c| c != '-').all(|c| SYMBOLS.contains(&(c as u8))), "{code}");
            assert_eq!(normalize(&code), Ok(code.clone()));
        }
        for confusable in "0O1IL".chars() {
            assert!(!SYMBOLS.contains(&(confusable as u8)));
        }
    }

    #[test]
    fn codes_are_spread_over_every_symbol() {
        // 8,000 symbols: each of the 31 expected ~258 times; a biased or stuck source fails.
        let mut counts = [0u32; 31];
        for _ in 0..1000 {
            for c in room_code().expect("entropy").bytes().filter(|&b| b != b'-') {
                counts[SYMBOLS.iter().position(|&s| s == c).expect("a symbol")] += 1;
            }
        }
        assert!(counts.iter().all(|&n| (180..340).contains(&n)), "{counts:?}");
    }

    #[test]
    fn a_typed_code_is_read_kindly_and_a_wrong_one_refused_with_why() {
        assert_eq!(normalize(" k7pm 4qrt "), Ok("K7PM-4QRT".into()));
        assert_eq!(normalize("K7PM-4QRT"), Ok("K7PM-4QRT".into()));
        assert_eq!(normalize("K7PM-4QR0"), Err(Refusal::CodeSymbols { wrong: "0".into() }));
        assert_eq!(normalize("K7PM"), Err(Refusal::CodeLength { has: 4, wants: 8 }));
    }

    #[test]
    fn tokens_are_long_and_different() {
        let (a, b) = (token().expect("entropy"), token().expect("entropy"));
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
    }
}
