//! `showdown`: who wins what. Cards speak (Rule 12), each side pot is split on its own and
//! settled before the main pot (21), odd chips go to the first winner left of the button (20-A),
//! a hand mucked face down has no claim (13-B) and the last hand held wins unshown (17).

use super::common::state_now;
use crate::cards::{Card, cards_to_string};
use crate::error::HandError;
use crate::eval::{Category, best_hand};
use crate::hand::{Family, Hand};
use crate::replay::{HandResult, Pot, PotKind, Table};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome};
use crate::text::Message;
use serde::{Deserialize, Serialize};
use crate::house::{BigBlindAnteOrder, OddChip};
use crate::text::Reason;

/// Who wins what: main and side pots, split pots, odd chips. Uses the hole cards and the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ShowdownDispute {}

/// A hand category as a message ("two pair", "doble pareja"…).
pub fn category_name(c: Category) -> Message {
    use Category::*;
    let id = match c {
        HighCard => "high-card",
        Pair => "pair",
        TwoPair => "two-pair",
        Trips => "trips",
        Straight => "straight",
        Flush => "flush",
        FullHouse => "full-house",
        Quads => "quads",
        StraightFlush => "straight-flush",
    };
    ShowdownText::Category { category: id }.into()
}

impl super::Decide for ShowdownDispute {
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Award, "the pots are awarded (`pots`)"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, ShowdownText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, ctx)
    }
}

/// A big blind whose stack does not cover the blind and the big-blind ante: the blind is
/// posted first and is live, the rest goes to the ante (RP-11); where the house posts the
/// ante first, the ante is paid first and the rest is live.
fn short_big_blind(hand: &Hand) -> Option<ShowdownText> {
    if hand.big_blind_ante == 0 {
        return None;
    }
    let (_, bb) = hand.blind_positions();
    let seat = hand.seats.get(bb)?;
    let due = hand.blinds.big + hand.big_blind_ante;
    (seat.stack < due).then(|| {
        if hand.conventions.big_blind_ante_order == BigBlindAnteOrder::AnteFirst {
            let ante = seat.stack.min(hand.big_blind_ante);
            return ShowdownText::AnteFirst {
                seat: seat.seat,
                stack: seat.stack,
                live: seat.stack - ante,
                ante,
            };
        }
        let live = seat.stack.min(hand.blinds.big);
        ShowdownText::BigBlindFirst {
            seat: seat.seat,
            stack: seat.stack,
            live,
            ante: seat.stack - live,
        }
    })
}

/// The question that decides a showdown, in order: a short big blind's posting order (RP-11),
/// a hi/lo pot split in halves (20-C), an odd chip in a split pot (20-A, 20-B), the last hand
/// held when others mucked (Rule 16), a hand mucked (13-B), side pots (Rule 19), the cards
/// speaking (Rule 12) otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Decides {
    ShortBigBlind,
    HiLoSplit,
    OddChip,
    LastHand,
    Mucked,
    SidePots,
    CardsSpeak,
}

/// A finding: the question that decides and the facts the explanation names.
#[derive(Debug)]
struct Finding {
    decides: Decides,
    res: HandResult,
    board: Vec<Card>,
    /// A short big blind at the showdown: what its posting order says.
    short_bb: Option<ShowdownText>,
    /// A pot split in unequal shares.
    split_odd: bool,
    sides: bool,
    mucked: Vec<u8>,
    /// The one hand held where the others mucked.
    last_hand: Option<u8>,
}

/// Rule on a `showdown` dispute: who wins which pot, with the amounts.
pub(crate) fn decide(hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
    let t = state_now(hand)?;
    let f = find(hand, &t)?;
    Ok(explain(hand, &t, f))
}

