//! Bit tricks for the rows of plays a hand has on a line (one bit per number): how many, and
//! where the `i`-th is, by table look-ups.

/// The number of plays in a row (its bits: tiles up to double-18 fit in 19): a table of 10
/// bits, as the baseline x86-64 has no popcount instruction (`count_ones` takes a dozen steps).
#[inline(always)]
pub(super) fn plays_in(row: u32) -> u32 {
    const BITS: [u8; 1024] = {
        let mut t = [0u8; 1024];
        let mut i = 1;
        while i < 1024 {
            t[i] = t[i >> 1] + (i & 1) as u8;
            i += 1;
        }
        t
    };
    debug_assert!(row < 1 << 20);
    (BITS[(row & 0x3ff) as usize] + BITS[(row >> 10 & 0x3ff) as usize]) as u32
}

/// The position of the `i`-th set bit of `row` (`i` below its count): two table reads, no loop.
#[inline(always)]
pub(super) fn nth_bit(row: u32, i: u32) -> u32 {
    /// `NTH[v][j]`: the position of the `j`-th set bit of the 10-bit `v`.
    const NTH: [[u8; 10]; 1024] = {
        let mut t = [[0u8; 10]; 1024];
        let mut v = 0;
        while v < 1024 {
            let (mut j, mut b) = (0, 0);
            while b < 10 {
                if v >> b & 1 == 1 {
                    t[v][j] = b as u8;
                    j += 1;
                }
                b += 1;
            }
            v += 1;
        }
        t
    };
    let low = row & 0x3ff;
    let in_low = plays_in(low);
    let high = i >= in_low;
    // The half that holds it, and its place among that half's bits.
    let half = if high { row >> 10 & 0x3ff } else { low };
    let j = if high { i - in_low } else { i };
    debug_assert!(j < 10 && plays_in(half) > j);
    NTH[half as usize][j as usize] as u32 + 10 * high as u32
}
