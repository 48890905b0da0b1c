//! Main and side pots by contribution layers, and splitting a pot with odd chips
//! (Rules 20 and 21).

use super::few::Few;
use crate::hand::{Chips, MAX_PLAYERS as M};
use serde::{Deserialize, Serialize};

/// Main or side pot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PotKind {
    /// The main pot: every live player is eligible.
    Main,
    /// A side pot: only players who put in enough.
    Side,
}

/// One seat's share of a pot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Share {
    /// The winner's seat.
    pub seat: u8,
    /// The chips won.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub amount: Chips,
}

/// A pot: its amount, who may win it, who did, and the shares.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Pot {
    /// Main or side.
    pub kind: PotKind,
    /// The chips in the pot.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub amount: Chips,
    /// Seats eligible to win it.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<u8>))]
    pub eligible: Few<u8>,
    /// Winners, clockwise from the first seat left of the button; empty when unknown.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<u8>))]
    pub winners: Few<u8>,
    /// What each winner gets (odd chips included).
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<Share>))]
    pub shares: Few<Share, 4>,
    /// Positions (not seats) of the eligible players.
    #[serde(skip)]
    pub eligible_idx: Few<usize>,
}

/// Build pots from what each player put in (`totals`, by position, antes included), the antes
/// among it (`dead`), and who still holds cards.
///
/// Antes are dead money and go to the main pot whoever paid them, but a live player all-in for
/// less than the ante wins only as much of each other player's ante as it put in: the antes are
/// then cut in layers at such players' antes first. The bets are cut in layers at each live
/// player's bet total; a folded player's bets are dead money in the layers they reach. Layers
/// with the same eligible players are merged. Main pot first.
pub fn build_pots(totals: &[Chips], dead: &[Chips], live: &[bool]) -> Vec<Pot> {
    build_pots_short(totals, dead, live, &[])
}

/// [`build_pots`], where `short` lists the positions of live players all-in for less than
/// their ante (they win only as much of each ante as they paid).
#[inline]
pub fn build_pots_short(
    totals: &[Chips],
    dead: &[Chips],
    live: &[bool],
    short: &[usize],
) -> Vec<Pot> {
    if short.is_empty()
        && let Some(pots) = one_pot(totals, dead, live)
    {
        return pots;
    }
    layered_pots(totals, dead, live, short)
}

/// [`build_pots_short`] with nobody short of an ante, where every live player put in as much
/// as the others (no side pot): one layer, every chip in it, every live player eligible. None
/// otherwise (or with no live player).
#[inline]
fn one_pot(totals: &[Chips], dead: &[Chips], live: &[bool]) -> Option<Vec<Pot>> {
    let n = totals.len().min(dead.len());
    if live.len() < n {
        return None;
    }
    one_pot_of(n, |i| (totals[i], dead[i], live[i]))
}

/// [`one_pot`] of the `n` players whose chips put in, antes among them, and whether they hold
/// cards `player(i)` gives (read where they are kept, with no list made of them).
#[inline]
pub(super) fn one_pot_of(
    n: usize,
    player: impl Fn(usize) -> (Chips, Chips, bool),
) -> Option<Vec<Pot>> {
    if n > M {
        return None;
    }
    let (mut eligible, mut m) = ([0usize; M], 0);
    let (mut level, mut amount, mut antes): (Option<Chips>, Chips, Chips) = (None, 0, 0);
    for i in 0..n {
        let (total, dead, live) = player(i);
        let bet = total - dead;
        amount += bet;
        antes += dead;
        if live {
            if level.is_some_and(|l| l != bet) {
                return None;
            }
            level = Some(bet);
            eligible[m] = i;
            m += 1;
        }
    }
    level?;
    // `push_layer` on no pot: none for no chip, else the main pot, made where it stays.
    let amount = amount + antes;
    if amount == 0 {
        return Some(Vec::with_capacity(1));
    }
    // The positions taken from the array they were listed in (no copy value by value).
    let eligible_idx = Few::from_array(m, eligible);
    Some(vec![Pot {
        kind: PotKind::Main,
        amount,
        eligible: Few::new(),
        winners: Few::new(),
        shares: Few::new(),
        eligible_idx,
    }])
}