/// Finds the question that decides (pure: no words).
fn find(hand: &Hand, t: &Table) -> Result<Finding, HandError> {
    let Some(res) = t.result() else {
        return Err(HandError::dispute(
            "dispute",
            Errors::HandNotOverBettingStill,
        ));
    };
    let board: Vec<Card> = t.board().into_iter().flatten().collect();
    if res.final_stacks.is_none() {
        return Err(missing_cards(t, &board));
    }
    let boardless = !hand.game.has_board();
    let split_odd = res
        .pots
        .iter()
        .any(|p| p.shares.len() > 1 && p.shares.windows(2).any(|w| w[0].amount != w[1].amount));
    let sides = res.pots.len() > 1;
    let (mucked, held): (Vec<u8>, Vec<u8>) =
        t.live_seats().into_iter().partition(|&s| t.has_mucked(s));
    let last_hand = match held.as_slice() {
        [only] if !mucked.is_empty() => Some(*only),
        _ => None,
    };
    // Hi/lo with a qualifying low: the pot is split by rule 20-C's halves.
    let hi_lo_split = hand.game.hi_lo()
        && (board.len() == 5 || boardless)
        && t.live_seats()
            .into_iter()
            .any(|s| !t.has_mucked(s) && low_of(t, s, &board).is_some());
    // A big blind short of the blind and the ante who reaches the showdown: the posting order
    // (RP-11) decides how much of its stack plays, so it decides the pots.
    let short_bb = short_big_blind(hand).filter(|_| {
        let (_, bb) = hand.blind_positions();
        hand.seats
            .get(bb)
            .is_some_and(|s| t.live_seats().contains(&s.seat))
    });
    let decides = if short_bb.is_some() {
        Decides::ShortBigBlind
    } else if hi_lo_split {
        Decides::HiLoSplit
    } else if split_odd {
        Decides::OddChip
    } else if last_hand.is_some() {
        Decides::LastHand
    } else if !mucked.is_empty() {
        Decides::Mucked
    } else if sides {
        Decides::SidePots
    } else {
        Decides::CardsSpeak
    };
    Ok(Finding {
        decides,
        res,
        board,
        short_bb,
        split_odd,
        sides,
        mucked,
        last_hand,
    })
}

/// Builds the ruling from the finding.
fn explain(hand: &Hand, t: &Table, f: Finding) -> Draft {
    let stud = hand.game.family() == Family::Stud;
    // Stud: the odd chip to the high card by suit (20-B); board games: left of the button.
    let odd_part = if stud { "B" } else { "A" };
    let (rule, part) = match f.decides {
        Decides::ShortBigBlind => (RuleKey::RpAnteFormats, None),
        Decides::HiLoSplit => (RuleKey::OddChips, Some("C")),
        Decides::OddChip => (RuleKey::OddChips, Some(odd_part)),
        Decides::LastHand => (RuleKey::ShowdownOrder, None),
        Decides::Mucked => (RuleKey::TablingCards, Some("B")),
        Decides::SidePots => (RuleKey::SidePots, None),
        Decides::CardsSpeak => (RuleKey::CardsSpeak, None),
    };
    let res = f.res;
    let mut d = Draft::new(Outcome::Award, rule, part);
    // Who tables first, where nobody is all-in (Rule 17).
    d.decision.show_order = crate::ruling::ShowOrder::of(t);
    if d.decision.show_order.is_some() && rule != RuleKey::ShowdownOrder {
        d.see_also.push((RuleKey::ShowdownOrder, None));
    }
    // What nobody called went back to its bettor.
    let back: Vec<crate::ruling::Refund> = res
        .returned
        .iter()
        .filter(|r| r.stack > 0)
        .map(|r| crate::ruling::Refund {
            seat: r.seat,
            amount: r.stack,
        })
        .collect();
    if !back.is_empty() {
        d.decision.refunds = Some(back);
    }
    // A big blind short of the blind and the big-blind ante posts the blind first (RP-11).
    if let Some(short) = f.short_bb {
        d.reasoning.push(short.into());
    }
    if f.sides {
        d.see_also.push((RuleKey::SidePots, None));
    }
    if res.pots.iter().any(|p| p.winners.len() > 1) {
        d.see_also.push((RuleKey::OddChips, Some(odd_part)));
    }
    if !f.mucked.is_empty() {
        if rule != RuleKey::TablingCards {
            d.see_also.push((RuleKey::TablingCards, Some("B")));
        }
        d.see_also.push((RuleKey::LiveCardsAtShowdown, None));
    }
    d.see_also.push((RuleKey::CardsSpeak, None));
    hands(&mut d, hand, t, &f.board);
    d.reasoning.extend(mucked_hands(&f.mucked, f.last_hand));
    let summary = pots(&res.pots, &mut d.reasoning);
    odd_chips(&mut d, hand, &res, f.split_odd);
    for r in &res.returned {
        d.reasoning.push(
            ShowdownText::UncalledReturned {
                amount: r.stack,
                seat: r.seat,
            }
            .into(),
        );
    }
    d.summary = Some(ShowdownText::Summary { pots: summary }.into());
    d.decision.pots = Some(res.pots);
    d
}

