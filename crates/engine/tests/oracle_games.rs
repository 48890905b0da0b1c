//! Differential test against PokerKit 0.7.7 for stud, stud/8, razz, 2-7 triple draw and badugi.
//!
//! `tests/oracle/pokerkit_games.jsonl` (made by `tests/oracle/generate.py --games`) holds 500
//! random legal hands of each of PokerKit's presets FixedLimitSevenCardStud, …HighLowSplit…,
//! FixedLimitRazz, FixedLimitDeuceToSevenLowballTripleDraw and FixedLimitBadugi, with the state
//! before every player betting action and the final stacks. Every hand is imported from its PHH
//! text with floorcall's importer and replayed; at every decision the actor, the amount to call
//! (at a bring-in: the bring-in owed), whether a raise is open, the raise range and the pot are
//! compared, then the final stacks. Each difference is counted under a named class, and a class
//! is given only where the hand shows the circumstance that explains it (a capped round with a
//! completion, a short all-in on the street, a blind posted short, tied up cards, …); any other
//! difference fails the test. A table per game is printed (`--nocapture`).

use floorcall_engine::cards::Card;
use floorcall_engine::hand::{Act, Action, Family, Hand, Street, stud_up};
use floorcall_engine::import::phh;
use floorcall_engine::replay::{Decision, RaiseClosed, replay_partial};
use serde_json::Value;
use std::collections::BTreeMap;

fn fixture() -> Vec<Value> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/oracle/pokerkit_games.jsonl"
    );
    let text = std::fs::read_to_string(path).expect("fixture present");
    text.lines()
        .map(|l| serde_json::from_str(l).expect("json line"))
        .collect()
}

/// Where PokerKit and floorcall part ways, each with the rule that explains it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Class {
    /// At a bring-in the stack cannot cover: PokerKit offers a "completion" to the same all-in
    /// (min = max = the stack); floorcall: the bring-in takes every chip, nothing beyond a call.
    /// The same chips under another name.
    BringInAllIn,
    /// Third street: PokerKit counts the completion toward the cap (complete + 3 raises);
    /// floorcall follows the house knob `stud_completion_counts` (default false: complete + 4
    /// raises; the WSOP reading, notes D15), TDA 48.
    CompletionCountsTowardCap,
    /// PokerKit counts an all-in of less than a full bet toward the cap; floorcall counts
    /// only bets and raises (TDA 48 caps raises; TDA 47: an all-in under half a bet is no
    /// raise).
    ShortAllInCountsTowardCap,
    /// Draw games' first round: floorcall's cap is a bet and three raises with the big blind
    /// as the bet (TDA 48, house `limit_cap_bets` 4); PokerKit allows four raises on top of
    /// the blind.
    BlindRoundCap,
    /// Fixed limit: an all-in of half a bet or more is a raise and re-opens the betting for
    /// players who already acted (TDA 47-B); PokerKit re-opens only on a full bet.
    HalfBetAllInReopens,
    /// Fixed limit: after an all-in of less than half a bet (not a raise, TDA 47) the next
    /// raise completes to a full bet over the earlier level; PokerKit raises a full bet on top
    /// of the all-in.
    ShortAllInCompletes,
    /// A blind posted all-in short: floorcall keeps the full blind as the amount to call (the
    /// replay's convention, after 54-B's full blinds); PokerKit lowers it to what was posted.
    /// The players' chips differ from there on: the rest of the hand is not compared.
    ShortBlind,
    /// PokerKit gives a player a turn (a check) when every opponent is all-in and nothing is
    /// owed; floorcall has nothing to decide there (no more betting is possible). The check is
    /// dropped and the hand goes on.
    TurnWithNoBetting,
    /// Stud, fourth street on: equal showing hands. floorcall breaks the tie by suit (TDA
    /// RP-10-D); PokerKit gives the turn to the lower seat index (the WSOP stud/8 and razz
    /// rule, notes D24). The rest of the hand is not compared.
    ShowingTieBySuit,
    /// Stud, fourth street on: the best showing hand is all-in. floorcall's convention: the
    /// first player after it with chips acts (replay/rounds.rs; the TDA is silent); PokerKit
    /// gives the turn to the best showing hand among the players with chips. The rest of the
    /// hand is not compared.
    AllInOpenerPassesLeft,
    /// A bring-in posted all-in short: floorcall keeps the full bring-in as the bet to call
    /// (RP-10-E: the action goes on at least at the bring-in; as a short blind, 54-B);
    /// PokerKit lowers it to what was posted. The rest of the hand is not compared.
    ShortBringIn,
    /// At the bring-in, no opponent has chips beyond the bring-in: floorcall refuses a
    /// completion nobody can call (its rule for an uncallable raise); PokerKit measures against
    /// the bets in front (none before the bring-in) and allows it.
    UncallableCompletion,
    /// The street's first aggression is an all-in short of a bet (an opening bet under half a
    /// bet, or a bring-in topped up by less than half the completion): floorcall keeps the
    /// betting closed for players who already acted (TDA 47, 47 Ex 3-A, as in the hold'em
    /// oracle); PokerKit re-opens it (its measure of a full raise starts at 0 each street).
    ShortFirstBetReopens,
    /// A split pot's odd chip: floorcall gives it by suit (the high card by suit of the
    /// winning five, TDA 20-B); PokerKit to the lower seat index (notes §3).
    OddChipBySuit,
    /// A player all-in for less than the ante: floorcall puts every ante in the main pot as
    /// dead money (its pots convention; the TDA is silent); PokerKit (ante trimming on) makes
    /// the short ante a pot layer, so the short stack wins less of the antes.
    ShortAnteDeadMoney,
    /// Hi/lo, a pot with no qualifying low among the hands that may win it: floorcall gives the
    /// whole pot to the high hand (TDA 20-C); PokerKit mucks the hands that win nothing and
    /// splits the low half among the hands left in that pot, high winner included.
    NoLowHalfSplit,
}

