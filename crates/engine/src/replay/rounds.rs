//! Who opens a betting round in stud (the bring-in, the showing hands), and the draws of draw
//! games: the parts of the replay that the game's definition drives beyond blinds and boards.
//!
//! Conventions where the TDA is silent (house points, stated in the README):
//! - The bring-in is the lowest up card in stud and stud/8 (the ace high) and the highest in
//!   razz (the ace low); between equal ranks the suit decides, clubs lowest, then diamonds,
//!   hearts, spades (so the 2♣ brings in in stud and the K♠ in razz).
//! - A round's bring-in is posted as a bet the next players call, complete or fold; it is not a
//!   bet of the limit: the completion is the round's first bet toward the cap (a cap of 4 is a
//!   completion and three raises; the WSOP's cap of 5, a completion and four), unless a house
//!   leaves it out (`stud_completion_counts`).
//! - When the up cards are not known (a hand history that gives only the hero's), the first
//!   player who acts in the round is taken as its opener.

use super::*;
use crate::hand::{Family, Opener};

/// A showing hand's strength for who acts first (1 to 4 up cards): made hands by their rank
/// counts (four of a kind, three, two pair, a pair), straights and flushes not counted, then
/// the ranks, then the suit of the highest card (RP-10-D: ties broken by suit). `low`: razz,
/// where the lowest hand acts first: the value is reversed so that greater still acts first.
///
/// Only the order of the keys means anything (the greatest acts first). Stud's key (`low`
/// false) is the shape, then the ranks of four, of three, of two and of one of a kind as four
/// 13-bit masks, then the suit: for hands of one shape (the same groups) the masks compare as
/// the groups' ranks do from the largest group down, the higher ranks first; razz's is the
/// shape, then the ranks from the top, each as often as it shows, four bits each.
pub(crate) fn showing_key(up: &[Card], low: bool) -> u64 {
    // Each suit's ranks as a 13-bit mask (the cards are distinct): the rank counts then come
    // from how the suits overlap, as the evaluator finds them. Ranks 0..13 with the ace high
    // (stud) or low (razz: the ace below the deuce, the masks turned by one).
    let mut s = [0u16; 4];
    for c in up {
        let r = c.rank().index();
        let r = if low { (r + 1) % 13 } else { r };
        let (suit, bit) = (c.suit() as usize, 1u16 << r);
        if s[suit] & bit != 0 {
            // A card twice (a fouled deck's evidence): the counts as they are listed.
            return if low {
                showing_key_by_counts(up, true)
            } else {
                high_key_by_counts(up)
            };
        }
        s[suit] |= bit;
    }
    let ranks = s[0] | s[1] | s[2] | s[3];
    let (a, b) = (s[0] & s[1], s[2] & s[3]);
    let (o1, o2) = (s[0] | s[1], s[2] | s[3]);
    let four = a & b;
    let three_up = (a & o2) | (b & o1);
    let two_up = a | b | (o1 & o2);
    // The groups by count, each a mask: four, three, two of a rank, and single cards.
    let groups = [four, three_up & !four, two_up & !three_up, ranks & !two_up];
    let count_of = |r: u32| -> u32 {
        let bit = 1u16 << r;
        4 - groups.iter().position(|g| g & bit != 0).unwrap_or(3) as u32
    };
    let shape = if four != 0 {
        6
    } else if three_up != 0 {
        5
    } else if groups[2].count_ones() >= 2 {
        4
    } else if groups[2] != 0 {
        3
    } else {
        2
    };
    // The suit of the highest card of the hand (its top group's card, the best suit among
    // them; razz: the highest rank's) breaks a tie: spades first.
    let top = if low {
        ranks
    } else {
        groups.into_iter().find(|&g| g != 0).unwrap_or(0)
    };
    let suit = if top == 0 {
        0
    } else {
        let bit = 1u16 << (15 - top.leading_zeros());
        (0..4u64)
            .rev()
            .find(|&k| s[k as usize] & bit != 0)
            .unwrap_or(0)
    };
    if !low {
        return high_key(shape, groups, suit);
    }
    // Razz: fewer pairs is better (lower shape), then the lowest ranks from the top: the ranks
    // highest first, each as often as it shows.
    let mut key: u64 = 7 - shape;
    let mut taken = 0;
    let mut m = ranks;
    while m != 0 && taken < 4 {
        let r = 15 - m.leading_zeros();
        m &= !(1 << r);
        for _ in 0..count_of(r) {
            if taken < 4 {
                key = key * 16 + (15 - u64::from(r));
                taken += 1;
            }
        }
    }
    for _ in taken..4 {
        key = key * 16 + 15;
    }
    key * 4 + suit
}

/// The places of [`RANK_KEYS`]: up to four ranks in order (base 14, 13 where there is no card),
/// for stud and for razz.
const RANK_PATTERNS: usize = 14 * 14 * 14 * 14;

/// [`showing_key`] of up to four up cards but for its suit part, by their ranks in order (and
/// stud or razz): the key's ranks part shifted by five, the rank whose best suit breaks a tie
/// shifted by one, and a set bit (0: not yet worked out). Each is worked out the first time
/// the process meets its ranks.
static RANK_KEYS: [std::sync::atomic::AtomicU64; 2 * RANK_PATTERNS] =
    [const { std::sync::atomic::AtomicU64::new(0) }; 2 * RANK_PATTERNS];

/// [`showing_key`] by a look-up of its ranks part (up to four cards; more by `showing_key`):
/// the ranks part is the same for every suit of the same ranks in the same order, and the
/// suit part is the best suit of the cards of one rank (the top group's highest in stud,
/// the highest in razz). The replay compares the two parts ([`greater_showing`]); this whole
/// key is the tests'.
#[cfg(test)]
pub(crate) fn showing_key_by_ranks(up: &[Card], low: bool) -> u64 {
    let (part, tie) = showing_part(up, low);
    part * 4 + u64::from(tie.suit(up))
}

