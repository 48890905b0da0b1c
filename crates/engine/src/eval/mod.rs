//! Hand evaluation: best five of seven (hold'em) and exactly two plus three (Omaha).
//!
//! Our own evaluator, so that a ruling can show the five cards that play. A hand's strength is
//! a [`HandValue`]: a `u32` whose natural order is the poker order. It packs the category
//! (bits 26..30), the primary ranks (bits 13..26) and the kickers (bits 0..13), each rank set a
//! 13-bit mask (deuce = bit 0), so that equal hands compare equal whatever their suits.
//!
//! The other games have their own values, in submodules re-exported here:
//!
//! - seven-card stud high: [`high_any_five`] (the hold'em evaluator, any five of five to seven);
//! - lows, [`Low`] (smaller is better): ace-to-five ([`low_a5`], razz), ace-to-five eight or
//!   better ([`low_eight`], stud hi/lo) and deuce-to-seven ([`low_27`], Kansas City lowball);
//! - badugi: [`Badugi`], [`badugi`];
//! - short-deck (six to ace) high: [`ShortDeckValue`], [`short_deck_high`];
//! - stud's order of action and odd chips: [`ShowingValue`], [`showing_high`],
//!   [`showing_low`], [`bring_in_order`], [`high_card_by_suit`].
//!
//! `tests/oracle/pokerkit_evals.jsonl` (made by `tests/oracle/evals.py` with PokerKit 0.7.7)
//! holds random pairs of hands for each of these games and which PokerKit finds stronger; the
//! `oracle` test module checks that these evaluators agree on every pair.

use crate::cards::{Card, Rank};
use std::fmt;
use std::sync::atomic::{AtomicU32, Ordering};

mod badugi;
mod groups;
mod low;
#[cfg(test)]
mod oracle;
mod short_deck;
mod stud;

pub use badugi::{Badugi, badugi};
pub use low::{Low, low_27, low_a5, low_eight};
pub use short_deck::{ShortDeckValue, short_deck_high};
pub use stud::{
    ShowingValue, bring_in_order, high_any_five, high_card_by_suit, showing_high, showing_low,
};

/// The nine hand categories, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// No pair.
    HighCard = 0,
    /// One pair.
    Pair = 1,
    /// Two pair.
    TwoPair = 2,
    /// Three of a kind.
    Trips = 3,
    /// Five cards in sequence.
    Straight = 4,
    /// Five cards of one suit.
    Flush = 5,
    /// Three of a kind and a pair.
    FullHouse = 6,
    /// Four of a kind.
    Quads = 7,
    /// A straight in one suit.
    StraightFlush = 8,
}

impl Category {
    /// Every category, lowest first.
    pub const ALL: [Category; 9] = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::Trips,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::Quads,
        Category::StraightFlush,
    ];
}

/// Strength of a poker hand; larger is better, equal is a split.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandValue(u32);

impl HandValue {
    fn new(cat: Category, primary: u16, kickers: u16) -> HandValue {
        HandValue(((cat as u32) << 26) | ((primary as u32) << 13) | kickers as u32)
    }

    /// The hand's category.
    pub fn category(self) -> Category {
        Category::ALL[(self.0 >> 26) as usize]
    }

    /// The value as a number: higher beats lower.
    pub fn raw(self) -> u32 {
        self.0
    }

    /// Ranks that make the category (pair rank, trips then pair, straight top…), high first.
    pub fn primary_ranks(self) -> Vec<Rank> {
        mask_ranks(((self.0 >> 13) & 0x1fff) as u16)
    }

    /// Kicker ranks, high first.
    pub fn kicker_ranks(self) -> Vec<Rank> {
        mask_ranks((self.0 & 0x1fff) as u16)
    }
}

impl fmt::Debug for HandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?}{:?}+{:?}",
            self.category(),
            self.primary_ranks()
                .iter()
                .map(|r| r.to_char())
                .collect::<String>(),
            self.kicker_ranks()
                .iter()
                .map(|r| r.to_char())
                .collect::<String>()
        )
    }
}

fn mask_ranks(mut m: u16) -> Vec<Rank> {
    let mut out = Vec::new();
    while m != 0 {
        let top = 15 - m.leading_zeros() as u8;
        out.push(Rank::from_index(top).unwrap_or(Rank::ACE));
        m &= !(1 << top);
    }
    out
}

const fn straight_top(m: u16) -> u16 {
    let mut top: i32 = 12;
    while top >= 4 {
        let run = 0x1f << (top - 4);
        if m & run == run {
            return 1 << top;
        }
        top -= 1;
    }
    // The wheel: A-2-3-4-5 plays as five-high.
    if m & 0x100f == 0x100f {
        return 1 << 3;
    }
    0
}

const fn build_straights() -> [u16; 8192] {
    let mut t = [0u16; 8192];
    let mut m = 0;
    while m < 8192 {
        t[m] = straight_top(m as u16);
        m += 1;
    }
    t
}

/// For every 13-bit rank mask, the top card of the best straight in it (as a bit), or 0.
static STRAIGHTS: [u16; 8192] = build_straights();

const fn build_top(n: u32) -> [u16; 8192] {
    let mut t = [0u16; 8192];
    let mut m = 0;
    while m < 8192 {
        let mut v = m as u16;
        while v.count_ones() > n {
            v &= v - 1;
        }
        t[m] = v;
        m += 1;
    }
    t
}

const fn build_popcount() -> [u8; 8192] {
    let mut t = [0u8; 8192];
    let mut m = 0;
    while m < 8192 {
        t[m] = (m as u16).count_ones() as u8;
        m += 1;
    }
    t
}

// Lookup tables, so that the hot path needs no popcount instruction (not in baseline x86-64).
static POPCOUNT: [u8; 8192] = build_popcount();
static TOP2: [u16; 8192] = build_top(2);
static TOP3: [u16; 8192] = build_top(3);
static TOP5: [u16; 8192] = build_top(5);

#[inline(always)]
fn top1(m: u16) -> u16 {
    if m == 0 {
        0
    } else {
        1 << (15 - m.leading_zeros())
    }
}

#[inline(always)]
fn top_n(m: u16, n: u32) -> u16 {
    match n {
        1 => top1(m),
        2 => TOP2[(m & 0x1fff) as usize],
        3 => TOP3[(m & 0x1fff) as usize],
        _ => TOP5[(m & 0x1fff) as usize],
    }
}