/// The hands shown (and the lows, in hi/lo), the game's ranking, stud's seven cards.
fn hands(d: &mut Draft, hand: &Hand, t: &Table, board: &[Card]) {
    if board.len() == 5 || !hand.game.has_board() {
        d.reasoning.extend(hands_shown(t, board));
        if hand.game.hi_lo() {
            d.reasoning.extend(lows_shown(t, board));
            d.see_also.push((RuleKey::OddChips, Some("C")));
        }
    }
    if let Some(game) = ranking_word(hand) {
        d.reasoning.push(ShowdownText::Ranking { game }.into());
    }
    if hand.game.family() == Family::Stud {
        // Tabling a stud hand means all seven cards (13-A).
        d.see_also.push((RuleKey::TablingCards, Some("A")));
    }
}

/// Where the odd chip of a split pot went. Hi/lo: the odd chip of a pot goes to the high half
/// (20-C, said above); the first-left rule only splits a half between tied hands, so it is
/// said only where a half was tied.
fn odd_chips(d: &mut Draft, hand: &Hand, res: &HandResult, split_odd: bool) {
    let tied_half = res.pots.iter().any(|p| p.winners.len() > 2);
    if !(split_odd && (!hand.game.hi_lo() || tied_half)) {
        return;
    }
    let smallest_chip = hand.smallest_chip;
    d.reasoning.push(if hand.game.family() == Family::Stud {
        ShowdownText::OddChipsStud { smallest_chip }.into()
    } else if hand.conventions.odd_chip == OddChip::HighCardBySuit && !hand.game.hi_lo() {
        ShowdownText::OddChipsBySuit { smallest_chip }.into()
    } else {
        ShowdownText::OddChips { smallest_chip }.into()
    });
}

/// A seat's low of eight or better (Omaha: two cards and three of the board; stud: any five
/// of the seven), described; None when it has none or its cards are not known.
fn low_of(t: &Table, seat: u8, board: &[Card]) -> Option<String> {
    let hole = t.hole_cards(seat)?;
    if t.hand().game.has_board() {
        crate::eval::best_omaha_low(&hole, board).map(|l| l.describe())
    } else {
        crate::eval::low_eight(&hole).map(|l| l.describe())
    }
}

/// The word of the ranking a game's showdown uses, where it is not the usual high hand.
fn ranking_word(hand: &Hand) -> Option<&'static str> {
    use crate::hand::Valuation as V;
    Some(match hand.game.def().valuation {
        V::LowA5 => "low-a5",
        V::Low27 => "low-27",
        V::Badugi => "badugi",
        V::ShortDeckHigh => "short-deck",
        V::High | V::HiLoEight if hand.game.family() == Family::Stud => "stud",
        _ => return None,
    })
}

/// A stud or draw hand shown: its cards and what they make in the game's ranking.
fn boardless_hand(t: &Table, seat: u8, hole: &[Card]) -> Option<Message> {
    use crate::hand::Valuation as V;
    let cards = cards_to_string(hole);
    Some(match t.hand().game.def().valuation {
        V::LowA5 => ShowdownText::SeatLow {
            seat,
            hole: cards,
            low: crate::eval::low_a5(hole).describe(),
        }
        .into(),
        V::Low27 => ShowdownText::SeatLow {
            seat,
            hole: cards,
            low: crate::eval::low_27(hole).describe(),
        }
        .into(),
        V::Badugi => {
            let b = crate::eval::badugi(hole);
            ShowdownText::SeatBadugi {
                seat,
                hole: cards,
                count: usize::from(b.card_count()),
                badugi: b.describe(),
            }
            .into()
        }
        _ => {
            let b = best_hand(hole, &[], crate::eval::Combine::AnyFive)?;
            ShowdownText::SeatHand {
                seat,
                hole: cards,
                category: category_name(b.value.category()),
                five: cards_to_string(&b.five),
            }
            .into()
        }
    })
}

