//! `cards_dealt`: a player holds the wrong number of hole cards. Before substantial action it
//! is a misdeal (35-A); after it the hand is dead (38, with 36 and 35-D), and the dealer burns
//! one card per street without restoring the stub's order. The button dealt too few cards may
//! be completed if it has not acted (37).

use super::{known_seat, state_now, substantial};
use crate::error::HandError;
use crate::hand::{Hand, Street};
use crate::rules::RuleKey;
use crate::ruling::{Alternative, CardsDealtDispute, Ctx, Draft};

pub fn decide(hand: &Hand, d: &CardsDealtDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let expected = hand.game.hole_cards();
    if usize::from(d.count) == expected {
        return Err(HandError::dispute(
            "dispute.count",
            format!(
                "{} deals {expected} hole cards: {} is the right number",
                hand.game.as_str(),
                d.count
            ),
        ));
    }
    if d.count > 10 {
        return Err(HandError::dispute("dispute.count", "at most 10 cards"));
    }
    let t = state_now(hand)?;
    if t.has_folded(d.seat) {
        return Err(HandError::dispute(
            "dispute.seat",
            format!("seat {} has already folded", d.seat),
        ));
    }
    let seat = d.seat;
    let kinds: Vec<_> = t
        .history()
        .iter()
        .map(|&(_, k, chips)| (k, chips))
        .collect();
    let sa = substantial::count(&kinds);
    let r36 = ctx.rule(RuleKey::SubstantialAction);
    let n = d.count;
    let counted = tr!(
        ctx,
        format!(
            "Since the deal: {} action(s) in turn, {} with chips (blinds do not count).",
            sa.actions, sa.with_chips
        ),
        format!(
            "Desde a distribuição: {} ação(ões) na vez, {} com fichas (blinds não contam).",
            sa.actions, sa.with_chips
        ),
        format!(
            "Desde el reparto: {} acción(es) en turno, {} con fichas (las ciegas no cuentan).",
            sa.actions, sa.with_chips
        ),
    );
    let preflop = t.street() == Street::Preflop && t.board().is_empty();
    let burn = if !preflop {
        ctx.lang
            .pick(
                "Burns go on as normal, one card before each street.",
                "As queimas seguem normalmente, uma carta antes de cada rodada.",
                "Las quemas siguen con normalidad, una carta antes de cada calle.",
            )
            .to_string()
    } else if usize::from(n) > expected {
        ctx.lang.pick(
            "The extra card does not count as the burn: the dealer burns one card from the stub, then deals the flop.",
            "A carta extra não conta como queima: o dealer queima uma carta do baralho e depois abre o flop.",
            "La carta de más no cuenta como quema: el dealer quema una carta del mazo y luego reparte el flop.",
        ).to_string()
    } else {
        ctx.lang.pick(
            "The dealer burns exactly one card and deals the flop; no extra card is burned to restore the stub's original order.",
            "O dealer queima exatamente uma carta e abre o flop; nenhuma carta extra é queimada para restaurar a ordem original do baralho.",
            "El dealer quema exactamente una carta y reparte el flop; no se quema una carta de más para recuperar el orden original del mazo.",
        ).to_string()
    };
    let is_button = seat == hand.button;
    let mut dr;
    if sa.reached {
        dr = Draft::new("dead_hand", RuleKey::BurnsAfterSubstantialAction, None);
        dr.see_also.push((RuleKey::SubstantialAction, None));
        dr.see_also.push((RuleKey::Misdeals, Some("D")));
        dr.reasoning.push(counted);
        dr.reasoning.push(tr!(ctx,
            format!("That is substantial action ({r36}), so there is no misdeal ({}): seat {seat}'s hand, with {n} card(s), is dead.", ctx.rule(RuleKey::Misdeals)),
            format!("Isso é ação substancial ({r36}), então não há misdeal ({}): a mão do assento {seat}, com {n} carta(s), está morta.", ctx.rule(RuleKey::Misdeals)),
            format!("Eso es acción sustancial ({r36}), así que no hay misdeal ({}): la mano del asiento {seat}, con {n} carta(s), está muerta.", ctx.rule(RuleKey::Misdeals)),
        ));
        dr.reasoning.push(burn);
        dr.summary = tr!(
            ctx,
            format!(
                "Substantial action has occurred: seat {seat}'s hand is dead and play continues."
            ),
            format!(
                "Já houve ação substancial: a mão do assento {seat} está morta e o jogo continua."
            ),
            format!(
                "Ya hubo acción sustancial: la mano del asiento {seat} está muerta y el juego sigue."
            ),
        );
        if is_button && usize::from(n) < expected && !t.has_acted(seat) {
            dr.see_also.push((RuleKey::ButtonTooFewCards, None));
            dr.alternatives.push(Alternative {
                condition: ctx.lang.pick(
                    "the game allows the button's hand to be completed (the button has not acted)",
                    "o jogo permite completar a mão do botão (o botão ainda não agiu)",
                    "el juego permite completar la mano del botón (el botón aún no actuó)",
                ).into(),
                outcome: "complete_hand".into(),
                action: None,
                returned: None,
                options: None,
            });
        }
    } else {
        dr = Draft::new("misdeal", RuleKey::Misdeals, Some("A"));
        dr.see_also.push((RuleKey::SubstantialAction, None));
        dr.reasoning.push(counted);
        dr.reasoning.push(tr!(ctx,
            format!("No substantial action yet ({r36}): a player dealt the wrong number of cards makes it a misdeal; the hand is re-dealt exactly, with the same button and limits."),
            format!("Ainda não houve ação substancial ({r36}): um jogador com número errado de cartas gera misdeal; a mão é redistribuída igual, com o mesmo botão e limites."),
            format!("Aún no hay acción sustancial ({r36}): un jugador con un número incorrecto de cartas produce misdeal; la mano se reparte de nuevo igual, con el mismo botón y límites."),
        ));
        dr.summary = tr!(
            ctx,
            format!(
                "Misdeal: seat {seat} has {n} card(s) before substantial action; re-deal the hand."
            ),
            format!(
                "Misdeal: o assento {seat} tem {n} carta(s) antes da ação substancial; redistribua a mão."
            ),
            format!(
                "Misdeal: el asiento {seat} tiene {n} carta(s) antes de la acción sustancial; se reparte de nuevo."
            ),
        );
        if sa.ambiguous {
            dr.discretion = true;
            dr.alternatives.push(Alternative {
                condition: ctx
                    .lang
                    .pick(
                        "the floor counts the check and the fold as substantial action",
                        "o floor conta o passe e a desistência como ação substancial",
                        "el floor cuenta el paso y el retiro como acción sustancial",
                    )
                    .into(),
                outcome: "dead_hand".into(),
                action: None,
                returned: None,
                options: None,
            });
        }
    }
    Ok(dr)
}
