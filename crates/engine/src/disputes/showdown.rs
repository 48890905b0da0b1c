//! `showdown`: who wins what. Cards speak (Rule 12), each side pot is split on its own and
//! settled before the main pot (21), odd chips go to the first winner left of the button (20-A).

use super::state_now;
use crate::cards::{Card, cards_to_string};
use crate::error::HandError;
use crate::eval::{Category, best_hand};
use crate::hand::Hand;
use crate::lang::Language;
use crate::replay::PotKind;
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft};

/// A category's name in a language.
pub fn category_name(c: Category, lang: Language) -> &'static str {
    use Category::*;
    match (c, lang) {
        (HighCard, Language::En) => "high card",
        (HighCard, Language::Pt) => "carta alta",
        (HighCard, Language::Es) => "carta alta",
        (Pair, Language::En) => "one pair",
        (Pair, Language::Pt) => "um par",
        (Pair, Language::Es) => "una pareja",
        (TwoPair, Language::En) => "two pair",
        (TwoPair, Language::Pt) => "dois pares",
        (TwoPair, Language::Es) => "doble pareja",
        (Trips, Language::En) => "three of a kind",
        (Trips, Language::Pt) => "trinca",
        (Trips, Language::Es) => "trío",
        (Straight, Language::En) => "straight",
        (Straight, Language::Pt) => "sequência",
        (Straight, Language::Es) => "escalera",
        (Flush, Language::En) => "flush",
        (Flush, Language::Pt) => "flush",
        (Flush, Language::Es) => "color",
        (FullHouse, Language::En) => "full house",
        (FullHouse, Language::Pt) => "full house",
        (FullHouse, Language::Es) => "full",
        (Quads, Language::En) => "four of a kind",
        (Quads, Language::Pt) => "quadra",
        (Quads, Language::Es) => "póker",
        (StraightFlush, Language::En) => "straight flush",
        (StraightFlush, Language::Pt) => "straight flush",
        (StraightFlush, Language::Es) => "escalera de color",
    }
}