/// Hi/lo: each hand's low of eight or better, or none, and how the pot splits.
fn lows_shown(t: &Table, board: &[Card]) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::new();
    let mut any = false;
    for seat in t.live_seats() {
        if t.has_mucked(seat) {
            continue;
        }
        if t.hole_cards(seat).is_none() {
            continue;
        }
        match low_of(t, seat, board) {
            Some(low) => {
                any = true;
                out.push(ShowdownText::Low { seat, low }.into());
            }
            None => out.push(ShowdownText::NoLow { seat }.into()),
        }
    }
    out.push(if any {
        ShowdownText::HiLoSplit.into()
    } else {
        ShowdownText::HiLoScoop.into()
    });
    out
}

/// What a showdown still needs: the full board, or the hole cards of seats not mucked.
fn missing_cards(t: &Table, board: &[Card]) -> HandError {
    if board.len() < 5 && t.hand().game.has_board() {
        return HandError::dispute("hand", Errors::NeedsTheBoard);
    }
    let seats: Vec<u8> = t
        .live_seats()
        .into_iter()
        .filter(|&s| !t.has_mucked(s) && t.hole_cards(s).is_none())
        .collect();
    HandError::dispute(
        "hand",
        Errors::NeedsHoleCards {
            count: seats.len(),
            seats,
        },
    )
}

/// The board, and each hand not mucked with the five cards that play.
fn hands_shown(t: &Table, board: &[Card]) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::new();
    if !t.hand().game.has_board() {
        for s in t.live_seats() {
            if t.has_mucked(s) {
                continue;
            }
            if let Some(m) = t.hole_cards(s).and_then(|h| boardless_hand(t, s, &h)) {
                out.push(m);
            }
        }
        return out;
    }
    out.push(
        ShowdownText::Board {
            board: cards_to_string(board),
        }
        .into(),
    );
    for s in t.live_seats() {
        if t.has_mucked(s) {
            continue;
        }
        if let Some(hole) = t.hole_cards(s)
            && let Some(b) = best_hand(&hole, board, t.hand().game.combine())
        {
            out.push(
                ShowdownText::SeatHand {
                    seat: s,
                    hole: cards_to_string(&hole),
                    category: category_name(b.value.category()),
                    five: cards_to_string(&b.five),
                }
                .into(),
            );
        }
    }
    out
}

/// Why hands mucked face down at showdown won nothing (Rule 13-B), and, when one hand was
/// left, that it wins unshown (Rule 17). Every muck is assumed final: a discard still
/// identifiable could be retrieved (Rule 14), which the reasoning says.
fn mucked_hands(mucked: &[u8], last_hand: Option<u8>) -> Vec<Message> {
    if mucked.is_empty() {
        return Vec::new();
    }
    let mut out: Vec<Message> = mucked
        .iter()
        .map(|&seat| ShowdownText::Mucked { seat }.into())
        .collect();
    out.push(ShowdownText::MuckedRetrievable.into());
    if let Some(seat) = last_hand {
        out.push(ShowdownText::LastHand { seat }.into());
    }
    out
}

/// Each pot with who was eligible and who won what (pushed to `reasoning`); the summary's
/// clauses.
fn pots(pots: &[Pot], reasoning: &mut Vec<Message>) -> Vec<Message> {
    let mut summary = Vec::new();
    for p in pots {
        let pot = match p.kind {
            PotKind::Main => "main",
            PotKind::Side => "side",
        };
        let shares: Vec<Message> = p
            .shares
            .iter()
            .map(|s| {
                ShowdownText::Share {
                    seat: s.seat,
                    amount: s.amount,
                }
                .into()
            })
            .collect();
        reasoning.push(
            ShowdownText::Pot {
                pot,
                amount: p.amount,
                eligible: p.eligible.to_vec(),
                shares: shares.clone(),
            }
            .into(),
        );
        summary.push(
            ShowdownText::PotShort {
                pot,
                amount: p.amount,
                shares,
            }
            .into(),
        );
    }
    summary
}