/// How a showing key's suit part (its last two bits) is found: known already, or the best
/// suit among the cards of one rank.
#[derive(Clone, Copy, Debug)]
pub(crate) enum SuitPart {
    /// The suit part itself.
    Known(u8),
    /// The best suit of the cards of this rank (0 to 12, the ace high).
    OfRank(u8),
}

impl SuitPart {
    /// The suit part of the key of `up` (the cards the part was read from).
    #[inline]
    pub(crate) fn suit(self, up: &[Card]) -> u8 {
        match self {
            SuitPart::Known(s) => s,
            SuitPart::OfRank(top) => {
                let mut suit = 0;
                for c in up {
                    if c.index() >> 2 == top {
                        suit = suit.max(c.index() & 3);
                    }
                }
                suit
            }
        }
    }
}

/// [`showing_key_by_ranks`] in two parts: the key without its suit part (`key >> 2`), by a
/// look-up of the ranks, and how its suit part is found. Two keys compare as their first
/// parts do where these differ (the suit part is below four), so that the suits are read only
/// between hands whose ranks tie ([`greater_showing`]).
#[inline]
pub(crate) fn showing_part(up: &[Card], low: bool) -> (u64, SuitPart) {
    if up.is_empty() || up.len() > 4 {
        let k = showing_key(up, low);
        return (k >> 2, SuitPart::Known((k & 3) as u8));
    }
    let at = rank_place(up, low);
    let v = match RANK_KEYS.get(at) {
        Some(slot) => match slot.load(std::sync::atomic::Ordering::Relaxed) {
            0 => rank_key_worked_out(up, low, slot),
            v => v,
        },
        None => {
            let k = showing_key(up, low);
            return (k >> 2, SuitPart::Known((k & 3) as u8));
        }
    };
    (v >> 5, SuitPart::OfRank(((v >> 1) & 15) as u8))
}

/// The place in [`RANK_KEYS`] of up to four up cards' ranks (a place of 13 for each card not
/// there) and stud or razz.
#[inline]
fn rank_place(up: &[Card], low: bool) -> usize {
    let mut at = 0usize;
    for c in up {
        at = at * 14 + usize::from(c.index() >> 2);
    }
    for _ in up.len()..4 {
        at = at * 14 + 13;
    }
    at + usize::from(low) * RANK_PATTERNS
}

/// The count of the set bits of each mask of ten bits (a table's positions): what
/// `count_ones` works out bit by bit on a target without a population-count instruction.
static ONES: [u8; 1 << MAX_PLAYERS] = {
    let mut t = [0u8; 1 << MAX_PLAYERS];
    let mut k = 0;
    while k < t.len() {
        t[k] = (k as u32).count_ones() as u8;
        k += 1;
    }
    t
};

/// A showing hand as [`greater_showing`] compares it: its [`showing_part`] and its up cards.
pub(crate) type Showing<'a> = (u64, SuitPart, &'a [Card]);

/// Whether the showing hand `up` (its [`showing_part`] `part` and `tie`) acts before `best`
/// (another's, the same way): its [`showing_key`] is greater. The suits are read only where
/// the first parts tie.
#[inline]
pub(crate) fn greater_showing(
    (part, tie, up): Showing<'_>,
    (b_part, b_tie, b_up): Showing<'_>,
) -> bool {
    if part != b_part {
        part > b_part
    } else {
        tie.suit(up) > b_tie.suit(b_up)
    }
}

/// [`RANK_KEYS`]' entry for the ranks of `up` (one to four cards), worked out and stored:
/// the key of the same ranks in distinct suits (the k-th card of a rank in suit k), and the
/// rank whose suit breaks a tie.
#[cold]
#[inline(never)]
fn rank_key_worked_out(up: &[Card], low: bool, slot: &std::sync::atomic::AtomicU64) -> u64 {
    let mut counts = [0u8; 13];
    let mut cards = [None; 4];
    for (place, c) in cards.iter_mut().zip(up) {
        let r = c.rank().index();
        let k = &mut counts[usize::from(r)];
        *place = Card::from_index(r * 4 + *k);
        *k += 1;
    }
    let cards: Vec<Card> = cards.iter().flatten().copied().collect();
    let part = showing_key(&cards, low) >> 2;
    // Stud: the highest rank of the largest group; razz: the highest rank, the ace lowest.
    let top = (0..13u8)
        .filter(|&r| counts[usize::from(r)] > 0)
        .max_by_key(|&r| {
            if low {
                (0, (r + 1) % 13)
            } else {
                (counts[usize::from(r)], r)
            }
        })
        .unwrap_or(0);
    let v = (part << 5) | (u64::from(top) << 1) | 1;
    slot.store(v, std::sync::atomic::Ordering::Relaxed);
    v
}

/// Between two [`RANK_KEYS`] entries whose first parts tie, `v`'s (of up cards `up`) against
/// `b`'s (of `b_up`): whether the suit part of `v`'s key is the greater (ties are rare: out of
/// the loop).
#[cold]
#[inline(never)]
fn suit_breaks_tie(v: u64, up: &[Card], b: u64, b_up: &[Card]) -> bool {
    let tie = |v: u64| SuitPart::OfRank(((v >> 1) & 15) as u8);
    tie(v).suit(up) > tie(b).suit(b_up)
}

/// [`crate::eval::bring_in_order`] from the card's index (its rank times four plus its suit,
/// the ace high): the index itself with the ace high (`ace_moved` 0), else (`ace_moved` 4)
/// every rank moved up one and the aces (the last four) wrapped round to the first places.
#[inline]
fn bring_in_key(card: Card, ace_moved: u8) -> u8 {
    let k = card.index() + ace_moved;
    if k >= 52 { k - 52 } else { k }
}

/// Stud's showing key: the shape (2 to 6), the masks of the ranks shown four, three, two times
/// and once, the suit (0 to 3).
fn high_key(shape: u64, groups: [u16; 4], suit: u64) -> u64 {
    let mut key = shape;
    for g in groups {
        key = (key << 13) | u64::from(g & 0x1fff);
    }
    (key << 2) | suit
}