impl Class {
    fn rule(self) -> &'static str {
        match self {
            Class::BringInAllIn => "all-in bring-in offered as a completion (naming)",
            Class::CompletionCountsTowardCap => "completion counted toward the cap (TDA 48, knob)",
            Class::ShortAllInCountsTowardCap => "short all-in counted toward the cap (TDA 47/48)",
            Class::BlindRoundCap => "blind is the first bet of the cap (TDA 48)",
            Class::HalfBetAllInReopens => "half-bet all-in re-opens (TDA 47-B)",
            Class::ShortAllInCompletes => "raise over a sub-half all-in completes (TDA 47)",
            Class::ShortBlind => "short blind: full blind to call (54-B)",
            Class::TurnWithNoBetting => "a turn with no betting possible",
            Class::ShowingTieBySuit => "tied up cards: suit, not index (RP-10-D)",
            Class::ShortAnteDeadMoney => "short ante: antes dead money in the main pot",
            Class::OddChipBySuit => "odd chip by suit, not index (TDA 20-B)",
            Class::AllInOpenerPassesLeft => "all-in best showing hand: next with chips acts",
            Class::ShortBringIn => "short bring-in: full bring-in to call (RP-10-E)",
            Class::UncallableCompletion => "no completion nobody can call",
            Class::ShortFirstBetReopens => "short first bet does not re-open (TDA 47)",
            Class::NoLowHalfSplit => "no low: the high hand scoops (TDA 20-C)",
        }
    }
}

/// What one hand gave.
#[derive(Default)]
struct Report {
    compared: usize,
    equal: usize,
    not_compared: usize,
    classes: Vec<Class>,
    unexplained: Vec<String>,
    /// A difference not yet explained, listed in `OPEN`.
    open: bool,
}

/// Hands whose difference is not yet explained: none (the two stud/8 hands once listed here
/// are `NoLowHalfSplit`: PokerKit's own chip pushes give the low half of a pot nobody has a
/// low for to the hands left in it).
const OPEN: &[u64] = &[];

/// A hi/lo pot, among the seats whose stacks differ, that no hand eligible for it can win low.
fn no_low_pot(hand: &Hand, t: &floorcall_engine::replay::Table, differ: &[u8]) -> bool {
    hand.game.hi_lo()
        && t.result().is_some_and(|x| {
            x.pots.iter().any(|p| {
                p.eligible.len() >= 2
                    && differ.iter().any(|s| p.eligible.contains(s))
                    && p.eligible.iter().all(|&s| {
                        t.hole_cards(s)
                            .is_none_or(|c| floorcall_engine::eval::low_eight(&c).is_none())
                    })
            })
        })
}

/// An aggressive action earlier on the street: its increment over the bet it faced, whether it
/// was all-in, whether it was the completion of the bring-in.
struct Aggression {
    increment: u64,
    all_in: bool,
    completion: bool,
}

