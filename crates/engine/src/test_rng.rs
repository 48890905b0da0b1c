//! The randomized tests' generator: xorshift64 from a fixed seed, so that every run (and a
//! failure's report) sees the same sequence. Test-only; not a source of randomness for rulings.

/// Marsaglia's xorshift64 (13, 7, 17). The seed must not be 0.
pub(crate) struct XorShift(u64);

impl XorShift {
    pub(crate) fn new(seed: u64) -> XorShift {
        debug_assert_ne!(seed, 0, "xorshift's seed must not be 0");
        XorShift(seed)
    }

    /// The next number of the sequence.
    pub(crate) fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// The next number below `m` (the remainder: the tests' slight bias is of no matter).
    pub(crate) fn below(&mut self, m: u64) -> u64 {
        self.next() % m
    }
}