/// Stud's [`showing_key`] by counting the ranks: for up cards listed with a card twice.
fn high_key_by_counts(up: &[Card]) -> u64 {
    let mut counts = [0u8; 13];
    for c in up {
        counts[usize::from(c.rank().index())] += 1;
    }
    // The ranks shown four (or more), three, two times and once.
    let mut groups = [0u16; 4];
    for (r, &k) in counts.iter().enumerate() {
        if k > 0 {
            groups[usize::from(4 - k.min(4))] |= 1 << r;
        }
    }
    let shape = if groups[0] != 0 {
        6
    } else if groups[1] != 0 {
        5
    } else if groups[2].count_ones() >= 2 {
        4
    } else if groups[2] != 0 {
        3
    } else {
        2
    };
    // The suit of the highest card of the top group (the best suit among them).
    let top = groups
        .into_iter()
        .find(|&g| g != 0)
        .map(|g| (15 - g.leading_zeros()) as u8);
    let suit = up
        .iter()
        .filter(|c| Some(c.rank().index()) == top)
        .map(|c| u64::from(c.suit() as u8))
        .max()
        .unwrap_or(0);
    high_key(shape, groups, suit)
}

/// [`showing_key`] by counting the ranks: for up cards listed with a card twice (razz's; its
/// first form, the test's oracle for stud's order as well).
fn showing_key_by_counts(up: &[Card], low: bool) -> u64 {
    // Ranks 0..13 with the ace high (stud) or low (razz: the ace below the deuce).
    let rank = |c: &Card| -> u64 {
        let r = u64::from(c.rank().index());
        if low { (r + 1) % 13 } else { r }
    };
    let mut counts = [0u8; 13];
    for c in up {
        counts[rank(c) as usize] += 1;
    }
    // Groups by (count, rank), largest first: taken highest rank first, then moved up past
    // the smaller groups (an insertion sort of the few there are; ranks differ, so the order
    // is the one of (count, rank)).
    let mut groups = [(0u8, 0u64); 13];
    let mut n = 0;
    for r in (0..13u64).rev() {
        let c = counts[r as usize];
        if c > 0 {
            let mut k = n;
            while k > 0 && groups[k - 1].0 < c {
                groups[k] = groups[k - 1];
                k -= 1;
            }
            groups[k] = (c, r);
            n += 1;
        }
    }
    let groups = &groups[..n];
    let shape = match (groups.first().map(|g| g.0), groups.get(1).map(|g| g.0)) {
        (Some(4), _) => 6,
        (Some(3), _) => 5,
        (Some(2), Some(2)) => 4,
        (Some(2), _) => 3,
        _ => 2,
    };
    let mut key: u64;
    if low {
        // Razz: fewer pairs is better (lower shape), then the lowest ranks from the top: the
        // ranks highest first, each as often as it shows.
        key = 7 - shape;
        let mut taken = 0;
        for r in (0..13u64).rev() {
            for _ in 0..counts[r as usize] {
                if taken < 4 {
                    key = key * 16 + (15 - r);
                    taken += 1;
                }
            }
        }
        for _ in taken..4 {
            key = key * 16 + 15;
        }
    } else {
        key = shape;
        for k in 0..4 {
            key = key * 16 + groups.get(k).map_or(0, |g| g.1 + 1);
        }
    }
    // The suit of the highest card of the hand (its top group's card, the best suit among
    // them; razz: the highest rank's) breaks a tie: spades first.
    let target = if low {
        (0..13u64).rev().find(|&r| counts[r as usize] > 0)
    } else {
        groups.first().map(|g| g.1)
    };
    let suit = up
        .iter()
        .filter(|c| Some(rank(c)) == target)
        .map(|c| u64::from(c.suit() as u8))
        .max()
        .unwrap_or(0);
    key * 4 + suit
}

impl<'h> Table<'h> {
    /// Stud's third street before anyone completes: the bring-in is the bet to face.
    pub fn facing_bring_in(&self) -> bool {
        self.phase == Phase::Betting
            && self.street == Street::Third
            && self.hand.bring_in > 0
            && self.fl_level == 0
    }

    /// Stud: the bring-in is still to be posted (nobody has put a chip in on third street).
    pub fn bring_in_due(&self) -> bool {
        self.facing_bring_in() && self.players[..self.n].iter().all(|p| p.street_bet == 0)
    }

    /// Stud: the seat the cards name to open this round (third street's bring-in card, the best
    /// showing hand later), whether or not it has chips left to act with (a low card all in for
    /// the ante passes the bring-in to its left, RP-10-E).
    pub fn opener_by_cards(&self) -> Option<u8> {
        let i = self.stud_opener()?;
        self.hand.seats.get(i).map(|s| s.seat)
    }

    /// Stud: a pair shows on fourth street (no doubling of the bet for it, RP-10-F).
    pub fn fourth_street_pair(&self) -> bool {
        self.street == Street::Fourth
            && (0..self.n).any(|i| {
                !self.players[i].folded
                    && self
                        .up_cards(i)
                        .is_some_and(|u| u.len() == 2 && u[0].rank() == u[1].rank())
            })
    }

    /// The first round has the blinds in it (hold'em's pre-flop, a draw game's first round).
    pub(super) fn blind_round(&self) -> bool {
        self.street == self.hand.game.first_street()
            && self.hand.game.has_blinds()
            && self.hand.blinds_posted_by != crate::hand::BlindsPostedBy::Nobody
    }

    /// The up cards each player shows in this round.
    #[inline]
    fn up_seen(&self) -> usize {
        match self.street {
            Street::Third => 1,
            Street::Fourth => 2,
            Street::Fifth => 3,
            _ => 4,
        }
    }