/// [`build_pots_short`] by layers (see [`build_pots`]).
fn layered_pots(totals: &[Chips], dead: &[Chips], live: &[bool], short: &[usize]) -> Vec<Pot> {
    let n = totals.len().min(dead.len());
    // Scratch of one amount per position: on the stack for a table's worth of players.
    let (mut bets_stack, mut levels_stack, mut heap) = ([0; M], [0; M], Vec::new());
    let (bets, levels): (&mut [Chips], &mut [Chips]) = if n <= M {
        (&mut bets_stack[..n], &mut levels_stack[..n])
    } else {
        heap.resize(2 * n, 0);
        heap.split_at_mut(n)
    };
    for ((b, t), d) in bets.iter_mut().zip(totals).zip(dead) {
        *b = t - d;
    }
    let short: Vec<usize> = short
        .iter()
        .copied()
        .filter(|&i| i < totals.len() && live[i] && bets[i] == 0)
        .collect();
    // The live players' bet totals, each once, smallest first.
    let mut count = 0;
    for (t, _) in bets.iter().zip(live).filter(|(_, l)| **l) {
        levels[count] = *t;
        count += 1;
    }
    let levels = &mut levels[..count];
    levels.sort_unstable();
    let mut distinct = 0;
    for k in 0..levels.len() {
        if k == 0 || levels[k] != levels[distinct - 1] {
            levels[distinct] = levels[k];
            distinct += 1;
        }
    }
    let levels = &levels[..distinct];
    // A pot a layer at most: room for them all at once (a pot is large, and the growth of a
    // vector from none would ask for more than a small allocation's worth).
    let mut pots: Vec<Pot> = Vec::with_capacity(levels.len() + short.len());
    let mut antes: Chips = dead.iter().sum();
    if !short.is_empty() {
        let mut levels: Vec<Chips> = short.iter().map(|&i| dead[i]).collect();
        levels.sort_unstable();
        levels.dedup();
        let mut prev = 0;
        for &level in &levels {
            let amount: Chips = dead.iter().map(|&d| d.min(level) - d.min(prev)).sum();
            let eligible_idx: Vec<usize> = (0..totals.len())
                .filter(|&i| live[i] && (!short.contains(&i) || dead[i] >= level))
                .collect();
            prev = level;
            antes -= amount;
            push_layer(&mut pots, amount, &eligible_idx);
        }
    }
    let totals = &*bets;
    let mut eligible_stack = [0usize; M];
    let mut eligible_heap = Vec::new();
    let eligible: &mut [usize] = if totals.len() <= M {
        &mut eligible_stack[..totals.len()]
    } else {
        eligible_heap.resize(totals.len(), 0);
        &mut eligible_heap
    };
    let mut prev = 0;
    for (k, &level) in levels.iter().enumerate() {
        // The top layer also takes any dead chips above it (there are none once uncalled
        // chips have been returned, but never lose a chip).
        let hi = if k + 1 == levels.len() {
            Chips::MAX
        } else {
            level
        };
        let mut amount: Chips = totals.iter().map(|&t| t.min(hi) - t.min(prev)).sum();
        if k == 0 {
            amount += antes;
        }
        let mut m = 0;
        for i in (0..totals.len())
            .filter(|&i| live[i] && totals[i] >= level && !(level == 0 && short.contains(&i)))
        {
            eligible[m] = i;
            m += 1;
        }
        // Nobody else is left to win the rest of the antes: the short stacks keep their claim
        // (no chip is lost).
        if m == 0 {
            for i in (0..totals.len()).filter(|&i| live[i]) {
                eligible[m] = i;
                m += 1;
            }
        }
        prev = level;
        push_layer(&mut pots, amount, &eligible[..m]);
    }
    pots
}

/// Add a layer of chips: merged into the last pot when the same players may win it.
fn push_layer(pots: &mut Vec<Pot>, amount: Chips, eligible_idx: &[usize]) {
    if amount == 0 {
        return;
    }
    match pots.last_mut() {
        Some(p) if p.eligible_idx == eligible_idx => p.amount += amount,
        _ => {
            pots.push(Pot {
                kind: if pots.is_empty() {
                    PotKind::Main
                } else {
                    PotKind::Side
                },
                amount,
                eligible: Few::new(),
                winners: Few::new(),
                shares: Few::new(),
                eligible_idx: Few::new(),
            });
            if let Some(p) = pots.last_mut() {
                p.eligible_idx.extend_from_slice(eligible_idx);
            }
        }
    }
}

/// Split `amount` among `winners` (already in order from the first seat left of the button).
///
/// The pot is broken down to the smallest chip; each winner gets an equal number of chips and
/// the odd chips go one each to the first winners left of the button (Rule 20-A). An amount
/// that is not a multiple of the smallest chip leaves a remainder, which goes to the first.
pub fn split_pot(amount: Chips, winners: &[usize], smallest_chip: Chips) -> Vec<(usize, Chips)> {
    split_shares(amount, winners, smallest_chip).collect()
}