pub fn decide(hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
    let t = state_now(hand)?;
    let Some(res) = t.result() else {
        return Err(HandError::dispute(
            "dispute",
            "the hand is not over: betting is still open or board cards are still to come",
        ));
    };
    let board: Vec<Card> = t.board().into_iter().flatten().collect();
    if res.final_stacks.is_none() {
        let missing: Vec<String> = t
            .live_seats()
            .into_iter()
            .filter(|&s| !t.has_mucked(s) && t.hole_cards(s).is_none())
            .map(|s| format!("seat {s}"))
            .collect();
        let what = if board.len() < 5 {
            "the full board (five cards)".to_string()
        } else {
            format!("the hole cards of {}", missing.join(", "))
        };
        return Err(HandError::dispute(
            "hand",
            format!("a showdown needs {what}: give them in `seats[].cards` and the deals"),
        ));
    }
    let c = |n| ctx.c(n);
    let split_odd = res
        .pots
        .iter()
        .any(|p| p.shares.len() > 1 && p.shares.windows(2).any(|w| w[0].amount != w[1].amount));
    let split = res.pots.iter().any(|p| p.winners.len() > 1);
    let sides = res.pots.len() > 1;
    let (rule, part) = if split_odd {
        (RuleKey::OddChips, Some("A"))
    } else if sides {
        (RuleKey::SidePots, None)
    } else {
        (RuleKey::CardsSpeak, None)
    };
    let mut d = Draft::new("award", rule, part);
    if sides {
        d.see_also.push((RuleKey::SidePots, None));
    }
    if split {
        d.see_also.push((RuleKey::OddChips, Some("A")));
    }
    d.see_also.push((RuleKey::CardsSpeak, None));
    if board.len() == 5 {
        d.reasoning.push(tr!(
            ctx,
            format!("Board: {}.", cards_to_string(&board)),
            format!("Mesa: {}.", cards_to_string(&board)),
            format!("Mesa: {}.", cards_to_string(&board)),
        ));
        for s in t.live_seats() {
            if t.has_mucked(s) {
                continue;
            }
            if let Some(hole) = t.hole_cards(s)
                && let Some(b) = best_hand(&hole, &board, hand.game.combine())
            {
                d.reasoning.push(tr!(
                    ctx,
                    format!(
                        "Seat {s} ({}): {}, {}.",
                        cards_to_string(&hole),
                        category_name(b.value.category(), ctx.lang),
                        cards_to_string(&b.five)
                    ),
                    format!(
                        "Assento {s} ({}): {}, {}.",
                        cards_to_string(&hole),
                        category_name(b.value.category(), ctx.lang),
                        cards_to_string(&b.five)
                    ),
                    format!(
                        "Asiento {s} ({}): {}, {}.",
                        cards_to_string(&hole),
                        category_name(b.value.category(), ctx.lang),
                        cards_to_string(&b.five)
                    ),
                ));
            }
        }
    }
    let mut summary = Vec::new();
    for p in &res.pots {
        let name = match p.kind {
            PotKind::Main => ctx
                .lang
                .pick("main pot", "pote principal", "bote principal"),
            PotKind::Side => ctx
                .lang
                .pick("side pot", "pote paralelo", "bote secundario"),
        };
        let shares: Vec<String> = p
            .shares
            .iter()
            .map(|s| {
                tr!(
                    ctx,
                    format!("seat {} {}", s.seat, c(s.amount)),
                    format!("assento {} {}", s.seat, c(s.amount)),
                    format!("asiento {} {}", s.seat, c(s.amount)),
                )
            })
            .collect();
        let elig: Vec<String> = p.eligible.iter().map(|s| s.to_string()).collect();
        d.reasoning.push(tr!(
            ctx,
            format!(
                "{} of {} (seats {} eligible): {}.",
                capital(name),
                c(p.amount),
                elig.join(", "),
                shares.join(", ")
            ),
            format!(
                "{} de {} (assentos {} elegíveis): {}.",
                capital(name),
                c(p.amount),
                elig.join(", "),
                shares.join(", ")
            ),
            format!(
                "{} de {} (asientos {} elegibles): {}.",
                capital(name),
                c(p.amount),
                elig.join(", "),
                shares.join(", ")
            ),
        ));
        summary.push(format!("{name} {}: {}", c(p.amount), shares.join(", ")));
    }
    if split_odd {
        d.reasoning.push(tr!(ctx,
            format!("The odd chip(s), broken down to the smallest chip of {}, go to the first winner left of the button ({}), each pot separately ({}).", c(hand.smallest_chip), ctx.rule(RuleKey::OddChips), ctx.rule(RuleKey::SidePots)),
            format!("A(s) ficha(s) ímpar(es), trocada(s) pela menor ficha de {}, vão para o primeiro vencedor à esquerda do botão ({}), em cada pote separadamente ({}).", c(hand.smallest_chip), ctx.rule(RuleKey::OddChips), ctx.rule(RuleKey::SidePots)),
            format!("La(s) ficha(s) impar(es), cambiada(s) a la menor ficha de {}, van al primer ganador a la izquierda del botón ({}), en cada bote por separado ({}).", c(hand.smallest_chip), ctx.rule(RuleKey::OddChips), ctx.rule(RuleKey::SidePots)),
        ));
    }
    for r in &res.returned {
        d.reasoning.push(tr!(
            ctx,
            format!("Uncalled {} returned to seat {}.", c(r.stack), r.seat),
            format!("{} não pagos devolvidos ao assento {}.", c(r.stack), r.seat),
            format!(
                "{} no igualados devueltos al asiento {}.",
                c(r.stack),
                r.seat
            ),
        ));
    }
    d.summary = summary.join("; ") + ".";
    d.summary = capital(&d.summary);
    d.pots = Some(res.pots);
    Ok(d)
}

fn capital(s: &str) -> String {
    let mut ch = s.chars();
    match ch.next() {
        Some(f) => f.to_uppercase().collect::<String>() + ch.as_str(),
        None => String::new(),
    }
}