    /// The up cards of the player at position `i` as far as this round (None when unknown).
    #[inline]
    pub(super) fn up_cards(&self, i: usize) -> Option<&[Card]> {
        let seen = self.up_seen();
        if let Some(c) = self.shown.last_of(i)
            && c.len() > 2
        {
            // The up cards (`stud_up`: the third to the sixth) as far as this round.
            return Some(&c[2..c.len().min(2 + seen)]);
        }
        let up = self.hand.seats[i].up.as_ref()?;
        (up.len() >= seen).then(|| &up[..seen])
    }

    /// Stud: the position that opens the current round (the bring-in on third street, the
    /// best showing hand later), among the players still in; None when an up card that
    /// decides it is not known.
    ///
    /// One pass over the players beside their seats (no position looked up twice); before
    /// any show (the usual case) a showing round reads each player's ranks' key at its place
    /// in [`RANK_KEYS`] directly ([`Table::dealt_showing_opener`]). Checked against
    /// [`Table::stud_opener_plain`] in debug builds.
    pub(super) fn stud_opener(&self) -> Option<usize> {
        let found = self.stud_opener_by_cards();
        #[cfg(debug_assertions)]
        debug_assert_eq!(found, self.stud_opener_plain());
        found
    }

    /// [`Table::stud_opener`]'s work.
    #[inline]
    fn stud_opener_by_cards(&self) -> Option<usize> {
        let def = self.round_def()?;
        match def.opener {
            Opener::BringIn => {
                // Fourth street's definition: the next round's as kept (third street's next).
                let razz = self.def_of(Street::Fourth)?.opener == Opener::LowShowing;
                let ace_high = !razz && self.hand.conventions.bring_in_ace_high;
                // No cards shown yet (the usual case): each seat's first up card, as
                // `up_cards` gives it on third street.
                let plain = self.shown.is_empty() && self.street == Street::Third;
                // Stud: the lowest card brings in, razz: the highest; as the greatest of
                // the order turned for stud (the first of equals).
                let turn = if razz { 0 } else { u8::MAX };
                let ace_moved = if ace_high { 0 } else { 4 };
                let mut best: Option<(u8, usize)> = None;
                // The live positions by their bits: no folded seat visited.
                let mut live = self.live_mask();
                while live != 0 {
                    let i = live.trailing_zeros() as usize;
                    live &= live - 1;
                    let first = if plain {
                        self.hand.seats.get(i)?.up.as_deref()?.first()
                    } else {
                        self.up_cards(i)?.first()
                    };
                    let first = *first?;
                    let k = bring_in_key(first, ace_moved);
                    debug_assert_eq!(k, crate::eval::bring_in_order(first, ace_high));
                    let k = k ^ turn;
                    if best.is_none_or(|(b, _)| k > b) {
                        best = Some((k, i));
                    }
                }
                best.map(|b| b.1)
            }
            Opener::HighShowing | Opener::LowShowing => {
                let low = def.opener == Opener::LowShowing;
                let seen = self.up_seen();
                if self.shown.is_empty()
                    && let Some(found) = self.dealt_showing_opener(low, seen)
                {
                    return found;
                }
                // The greatest key, the first of equals: the suits read only between hands
                // whose ranks tie.
                let mut best: Option<(Showing<'_>, usize)> = None;
                let mut live = self.live_mask();
                while live != 0 {
                    let i = live.trailing_zeros() as usize;
                    live &= live - 1;
                    let up = self.up_cards(i)?;
                    let (part, tie) = showing_part(up, low);
                    debug_assert_eq!(part * 4 + u64::from(tie.suit(up)), showing_key(up, low));
                    let this = (part, tie, up);
                    if best.is_none_or(|(b, _)| greater_showing(this, b)) {
                        best = Some((this, i));
                    }
                }
                best.map(|b| b.1)
            }
            Opener::Position => None,
        }
    }

    /// The positions still holding cards (not folded), a bit each: `active` (those with chips
    /// behind) where it counts every live player, the usual case (nobody live is all in), else
    /// a pass over the players. Checked against the pass in debug builds.
    #[inline]
    pub(super) fn live_mask(&self) -> u16 {
        let active = self.active();
        let live = if usize::from(ONES[usize::from(active) % ONES.len()]) == self.live {
            active
        } else {
            self.live_of_players()
        };
        debug_assert_eq!(live, self.live_of_players());
        live
    }

    /// The positions not folded, a bit each, from the players: [`Table::live_mask`]'s plain
    /// form.
    #[cold]
    #[inline(never)]
    pub(super) fn live_of_players(&self) -> u16 {
        (0..self.n)
            .filter(|&i| !self.players[i].folded)
            .fold(0, |m, i| m | 1 << i)
    }

    /// A showing round's opener before any show (`seen`, one to four, up cards each from the
    /// hand's seats): each live player's [`RANK_KEYS`] entry read at the place of its ranks
    /// (as [`showing_part`] finds it: the ranks not yet shown count as 13), the greatest
    /// first part first, the suits read only where the first parts tie. None (the general
    /// loop decides) where a place falls outside the table.
    #[inline]
    fn dealt_showing_opener(&self, low: bool, seen: usize) -> Option<Option<usize>> {
        // The places below the ranks shown: their scale, and the 13s they hold.
        let (scale, pad) = match seen {
            1 => (14 * 14 * 14, 13 * (14 * 14 + 14 + 1)),
            2 => (14 * 14, 13 * (14 + 1)),
            3 => (14, 13),
            _ => (1, 0),
        };
        let base = pad + usize::from(low) * RANK_PATTERNS;
        let seats = self.hand.seats.get(..self.n)?;
        fn up_of(s: &crate::hand::Seat, seen: usize) -> Option<&[Card]> {
            s.up.as_deref()?.get(..seen)
        }
        // The greatest entry (its first part: `>> 5`) and its position; the live positions by
        // their bits (no folded seat visited).
        let mut best: Option<(u64, usize)> = None;
        let mut live = self.live_mask();
        while live != 0 {
            let i = live.trailing_zeros() as usize;
            live &= live - 1;
            let Some(up) = seats.get(i).and_then(|s| up_of(s, seen)) else {
                return Some(None);
            };
            // The ranks shown, in order, in base 14: straight-line code for each count.
            let r = |c: &Card| usize::from(c.index() >> 2);
            let at = match *up {
                [a, b] => r(&a) * 14 + r(&b),
                [a, b, c] => (r(&a) * 14 + r(&b)) * 14 + r(&c),
                [a, b, c, d] => ((r(&a) * 14 + r(&b)) * 14 + r(&c)) * 14 + r(&d),
                _ => up.iter().fold(0, |at, c| at * 14 + r(c)),
            };
            let at = at * scale + base;
            debug_assert_eq!(at, rank_place(up, low));
            let slot = RANK_KEYS.get(at)?;
            let v = match slot.load(std::sync::atomic::Ordering::Relaxed) {
                0 => rank_key_worked_out(up, low, slot),
                v => v,
            };
            match best {
                Some((b, _)) if v >> 5 < b >> 5 => {}
                Some((b, j)) if v >> 5 == b >> 5 => {
                    let b_up = up_of(&seats[j], seen).unwrap_or_default();
                    if suit_breaks_tie(v, up, b, b_up) {
                        best = Some((v, i));
                    }
                }
                _ => best = Some((v, i)),
            }
        }
        Some(best.map(|b| b.1))
    }

    /// [`Table::stud_opener`] as first written (each live position's up cards looked up, every
    /// showing key by [`showing_part`]): the debug builds' and the tests' check.
    #[cfg(any(test, debug_assertions))]
    pub(super) fn stud_opener_plain(&self) -> Option<usize> {
        let game = self.hand.game;
        let def = self.round_def()?;
        let live = (0..self.n).filter(|&i| !self.players[i].folded);
        match def.opener {
            Opener::BringIn => {
                let razz = game.street_def(Street::Fourth)?.opener == Opener::LowShowing;
                let ace_high = !razz && self.hand.conventions.bring_in_ace_high;
                let mut best: Option<(u8, usize)> = None;
                for i in live {
                    let k = crate::eval::bring_in_order(*self.up_cards(i)?.first()?, ace_high);
                    // Stud: the lowest card; razz: the highest.
                    let better = match best {
                        None => true,
                        Some((b, _)) => (razz && k > b) || (!razz && k < b),
                    };
                    if better {
                        best = Some((k, i));
                    }
                }
                best.map(|b| b.1)
            }
            Opener::HighShowing | Opener::LowShowing => {
                let low = def.opener == Opener::LowShowing;
                let mut best: Option<(u64, usize)> = None;
                for i in live {
                    let k = showing_key(self.up_cards(i)?, low);
                    if best.is_none_or(|(b, _)| k > b) {
                        best = Some((k, i));
                    }
                }
                best.map(|b| b.1)
            }
            Opener::Position => None,
        }
    }

    /// The first player to act in a new round: by position, or in stud by the cards (the
    /// first after the opener with chips, when the opener is all-in).
    pub(super) fn round_opener(&mut self) -> Option<usize> {
        if self.hand.game.family() != Family::Stud {
            return self.find_actor(self.first_after_button);
        }
        self.opener_open = false;
        match self.stud_opener() {
            Some(i) => self.find_actor(i),
            None => {
                // Not known: the first player to act in the log opens.
                let first = self.find_actor(0);
                self.opener_open = first.is_some();
                first
            }
        }
    }

    /// Stud: a spot's round that nobody has acted in yet is opened by the cards (the bring-in on
    /// third street, the best showing hand later, RP-10): the seat the spot names to act must
    /// be that one, where every live seat's up cards are known.
    pub(super) fn check_spot_opener(&self, spot: &crate::hand::Spot) -> Result<(), HandError> {
        // Nothing in front and nobody acted (a seat folded without acting folded on an earlier
        // street).
        let unstarted = spot.players.iter().all(|p| !p.acted && p.in_front == 0);
        if self.hand.game.family() != Family::Stud || !unstarted {
            return Ok(());
        }
        let Some(opener) = self.stud_opener().and_then(|o| self.find_actor(o)) else {
            return Ok(());
        };
        if self.hand.seat_index(spot.to_act) == Some(opener) {
            return Ok(());
        }
        Err(HandError::invalid(
            "spot.to_act",
            Errors::SpotOpenerByCards {
                seat: spot.to_act,
                opener: self.hand.seats[opener].seat,
                street: self.street.name(),
            },
        ))
    }

    /// Stud's third street: the bring-in is the bet to face until it is posted or completed.
    pub(super) fn start_bring_in(&mut self) {
        if self.street == Street::Third && self.hand.bring_in > 0 {
            self.current_bet = self.hand.bring_in;
            self.fl_level = 0;
            self.bets_this_street = 0;
            self.opening_bet = self.hand.bring_in;
        }
    }

    /// Draw games: the players who must draw before the next round.
    pub(super) fn start_draw(&mut self) {
        self.pending_draw = (0..self.n)
            .filter(|&i| !self.players[i].folded)
            .fold(0u16, |m, i| m | (1 << i));
    }

    /// A player's draw: throw and take as many; the next round starts once every live player
    /// has drawn.
    pub(super) fn apply_draw(
        &mut self,
        index: usize,
        i: usize,
        act: &crate::hand::Act,
    ) -> Result<(), HandError> {
        let seat = self.hand.seats[i].seat;
        let next = match self.phase {
            Phase::AwaitingDeal(next) => Some(next),
            Phase::Closed => self.next_round_def().map(|d| d.street),
            _ => None,
        }
        .filter(|s| self.def_of(*s).is_some_and(|d| d.draw));
        let Some(next) = next else {
            return Err(HandError::illegal(index, None, Errors::NoDrawNow { seat }));
        };
        if self.pending_draw == 0 && !self.players[i].folded {
            self.start_draw();
        }
        if self.pending_draw & (1 << i) == 0 {
            return Err(HandError::illegal(
                index,
                None,
                Errors::DrewAlready { seat },
            ));
        }
        self.pending_draw &= !(1 << i);
        if let crate::hand::Act::Draw {
            count,
            discards,
            cards,
        } = act
        {
            let held = self.held[i].take();
            self.held[i] = match (held, discards, cards) {
                (Some(h), Some(d), Some(c)) => {
                    if d.iter().all(|x| h.contains(x)) {
                        Some(h.redrawn(d, c))
                    } else {
                        None
                    }
                }
                (Some(h), _, _) if *count == 0 => Some(h),
                _ => None,
            };
        }
        if self.pending_draw == 0 {
            self.finish_draw(next);
        }
        Ok(())
    }

    /// Every live player has drawn (or the log went on without their draws): the round.
    pub(super) fn finish_draw(&mut self, next: Street) {
        // The positions still to draw, by their bits (none, the usual case, when the last
        // draw finishes the round).
        debug_assert_eq!(self.pending_draw >> self.n, 0);
        let mut missed = self.pending_draw;
        while missed != 0 {
            // A draw the log leaves out: the hand is no longer known.
            self.held[missed.trailing_zeros() as usize] = None;
            missed &= missed - 1;
        }
        self.pending_draw = 0;
        if self.phase == Phase::Closed {
            self.set_street(next);
        } else {
            self.start_street(next);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::table::FewCards;
    use super::*;

    /// [`FewCards::redrawn`]'s one pass against the plain list (the cards not thrown, in their
    /// order, then those received, as [`FewCards::of`] keeps them) on 50,000 random held hands
    /// (none to ten cards, some with a card twice), discards and cards received: the same
    /// cards, the same form (in place or on the heap) and the same places past the cards.
    #[test]
    fn redrawn_is_the_plain_list() {
        let mut rng = crate::test_rng::XorShift::new(0x9e37_79b9_7f4a_7c15);
        let mut next = |m: u64| rng.below(m);
        let card = |k: u64| Card::from_index(k as u8).unwrap();
        for _ in 0..50_000 {
            let held: Vec<Card> = (0..next(11)).map(|_| card(next(12))).collect();
            let held = if held.is_empty() || next(4) == 0 {
                FewCards::Heap(held)
            } else {
                FewCards::of(&held)
            };
            let discards: Vec<Card> = (0..next(5)).map(|_| card(next(14))).collect();
            let cards: Vec<Card> = (0..next(7)).map(|_| card(next(52))).collect();
            let kept: Vec<Card> = held
                .iter()
                .filter(|x| !discards.contains(x))
                .chain(&cards)
                .copied()
                .collect();
            let (new, plain) = (held.redrawn(&discards, &cards), FewCards::of(&kept));
            assert_eq!(
                format!("{new:?}"),
                format!("{plain:?}"),
                "{held:?} {discards:?} {cards:?}"
            );
        }
    }

    /// Each game's rounds are distinct (the next round's definition is the one after its
    /// round's, as `next_street` and `street_def` find them), and a game without a board deals
    /// no board card before any round (a deal with no cards leaves its board as it is).
    #[test]
    fn game_rounds_as_the_replay_reads_them() {
        use crate::hand::Game;
        for game in Game::all() {
            let streets = game.def().streets;
            for (k, d) in streets.iter().enumerate() {
                assert!(
                    game.street_def(d.street)
                        .is_some_and(|f| std::ptr::eq(f, d)),
                    "{game:?}"
                );
                assert_eq!(
                    game.next_street(d.street),
                    streets.get(k + 1).map(|n| n.street),
                    "{game:?}"
                );
                if !game.has_board() {
                    assert_eq!(game.board_before(d.street), 0, "{game:?}");
                    assert_eq!(game.board_cards(d.street), 0, "{game:?}");
                }
            }
        }
    }

    /// [`Table::stud_opener`] (the live positions by their bits, [`Table::live_mask`]; before
    /// any show, the ranks' keys read in place) against [`Table::stud_opener_plain`] (every
    /// position looked at, every whole showing key compared) on 30,000 random stud, stud/8 and
    /// razz tables, each at every round: two to eight seats, up cards from one deck (now and
    /// then none, too few, more than four, or a card twice), players folded at random and some
    /// all in (live without chips: the live positions are then not `active`), shows now and
    /// then, the house's ace either way.
    #[test]
    fn stud_opener_is_the_plain_one() {
        use crate::replay::tests::hand;
        let mut rng = crate::test_rng::XorShift::new(0x51f1_5eed_0bad_cafe);
        let card = |k: u64| Card::from_index(k as u8).unwrap();
        let (mut checked, mut showing, mut known) = (0, 0, 0);
        for round in 0..30_000 {
            let game = ["STUD", "STUD8", "RAZZ"][round % 3];
            let n = 2 + rng.below(7) as usize;
            let seats: Vec<_> = (0..n)
                .map(|k| serde_json::json!({"seat": k + 1, "stack": 1000}))
                .collect();
            let mut h = hand(serde_json::json!({"game": game, "ante": 10, "bring_in": 20,
                "limits": {"small_bet": 100, "big_bet": 200}, "seats": seats, "actions": []}));
            h.conventions.bring_in_ace_high = rng.below(4) != 0;
            // One deck dealt in turn; a few ranks only now and then (ties the suits break).
            let mut deck: Vec<u64> = (0..52).collect();
            for k in (1..52).rev() {
                deck.swap(k, rng.below(k as u64 + 1) as usize);
            }
            let few_ranks = rng.below(3) == 0;
            let mut dealt = deck.into_iter().cycle();
            for s in &mut h.seats {
                let len = match rng.below(40) {
                    0 => None,
                    1 => Some(rng.below(4) as usize),
                    2 => Some(5 + rng.below(3) as usize),
                    _ => Some(4),
                };
                s.up = len.map(|len| {
                    (0..len)
                        .map(|_| {
                            let k = dealt.next().unwrap_or(0);
                            if few_ranks {
                                card(k % 12 + 40)
                            } else {
                                card(k)
                            }
                        })
                        .collect()
                });
                if rng.below(60) == 0
                    && let Some(up) = s.up.as_mut()
                    && up.len() > 1
                {
                    up[1] = up[0];
                }
            }
            let mut t = Table::seated(&h);
            t.seat_players();
            for d in h.game.def().streets {
                t.set_street(d.street);
                for i in 0..n {
                    match rng.below(12) {
                        0 | 1 => t.fold_at(i),
                        // All in (still live): the live positions are no longer `active`.
                        2 => {
                            t.players[i].stack = 0;
                            t.sync_active(i);
                        }
                        _ => {}
                    }
                }
                if rng.below(10) == 0 {
                    let i = rng.below(n as u64) as usize;
                    let shown: Vec<Card> = (0..rng.below(8)).map(|_| card(rng.below(52))).collect();
                    t.shown.push(i, &shown);
                }
                let found = t.stud_opener_by_cards();
                assert_eq!(
                    found,
                    t.stud_opener_plain(),
                    "{game} round {round} {:?}",
                    d.street
                );
                checked += 1;
                showing += usize::from(d.opener != Opener::BringIn);
                known += usize::from(found.is_some());
            }
        }
        assert!(
            checked > 100_000 && showing > 80_000 && known > 80_000,
            "{checked} {showing} {known}"
        );
    }

    /// [`ONES`] is the count of the set bits of every mask of a table's positions.
    #[test]
    fn ones_counts_the_bits() {
        for (k, &ones) in ONES.iter().enumerate() {
            assert_eq!(u32::from(ones), k.count_ones(), "{k:#b}");
        }
    }

    /// [`bring_in_key`] is [`crate::eval::bring_in_order`] for every card, the ace high and low.
    #[test]
    fn bring_in_key_is_the_bring_in_order() {
        for k in 0..52 {
            let c = Card::from_index(k).unwrap();
            for (ace_high, moved) in [(true, 0), (false, 4)] {
                assert_eq!(
                    bring_in_key(c, moved),
                    crate::eval::bring_in_order(c, ace_high),
                    "{c:?} {ace_high}"
                );
            }
        }
    }

    /// [`Table::finish_draw`] forgets the hands of the positions still to draw (read by their
    /// bits) as the plain loop over every position does, on 20,000 random triple-draw tables
    /// of two to ten seats: each hand known or not, each position still to draw or not.
    #[test]
    fn finish_draw_forgets_the_draws_left_out() {
        use crate::replay::tests::hand;
        let mut rng = crate::test_rng::XorShift::new(0x0dd_d1ce_5eed_0001);
        let card = |k: u64| Card::from_index(k as u8).unwrap();
        let (mut forgotten, mut kept) = (0, 0);
        for round in 0..20_000 {
            let n = 2 + rng.below(9) as usize;
            let seats: Vec<_> = (0..n)
                .map(|k| serde_json::json!({"seat": k + 1, "stack": 1000}))
                .collect();
            let h = hand(
                serde_json::json!({"game": "TD27", "blinds": {"small": 50, "big": 100},
                "button": 1, "seats": seats, "actions": []}),
            );
            let mut t = Table::seated(&h);
            t.seat_players();
            t.held = (0..n)
                .map(|_| {
                    (rng.below(4) != 0).then(|| {
                        let cards: Vec<Card> = (0..5).map(|_| card(rng.below(52))).collect();
                        FewCards::of(&cards)
                    })
                })
                .collect();
            t.pending_draw = (rng.below(1 << n) as u16) & if round % 4 == 0 { 0 } else { u16::MAX };
            let mut plain = t.held.clone();
            for (k, held) in plain.iter_mut().enumerate() {
                if t.pending_draw & (1 << k) != 0 {
                    *held = None;
                }
            }
            let next = h.game.def().streets[1].street;
            t.finish_draw(next);
            assert_eq!(t.pending_draw, 0);
            assert_eq!(
                format!("{:?}", t.held),
                format!("{plain:?}"),
                "round {round}"
            );
            forgotten += plain.iter().filter(|h| h.is_none()).count();
            kept += plain.iter().filter(|h| h.is_some()).count();
        }
        assert!(forgotten > 20_000 && kept > 20_000, "{forgotten} {kept}");
    }

    /// The showing key as first written (groups sorted, ranks by an iterator): the oracle.
    fn showing_key_oracle(up: &[Card], low: bool) -> u64 {
        let rank = |c: &Card| -> u64 {
            let r = u64::from(c.rank().index());
            if low { (r + 1) % 13 } else { r }
        };
        let mut counts = [0u8; 13];
        for c in up {
            counts[rank(c) as usize] += 1;
        }
        let mut groups = [(0u8, 0u64); 13];
        let mut n = 0;
        for r in 0..13u64 {
            if counts[r as usize] > 0 {
                groups[n] = (counts[r as usize], r);
                n += 1;
            }
        }
        let groups = &mut groups[..n];
        groups.sort_unstable_by(|a, b| b.cmp(a));
        let mut sizes = [0u8; 13];
        for (s, g) in sizes.iter_mut().zip(groups.iter()) {
            *s = g.0;
        }
        let shape = match &sizes[..n] {
            [4, ..] => 6,
            [3, ..] => 5,
            [2, 2, ..] => 4,
            [2, ..] => 3,
            _ => 2,
        };
        let mut key: u64;
        if low {
            key = 7 - shape;
            let mut ranks = (0..13u64)
                .rev()
                .flat_map(|r| std::iter::repeat_n(r, usize::from(counts[r as usize])));
            for _ in 0..4 {
                key = key * 16 + ranks.next().map_or(15, |r| 15 - r);
            }
        } else {
            key = shape;
            for k in 0..4 {
                key = key * 16 + groups.get(k).map_or(0, |g| g.1 + 1);
            }
        }
        let top = groups.first().map(|g| g.1);
        let suit = up
            .iter()
            .filter(|c| Some(rank(c)) == top || low)
            .filter(|c| !low || Some(rank(c)) == up.iter().map(rank).max())
            .map(|c| u64::from(c.suit() as u8))
            .max()
            .unwrap_or(0);
        key * 4 + suit
    }

    /// The showing key by the look-up of its ranks part against [`showing_key`], stud and
    /// razz: every list of one to three cards (a card may be listed twice), 300,000 random
    /// lists of four, and lists of none and of five to seven (the plain key's).
    #[test]
    fn showing_key_by_ranks_is_showing_key() {
        let card = |k: u64| Card::from_index(k as u8).unwrap();
        for low in [false, true] {
            for a in 0..52 {
                for b in 0..=52 {
                    for c in 0..=52 {
                        let up: Vec<Card> = [a, b, c]
                            .into_iter()
                            .take_while(|&k| k < 52)
                            .map(card)
                            .collect();
                        if up.len() < 3 && c < 52 {
                            continue;
                        }
                        assert_eq!(
                            showing_key_by_ranks(&up, low),
                            showing_key(&up, low),
                            "{up:?} {low}"
                        );
                    }
                }
            }
        }
        let mut rng = crate::test_rng::XorShift::new(0x2545_f491_4f6c_dd1d);
        let mut next = |m: u64| rng.below(m);
        for k in 0..300_000 {
            let n = if k % 10 == 0 {
                [0, 5, 6, 7][k / 10 % 4]
            } else {
                4
            };
            let up: Vec<Card> = (0..n).map(|_| card(next(52))).collect();
            let low = next(2) == 0;
            assert_eq!(
                showing_key_by_ranks(&up, low),
                showing_key(&up, low),
                "{up:?} {low}"
            );
        }
    }

    /// [`greater_showing`] (the suits read only where the ranks tie) against the full keys
    /// order on 400,000 random pairs of up cards, stud and razz, most of them of the same ranks
    /// (each pair's second hand the first's ranks in other suits, or another hand), of one to
    /// four cards and some of none or five.
    #[test]
    fn greater_showing_is_the_keys_order() {
        let card = |k: u64| Card::from_index(k as u8).unwrap();
        let mut rng = crate::test_rng::XorShift::new(0x9e37_79b9_7f4a_7c15);
        let mut next = |m: u64| rng.below(m);
        let (mut ties, mut greater) = (0, 0);
        for k in 0..400_000 {
            let n = if k % 50 == 0 {
                [0, 5][k / 50 % 2]
            } else {
                1 + next(4)
            };
            let a: Vec<Card> = (0..n).map(|_| card(next(52))).collect();
            let b: Vec<Card> = if next(4) == 0 {
                let m = if k % 50 == 25 { 5 } else { 1 + next(4) };
                (0..m).map(|_| card(next(52))).collect()
            } else {
                // The same ranks in the same order, the suits drawn again.
                a.iter()
                    .map(|c| card(u64::from(c.index() & !3) + next(4)))
                    .collect()
            };
            let low = next(2) == 0;
            let (pa, ta) = showing_part(&a, low);
            let (pb, tb) = showing_part(&b, low);
            let (ka, kb) = (showing_key(&a, low), showing_key(&b, low));
            assert_eq!(pa * 4 + u64::from(ta.suit(&a)), ka, "{a:?} {low}");
            assert_eq!(
                greater_showing((pa, ta, &a), (pb, tb, &b)),
                ka > kb,
                "{a:?} {b:?} {low}"
            );
            ties += usize::from(pa == pb);
            greater += usize::from(ka > kb);
        }
        // Both outcomes, and the ties that read the suits, were met often.
        assert!(ties > 100_000 && greater > 100_000, "{ties} {greater}");
    }

    /// Every set of up to three up cards, and four-card sets across the deck, keyed as the
    /// oracle keys them, for stud and razz.
    #[test]
    fn showing_key_is_the_oracles() {
        let deck: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
        let mut sets: Vec<Vec<Card>> = vec![vec![]];
        for a in 0..52 {
            sets.push(vec![deck[a]]);
            for b in a + 1..52 {
                sets.push(vec![deck[a], deck[b]]);
                for c in b + 1..52 {
                    sets.push(vec![deck[a], deck[b], deck[c]]);
                }
            }
        }
        // Four cards: every rank pattern, with suits turning.
        for a in 0..52 {
            for b in (a + 1..52).step_by(3) {
                for c in (b + 1..52).step_by(5) {
                    for d in (c + 1..52).step_by(7) {
                        sets.push(vec![deck[a], deck[b], deck[c], deck[d]]);
                        sets.push(vec![deck[d], deck[b], deck[a], deck[c]]);
                    }
                }
            }
        }
        // A card listed twice (a fouled deck's evidence): counted as listed.
        for a in (0..52).step_by(3) {
            for b in (0..52).step_by(7) {
                sets.push(vec![deck[a], deck[a]]);
                sets.push(vec![deck[a], deck[b], deck[a]]);
                sets.push(vec![deck[b], deck[a], deck[a], deck[(a + b) % 52]]);
            }
        }
        // Razz: the oracle's keys. Stud: the oracle's order (the keys sorted by the oracle's
        // come in the same order, equal where the oracle's are equal), across the sizes too.
        for up in &sets {
            assert_eq!(
                showing_key(up, true),
                showing_key_oracle(up, true),
                "{up:?} low"
            );
        }
        let mut keyed: Vec<(u64, u64, &Vec<Card>)> = sets
            .iter()
            .map(|up| (showing_key_oracle(up, false), showing_key(up, false), up))
            .collect();
        keyed.sort_unstable();
        for w in keyed.windows(2) {
            let ((o1, k1, a), (o2, k2, b)) = (w[0], w[1]);
            assert_eq!(o1 == o2, k1 == k2, "{a:?} {b:?}");
            assert!(o1 == o2 || k1 < k2, "{a:?} {b:?}");
        }
    }
}