/// [`split_pot`]'s shares, one by one.
pub(super) fn split_shares(
    amount: Chips,
    winners: &[usize],
    smallest_chip: Chips,
) -> impl Iterator<Item = (usize, Chips)> + '_ {
    let chip = smallest_chip.max(1);
    let units = amount / chip;
    let rest = amount % chip;
    let w = (winners.len() as Chips).max(1);
    let (q, r) = (units / w, units % w);
    winners.iter().enumerate().map(move |(k, &i)| {
        let mut a = q * chip;
        if (k as Chips) < r {
            a += chip;
        }
        if k == 0 {
            a += rest;
        }
        (i, a)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One pot where every live player put in as much as the others, against the layers, on
    /// random tables (up to ten players, antes, folded players' dead chips, nobody live).
    #[test]
    fn one_pot_is_the_layers_pot() {
        let mut rng = crate::test_rng::XorShift::new(0x9E37_79B9_7F4A_7C15);
        let mut next = || rng.next();
        let (mut one, mut other) = (0, 0);
        for _ in 0..60_000 {
            let n = (next() % 11) as usize;
            let level = next() % 4 * 100;
            let mut totals = vec![0; n];
            let mut dead = vec![0; n];
            let mut live = vec![false; n];
            for i in 0..n {
                live[i] = next() % 4 != 0;
                dead[i] = if next() % 3 == 0 { next() % 3 * 25 } else { 0 };
                let bet = if live[i] && next() % 8 != 0 {
                    level
                } else {
                    next() % 5 * 100
                };
                totals[i] = bet + dead[i];
            }
            match one_pot(&totals, &dead, &live) {
                Some(pots) => {
                    assert_eq!(
                        pots,
                        layered_pots(&totals, &dead, &live, &[]),
                        "{totals:?} {dead:?} {live:?}"
                    );
                    one += 1;
                }
                None => other += 1,
            }
            assert_eq!(
                build_pots(&totals, &dead, &live),
                layered_pots(&totals, &dead, &live, &[])
            );
        }
        assert!(one > 20_000 && other > 10_000, "{one} {other}");
    }

    #[test]
    fn side_pots_by_layers() {
        // A all-in 700, B and C 2700 each, D folded after putting in 100.
        let pots = build_pots(&[700, 2700, 2700, 100], &[0; 4], &[true, true, true, false]);
        assert_eq!(pots.len(), 2);
        assert_eq!(pots[0].amount, 700 * 3 + 100);
        assert_eq!(pots[0].eligible_idx, vec![0, 1, 2]);
        assert_eq!(pots[1].amount, 4000);
        assert_eq!(pots[1].eligible_idx, vec![1, 2]);
        assert_eq!(pots[1].kind, PotKind::Side);
    }

    #[test]
    fn dead_money_above_a_short_all_in() {
        // Folded player put in more than the short all-in: it feeds both layers.
        let pots = build_pots(&[300, 1000, 1000], &[0; 3], &[true, false, true]);
        assert_eq!(pots[0].amount, 900);
        assert_eq!(pots[1].amount, 1400);
        assert_eq!(pots[1].eligible_idx, vec![2]);
    }

    #[test]
    fn big_blind_ante_is_dead_money_in_the_main_pot() {
        // The BB's 100 ante does not make a side pot of its own.
        let pots = build_pots(&[500, 600, 0], &[0, 100, 0], &[true, true, false]);
        assert_eq!(pots.len(), 1);
        assert_eq!(pots[0].amount, 1100);
        assert_eq!(pots[0].eligible_idx, vec![0, 1]);
    }

    #[test]
    fn odd_chips_left_of_button() {
        assert_eq!(split_pot(1349, &[4, 0], 1), vec![(4, 675), (0, 674)]);
        assert_eq!(
            split_pot(1000, &[2, 0, 1], 100),
            vec![(2, 400), (0, 300), (1, 300)]
        );
        assert_eq!(split_pot(1025, &[1, 0], 25), vec![(1, 525), (0, 500)]);
        assert_eq!(split_pot(1010, &[1, 0], 25), vec![(1, 510), (0, 500)]);
        let total: Chips = split_pot(1_000_003, &[0, 1, 2, 3, 4, 5, 6], 1)
            .iter()
            .map(|x| x.1)
            .sum();
        assert_eq!(total, 1_000_003);
    }
}