crate::text::messages! {
    /// The reasons of a `showdown` ruling.
    pub enum ShowdownText {
        /// A short big blind posts the blind first, then the ante (RP-11).
        BigBlindFirst { seat: seat, stack: chips, live: chips, ante: chips } = "showdown-big-blind-first",
        /// The house posts the big-blind ante first: the ante is paid, the rest is live.
        AnteFirst { seat: seat, stack: chips, live: chips, ante: chips } = "showdown-ante-first",
        /// The house gives odd chips by the highest card by suit.
        OddChipsBySuit { smallest_chip: chips } = "showdown-odd-chips-by-suit",
        /// The board.
        Board { board: verbatim } = "showdown-board",
        /// Stud: odd chips to the highest card by suit of the five that play (20-B).
        OddChipsStud { smallest_chip: chips } = "showdown-odd-chips-stud",
        /// A low hand shown (razz, ace-to-five, deuce-to-seven).
        SeatLow { seat: seat, hole: verbatim, low: verbatim } = "showdown-seat-low",
        /// A badugi shown.
        SeatBadugi { seat: seat, hole: verbatim, count: count, badugi: verbatim } = "showdown-seat-badugi",
        /// How the game ranks hands (`stud`, `low-a5`, `low-27`, `badugi`, `short-deck`).
        Ranking { game: choice } = "showdown-ranking",
        /// Hi/lo: a seat's low.
        Low { seat: seat, low: verbatim } = "showdown-low",
        /// Hi/lo: a seat without a low.
        NoLow { seat: seat } = "showdown-no-low",
        /// Hi/lo: the pot splits.
        HiLoSplit = "showdown-hi-lo-split",
        /// Hi/lo: no low, the high takes all.
        HiLoScoop = "showdown-hi-lo-scoop",
        /// A seat's hole cards and the five cards that play.
        SeatHand { seat: seat, hole: verbatim, category: text, five: verbatim } = "showdown-seat-hand",
        /// A hand category (`high-card`, `pair`, … `straight-flush`).
        Category { category: choice } = "showdown-category",
        /// A winner's share.
        Share { seat: seat, amount: chips } = "showdown-share",
        /// A pot (`main` or `side`), who was eligible and who won what.
        Pot { pot: choice, amount: chips, eligible: seats, shares: list } = "showdown-pot",
        /// A pot in the summary.
        PotShort { pot: choice, amount: chips, shares: list } = "showdown-pot-short",
        /// The summary: every pot.
        Summary { pots: clauses } = "showdown-summary",
        /// Odd chips.
        OddChips { smallest_chip: chips } = "showdown-odd-chips",
        /// An uncalled bet handed back.
        UncalledReturned { amount: chips, seat: seat } = "showdown-uncalled-returned",
        /// A hand mucked face down at showdown has no claim.
        Mucked { seat: seat } = "showdown-mucked",
        /// The assumption that the mucked cards could not be retrieved.
        MuckedRetrievable = "showdown-mucked-retrievable",
        /// The last hand held wins without being shown.
        LastHand { seat: seat } = "showdown-last-hand",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        HandNotOverBettingStill = "error-showdown-hand-not-over-betting-still",
        /// A showdown needs the whole board.
        NeedsTheBoard = "error-showdown-needs-the-board",
        /// A showdown needs these seats' hole cards.
        NeedsHoleCards { count: count, seats: seats } = "error-showdown-needs-hole-cards",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mucked_hands_say_why_and_who_wins_unshown() {
        assert!(mucked_hands(&[], None).is_empty());
        let ids: Vec<&str> = mucked_hands(&[2], Some(1))
            .iter()
            .map(Message::id)
            .collect();
        assert_eq!(
            ids,
            [
                "showdown-mucked",
                "showdown-mucked-retrievable",
                "showdown-last-hand"
            ]
        );
        let ids: Vec<&str> = mucked_hands(&[2, 4], None)
            .iter()
            .map(Message::id)
            .collect();
        assert_eq!(
            ids,
            [
                "showdown-mucked",
                "showdown-mucked",
                "showdown-mucked-retrievable"
            ]
        );
    }
}
