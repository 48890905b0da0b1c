//! `options`: what may the player to act do now? Minimum and maximum raise (Rule 43, pot limit
//! Rule 54, limit cap Rule 48) and re-opening after short all-ins (Rule 47).

use super::state_now;
use crate::error::HandError;
use crate::hand::{Hand, Street, Structure};
use crate::replay::{Options, RaiseClosed, Table};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, OptionsDispute};

pub fn decide(hand: &Hand, d: &OptionsDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    let t = state_now(hand)?;
    let Some(to_act) = t.to_act() else {
        return Err(HandError::dispute(
            "dispute",
            "no player is to act: the betting is over for this hand or this round",
        ));
    };
    let seat = d.seat.unwrap_or(to_act);
    super::known_seat(hand, seat, "dispute.seat")?;
    if seat != to_act {
        return Err(HandError::dispute(
            "dispute.seat",
            format!("seat {seat} is not to act: seat {to_act} is"),
        ));
    }
    let o = t.options(seat).unwrap_or_else(|| t.options_at(0));
    Ok(explain(&t, seat, o, ctx))
}

/// The options ruling for a seat at a table state (also used by other disputes).
pub fn explain(t: &Table, seat: u8, o: Options, ctx: &Ctx) -> Draft {
    let structure = t.hand().game.structure();
    let acted = t.has_acted(seat);
    let (rule, part) = match (o.closed_by, structure) {
        (Some(RaiseClosed::CapReached), _) => (RuleKey::NumberOfRaises, None),
        (Some(RaiseClosed::NotReopened), _) => (RuleKey::ReopeningTheBet, Some("A")),
        _ if t.reopen_question() => (RuleKey::ReopeningTheBet, Some("A")),
        (_, Structure::PotLimit) if o.can_raise => (
            RuleKey::PotLimitBets,
            Some(if t.street() == Street::Preflop {
                "B"
            } else {
                "C"
            }),
        ),
        _ => (RuleKey::RaiseAmounts, Some("A")),
    };
    let mut dr = Draft::new("options", rule, part);
    dr.options = Some(o.into());
    dr.see_also.push((RuleKey::RaiseAmounts, Some("A")));
    if t.short_all_in() || acted {
        dr.see_also.push((RuleKey::ReopeningTheBet, Some("A")));
    }
    let c = |n| ctx.c(n);
    let committed = t.committed(seat);
    let cur = t.current_bet();
    let l = t.full_raise();
    let r = &mut dr.reasoning;
    r.push(tr!(ctx,
        format!(
            "The bet is {} on this street; seat {seat} has {} in, so a call costs {}.",
            c(cur),
            c(committed),
            c(o.to_call)
        ),
        format!(
            "A aposta nesta rodada é {}; o assento {seat} tem {} colocado, então pagar custa {}.",
            c(cur),
            c(committed),
            c(o.to_call)
        ),
        format!(
            "La apuesta en esta calle es {}; el asiento {seat} tiene {} puesto, así que igualar cuesta {}.",
            c(cur),
            c(committed),
            c(o.to_call)
        ),
    ));
    if structure != Structure::FixedLimit {
        r.push(tr!(ctx,
            format!(
                "The largest full bet or raise on this street is {} ({}): a raise must go to at least {} + {} = {}.",
                c(l),
                ctx.rule(RuleKey::RaiseAmounts),
                c(cur),
                c(l),
                c(cur + l)
            ),
            format!(
                "A maior aposta ou aumento completo nesta rodada é {} ({}): um aumento deve ir a pelo menos {} + {} = {}.",
                c(l),
                ctx.rule(RuleKey::RaiseAmounts),
                c(cur),
                c(l),
                c(cur + l)
            ),
            format!(
                "La mayor apuesta o subida completa en esta calle es {} ({}): una subida debe llegar al menos a {} + {} = {}.",
                c(l),
                ctx.rule(RuleKey::RaiseAmounts),
                c(cur),
                c(l),
                c(cur + l)
            ),
        ));
        if t.short_all_in() {
            r.push(tr!(ctx,
                format!(
                    "A short all-in is not a full raise and does not change that amount, even when several add up to more ({}).",
                    ctx.rule(RuleKey::ReopeningTheBet)
                ),
                format!(
                    "Um all-in curto não é um aumento completo e não muda esse valor, mesmo que vários somem mais ({}).",
                    ctx.rule(RuleKey::ReopeningTheBet)
                ),
                format!(
                    "Un all-in corto no es una subida completa y no cambia esa cantidad, aunque varios sumen más ({}).",
                    ctx.rule(RuleKey::ReopeningTheBet)
                ),
            ));
        }
    }
    let rule47 = ctx.rule(RuleKey::ReopeningTheBet);
    match o.closed_by {
        Some(RaiseClosed::NotReopened) => {
            let need = if structure == Structure::FixedLimit {
                t.limit_bet().div_ceil(2)
            } else {
                l
            };
            r.push(tr!(ctx,
                format!(
                    "Seat {seat} has already acted on this street and now faces {}, less than {} (a full raise): the betting is not re-opened, so seat {seat} may only call or fold ({rule47}).",
                    c(o.to_call),
                    c(need)
                ),
                format!(
                    "O assento {seat} já agiu nesta rodada e agora enfrenta {}, menos que {} (um aumento completo): a aposta não é reaberta, então o assento {seat} só pode pagar ou desistir ({rule47}).",
                    c(o.to_call),
                    c(need)
                ),
                format!(
                    "El asiento {seat} ya actuó en esta calle y ahora enfrenta {}, menos que {} (una subida completa): la apuesta no se reabre, así que el asiento {seat} solo puede igualar o retirarse ({rule47}).",
                    c(o.to_call),
                    c(need)
                ),
            ));
        }
        Some(RaiseClosed::CapReached) => {
            let (_, _, cap) = t.hand().limit_sizes();
            let rule48 = ctx.rule(RuleKey::NumberOfRaises);
            r.push(tr!(ctx,
                format!(
                    "This round has reached the cap of {cap} bets (a bet and {} raises, {rule48}): seat {seat} may call or fold.",
                    cap - 1
                ),
                format!(
                    "Esta rodada atingiu o limite de {cap} apostas (uma aposta e {} aumentos, {rule48}): o assento {seat} pode pagar ou desistir.",
                    cap - 1
                ),
                format!(
                    "Esta ronda alcanzó el tope de {cap} apuestas (una apuesta y {} subidas, {rule48}): el asiento {seat} puede igualar o retirarse.",
                    cap - 1
                ),
            ));
        }
        Some(RaiseClosed::NoChipsBeyondCall) => r.push(tr!(ctx,
            format!("Calling takes all of seat {seat}'s chips: there is nothing left to raise with."),
            format!("Pagar leva todas as fichas do assento {seat}: não sobra nada para aumentar."),
            format!("Igualar se lleva todas las fichas del asiento {seat}: no queda nada para subir."),
        )),
        Some(RaiseClosed::NoOpponentToRaise) => r.push(tr!(ctx,
            format!("No opponent has chips to call more than {}: a raise could never be called, so seat {seat} may call or fold.", c(cur)),
            format!("Nenhum adversário tem fichas para pagar mais que {}: um aumento nunca seria pago, então o assento {seat} pode pagar ou desistir.", c(cur)),
            format!("Ningún rival tiene fichas para igualar más de {}: una subida nunca sería igualada, así que el asiento {seat} puede igualar o retirarse.", c(cur)),
        )),
        None => {
            if acted && t.short_all_in() {
                r.push(tr!(ctx,
                    format!("Seat {seat} has already acted on this street but now faces {}, at least a full raise of {}: the betting is re-opened ({rule47}).", c(o.to_call), c(l)),
                    format!("O assento {seat} já agiu nesta rodada, mas agora enfrenta {}, pelo menos um aumento completo de {}: a aposta é reaberta ({rule47}).", c(o.to_call), c(l)),
                    format!("El asiento {seat} ya actuó en esta calle pero ahora enfrenta {}, al menos una subida completa de {}: la apuesta se reabre ({rule47}).", c(o.to_call), c(l)),
                ));
            } else if !acted && t.short_all_in() {
                r.push(tr!(ctx,
                    format!("Seat {seat} has not acted yet on this street (a posted blind is not an action), so seat {seat} may raise ({rule47})."),
                    format!("O assento {seat} ainda não agiu nesta rodada (blind postado não é ação), então o assento {seat} pode aumentar ({rule47})."),
                    format!("El asiento {seat} aún no actuó en esta calle (una ciega puesta no es una acción), así que el asiento {seat} puede subir ({rule47})."),
                ));
            }
            if structure == Structure::PotLimit {
                let pot_max = o.max_raise_to.unwrap_or(0);
                let rule54 = ctx.rule(RuleKey::PotLimitBets);
                let pre = if t.street() == Street::Preflop {
                    ctx.lang.pick(
                        " (pre-flop, counting full blinds)",
                        " (antes do flop, contando blinds completos)",
                        " (antes del flop, contando ciegas completas)",
                    )
                } else {
                    ""
                };
                r.push(tr!(ctx,
                    format!("Pot limit: call {}, then raise the size of the pot after the call{pre}; the most seat {seat} may raise to is {} ({rule54}).", c(o.to_call), c(pot_max)),
                    format!("Pot limit: paga {}, depois aumenta o tamanho do pote após o pagamento{pre}; o máximo para o assento {seat} é aumentar para {} ({rule54}).", c(o.to_call), c(pot_max)),
                    format!("Pot limit: iguala {}, luego sube el tamaño del bote tras igualar{pre}; lo máximo para el asiento {seat} es subir a {} ({rule54}).", c(o.to_call), c(pot_max)),
                ));
            }
            if structure == Structure::FixedLimit {
                r.push(tr!(ctx,
                    format!("Fixed limit: bets and raises this round are {}; a raise goes to {}.", c(t.limit_bet()), c(o.min_raise_to.unwrap_or(0))),
                    format!("Limit fixo: apostas e aumentos nesta rodada são de {}; um aumento vai a {}.", c(t.limit_bet()), c(o.min_raise_to.unwrap_or(0))),
                    format!("Límite fijo: apuestas y subidas en esta ronda son de {}; una subida va a {}.", c(t.limit_bet()), c(o.min_raise_to.unwrap_or(0))),
                ));
            }
            let all_in = t.committed(seat) + t.stack(seat);
            if o.max_raise_to == Some(all_in) && o.min_raise_to == Some(all_in) && cur + l > all_in {
                r.push(tr!(ctx,
                    format!("Seat {seat} has {} in all on this street, short of a full raise: raising means going all-in for {}.", c(all_in), c(all_in)),
                    format!("O assento {seat} tem {} no total nesta rodada, menos que um aumento completo: aumentar é ir all-in por {}.", c(all_in), c(all_in)),
                    format!("El asiento {seat} tiene {} en total en esta calle, menos que una subida completa: subir es ir all-in por {}.", c(all_in), c(all_in)),
                ));
            }
        }
    }
    let call_word = |n: u64| {
        if n == 0 {
            ctx.lang.pick("check", "passar", "pasar").to_string()
        } else {
            tr!(
                ctx,
                format!("call {}", c(n)),
                format!("pagar {}", c(n)),
                format!("igualar {}", c(n)),
            )
        }
    };
    dr.summary = if o.can_raise {
        let (lo, hi) = (o.min_raise_to.unwrap_or(0), o.max_raise_to.unwrap_or(0));
        let range = if lo == hi {
            tr!(
                ctx,
                format!("raise to {}", c(lo)),
                format!("aumentar para {}", c(lo)),
                format!("subir a {}", c(lo)),
            )
        } else {
            tr!(
                ctx,
                format!("raise to between {} and {}", c(lo), c(hi)),
                format!("aumentar para entre {} e {}", c(lo), c(hi)),
                format!("subir a entre {} y {}", c(lo), c(hi)),
            )
        };
        tr!(
            ctx,
            format!("Seat {seat} may fold, {} or {range}.", call_word(o.to_call)),
            format!(
                "O assento {seat} pode desistir, {} ou {range}.",
                call_word(o.to_call)
            ),
            format!(
                "El asiento {seat} puede retirarse, {} o {range}.",
                call_word(o.to_call)
            ),
        )
    } else {
        tr!(
            ctx,
            format!(
                "Seat {seat} may only {} or fold; raising is not allowed.",
                call_word(o.to_call)
            ),
            format!(
                "O assento {seat} só pode {} ou desistir; aumentar não é permitido.",
                call_word(o.to_call)
            ),
            format!(
                "El asiento {seat} solo puede {} o retirarse; subir no está permitido.",
                call_word(o.to_call)
            ),
        )
    };
    dr
}