/// Evaluate five to seven cards given as four 13-bit rank masks, one per suit.
///
/// The cards must be distinct (a mask holds each card once by construction).
#[inline]
pub fn eval_masks(s: [u16; 4]) -> HandValue {
    eval_suited::<true, false>(s)
}

/// The top card (as a bit) of the best straight in a rank mask, or 0; `SHORT`: short deck,
/// where A-9-8-7-6 is a straight too, nine high (the ace plays low under the six).
#[inline(always)]
fn straight_in<const SHORT: bool>(m: u16) -> u16 {
    let st = STRAIGHTS[(m & 0x1fff) as usize];
    const NINE: u16 = 1 << 7;
    if SHORT && st < NINE && m & short_deck::LOW_STRAIGHT == short_deck::LOW_STRAIGHT {
        NINE
    } else {
        st
    }
}

/// [`eval_masks`]; `FLUSH` false where no suit can hold five of the cards (an Omaha board
/// with no three of a suit), the flush test left out; `SHORT`: short deck's straights (see
/// [`straight_in`]), the categories in the standard order.
#[inline(always)]
fn eval_suited<const FLUSH: bool, const SHORT: bool>(s: [u16; 4]) -> HandValue {
    let ranks = s[0] | s[1] | s[2] | s[3];
    let mut flush = 0u16;
    if FLUSH {
        for &m in &s {
            if POPCOUNT[(m & 0x1fff) as usize] >= 5 {
                let sf = straight_in::<SHORT>(m);
                if sf != 0 {
                    return HandValue::new(Category::StraightFlush, sf, 0);
                }
                flush = m;
            }
        }
    }
    let quads = s[0] & s[1] & s[2] & s[3];
    if quads != 0 {
        return HandValue::new(Category::Quads, quads, top1(ranks & !quads));
    }
    let (a, b) = (s[0] & s[1], s[2] & s[3]);
    let (o1, o2) = (s[0] | s[1], s[2] | s[3]);
    let trips_or_more = (a & o2) | (b & o1);
    let pairs_or_more = a | b | (o1 & o2);
    let trips = top1(trips_or_more);
    if trips != 0 {
        let pair = top1(pairs_or_more & !trips);
        if pair != 0 {
            return HandValue::new(Category::FullHouse, trips, pair);
        }
    }
    if flush != 0 {
        return HandValue::new(Category::Flush, top_n(flush, 5), 0);
    }
    let st = straight_in::<SHORT>(ranks);
    if st != 0 {
        return HandValue::new(Category::Straight, st, 0);
    }
    if trips != 0 {
        return HandValue::new(Category::Trips, trips, top_n(ranks & !trips, 2));
    }
    if pairs_or_more != 0 {
        if pairs_or_more & (pairs_or_more - 1) != 0 {
            let two = top_n(pairs_or_more, 2);
            return HandValue::new(Category::TwoPair, two, top1(ranks & !two));
        }
        return HandValue::new(
            Category::Pair,
            pairs_or_more,
            top_n(ranks & !pairs_or_more, 3),
        );
    }
    HandValue::new(Category::HighCard, top_n(ranks, 5), 0)
}

/// Suit masks of a set of cards.
#[inline]
pub fn masks_of(cards: &[Card]) -> [u16; 4] {
    let mut s = [0u16; 4];
    for &c in cards {
        add_to_masks(&mut s, c);
    }
    s
}

/// Add a card to suit masks: its rank's bit in its suit's mask, read off the card's index
/// (rank × 4 + suit: the suit is the low two bits, the rank the rest), with no table.
#[inline(always)]
pub(crate) fn add_to_masks(s: &mut [u16; 4], c: Card) {
    let i = c.index();
    s[usize::from(i & 3)] |= 1 << (i >> 2);
}

/// Evaluate five to seven distinct cards.
pub fn eval_cards(cards: &[Card]) -> HandValue {
    eval_masks(masks_of(cards))
}

/// Which cards a player may combine with the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Combine {
    /// Hold'em: the best five of the hole cards and the board, any mix (the board may play).
    AnyFive,
    /// Omaha: exactly two hole cards and exactly three board cards.
    TwoPlusThree,
}

/// A player's best hand: its value and the five cards that play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BestHand {
    /// The hand's value.
    pub value: HandValue,
    /// The five cards that play, ordered by importance (category cards first, then kickers).
    pub five: [Card; 5],
}

/// Best hand from hole cards and a board of three to five cards.
///
/// Returns `None` when no five-card hand can be formed (too few cards).
pub fn best_hand(hole: &[Card], board: &[Card], combine: Combine) -> Option<BestHand> {
    let mut best: Option<(HandValue, [Card; 5])> = None;
    let mut consider = |five: [Card; 5]| {
        let v = eval_cards(&five);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, five));
        }
    };
    match combine {
        Combine::AnyFive => {
            let all: Vec<Card> = hole.iter().chain(board.iter()).copied().collect();
            for_each_five(&all, &mut consider);
        }
        Combine::TwoPlusThree => {
            for i in 0..hole.len() {
                for j in i + 1..hole.len() {
                    for a in 0..board.len() {
                        for b in a + 1..board.len() {
                            for c in b + 1..board.len() {
                                consider([hole[i], hole[j], board[a], board[b], board[c]]);
                            }
                        }
                    }
                }
            }
        }
    }
    best.map(|(value, five)| BestHand {
        value,
        five: order_five(five, value),
    })
}

/// The value of the best hand from hole cards and a board: [`best_hand`]'s `value`, without
/// finding and ordering the five cards that play (the replay's showdown needs only the value).
pub fn best_value(hole: &[Card], board: &[Card], combine: Combine) -> Option<HandValue> {
    match combine {
        Combine::AnyFive => best_hand(hole, board, combine).map(|b| b.value),
        Combine::TwoPlusThree => omaha_value(hole, board),
    }
}

/// The most hole cards and board cards [`omaha_value`] works on in place (ten hole cards: 45
/// twos; seven board cards: 35 threes); more take the plain search.
const OMAHA_HOLE: usize = 10;
const OMAHA_BOARD: usize = 7;

