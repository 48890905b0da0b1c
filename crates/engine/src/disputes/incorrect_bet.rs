//! `incorrect_bet`: a bet or raise of the wrong size found later (Rule 52; 2026: 54).
//! 52-A (no-limit, limit): below the minimum, corrected on the current street until the next
//! card. 52-B (pot limit): a count too high is reduced for every caller until the next card; a
//! count too low is raised until substantial action follows the bet.

use super::substantial;
use crate::error::HandError;
use crate::hand::{Act, Action, ActionKind, Hand, Structure};
use crate::replay::replay_prefix;
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, IncorrectBetDispute, RuledAction};

pub fn decide(hand: &Hand, d: &IncorrectBetDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    let Some(action) = hand.actions.get(d.action_index) else {
        return Err(HandError::dispute(
            "dispute.action_index",
            format!(
                "there is no action {} (the hand has {})",
                d.action_index,
                hand.actions.len()
            ),
        ));
    };
    let Action::Player { seat, act } = action else {
        return Err(HandError::dispute(
            "dispute.action_index",
            "that action is a board deal, not a bet",
        ));
    };
    let (seat, to) = match act {
        Act::Bet(to) | Act::Raise(to) => (*seat, *to),
        _ => {
            return Err(HandError::dispute(
                "dispute.action_index",
                "that action is not a bet or raise",
            ));
        }
    };
    let mut t = replay_prefix(hand, d.action_index)?;
    t.deal_implied(d.action_index)?;
    if t.to_act() != Some(seat) {
        return Err(HandError::dispute(
            "dispute.action_index",
            format!("seat {seat} was not the player to act at that action"),
        ));
    }
    let o = t.options(seat).unwrap_or_else(|| t.options_at(0));
    let min_to = o.min_raise_to.unwrap_or(to);
    let max_to = o.max_raise_to.unwrap_or(to);
    let all_in_to = t.committed(seat) + t.stack(seat);
    let kind = if t.current_bet() == 0 {
        ActionKind::Bet
    } else {
        ActionKind::Raise
    };
    let c = |n| ctx.c(n);
    let r52 = ctx.rule(RuleKey::IncorrectBets);
    // The actions since the bet, on the same street (a deal ends the street).
    let mut since: Vec<(ActionKind, bool)> = Vec::new();
    let mut callers = Vec::new();
    let mut next_card_listed = false;
    for a in &hand.actions[d.action_index + 1..] {
        match a {
            Action::Deal { .. } => {
                next_card_listed = true;
                break;
            }
            Action::Player { seat: s, act } if act.is_betting() => {
                let chips = matches!(act, Act::Call | Act::Bet(_) | Act::Raise(_) | Act::AllIn);
                since.push((act.kind(), chips));
                if *act == Act::Call {
                    callers.push(*s);
                }
            }
            _ => {}
        }
    }
    let next_card = d.next_card_dealt || next_card_listed;
    let structure = hand.game.structure();
    let stands = |why: String| {
        let mut dr = Draft::new(
            "stands",
            RuleKey::IncorrectBets,
            Some(if structure == Structure::PotLimit {
                "B"
            } else {
                "A"
            }),
        );
        dr.action = Some(RuledAction {
            seat,
            action: kind,
            to: Some(to),
        });
        dr.summary = why;
        dr
    };
    if structure == Structure::PotLimit && to > max_to {
        if next_card {
            return Ok(stands(tr!(
                ctx,
                format!(
                    "The bet to {} was over the pot limit of {}, but the next card has been dealt: it stands ({r52}).",
                    c(to),
                    c(max_to)
                ),
                format!(
                    "A aposta para {} passou do limite do pote de {}, mas a próxima carta já foi dada: ela vale ({r52}).",
                    c(to),
                    c(max_to)
                ),
                format!(
                    "La apuesta a {} superó el límite del bote de {}, pero ya se repartió la siguiente carta: se mantiene ({r52}).",
                    c(to),
                    c(max_to)
                ),
            )));
        }
        let mut dr = Draft::new("corrected", RuleKey::IncorrectBets, Some("B"));
        dr.see_also.push((RuleKey::PotLimitBets, None));
        dr.action = Some(RuledAction {
            seat,
            action: kind,
            to: Some(max_to),
        });
        dr.returned = Some(to - max_to);
        let who = if callers.is_empty() {
            String::new()
        } else {
            let list: Vec<String> = callers.iter().map(|s| s.to_string()).collect();
            tr!(
                ctx,
                format!(
                    " Seats {} who called get {} back each.",
                    list.join(", "),
                    c(to - max_to)
                ),
                format!(
                    " Os assentos {} que pagaram recebem {} de volta cada.",
                    list.join(", "),
                    c(to - max_to)
                ),
                format!(
                    " Los asientos {} que igualaron recuperan {} cada uno.",
                    list.join(", "),
                    c(to - max_to)
                ),
            )
        };
        dr.summary = tr!(
            ctx,
            format!(
                "The bet to {} was over the pot limit of {} and was found before the next card: it is reduced to {} for everyone who called on this street, even after substantial action ({r52}).{who}",
                c(to),
                c(max_to),
                c(max_to)
            ),
            format!(
                "A aposta para {} passou do limite do pote de {} e foi descoberta antes da próxima carta: é reduzida para {} para todos que pagaram nesta rodada, mesmo após ação substancial ({r52}).{who}",
                c(to),
                c(max_to),
                c(max_to)
            ),
            format!(
                "La apuesta a {} superó el límite del bote de {} y se descubrió antes de la siguiente carta: se reduce a {} para todos los que igualaron en esta calle, aun tras la acción sustancial ({r52}).{who}",
                c(to),
                c(max_to),
                c(max_to)
            ),
        );
        return Ok(dr);
    }
    if structure == Structure::PotLimit && d.meant_pot == Some(true) && to < max_to {
        let sa = substantial::count(&since);
        let r36 = ctx.rule(RuleKey::SubstantialAction);
        if sa.reached || next_card {
            let mut dr = stands(tr!(
                ctx,
                format!(
                    "The bettor asked for the pot and bet the {} the dealer gave; the pot bet was {}. Substantial action followed the bet ({} actions, {} with chips, {r36}), so the smaller bet stands ({r52}).",
                    c(to),
                    c(max_to),
                    sa.actions,
                    sa.with_chips
                ),
                format!(
                    "O apostador pediu o pote e apostou os {} informados pelo dealer; a aposta do pote era {}. Houve ação substancial depois da aposta ({} ações, {} com fichas, {r36}), então a aposta menor vale ({r52}).",
                    c(to),
                    c(max_to),
                    sa.actions,
                    sa.with_chips
                ),
                format!(
                    "El apostador pidió el bote y apostó los {} que dio el dealer; la apuesta del bote era {}. Hubo acción sustancial tras la apuesta ({} acciones, {} con fichas, {r36}), así que la apuesta menor se mantiene ({r52}).",
                    c(to),
                    c(max_to),
                    sa.actions,
                    sa.with_chips
                ),
            ));
            dr.see_also.push((RuleKey::SubstantialAction, None));
            return Ok(dr);
        }
        let mut dr = Draft::new("corrected", RuleKey::IncorrectBets, Some("B"));
        dr.see_also.push((RuleKey::SubstantialAction, None));
        dr.action = Some(RuledAction {
            seat,
            action: kind,
            to: Some(max_to),
        });
        dr.summary = tr!(
            ctx,
            format!(
                "The bettor asked for the pot but the dealer's count was low: with no substantial action since the bet, it is raised to the pot bet of {} ({r52}).",
                c(max_to)
            ),
            format!(
                "O apostador pediu o pote, mas a contagem do dealer foi baixa: sem ação substancial desde a aposta, ela é aumentada para a aposta do pote, {} ({r52}).",
                c(max_to)
            ),
            format!(
                "El apostador pidió el bote pero el conteo del dealer fue bajo: sin acción sustancial desde la apuesta, se eleva a la apuesta del bote, {} ({r52}).",
                c(max_to)
            ),
        );
        if sa.ambiguous {
            dr.discretion = true;
            dr.reasoning.push(tr!(ctx,
                format!("Only a check and a fold followed: substantial action only under the parenthetical of {r36}; the floor may read it so and let the bet stand."),
                format!("Só houve um passe e uma desistência: ação substancial apenas pelo parêntese da {r36}; o floor pode entender assim e manter a aposta."),
                format!("Solo hubo un paso y un retiro: acción sustancial solo según el paréntesis de la {r36}; el floor puede entenderlo así y mantener la apuesta."),
            ));
        }
        return Ok(dr);
    }
    if to < min_to && to < all_in_to {
        if next_card {
            return Ok(stands(tr!(
                ctx,
                format!(
                    "The bet to {} was below the minimum of {}, but the next card has been dealt: it stands ({r52}).",
                    c(to),
                    c(min_to)
                ),
                format!(
                    "A aposta para {} estava abaixo do mínimo de {}, mas a próxima carta já foi dada: ela vale ({r52}).",
                    c(to),
                    c(min_to)
                ),
                format!(
                    "La apuesta a {} estaba por debajo del mínimo de {}, pero ya se repartió la siguiente carta: se mantiene ({r52}).",
                    c(to),
                    c(min_to)
                ),
            )));
        }
        let mut dr = Draft::new("corrected", RuleKey::IncorrectBets, Some("A"));
        dr.see_also.push((RuleKey::RaiseAmounts, Some("A")));
        dr.action = Some(RuledAction {
            seat,
            action: kind,
            to: Some(min_to),
        });
        dr.summary = tr!(
            ctx,
            format!(
                "The bet to {} was below the legal minimum of {}; found on the same street, it is corrected to {} ({r52}).",
                c(to),
                c(min_to),
                c(min_to)
            ),
            format!(
                "A aposta para {} estava abaixo do mínimo legal de {}; descoberta na mesma rodada, é corrigida para {} ({r52}).",
                c(to),
                c(min_to),
                c(min_to)
            ),
            format!(
                "La apuesta a {} estaba por debajo del mínimo legal de {}; descubierta en la misma calle, se corrige a {} ({r52}).",
                c(to),
                c(min_to),
                c(min_to)
            ),
        );
        return Ok(dr);
    }
    Err(HandError::dispute(
        "dispute.action_index",
        format!(
            "the bet to {to} is within the legal range ({min_to} to {max_to}); for a pot-limit count that was too low, set meant_pot"
        ),
    ))
}