fn aggression(hand: &Hand, d: &Decision) -> Option<Aggression> {
    let Action::Player { act, .. } = &hand.actions[d.action_index] else {
        return None;
    };
    let all_in_to = d.committed + d.stack;
    let to = match act {
        Act::Bet(t) | Act::Raise(t) => *t,
        Act::AllIn => all_in_to,
        Act::Complete => hand.limit_sizes().0.min(all_in_to),
        _ => return None,
    };
    (to > d.current_bet).then(|| Aggression {
        increment: to - d.current_bet,
        all_in: to == all_in_to,
        completion: d.street == Street::Third
            && hand.bring_in > 0
            && d.current_bet <= hand.bring_in,
    })
}

fn bet_size(hand: &Hand, street: Street) -> u64 {
    let (small, big, _) = hand.limit_sizes();
    match hand.game.street_def(street) {
        Some(s) if s.big_bet => big,
        _ => small,
    }
}

fn rank_counts(cards: &[Card]) -> [u8; 13] {
    let mut c = [0u8; 13];
    for card in cards {
        c[card.rank().index() as usize] += 1;
    }
    c
}

/// Stud: the up cards a seat shows on `street`.
fn showing(hand: &Hand, seat: u8, street: Street) -> Option<Vec<Card>> {
    let n = match street {
        Street::Fourth => 2,
        Street::Fifth => 3,
        _ => 4,
    };
    let s = &hand.seats[hand.seat_index(seat)?];
    let up = match (&s.cards, &s.up) {
        (Some(c), _) => stud_up(c),
        (None, Some(u)) => u.clone(),
        _ => return None,
    };
    (up.len() >= n).then(|| up[..n].to_vec())
}

/// A blind posted all-in for less than the blind.
fn short_blind(hand: &Hand) -> bool {
    hand.game.has_blinds()
        && hand
            .seats
            .iter()
            .any(|s| s.stack < hand.blinds.big + s.ante)
}

fn short_ante(hand: &Hand) -> Vec<u8> {
    hand.seats
        .iter()
        .filter(|s| s.stack < s.ante)
        .map(|s| s.seat)
        .collect()
}

/// A PokerKit step as named fields.
struct Step {
    actor: u8,
    to_call: Option<u64>,
    can_raise: bool,
    min: Option<u64>,
    max: Option<u64>,
    pot: Option<u64>,
    bring_in: Option<u64>,
}

fn step(v: &Value) -> Step {
    Step {
        actor: v[1].as_u64().map_or(0, |a| a as u8 + 1),
        to_call: v[2].as_u64(),
        can_raise: v[3].as_bool().unwrap_or(false),
        min: v[4].as_u64(),
        max: v[5].as_u64(),
        pot: v[6].as_u64(),
        bring_in: v[7].as_u64(),
    }
}