/// [`best_value`] for Omaha: the best of every two hole cards with every three of the board.
///
/// The ranks and the suits are taken apart. Every two and three is valued from the rank table
/// (the five ranks' value, flushes aside), each distinct two ranks with each distinct three
/// once (a pair in the hand or on the board repeats them). Then the flushes: only the suit with
/// three or more cards on the board can make one, only with two hole cards of that suit; such
/// five cards have five distinct ranks, whose rank value (a straight or no pair) is below their
/// flush, so the best of the two parts is the best hand. Where a flush is found on a board with
/// no two cards of a rank, no two and three can make a full house or four of a kind (the hand's
/// two cards would have to hold three of the five), so nothing beats it: the ranks are not
/// searched.
fn omaha_value(hole: &[Card], board: &[Card]) -> Option<HandValue> {
    OmahaBoard::new(board).value(hole)
}

/// An Omaha board worked out once for every hand valued on it ([`best_value`]'s Omaha search,
/// see [`omaha_value`]): whether a rank is there twice, the suits' counts, and each distinct
/// three ranks' column in the rank table.
#[derive(Debug, Clone)]
pub(crate) struct OmahaBoard<'b> {
    board: &'b [Card],
    paired: bool,
    suits: [u8; 4],
    /// Each distinct three ranks of the board: its column in the rank table.
    threes: [u16; 35],
    n_threes: usize,
}

impl<'b> OmahaBoard<'b> {
    /// The board's ranks, suits and threes.
    pub(crate) fn new(board: &'b [Card]) -> OmahaBoard<'b> {
        let mut b = OmahaBoard {
            board,
            paired: false,
            suits: [0; 4],
            threes: [0; 35],
            n_threes: 0,
        };
        if board.len() > OMAHA_BOARD {
            // The plain search (see `value`).
            return b;
        }
        let mut board_ranks = 0u16;
        for c in board {
            let bit = 1u16 << c.rank().index();
            b.paired |= board_ranks & bit != 0;
            board_ranks |= bit;
            b.suits[c.suit() as usize] += 1;
        }
        let table = omaha_ranks();
        for (x, ca) in board.iter().enumerate() {
            for (y, cb) in board.iter().enumerate().skip(x + 1) {
                for cc in &board[y + 1..] {
                    let three = [ca.rank().index(), cb.rank().index(), cc.rank().index()];
                    let col = table.col[usize::from(three[0]) * 169
                        + usize::from(three[1]) * 13
                        + usize::from(three[2])];
                    // Distinct ranks on the board make distinct threes: the search only with
                    // a pair.
                    if b.paired && b.threes[..b.n_threes].contains(&col) {
                        continue;
                    }
                    if let Some(slot) = b.threes.get_mut(b.n_threes) {
                        *slot = col;
                        b.n_threes += 1;
                    }
                }
            }
        }
        b
    }

    /// The value of the best two of `hole` with three of the board: [`best_value`]'s for
    /// Omaha.
    pub(crate) fn value(&self, hole: &[Card]) -> Option<HandValue> {
        let board = self.board;
        if hole.len() > OMAHA_HOLE || board.len() > OMAHA_BOARD {
            // No game deals that many: the plain search.
            return best_hand(hole, board, Combine::TwoPlusThree).map(|b| b.value);
        }
        if hole.len() < 2 || board.len() < 3 {
            return None;
        }
        let table = omaha_ranks();
        let mut best = 0u32;
        for (suit, &k) in self.suits.iter().enumerate() {
            if k >= 3 {
                best = best.max(omaha_flush(hole, board, suit));
            }
        }
        if best != 0 && !self.paired {
            return Some(HandValue(best));
        }
        // Each distinct two ranks of the hand: their row in the rank table and the ranks.
        let mut twos = [0u16; OMAHA_HOLE * (OMAHA_HOLE - 1) / 2];
        let mut n_twos = 0;
        let mut hole_ranks = 0u16;
        let mut hole_paired = false;
        for c in hole {
            let bit = 1u16 << c.rank().index();
            hole_paired |= hole_ranks & bit != 0;
            hole_ranks |= bit;
        }
        for (i, h1) in hole.iter().enumerate() {
            for h2 in &hole[i + 1..] {
                let (r1, r2) = (h1.rank().index(), h2.rank().index());
                let row = table.row[usize::from(r1) * 13 + usize::from(r2)];
                // Distinct ranks in the hand make distinct twos: the search only with a pair.
                if hole_paired && twos[..n_twos].contains(&row) {
                    continue;
                }
                if let Some(slot) = twos.get_mut(n_twos) {
                    *slot = row;
                    n_twos += 1;
                }
            }
        }
        // Each distinct three of the board valued with every two: four cards of distinct ranks
        // (six twos) and five (ten) with the twos in registers, others one by one.
        let threes = &self.threes[..self.n_threes];
        best = best.max(match n_twos {
            6 => best_of::<6>(table, threes, &twos),
            10 => best_of::<10>(table, threes, &twos),
            _ => best_of_any(table, threes, &twos[..n_twos]),
        });
        (best != 0).then_some(HandValue(best))
    }
}

/// The best rank value of the first `K` rows of `twos` with every column of `threes` (the
/// search's loop over the twos unrolled).
#[inline(always)]
fn best_of<const K: usize>(table: &OmahaRanks, threes: &[u16], twos: &[u16]) -> u32 {
    let Some(twos) = twos.first_chunk::<K>() else {
        return best_of_any(table, threes, twos);
    };
    let mut best = 0u32;
    for &col in threes {
        let col = usize::from(col);
        for &row in twos {
            best = best.max(table.value(row, col));
        }
    }
    best
}

/// [`best_of`] for any number of twos.
#[inline(always)]
fn best_of_any(table: &OmahaRanks, threes: &[u16], twos: &[u16]) -> u32 {
    let mut best = 0u32;
    for &col in threes {
        let col = usize::from(col);
        for &row in twos {
            best = best.max(table.value(row, col));
        }
    }
    best
}

/// The best flush (or straight flush) of two hole cards of `suit` with three board cards of
/// it, as [`HandValue::raw`]; 0 where there is none.
fn omaha_flush(hole: &[Card], board: &[Card], suit: usize) -> u32 {
    let of_suit = |cards: &[Card], at: &mut [u16; OMAHA_HOLE]| {
        let mut n = 0;
        for c in cards {
            if c.suit() as usize == suit
                && let Some(slot) = at.get_mut(n)
            {
                *slot = 1 << c.rank().index();
                n += 1;
            }
        }
        n
    };
    // (At most ten hole cards, more than the seven board cards.)
    let (mut h, mut b) = ([0u16; OMAHA_HOLE], [0u16; OMAHA_HOLE]);
    let n_h = of_suit(hole, &mut h);
    if n_h < 2 {
        return 0;
    }
    let n_b = of_suit(board, &mut b);
    let (h, b) = (&h[..n_h], &b[..n_b]);
    let mut best = 0u32;
    for (i, &m1) in h.iter().enumerate() {
        for &m2 in &h[i + 1..] {
            for (x, &n1) in b.iter().enumerate() {
                for (y, &n2) in b.iter().enumerate().skip(x + 1) {
                    for &n3 in &b[y + 1..] {
                        let ranks = m1 | m2 | n1 | n2 | n3;
                        let sf = STRAIGHTS[usize::from(ranks & 0x1fff)];
                        let v = if sf != 0 {
                            HandValue::new(Category::StraightFlush, sf, 0).raw()
                        } else {
                            HandValue::new(Category::Flush, ranks, 0).raw()
                        };
                        best = best.max(v);
                    }
                }
            }
        }
    }
    best
}

/// The number of unordered threes of ranks (with repeats): 13 multichoose 3.
const THREES: usize = 455;

/// The values, flushes aside, of two ranks with three ranks (five cards, a rank at most four
/// times), each worked out the first time it is needed and kept: an Omaha hand's two and
/// three valued by one look-up (a hand meets few of the 41,405).
struct OmahaRanks {
    /// Each two ranks' (`13 * r1 + r2`, either order) row start in `values`.
    row: [u16; 169],
    /// Each three ranks' (`169 * a + 13 * b + c`, any order) column in `values`.
    col: [u16; 2197],
    /// The value of the five ranks as [`HandValue::raw`], flushes aside; 0 where not worked
    /// out yet (every value is above 0: its ranks are in it). `VALUES` places, more than the
    /// 91 × 455 used, so that a place's index (a `u16` row start plus a column) needs no
    /// bounds check.
    values: Box<[AtomicU32; VALUES]>,
    /// Each row's two ranks (the row start is 455 times its index).
    two_of: [[u8; 2]; 91],
    /// Each column's three ranks.
    three_of: [[u8; 3]; THREES],
}

/// The places of [`OmahaRanks::values`]: every index a row start (a `u16`) plus a column can
/// take; the 91 rows of 455 columns fit in them.
const VALUES: usize = 1 << 16;
const _: () = assert!(91 * THREES <= VALUES);

impl OmahaRanks {
    /// The value, flushes aside, of the two ranks of row `row` with the three of column
    /// `col`.
    #[inline(always)]
    fn value(&self, row: u16, col: usize) -> u32 {
        // Row starts and columns come from `row` and `col`: below 91 × 455 (the mask takes
        // nothing away; it tells the compiler the place is in the table).
        let at = (usize::from(row) + col) & (VALUES - 1);
        debug_assert!(at < 91 * THREES);
        match self.values[at].load(Ordering::Relaxed) {
            0 => self.work_out(at),
            v => v,
        }
    }

