//! `show_request`: may this player see that player's hand? Rule 18 (2026: 19): after a river
//! bet, a caller who tabled or kept their cards has an absolute right to see the last
//! aggressor's hand; other requests are at the floor's discretion; a player who mucked or no
//! longer holds cards has no right to ask.

use super::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::Hand;
use crate::replay::Phase;
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, ShowRequestDispute};

pub fn decide(hand: &Hand, d: &ShowRequestDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.requester, "dispute.requester")?;
    known_seat(hand, d.target, "dispute.target")?;
    if d.requester == d.target {
        return Err(HandError::dispute(
            "dispute.target",
            "a player asking to see their own hand is not a dispute",
        ));
    }
    let t = state_now(hand)?;
    if t.phase() != Phase::Closed {
        return Err(HandError::dispute(
            "dispute",
            "the hand is not at showdown: the betting is still open or everyone else folded",
        ));
    }
    let (req, tgt) = (d.requester, d.target);
    let r18 = ctx.rule(RuleKey::AskingToSeeAHand);
    if t.has_folded(req) || t.has_mucked(req) {
        let mut dr = Draft::new("no_right", RuleKey::AskingToSeeAHand, None);
        dr.summary = tr!(
            ctx,
            format!(
                "Seat {req} no longer holds cards (folded or mucked without showing), so seat {req} may not ask to see any hand ({r18})."
            ),
            format!(
                "O assento {req} não tem mais cartas (desistiu ou descartou sem mostrar), então não pode pedir para ver nenhuma mão ({r18})."
            ),
            format!(
                "El asiento {req} ya no tiene cartas (se retiró o descartó sin mostrar), así que no puede pedir ver ninguna mano ({r18})."
            ),
        );
        return Ok(dr);
    }
    if t.has_folded(tgt) {
        return Err(HandError::dispute(
            "dispute.target",
            format!("seat {tgt} folded before the showdown: that hand is dead"),
        ));
    }
    let aggressor = t.river_aggressor();
    // Everyone still in after a river bet acted on the river: called it or bet it.
    let called = t.has_acted(req);
    if t.river_bet() && aggressor == Some(tgt) && called {
        let mut dr = Draft::new("right", RuleKey::AskingToSeeAHand, None);
        dr.summary = tr!(
            ctx,
            format!(
                "There was a river bet and seat {tgt} was the last aggressor; seat {req} called and has tabled or kept the cards, so seat {req} has an absolute right to see seat {tgt}'s hand ({r18})."
            ),
            format!(
                "Houve aposta no river e o assento {tgt} foi o último agressor; o assento {req} pagou e mostrou ou manteve as cartas, então tem o direito absoluto de ver a mão do assento {tgt} ({r18})."
            ),
            format!(
                "Hubo apuesta en el river y el asiento {tgt} fue el último agresor; el asiento {req} igualó y mostró o conservó sus cartas, así que tiene el derecho absoluto de ver la mano del asiento {tgt} ({r18})."
            ),
        );
        return Ok(dr);
    }
    let mut dr = Draft::new("discretion", RuleKey::AskingToSeeAHand, None);
    dr.discretion = true;
    let why = if !t.river_bet() {
        ctx.lang
            .pick(
                "there was no river bet, so nobody paid to see a hand",
                "não houve aposta no river, então ninguém pagou para ver uma mão",
                "no hubo apuesta en el river, así que nadie pagó por ver una mano",
            )
            .to_string()
    } else {
        tr!(
            ctx,
            format!("seat {tgt} was not the last aggressor on the river"),
            format!("o assento {tgt} não foi o último agressor no river"),
            format!("el asiento {tgt} no fue el último agresor en el river"),
        )
    };
    dr.summary = tr!(
        ctx,
        format!(
            "Seat {req} may ask, but has no absolute right: {why}. It is at the floor's discretion ({r18})."
        ),
        format!(
            "O assento {req} pode pedir, mas não tem direito absoluto: {why}. Fica a critério do floor ({r18})."
        ),
        format!(
            "El asiento {req} puede pedirlo, pero no tiene derecho absoluto: {why}. Queda a criterio del floor ({r18})."
        ),
    );
    Ok(dr)
}