/// The class of a difference at decision `j`, from the circumstances of the hand.
fn classify(
    hand: &Hand,
    ds: &[Decision],
    j: usize,
    s: &Step,
    diffs: &[&str],
    earlier_classes: &[Class],
    all_in_live: &[u8],
) -> Option<Class> {
    let d = &ds[j];
    let b = bet_size(hand, d.street);
    let earlier: Vec<&Decision> = ds[..j].iter().filter(|e| e.street == d.street).collect();
    let aggr: Vec<Aggression> = earlier.iter().filter_map(|e| aggression(hand, e)).collect();
    let acted_before = earlier.iter().any(|e| e.seat == d.seat);
    let short_under_half = aggr.iter().any(|a| a.all_in && 2 * a.increment < b);
    let blind_round = hand.game.has_blinds() && d.street == hand.game.first_street();
    if diffs.contains(&"actor") {
        if hand.game.family() != Family::Stud || d.street == Street::Third || !earlier.is_empty() {
            return None;
        }
        let theirs = showing(hand, s.actor, d.street)?;
        let ours = showing(hand, d.seat, d.street)?;
        if rank_counts(&theirs) == rank_counts(&ours) {
            return Some(Class::ShowingTieBySuit);
        }
        // Our actor is the first after an all-in live player (the all-in opener).
        // Walking back from it over the seats that no longer decide (folded or all-in).
        let n = hand.seats.len();
        let at = hand.seat_index(d.seat)?;
        let deciding: Vec<u8> = ds[j..].iter().map(|e| e.seat).collect();
        for k in 1..n {
            let seat = hand.seats[(at + n - k) % n].seat;
            if all_in_live.contains(&seat) {
                return Some(Class::AllInOpenerPassesLeft);
            }
            if deciding.contains(&seat) {
                return None;
            }
        }
        return None;
    }
    if blind_round && short_blind(hand) {
        return Some(Class::ShortBlind);
    }
    // After a short blind or bring-in the players' chips differ: whatever follows differs too.
    for c in [Class::ShortBlind, Class::ShortBringIn] {
        if earlier_classes.contains(&c) {
            return Some(c);
        }
    }
    let short_bring_in = d.street == Street::Third
        && earlier.iter().any(|e| {
            matches!(
                hand.actions[e.action_index],
                Action::Player {
                    act: Act::BringIn,
                    ..
                }
            ) && e.stack < hand.bring_in
        });
    if short_bring_in
        && (diffs == ["pot"]
            || (diffs.contains(&"to_call") && s.to_call.is_some_and(|t| t < d.options.to_call)))
    {
        return Some(Class::ShortBringIn);
    }
    if let Some(bring_in) = s.bring_in
        && diffs == ["can_raise"]
        && d.options.closed_by == Some(RaiseClosed::NoOpponentToRaise)
        && s.can_raise
    {
        let _ = bring_in;
        return Some(Class::UncallableCompletion);
    }
    if let Some(bring_in) = s.bring_in {
        // At the bring-in: PokerKit's "completion" to the all-in.
        let all_in_to = d.committed + d.stack;
        return (diffs == ["can_raise"]
            && d.stack <= bring_in
            && d.options.closed_by == Some(RaiseClosed::NoChipsBeyondCall)
            && s.can_raise
            && s.min == Some(all_in_to)
            && s.max == Some(all_in_to))
        .then_some(Class::BringInAllIn);
    }
    if diffs == ["can_raise"] {
        if d.options.can_raise && d.options.closed_by.is_none() {
            // PokerKit closes the raising: its count of 4 (every aggressive action), or no
            // re-open after an all-in of half a bet or more.
            if aggr.len() >= 4 && !blind_round {
                if aggr.iter().any(|a| a.all_in && a.increment < b) {
                    return Some(Class::ShortAllInCountsTowardCap);
                }
                if aggr.first().is_some_and(|a| a.completion) {
                    return Some(Class::CompletionCountsTowardCap);
                }
            }
            if acted_before
                && aggr
                    .iter()
                    .any(|a| a.all_in && 2 * a.increment >= b && a.increment < b)
            {
                return Some(Class::HalfBetAllInReopens);
            }
            if blind_round && aggr.len() >= 5 && aggr.iter().any(|a| a.all_in && a.increment < b) {
                return Some(Class::ShortAllInCountsTowardCap);
            }
            return None;
        }
        if s.can_raise
            && d.options.closed_by == Some(RaiseClosed::NotReopened)
            && aggr
                .first()
                .is_some_and(|a| a.all_in && 2 * a.increment < b)
            && aggr.iter().all(|a| a.all_in && a.increment < b)
        {
            return Some(Class::ShortFirstBetReopens);
        }
        if s.can_raise
            && d.options.closed_by == Some(RaiseClosed::CapReached)
            && blind_round
            && aggr.len() < 4
        {
            return Some(Class::BlindRoundCap);
        }
        return None;
    }
    if diffs.iter().all(|x| *x == "min" || *x == "max")
        && short_under_half
        && s.min
            .zip(d.options.min_raise_to)
            .is_some_and(|(t, o)| t > o)
    {
        return Some(Class::ShortAllInCompletes);
    }
    None
}