    /// The five ranks of place `at`: its row's two and its column's three.
    fn ranks_at(&self, at: usize) -> [u8; 5] {
        let (two, three) = (at / THREES, at % THREES);
        let [r1, r2] = self.two_of.get(two).copied().unwrap_or_default();
        let [a, b, c] = self.three_of.get(three).copied().unwrap_or_default();
        [r1, r2, a, b, c]
    }

    /// A value not worked out yet (kept at `at` from now on), out of the look-up's way.
    #[cold]
    #[inline(never)]
    fn work_out(&self, at: usize) -> u32 {
        let v = rank_value(self.ranks_at(at));
        if let Some(slot) = self.values.get(at) {
            slot.store(v, Ordering::Relaxed);
        }
        v
    }
}

/// The value of five cards of these ranks, flushes aside, as [`HandValue::raw`] (0 for five of
/// a rank, which no deck holds).
fn rank_value(ranks: [u8; 5]) -> u32 {
    // Suit masks that make no flush: the k-th card of a rank in suit k.
    let mut s = [0u16; 4];
    let mut count = [0usize; 13];
    for r in ranks {
        let Some(c) = count.get_mut(usize::from(r)) else {
            return 0;
        };
        match s.get_mut(*c) {
            Some(m) => *m |= 1 << r,
            None => return 0,
        }
        *c += 1;
    }
    let all = s[0];
    if all.count_ones() == 5 {
        let sf = STRAIGHTS[usize::from(all)];
        if sf != 0 {
            HandValue::new(Category::Straight, sf, 0).raw()
        } else {
            HandValue::new(Category::HighCard, all, 0).raw()
        }
    } else {
        eval_paired(s).raw()
    }
}

/// The rank table, made once (its values as they are needed).
fn omaha_ranks() -> &'static OmahaRanks {
    static TABLE: std::sync::OnceLock<OmahaRanks> = std::sync::OnceLock::new();
    TABLE.get_or_init(build_omaha_ranks)
}

fn build_omaha_ranks() -> OmahaRanks {
    let mut row = [0u16; 169];
    let mut two_of = [[0u8; 2]; 91];
    let mut twos = 0usize;
    for r1 in 0..13usize {
        for r2 in r1..13 {
            let at = (twos * THREES) as u16;
            row[r1 * 13 + r2] = at;
            row[r2 * 13 + r1] = at;
            two_of[twos] = [r1 as u8, r2 as u8];
            twos += 1;
        }
    }
    let mut col = [0u16; 2197];
    let mut three_of = [[0u8; 3]; THREES];
    let mut threes = 0u16;
    for a in 0..13usize {
        for b in a..13 {
            for c in b..13 {
                three_of[usize::from(threes)] = [a as u8, b as u8, c as u8];
                // Every order of the three.
                for [x, y, z] in [
                    [a, b, c],
                    [a, c, b],
                    [b, a, c],
                    [b, c, a],
                    [c, a, b],
                    [c, b, a],
                ] {
                    col[x * 169 + y * 13 + z] = threes;
                }
                threes += 1;
            }
        }
    }
    OmahaRanks {
        row,
        col,
        values: (0..VALUES)
            .map(|_| AtomicU32::new(0))
            .collect::<Box<[AtomicU32]>>()
            .try_into()
            .expect("VALUES places"),
        two_of,
        three_of,
    }
}

