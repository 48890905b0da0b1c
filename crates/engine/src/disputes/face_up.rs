//! `face_up`: must the hands be turned face up now? Rule 16 (2026: 17): once a player is
//! all-in and no more betting is possible, every live hand is tabled at once, then the rest of
//! the board is dealt, side pots are awarded before the main pot.

use super::state_now;
use crate::error::HandError;
use crate::hand::{Hand, Street};
use crate::replay::Phase;
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft};

pub fn decide(hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
    let t = state_now(hand)?;
    let live = t.live_seats();
    let all_in: Vec<u8> = live.iter().copied().filter(|&s| t.is_all_in(s)).collect();
    let list = |v: &[u8]| {
        v.iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let r16 = ctx.rule(RuleKey::FaceUpForAllIns);
    if t.phase() == Phase::Uncontested {
        return Err(HandError::dispute(
            "dispute",
            "everyone else folded: there is no showdown",
        ));
    }
    let betting_over = t.phase() == Phase::Closed;
    if !all_in.is_empty() && betting_over {
        let mut d = Draft::new("face_up", RuleKey::FaceUpForAllIns, None);
        d.see_also.push((RuleKey::SidePots, None));
        let rest = if t.board().len() < 5 {
            ctx.lang.pick(
                " Then burn and deal the rest of the board.",
                " Depois queime e abra o resto da mesa.",
                " Luego quema y reparte el resto de la mesa.",
            )
        } else {
            ""
        };
        d.summary = tr!(
            ctx,
            format!(
                "Yes: seat(s) {} all-in and no more betting is possible, so every live hand ({}) is turned face up now ({r16}).{rest}",
                list(&all_in),
                list(&live)
            ),
            format!(
                "Sim: assento(s) {} all-in e não há mais apostas possíveis, então todas as mãos vivas ({}) são viradas agora ({r16}).{rest}",
                list(&all_in),
                list(&live)
            ),
            format!(
                "Sí: asiento(s) {} all-in y no hay más apuestas posibles, así que todas las manos vivas ({}) se voltean ahora ({r16}).{rest}",
                list(&all_in),
                list(&live)
            ),
        );
        // Side pots are settled before the main pot (Rule 21); pots are known once the
        // betting is over.
        let live_levels: std::collections::BTreeSet<u64> =
            live.iter().map(|&s| t.total_in(s)).collect();
        if live_levels.len() > 1 {
            d.reasoning.push(tr!(ctx,
                format!("Award the side pot(s) first, then the main pot; do not keep the all-in hand face down until the side pots are settled ({}).", ctx.rule(RuleKey::SidePots)),
                format!("Entregue primeiro o(s) pote(s) paralelo(s), depois o principal; não mantenha a mão all-in virada para baixo até os potes paralelos serem decididos ({}).", ctx.rule(RuleKey::SidePots)),
                format!("Entrega primero el/los bote(s) secundario(s), luego el principal; no mantengas la mano all-in boca abajo hasta decidir los botes secundarios ({}).", ctx.rule(RuleKey::SidePots)),
            ));
        }
        return Ok(d);
    }
    if all_in.is_empty() && betting_over && t.street() == Street::River {
        let mut d = Draft::new("not_yet", RuleKey::ShowdownOrder, None);
        let first = t
            .river_aggressor()
            .or_else(|| t.seats_from_button().into_iter().find(|s| live.contains(s)));
        let who = first.map(|s| s.to_string()).unwrap_or_default();
        d.summary = tr!(ctx,
            format!("Nobody is all-in, so Rule 16 does not apply; at this showdown seat {who} shows first ({}).", ctx.rule(RuleKey::ShowdownOrder)).replace("Rule 16", &r16),
            format!("Ninguém está all-in, então a {r16} não se aplica; neste showdown o assento {who} mostra primeiro ({}).", ctx.rule(RuleKey::ShowdownOrder)),
            format!("Nadie está all-in, así que la {r16} no se aplica; en este showdown el asiento {who} muestra primero ({}).", ctx.rule(RuleKey::ShowdownOrder)),
        );
        return Ok(d);
    }
    let mut d = Draft::new("not_yet", RuleKey::FaceUpForAllIns, None);
    let with_chips: Vec<u8> = live.iter().copied().filter(|&s| !t.is_all_in(s)).collect();
    d.summary = if all_in.is_empty() {
        tr!(
            ctx,
            format!("Not yet: nobody is all-in and the betting is still open ({r16})."),
            format!("Ainda não: ninguém está all-in e as apostas continuam ({r16})."),
            format!("Todavía no: nadie está all-in y las apuestas siguen ({r16})."),
        )
    } else {
        tr!(
            ctx,
            format!(
                "Not yet: seat(s) {} all-in, but seats {} still have chips and may bet; keep the cards face down ({r16}).",
                list(&all_in),
                list(&with_chips)
            ),
            format!(
                "Ainda não: assento(s) {} all-in, mas os assentos {} ainda têm fichas e podem apostar; mantenha as cartas viradas para baixo ({r16}).",
                list(&all_in),
                list(&with_chips)
            ),
            format!(
                "Todavía no: asiento(s) {} all-in, pero los asientos {} aún tienen fichas y pueden apostar; mantén las cartas boca abajo ({r16}).",
                list(&all_in),
                list(&with_chips)
            ),
        )
    };
    Ok(d)
}