fn compare(rec: &Value) -> Report {
    let mut rep = Report::default();
    let text = rec["phh"].as_str().unwrap_or_default();
    let imported = match phh::import(text) {
        Ok(mut v) => v.remove(0),
        Err(e) => {
            rep.unexplained.push(format!("import: {e}"));
            return rep;
        }
    };
    let mut hand = match Hand::parse(&imported.hand) {
        Ok(h) => h,
        Err(e) => {
            rep.unexplained.push(format!("parse: {e}"));
            return rep;
        }
    };
    let mut steps: Vec<Step> = rec["steps"]
        .as_array()
        .map(|a| a.iter().map(step).collect())
        .unwrap_or_default();
    // PokerKit's checks where floorcall has no betting: dropped, with their steps.
    loop {
        let drop = match replay_partial(&hand) {
            Err(e) => {
                rep.unexplained.push(format!("seating: {e}"));
                return rep;
            }
            Ok((_, None)) => None,
            Ok((_, Some(e))) => e.action_index.and_then(|at| {
                let k = hand.actions[..at]
                    .iter()
                    .filter(|a| matches!(a, Action::Player { act, .. } if act.is_betting()))
                    .count();
                let check = matches!(
                    hand.actions[at],
                    Action::Player {
                        act: Act::Call | Act::Check,
                        ..
                    }
                );
                (floorcall_engine::replay::is_action_after_betting_over(&e)
                    && check
                    && steps
                        .get(k)
                        .is_some_and(|s| s.to_call == Some(0) && !s.can_raise))
                .then_some((k, at))
            }),
        };
        let Some((k, at)) = drop else { break };
        rep.classes.push(Class::TurnWithNoBetting);
        steps.remove(k);
        hand.actions.remove(at);
    }
    let (r, error) = replay_partial(&hand).expect("seated above");
    let ds = &r.decisions;
    // Seats all-in and still in the hand at the end: they stopped deciding once all-in.
    let all_in_live: Vec<u8> = hand
        .seats
        .iter()
        .map(|s| s.seat)
        .filter(|&s| r.table.is_all_in(s) && !r.table.has_folded(s))
        .collect();
    let mut last_diff_at = None;
    for (j, (s, d)) in steps.iter().zip(ds).enumerate() {
        let to_call = s.bring_in.or(s.to_call);
        let mut diffs = Vec::new();
        if d.seat != s.actor {
            diffs.push("actor");
        }
        if Some(d.options.to_call) != to_call {
            diffs.push("to_call");
        }
        if d.options.can_raise != s.can_raise {
            diffs.push("can_raise");
        } else if d.options.can_raise {
            if d.options.min_raise_to != s.min {
                diffs.push("min");
            }
            if d.options.max_raise_to != s.max {
                diffs.push("max");
            }
        }
        if Some(d.pot) != s.pot {
            diffs.push("pot");
        }
        rep.compared += 1;
        if diffs.is_empty() {
            rep.equal += 1;
            continue;
        }
        last_diff_at = Some(d.action_index);
        match classify(&hand, ds, j, s, &diffs, &rep.classes, &all_in_live) {
            Some(c) => {
                rep.classes.push(c);
                if matches!(
                    c,
                    Class::ShowingTieBySuit
                        | Class::AllInOpenerPassesLeft
                        | Class::ShortBlind
                        | Class::ShortBringIn
                ) {
                    // The turn differs: what follows is not comparable.
                    rep.not_compared += steps.len() - j - 1;
                    return rep;
                }
            }
            None => {
                rep.unexplained.push(format!(
                    "step {j} {:?} seat {}: {} (ours to_call {} raise {} {:?}-{:?} {:?} pot {}; \
                     pokerkit seat {} to_call {:?} raise {} {:?}-{:?} pot {:?})",
                    d.street,
                    d.seat,
                    diffs.join(","),
                    d.options.to_call,
                    d.options.can_raise,
                    d.options.min_raise_to,
                    d.options.max_raise_to,
                    d.options.closed_by,
                    d.pot,
                    s.actor,
                    to_call,
                    s.can_raise,
                    s.min,
                    s.max,
                    s.pot
                ));
                return rep;
            }
        }
    }
    if let Some(e) = error {
        // A refused action: the one PokerKit took where floorcall's options differ (counted
        // above), or a short blind that floorcall keeps as the bet to call.
        rep.not_compared += steps.len().saturating_sub(ds.len());
        if e.action_index.is_some() && e.action_index == last_diff_at {
            return rep;
        }
        if short_blind(&hand) {
            rep.classes.push(Class::ShortBlind);
            return rep;
        }
        rep.unexplained
            .push(format!("replay: {e} (rule {:?})", e.rule));
        return rep;
    }
    if steps.len() != ds.len() {
        if short_blind(&hand) {
            rep.classes.push(Class::ShortBlind);
            return rep;
        }
        rep.unexplained
            .push(format!("{} decisions, pokerkit {}", ds.len(), steps.len()));
        return rep;
    }
    let ours: Vec<u64> = r
        .result()
        .and_then(|x| x.final_stacks)
        .map(|v| v.iter().map(|s| s.stack).collect())
        .unwrap_or_default();
    let theirs: Vec<u64> = rec["final_stacks"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default();
    if ours != theirs {
        let differ: Vec<u8> = (0..ours.len().min(theirs.len()))
            .filter(|&k| ours[k] != theirs[k])
            .map(|k| hand.seats[k].seat)
            .collect();
        let short = short_ante(&hand);
        let split = r
            .result()
            .is_some_and(|x| x.pots.iter().any(|p| p.shares.len() >= 2));
        let one_chip = differ.len() == 2
            && differ.iter().all(|&s| {
                let k = usize::from(s) - 1;
                ours[k].abs_diff(theirs[k]) == 1
            });
        if OPEN.contains(&rec["seed"].as_u64().unwrap_or(0)) {
            rep.open = true;
        } else if no_low_pot(&hand, &r.table, &differ) {
            rep.classes.push(Class::NoLowHalfSplit);
        } else if differ.iter().any(|s| short.contains(s)) {
            rep.classes.push(Class::ShortAnteDeadMoney);
        } else if split && one_chip {
            rep.classes.push(Class::OddChipBySuit);
        } else {
            rep.unexplained
                .push(format!("final stacks {ours:?} vs {theirs:?}"));
        }
    }
    rep
}

#[derive(Default)]
struct Tally {
    hands: usize,
    agree: usize,
    compared: usize,
    equal: usize,
    not_compared: usize,
    open: usize,
    classes: BTreeMap<Class, usize>,
}

#[test]
fn replay_agrees_with_pokerkit_on_stud_razz_and_draw_games() {
    let recs = fixture();
    let mut by_game: BTreeMap<String, Tally> = BTreeMap::new();
    let mut unexplained = Vec::new();
    for rec in &recs {
        let game = rec["game"].as_str().unwrap_or("?").to_string();
        let rep = compare(rec);
        let t = by_game.entry(game.clone()).or_default();
        t.hands += 1;
        t.compared += rep.compared;
        t.equal += rep.equal;
        t.not_compared += rep.not_compared;
        if rep.classes.is_empty() && rep.unexplained.is_empty() && !rep.open {
            t.agree += 1;
        }
        if rep.open {
            t.open += 1;
        }
        for c in &rep.classes {
            *t.classes.entry(*c).or_default() += 1;
        }
        if let Ok(show) = std::env::var("ORACLE_SHOW")
            && rep.classes.iter().any(|c| format!("{c:?}") == show)
        {
            eprintln!(
                "{show}: seed {} {game}\n{}\n",
                rec["seed"],
                rec["phh"].as_str().unwrap_or("")
            );
        }
        for u in rep.unexplained {
            unexplained.push(format!(
                "seed {} {game}: {u}\n{}",
                rec["seed"],
                rec["phh"].as_str().unwrap_or("")
            ));
        }
    }
    let mut table = String::from(
        "game   hands agree decisions equal not-compared open | differences by class\n",
    );
    for (game, t) in &by_game {
        table.push_str(&format!(
            "{game:6} {:5} {:5} {:9} {:5} {:12} {:4} |",
            t.hands, t.agree, t.compared, t.equal, t.not_compared, t.open
        ));
        for (c, n) in &t.classes {
            table.push_str(&format!(" {c:?} {n};"));
        }
        table.push('\n');
    }
    table.push_str("classes:\n");
    let mut seen: Vec<Class> = by_game
        .values()
        .flat_map(|t| t.classes.keys().copied())
        .collect();
    seen.sort();
    seen.dedup();
    for c in seen {
        table.push_str(&format!("  {c:?}: {}\n", c.rule()));
    }
    eprintln!("{table}");
    for u in &unexplained {
        eprintln!("UNEXPLAINED {u}\n");
    }
    assert!(
        unexplained.is_empty(),
        "{} hands differ without a listed reason",
        unexplained.len()
    );
    for game in ["F7S", "F7S/8", "FR", "F2L3D", "FB"] {
        let t = &by_game[game];
        assert!(t.hands >= 500, "{game}: {} hands", t.hands);
        // Every game is compared for real, not explained away.
        assert!(
            t.equal * 10 >= t.compared * 9,
            "{game}: {} of {}",
            t.equal,
            t.compared
        );
    }
}