/// [`eval_suited`] of at most five cards holding at most four ranks (a pair or more where they
/// are five): no straight and no flush, and each group's ranks and the kickers are all the
/// ones there are (what `top1` and `top_n` would keep).
#[inline(always)]
fn eval_paired(s: [u16; 4]) -> HandValue {
    let ranks = s[0] | s[1] | s[2] | s[3];
    let quads = s[0] & s[1] & s[2] & s[3];
    if quads != 0 {
        return HandValue::new(Category::Quads, quads, ranks & !quads);
    }
    let (a, b) = (s[0] & s[1], s[2] & s[3]);
    let (o1, o2) = (s[0] | s[1], s[2] | s[3]);
    let trips = (a & o2) | (b & o1);
    let pairs = (a | b | (o1 & o2)) & !trips;
    if trips != 0 {
        if pairs != 0 {
            return HandValue::new(Category::FullHouse, trips, pairs);
        }
        return HandValue::new(Category::Trips, trips, ranks & !trips);
    }
    if pairs == 0 {
        return HandValue::new(Category::HighCard, ranks, 0);
    }
    if pairs & (pairs - 1) != 0 {
        return HandValue::new(Category::TwoPair, pairs, ranks & !pairs);
    }
    HandValue::new(Category::Pair, pairs, ranks & !pairs)
}

fn for_each_five(all: &[Card], f: &mut impl FnMut([Card; 5])) {
    let n = all.len();
    if n < 5 {
        return;
    }
    let mut idx = [0usize, 1, 2, 3, 4];
    loop {
        f([
            all[idx[0]],
            all[idx[1]],
            all[idx[2]],
            all[idx[3]],
            all[idx[4]],
        ]);
        // advance the combination
        let mut i = 5;
        loop {
            if i == 0 {
                return;
            }
            i -= 1;
            if idx[i] < n - 5 + i {
                idx[i] += 1;
                for j in i + 1..5 {
                    idx[j] = idx[j - 1] + 1;
                }
                break;
            }
        }
    }
}

/// Order five cards for display: by how many of the rank there are, then rank (wheel: ace last).
fn order_five(mut five: [Card; 5], value: HandValue) -> [Card; 5] {
    let count = |r: Rank, five: &[Card; 5]| five.iter().filter(|c| c.rank() == r).count();
    let wheel = matches!(
        value.category(),
        Category::Straight | Category::StraightFlush
    ) && value.primary_ranks().first() == Some(&Rank::FIVE);
    let copy = five;
    five.sort_by(|a, b| {
        let key = |c: &Card| {
            let r = if wheel && c.rank() == Rank::ACE {
                -1
            } else {
                c.rank().index() as i32
            };
            (count(c.rank(), &copy), r, c.suit())
        };
        key(b).cmp(&key(a))
    });
    five
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn v(s: &str) -> HandValue {
        eval_cards(&parse_cards(s).unwrap())
    }

    #[test]
    fn categories() {
        assert_eq!(v("AsKsQsJsTs").category(), Category::StraightFlush);
        assert_eq!(v("5s4s3s2sAs").category(), Category::StraightFlush);
        assert_eq!(v("AsAdAhAc2s").category(), Category::Quads);
        assert_eq!(v("AsAdAhKcKs").category(), Category::FullHouse);
        assert_eq!(v("As9s7s5s2s").category(), Category::Flush);
        assert_eq!(v("5d4s3h2cAs").category(), Category::Straight);
        assert_eq!(v("7d7s7h2cAs").category(), Category::Trips);
        assert_eq!(v("7d7s2h2cAs").category(), Category::TwoPair);
        assert_eq!(v("7d7s3h2cAs").category(), Category::Pair);
        assert_eq!(v("7d9s3h2cAs").category(), Category::HighCard);
    }

    #[test]
    fn ordering_and_kickers() {
        assert!(v("AsAd5h4c3s") > v("KsKdAhQcJs"));
        assert!(v("AsAdKh4c3s") > v("AsAdQhJcTs"));
        assert!(
            v("6s5d4h3c2s") > v("5s4d3h2cAs"),
            "six-high beats the wheel"
        );
        assert_eq!(v("AsAdKh4c3s"), v("AhAcKd4s3c"), "suits do not matter");
        // Three pairs in seven cards: the best two pairs, then the best remaining card.
        assert_eq!(v("KsKdQhQc2s2dAh"), v("KsKdQhQcAh"));
        assert_eq!(v("KsKdQhQc3s3d2h"), v("KsKdQhQc3s"));
        // Two trips: a full house of the higher trips over a pair of the lower.
        assert_eq!(v("KsKdKh2c2s2dAh"), v("KsKdKh2c2s"));
        // A flush beats the straight in the same seven cards.
        assert_eq!(v("9s8s7s6d5s2sKh").category(), Category::Flush);
    }

    #[test]
    fn best_five_holdem_and_omaha() {
        let board = parse_cards("AhKhQh2c3d").unwrap();
        let bh = best_hand(&parse_cards("JhTh").unwrap(), &board, Combine::AnyFive).unwrap();
        assert_eq!(bh.value.category(), Category::StraightFlush);
        // Omaha: one heart in the hand is not a flush.
        let om = best_hand(
            &parse_cards("Jh9s8s7s").unwrap(),
            &board,
            Combine::TwoPlusThree,
        )
        .unwrap();
        assert_eq!(om.value.category(), Category::HighCard);
        // Omaha: four aces in the hand, no board pair, play two aces only.
        let om = best_hand(
            &parse_cards("AsAdAcKs").unwrap(),
            &parse_cards("2h7d9c4s8h").unwrap(),
            Combine::TwoPlusThree,
        )
        .unwrap();
        assert_eq!(om.value.category(), Category::Pair);
        // Wheel shown ace last.
        let w = best_hand(
            &parse_cards("As2d").unwrap(),
            &parse_cards("3h4c5sKdQh").unwrap(),
            Combine::AnyFive,
        )
        .unwrap();
        assert_eq!(crate::cards::cards_to_string(&w.five), "5s4c3h2dAs");
    }

    /// `eval_paired` (the Omaha search's evaluation of five cards with a pair or more) is
    /// `eval_suited`'s value on every five-card hand holding at most four ranks, and on every
    /// four-card hand (a fouled deck's card twice leaves four), with the flush test or without.
    #[test]
    fn eval_paired_is_eval_suited_on_every_paired_hand() {
        let masks = |cards: &[u8]| {
            let mut s = [0u16; 4];
            for &c in cards {
                s[usize::from(c % 4)] |= 1 << (c / 4);
            }
            s
        };
        let mut checked = 0;
        for a in 0..52u8 {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        let s = masks(&[a, b, c, d]);
                        assert_eq!(eval_paired(s), eval_suited::<true, false>(s));
                        assert_eq!(eval_paired(s), eval_suited::<false, false>(s));
                        for e in d + 1..52 {
                            let s = masks(&[a, b, c, d, e]);
                            if (s[0] | s[1] | s[2] | s[3]).count_ones() <= 4 {
                                assert_eq!(eval_paired(s), eval_suited::<true, false>(s), "{s:?}");
                                assert_eq!(eval_paired(s), eval_suited::<false, false>(s), "{s:?}");
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        // Five cards of at most four ranks: all but the 1,317,888 of five distinct ranks.
        assert_eq!(checked, 2_598_960 - 1_317_888);
    }

    /// Every five-card hand: 2,598,960 hands with the known category counts.
    /// Every card added to suit masks from its index is its rank's bit in its suit's mask.
    #[test]
    fn a_card_in_the_masks_is_its_rank_in_its_suit() {
        for i in 0..52u8 {
            let c = Card::from_index(i).expect("a card");
            let mut m = [0u16; 4];
            add_to_masks(&mut m, c);
            let mut plain = [0u16; 4];
            plain[c.suit() as usize] |= 1 << c.rank().index();
            assert_eq!(m, plain, "{c}");
        }
    }

    #[test]
    fn exhaustive_five_card_counts() {
        let mut counts = [0u64; 9];
        let cards: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
        for a in 0..52 {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        for e in d + 1..52 {
                            let h = [cards[a], cards[b], cards[c], cards[d], cards[e]];
                            counts[eval_cards(&h).category() as usize] += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(
            counts,
            [
                1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40
            ]
        );
        assert_eq!(counts.iter().sum::<u64>(), 2_598_960);
    }
}

/// A low hand of eight or better (hi/lo split games): its five ranks, highest first, the ace
/// counting one. A smaller value is a better low (8-6 loses to 7-6); straights and flushes do
/// not count against a low.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LowValue(pub [u8; 5]);

impl LowValue {
    /// The ranks as text, highest first: `8-5-4-2-A`.
    pub fn describe(self) -> String {
        self.0
            .iter()
            .map(|&r| match r {
                1 => "A".to_string(),
                n => n.to_string(),
            })
            .collect::<Vec<_>>()
            .join("-")
    }
}

/// A card's low rank (ace 1, deuce 2 … eight 8), or none above eight.
fn low_rank(c: Card) -> Option<u8> {
    match c.rank().index() {
        12 => Some(1),
        i if i <= 6 => Some(i + 2),
        _ => None,
    }
}

/// The best low of eight or better from exactly two hole cards and three board cards (Omaha),
/// or none when no such five distinct low ranks can be made.
pub fn best_omaha_low(hole: &[Card], board: &[Card]) -> Option<LowValue> {
    OmahaLowBoard::new(board).low(hole)
}

/// Each low rank a bit (the ace bit 0 … the eight bit 7). Five distinct low ranks compare from
/// the highest down, as the masks compare as numbers: the best low is the least mask.
fn low_bit(c: Card) -> Option<u8> {
    low_rank(c).map(|r| 1u8 << (r - 1))
}

/// The distinct low ranks of some cards, a bit each.
fn low_ranks(cards: &[Card]) -> u8 {
    cards
        .iter()
        .filter_map(|&c| low_bit(c))
        .fold(0u8, |m, b| m | b)
}

/// An Omaha board worked out once for every hand whose low is found on it
/// ([`best_omaha_low`]): each distinct three of low ranks it holds.
#[derive(Debug, Clone)]
pub(crate) struct OmahaLowBoard<'b> {
    board: &'b [Card],
    /// Three distinct low ranks or more: a low is possible.
    enough: bool,
    threes: [u8; 56],
    n_threes: usize,
}

impl<'b> OmahaLowBoard<'b> {
    /// The board's threes of low ranks.
    pub(crate) fn new(board: &'b [Card]) -> OmahaLowBoard<'b> {
        let mut b = OmahaLowBoard {
            board,
            // Five distinct low ranks take three of them from the board and two from the hand.
            enough: low_ranks(board).count_ones() >= 3,
            threes: [0; 56],
            n_threes: 0,
        };
        if !b.enough || board.len() > 16 {
            return b;
        }
        // Each card's low bit, 0 above the eight, found once (not once per combination).
        let mut board_bits = [0u8; 16];
        for (x, &c) in board_bits.iter_mut().zip(board) {
            *x = low_bit(c).unwrap_or(0);
        }
        let board_bits = &board_bits[..board.len()];
        for (x, &n1) in board_bits.iter().enumerate() {
            for (y, &n2) in board_bits.iter().enumerate().skip(x + 1) {
                for &n3 in &board_bits[y + 1..] {
                    let three = n1 | n2 | n3;
                    let distinct =
                        n1 != 0 && n2 != 0 && n3 != 0 && n1 != n2 && n1 != n3 && n2 != n3;
                    if distinct
                        && !b.threes[..b.n_threes].contains(&three)
                        && let Some(slot) = b.threes.get_mut(b.n_threes)
                    {
                        *slot = three;
                        b.n_threes += 1;
                    }
                }
            }
        }
        b
    }

    /// The best low of eight or better of two of `hole` with three of the board:
    /// [`best_omaha_low`].
    pub(crate) fn low(&self, hole: &[Card]) -> Option<LowValue> {
        let board = self.board;
        // With fewer than three low ranks on the board or two in the hand there is no low,
        // and no combination to try.
        if !self.enough || low_ranks(hole).count_ones() < 2 {
            return None;
        }
        let mut hole_bits = [0u8; 16];
        if hole.len() > hole_bits.len() || board.len() > 16 {
            return best_omaha_low_by_cards(hole, board);
        }
        for (b, &c) in hole_bits.iter_mut().zip(hole) {
            *b = low_bit(c).unwrap_or(0);
        }
        let hole_bits = &hole_bits[..hole.len()];
        // The hand's two distinct low ranks, each pair once, and the board's three: five
        // distinct ranks are a two and a three with no rank in common. Every two against every
        // three (the least mask is the best low).
        let mut twos = [0u8; 28];
        let mut n_twos = 0;
        for (a, &m1) in hole_bits.iter().enumerate() {
            for &m2 in &hole_bits[a + 1..] {
                let two = m1 | m2;
                if m1 != 0 && m2 != 0 && m1 != m2 && !twos[..n_twos].contains(&two) {
                    twos[n_twos] = two;
                    n_twos += 1;
                }
            }
        }
        let mut best: Option<u8> = None;
        for &two in &twos[..n_twos] {
            for &three in &self.threes[..self.n_threes] {
                let m = two | three;
                if two & three == 0 && best.is_none_or(|b| m < b) {
                    best = Some(m);
                }
            }
        }
        low_of_mask(best)
    }
}

/// [`best_omaha_low`] for more cards than any game deals: each card's low bit found as the
/// search goes.
fn best_omaha_low_by_cards(hole: &[Card], board: &[Card]) -> Option<LowValue> {
    let bit = |c: Card| low_rank(c).map(|r| 1u8 << (r - 1));
    let mut best: Option<u8> = None;
    for (a, &h1) in hole.iter().enumerate() {
        let Some(m1) = bit(h1) else { continue };
        for &h2 in &hole[a + 1..] {
            let Some(m2) = bit(h2) else { continue };
            if m1 & m2 != 0 {
                continue;
            }
            let two = m1 | m2;
            for (x, &b1) in board.iter().enumerate() {
                let Some(n1) = bit(b1) else { continue };
                for (y, &b2) in board.iter().enumerate().skip(x + 1) {
                    let Some(n2) = bit(b2) else { continue };
                    for &b3 in &board[y + 1..] {
                        let Some(n3) = bit(b3) else { continue };
                        let m = two | n1 | n2 | n3;
                        if m.count_ones() == 5 && best.is_none_or(|b| m < b) {
                            best = Some(m);
                        }
                    }
                }
            }
        }
    }
    low_of_mask(best)
}

/// The low of a mask of five low ranks (the ace bit 0 … the eight bit 7), highest first.
fn low_of_mask(best: Option<u8>) -> Option<LowValue> {
    best.map(|m| {
        let mut ranks = [0u8; 5];
        let mut k = 0;
        for r in (0..8u8).rev() {
            if m & (1 << r) != 0 {
                ranks[k] = r + 1;
                k += 1;
            }
        }
        LowValue(ranks)
    })
}

#[cfg(test)]
mod low_tests {
    use super::*;
    use crate::cards::{Card, parse_cards};

    fn low(hole: &str, board: &str) -> Option<String> {
        best_omaha_low(&parse_cards(hole).unwrap(), &parse_cards(board).unwrap())
            .map(|l| l.describe())
    }

    #[test]
    fn omaha_lows_use_two_hole_cards_and_three_board_cards() {
        assert_eq!(low("As2dKcKh", "3c4d5h9sTd").as_deref(), Some("5-4-3-2-A"));
        // Only one low card in the hand: no low, however low the board.
        assert_eq!(low("AsKdKcQh", "2c3d4h5s6d"), None);
        // Three low cards on the board are needed.
        assert_eq!(low("As2dKcKh", "3c4dJhQsKs"), None);
        // Pairs do not make a low: A-2 with a board 2-3-4 plays A-2 + 3-4 and another card.
        assert_eq!(low("As2d9c9h", "2c3d4h8sKd").as_deref(), Some("8-4-3-2-A"));
        // 7-6 beats 8-2.
        let a = best_omaha_low(
            &parse_cards("7h6dKcKs").unwrap(),
            &parse_cards("Ac2d3hQsJd").unwrap(),
        );
        let b = best_omaha_low(
            &parse_cards("8h4cKdQh").unwrap(),
            &parse_cards("Ac2d3hQsJd").unwrap(),
        );
        assert!(a < b, "{a:?} {b:?}");
    }

    /// The low and the value of Omaha hands of four to six hole cards, dealt at random, as
    /// the straightforward search over every two-and-three finds them.
    /// Every two of the hand with every three of the board (one combination each), for every
    /// rank pattern of the two and the three and suits that make a flush, a straight flush, or
    /// neither: the Omaha value is the five cards' evaluation.
    #[test]
    fn omaha_value_of_every_rank_pattern_is_the_five_cards() {
        let card = |r: u8, s: u8| Card::from_index(r * 4 + s).unwrap();
        let mut checked = 0;
        for r1 in 0..13u8 {
            for r2 in r1..13 {
                for b1 in 0..13u8 {
                    for b2 in b1..13 {
                        for b3 in b2..13 {
                            // The suits: all one suit where the cards allow it (distinct
                            // cards), else spread; a rank held up to four times.
                            for pattern in 0..3u8 {
                                let ranks = [r1, r2, b1, b2, b3];
                                let mut used = [0u8; 13];
                                let mut five = Vec::new();
                                for (k, &r) in ranks.iter().enumerate() {
                                    let s = match pattern {
                                        0 => used[usize::from(r)] % 4,
                                        1 => (used[usize::from(r)] + k as u8) % 4,
                                        _ => (used[usize::from(r)] + 3 * k as u8 + 1) % 4,
                                    };
                                    used[usize::from(r)] += 1;
                                    five.push(card(r, s));
                                }
                                let mut distinct = five.clone();
                                distinct.sort();
                                distinct.dedup();
                                if distinct.len() < 5 || used.iter().any(|&u| u > 4) {
                                    continue;
                                }
                                assert_eq!(
                                    best_value(&five[..2], &five[2..], Combine::TwoPlusThree),
                                    Some(eval_cards(&five)),
                                    "{five:?}"
                                );
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 30_000, "{checked}");
    }

    /// The rank table against the plain evaluation of five cards: every two ranks with every
    /// three ranks, in every order (a rank at most four times), the suits making no flush.
    #[test]
    fn omaha_rank_table_is_the_five_cards_value() {
        let t = omaha_ranks();
        let mut checked = 0;
        for r1 in 0..13u8 {
            for r2 in 0..13u8 {
                for k in 0..2197usize {
                    let ranks = [r1, r2, (k / 169) as u8, (k / 13 % 13) as u8, (k % 13) as u8];
                    let mut count = [0u8; 13];
                    let mut five = Vec::new();
                    for &r in &ranks {
                        // A rank's copies in distinct suits; five distinct ranks never share
                        // one suit (at most four ranks are alike modulo four).
                        five.extend(Card::from_index(r * 4 + (count[usize::from(r)] + r) % 4));
                        count[usize::from(r)] += 1;
                    }
                    if count.iter().any(|&c| c > 4) {
                        continue;
                    }
                    let row = t.row[usize::from(r1) * 13 + usize::from(r2)];
                    // The place's ranks (which a value not yet kept is worked out from) are
                    // the two and the three.
                    let at = usize::from(row) + usize::from(t.col[k]);
                    let (mut got, mut want) = (t.ranks_at(at), ranks);
                    got.sort_unstable();
                    want.sort_unstable();
                    assert_eq!(got, want, "{ranks:?}");
                    // Worked out (the first time) and kept (the second).
                    for _ in 0..2 {
                        let v = t.value(row, usize::from(t.col[k]));
                        assert_eq!(v, eval_cards(&five).raw(), "{five:?}");
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 370_000, "{checked}");
    }

    /// Omaha's value against the plain search (every two with every three, each five
    /// evaluated) on deals made to hold flushes, straight flushes, paired boards and hands,
    /// full houses and four of a kind: cards of one to three suits and four to nine ranks in a
    /// row, hands of two to ten cards, boards of three to seven.
    #[test]
    fn omaha_value_matches_the_plain_search_on_flushes_and_pairs() {
        let mut rng = crate::test_rng::XorShift::new(0x9E37_79B9_7F4A_7C15);
        let mut next = |m: u64| rng.below(m);
        let (mut checked, mut flushes, mut full) = (0, 0, 0);
        for deal in 0..30_000u64 {
            let hole_n = 2 + (deal % 9) as usize;
            let board_n = 3 + (deal / 9 % 5) as usize;
            let suits = 1 + next(3) as u8;
            let low = next(9) as u8;
            let width = 4 + next(6) as u8;
            let pool: Vec<Card> = (low..(low + width).min(13))
                .flat_map(|r| (0..suits).map(move |s| r * 4 + s))
                .filter_map(Card::from_index)
                .collect();
            if pool.len() < hole_n + board_n {
                continue;
            }
            let (mut cards, mut used) = (Vec::new(), 0u64);
            while cards.len() < hole_n + board_n {
                let c = pool[next(pool.len() as u64) as usize];
                if used & c.bit() == 0 {
                    used |= c.bit();
                    cards.push(c);
                }
            }
            let (hole, board) = cards.split_at(hole_n);
            let mut plain: Option<HandValue> = None;
            for (a, &h1) in hole.iter().enumerate() {
                for &h2 in &hole[a + 1..] {
                    for (i, &b1) in board.iter().enumerate() {
                        for (j, &b2) in board.iter().enumerate().skip(i + 1) {
                            for &b3 in &board[j + 1..] {
                                plain = plain.max(Some(eval_cards(&[h1, h2, b1, b2, b3])));
                            }
                        }
                    }
                }
            }
            let v = best_value(hole, board, Combine::TwoPlusThree);
            assert_eq!(v, plain, "{hole:?} {board:?}");
            match v.map(HandValue::category) {
                Some(Category::Flush | Category::StraightFlush) => flushes += 1,
                Some(Category::FullHouse | Category::Quads) => full += 1,
                _ => {}
            }
            checked += 1;
        }
        assert!(
            checked > 15_000 && flushes > 1_000 && full > 1_000,
            "{checked} {flushes} {full}"
        );
    }

    #[test]
    fn omaha_low_and_value_match_the_plain_search() {
        let mut rng = crate::test_rng::XorShift::new(0x2545_F491_4F6C_DD1D);
        for deal in 0..20_000 {
            let hole_n = 4 + deal % 3;
            let mut used = 0u64;
            let mut cards = Vec::new();
            while cards.len() < hole_n + 5 {
                let x = rng.next();
                let c = (x % 52) as u8;
                if used & (1 << c) == 0 {
                    used |= 1 << c;
                    cards.extend(Card::from_index(c));
                }
            }
            let (hole, board) = cards.split_at(hole_n);
            let mut plain: Option<LowValue> = None;
            let mut value: Option<HandValue> = None;
            for (a, &h1) in hole.iter().enumerate() {
                for &h2 in &hole[a + 1..] {
                    for (i, &b1) in board.iter().enumerate() {
                        for (j, &b2) in board.iter().enumerate().skip(i + 1) {
                            for &b3 in &board[j + 1..] {
                                let five = [h1, h2, b1, b2, b3];
                                let v = eval_cards(&five);
                                value = value.max(Some(v));
                                let ranks: Option<Vec<u8>> =
                                    five.into_iter().map(low_rank).collect();
                                let Some(mut r) = ranks else { continue };
                                r.sort_unstable_by(|p, q| q.cmp(p));
                                if r.windows(2).any(|w| w[0] == w[1]) {
                                    continue;
                                }
                                let l = LowValue([r[0], r[1], r[2], r[3], r[4]]);
                                if plain.is_none_or(|b| l < b) {
                                    plain = Some(l);
                                }
                            }
                        }
                    }
                }
            }
            assert_eq!(best_omaha_low(hole, board), plain, "{cards:?}");
            assert_eq!(best_value(hole, board, Combine::TwoPlusThree), value);
            assert_eq!(
                best_hand(hole, board, Combine::TwoPlusThree).map(|b| b.value),
                value
            );
        }
    }
}
