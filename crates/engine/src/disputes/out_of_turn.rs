//! `out_of_turn`: is an action out of turn binding? Was a skipped player's right lost?
//! Rule 53 (2026: 55): 53-A the action binds if what it faced has not changed; a fold out of
//! turn always binds (58); 53-B a skipped player silent through substantial action (36) loses
//! the protection. 2026 adds: after a passive action out of turn (check or call), if the action
//! changes the player may only call or fold.

use super::substantial;
use super::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{Act, Action, ActionInput, ActionKind, Chips, Hand, HandInput};
use crate::replay::Table;
use crate::rules::{Edition, RuleKey};
use crate::ruling::{Alternative, Ctx, Draft, OptionsOut, OutOfTurnDispute, RuledAction};

fn to_act(a: &ActionInput, hand: &Hand, k: usize) -> Result<Action, HandError> {
    // Reuse the hand parser for one action, so the same checks and messages apply.
    let probe = HandInput {
        actions: vec![a.clone()],
        ..hand.to_input()
    };
    let mut parsed = Hand::parse(&probe).map_err(|e| {
        HandError::dispute(
            format!("dispute.then[{k}]"),
            e.message.replace("actions[0].", ""),
        )
    })?;
    parsed
        .actions
        .pop()
        .ok_or_else(|| HandError::dispute(format!("dispute.then[{k}]"), "empty action"))
}

fn oot_act(d: &OutOfTurnDispute) -> Result<Act, HandError> {
    let need_to = || {
        d.act.to.filter(|&t| t > 0).ok_or_else(|| {
            HandError::dispute(
                "dispute.act.to",
                "a bet or raise needs `to`, the street total",
            )
        })
    };
    Ok(match d.act.action {
        ActionKind::Fold => Act::Fold,
        ActionKind::Check => Act::Check,
        ActionKind::Call => Act::Call,
        ActionKind::Bet => Act::Bet(need_to()?),
        ActionKind::Raise => Act::Raise(need_to()?),
        ActionKind::AllIn => Act::AllIn,
        ActionKind::Show | ActionKind::Muck => {
            return Err(HandError::dispute(
                "dispute.act.action",
                "showing or mucking is not a betting action out of turn",
            ));
        }
    })
}

fn chips_of(t: &Table, seat: u8, act: &Act) -> Chips {
    match act {
        Act::Bet(to) | Act::Raise(to) => to.saturating_sub(t.committed(seat)),
        Act::Call => t.current_bet().saturating_sub(t.committed(seat)),
        Act::AllIn => t.stack(seat),
        _ => 0,
    }
}

pub fn decide(hand: &Hand, d: &OutOfTurnDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    if let Some(s) = d.skipped_seat {
        known_seat(hand, s, "dispute.skipped_seat")?;
    }
    let t = state_now(hand)?;
    let Some(in_turn) = t.to_act() else {
        return Err(HandError::dispute(
            "dispute",
            "no player is to act: the betting is over",
        ));
    };
    if d.seat == in_turn {
        return Err(HandError::dispute(
            "dispute.seat",
            format!(
                "seat {} is the player to act: that is not out of turn",
                d.seat
            ),
        ));
    }
    if t.has_folded(d.seat) {
        return Err(HandError::dispute(
            "dispute.seat",
            format!("seat {} has folded", d.seat),
        ));
    }
    let act = oot_act(d)?;
    let then: Vec<Action> = d
        .then
        .iter()
        .enumerate()
        .map(|(k, a)| to_act(a, hand, k))
        .collect::<Result<_, _>>()?;
    if d.skipped_seat.is_some() || d.skipped_spoke_up.is_some() {
        return Ok(skipped(hand, d, &act, &then, &t, in_turn, ctx));
    }
    backed_up(hand, d, &act, &then, &t, ctx)
}

/// Rule 53-A: back up to the player in turn; binding unless the action changed.
fn backed_up(
    hand: &Hand,
    d: &OutOfTurnDispute,
    act: &Act,
    then: &[Action],
    t: &Table,
    ctx: &Ctx,
) -> Result<Draft, HandError> {
    let seat = d.seat;
    let c = |n| ctx.c(n);
    let r53 = ctx.rule(RuleKey::ActionOutOfTurn);
    if *act == Act::Fold {
        let mut dr = Draft::new("binding", RuleKey::NonStandardFolds, None);
        dr.see_also.push((RuleKey::ActionOutOfTurn, Some("A")));
        dr.action = Some(RuledAction {
            seat,
            action: ActionKind::Fold,
            to: None,
        });
        let r58 = ctx.rule(RuleKey::NonStandardFolds);
        dr.summary = tr!(
            ctx,
            format!("A fold out of turn is binding: seat {seat}'s hand is dead ({r58})."),
            format!(
                "Desistir fora de vez é vinculante: a mão do assento {seat} está morta ({r58})."
            ),
            format!(
                "Retirarse fuera de turno es vinculante: la mano del asiento {seat} está muerta ({r58})."
            ),
        );
        return Ok(dr);
    }
    let mut t2 = t.clone();
    let base = hand.actions.len();
    for (k, a) in then.iter().enumerate() {
        if t2.to_act() == Some(seat) {
            break;
        }
        t2.apply(base + k, a)
            .map_err(|e| HandError::dispute(format!("dispute.then[{k}]"), e.message.clone()))?;
    }
    let reached = t2.to_act() == Some(seat);
    let changed = t2.current_bet() > t.current_bet();
    let faced = t.current_bet();
    let oot_chips = chips_of(t, seat, act);
    let passive = matches!(act, Act::Check | Act::Call);
    // The 2026 illustration is heads-up; its multi-way example (53-A Ex 2) still gives every
    // option after a check out of turn, so the passive limit is applied heads-up only.
    let passive_rule = ctx.edition == Edition::E2026 && passive && t.live_seats().len() == 2;
    let act_text = describe(act, ctx);
    let mut dr;
    if changed {
        let o = t2.options(seat).unwrap_or_else(|| t2.options_at(0));
        if passive_rule {
            dr = Draft::new("binding", RuleKey::ActionOutOfTurn, None);
            dr.options = Some(OptionsOut {
                to_call: o.to_call,
                can_raise: false,
                min_raise_to: None,
                max_raise_to: None,
            });
            dr.returned = Some(oot_chips);
            dr.summary = tr!(
                ctx,
                format!(
                    "The action changed after seat {seat}'s passive action out of turn ({act_text}): under the 2026 rules seat {seat} may only call {} or fold, not raise ({r53}).",
                    c(o.to_call)
                ),
                format!(
                    "A ação mudou depois da ação passiva fora de vez do assento {seat} ({act_text}): pelas regras de 2026 o assento {seat} só pode pagar {} ou desistir, não aumentar ({r53}).",
                    c(o.to_call)
                ),
                format!(
                    "La acción cambió tras la acción pasiva fuera de turno del asiento {seat} ({act_text}): con las reglas de 2026 el asiento {seat} solo puede igualar {} o retirarse, no subir ({r53}).",
                    c(o.to_call)
                ),
            );
            dr.reasoning.push(tr!(ctx,
                "The 2026 text of this rule was not available to floorcall; this ruling follows the 2026 illustration (heads-up: a check out of turn, then a bet: call or fold only). Under the 2024 rules the player would have every option.".into(),
                "O texto de 2026 desta regra não estava disponível ao floorcall; esta decisão segue a ilustração de 2026 (heads-up: um passe fora de vez, depois uma aposta: só pagar ou desistir). Pelas regras de 2024 o jogador teria todas as opções.".into(),
                "El texto de 2026 de esta regla no estaba disponible para floorcall; esta decisión sigue la ilustración de 2026 (heads-up: un paso fuera de turno y luego una apuesta: solo igualar o retirarse). Con las reglas de 2024 el jugador tendría todas las opciones.".into(),
            ));
        } else {
            dr = Draft::new("not_binding", RuleKey::ActionOutOfTurn, Some("A"));
            dr.options = Some(o.into());
            dr.returned = Some(oot_chips);
            let range = match (o.min_raise_to, o.max_raise_to) {
                (Some(lo), Some(_)) if o.can_raise => tr!(
                    ctx,
                    format!(", raise to at least {}", c(lo)),
                    format!(", aumentar para pelo menos {}", c(lo)),
                    format!(", subir a al menos {}", c(lo)),
                ),
                _ => String::new(),
            };
            dr.summary = tr!(
                ctx,
                format!(
                    "The action changed from {} to {} before seat {seat}'s turn, so the action out of turn ({act_text}) is not binding: {} go back and seat {seat} has every option: call {}{range} or fold ({r53}).",
                    c(faced),
                    c(t2.current_bet()),
                    c(oot_chips),
                    c(o.to_call)
                ),
                format!(
                    "A ação mudou de {} para {} antes da vez do assento {seat}, então a ação fora de vez ({act_text}) não é vinculante: {} voltam e o assento {seat} tem todas as opções: pagar {}{range} ou desistir ({r53}).",
                    c(faced),
                    c(t2.current_bet()),
                    c(oot_chips),
                    c(o.to_call)
                ),
                format!(
                    "La acción cambió de {} a {} antes del turno del asiento {seat}, así que la acción fuera de turno ({act_text}) no es vinculante: se devuelven {} y el asiento {seat} tiene todas las opciones: igualar {}{range} o retirarse ({r53}).",
                    c(faced),
                    c(t2.current_bet()),
                    c(oot_chips),
                    c(o.to_call)
                ),
            );
            if passive && ctx.edition == Edition::E2024 {
                dr.reasoning.push(tr!(ctx,
                    "Under the 2026 rules a passive action out of turn (check or call) would limit the player to calling or folding; the 2024 rules give every option.".into(),
                    "Pelas regras de 2026 uma ação passiva fora de vez (passar ou pagar) limitaria o jogador a pagar ou desistir; as regras de 2024 dão todas as opções.".into(),
                    "Con las reglas de 2026 una acción pasiva fuera de turno (pasar o igualar) limitaría al jugador a igualar o retirarse; las reglas de 2024 dan todas las opciones.".into(),
                ));
            }
        }
        return Ok(dr);
    }
    // Unchanged so far: the act binds as it stands, if it is legal at seat's turn.
    let mut t3 = t2.clone();
    let binding_action = if reached {
        t3.apply(
            base + then.len(),
            &Action::Player {
                seat,
                act: act.clone(),
            },
        )
        .map_err(|e| HandError::dispute("dispute.act", e.message.clone()))?;
        Some(RuledAction {
            seat,
            action: act_kind(act, t2.current_bet()),
            to: match act {
                Act::Bet(to) | Act::Raise(to) => Some(*to),
                Act::Call => Some(t2.current_bet().min(t2.committed(seat) + t2.stack(seat))),
                Act::AllIn => Some(t2.committed(seat) + t2.stack(seat)),
                _ => None,
            },
        })
    } else {
        None
    };
    dr = Draft::new("binding", RuleKey::ActionOutOfTurn, Some("A"));
    dr.action = binding_action.or(Some(RuledAction {
        seat,
        action: act.kind(),
        to: d.act.to,
    }));
    if reached {
        dr.summary = tr!(
            ctx,
            format!(
                "The action seat {seat} faced did not change (still {}), so the action out of turn is binding: {act_text} ({r53}).",
                c(faced)
            ),
            format!(
                "A ação que o assento {seat} enfrentava não mudou (continua {}), então a ação fora de vez é vinculante: {act_text} ({r53}).",
                c(faced)
            ),
            format!(
                "La acción que enfrentaba el asiento {seat} no cambió (sigue en {}), así que la acción fuera de turno es vinculante: {act_text} ({r53}).",
                c(faced)
            ),
        );
        return Ok(dr);
    }
    // The players before seat have not all acted: state both branches.
    let next = t2.to_act().unwrap_or(seat);
    dr.summary = tr!(
        ctx,
        format!(
            "Action goes back to seat {next}. If the players before seat {seat} only check, call or fold, the action out of turn ({act_text}) stands; if one bets or raises, it is not binding and seat {seat} gets every option ({r53})."
        ),
        format!(
            "A ação volta ao assento {next}. Se os jogadores antes do assento {seat} só passarem, pagarem ou desistirem, a ação fora de vez ({act_text}) vale; se algum apostar ou aumentar, ela não é vinculante e o assento {seat} tem todas as opções ({r53})."
        ),
        format!(
            "La acción vuelve al asiento {next}. Si los jugadores antes del asiento {seat} solo pasan, igualan o se retiran, la acción fuera de turno ({act_text}) se mantiene; si alguno apuesta o sube, no es vinculante y el asiento {seat} tiene todas las opciones ({r53})."
        ),
    );
    // The changed branch with the smallest raise by the next player.
    if let Some(o_next) = t2.options(next)
        && o_next.can_raise
        && let Some(min_to) = o_next.min_raise_to
    {
        let mut t4 = t2.clone();
        let raise = if t2.current_bet() == 0 {
            Act::Bet(min_to)
        } else {
            Act::Raise(min_to)
        };
        if t4
            .apply(
                base + then.len(),
                &Action::Player {
                    seat: next,
                    act: raise,
                },
            )
            .is_ok()
        {
            // Let the others in between fold or call; only the change matters for seat.
            let o = t4.options(seat).unwrap_or_else(|| t4.options_at(0));
            let passive_2026 = passive_rule;
            dr.alternatives.push(Alternative {
                condition: tr!(
                    ctx,
                    format!("seat {next} raises (for example to {})", c(min_to)),
                    format!("o assento {next} aumenta (por exemplo para {})", c(min_to)),
                    format!("el asiento {next} sube (por ejemplo a {})", c(min_to)),
                ),
                outcome: if passive_2026 {
                    "binding"
                } else {
                    "not_binding"
                }
                .into(),
                action: None,
                returned: Some(oot_chips),
                options: Some(if passive_2026 {
                    OptionsOut {
                        to_call: o.to_call,
                        can_raise: false,
                        min_raise_to: None,
                        max_raise_to: None,
                    }
                } else {
                    o.into()
                }),
            });
            dr.reasoning.push(tr!(ctx,
                format!("For example, if seat {next} raises to {}, seat {seat} faces {} and may call {}, re-raise to at least {} or fold; the {} put out of turn may be returned.", c(min_to), c(min_to), c(o.to_call), c(o.min_raise_to.unwrap_or(0)), c(oot_chips)),
                format!("Por exemplo, se o assento {next} aumentar para {}, o assento {seat} enfrenta {} e pode pagar {}, aumentar para pelo menos {} ou desistir; os {} colocados fora de vez podem ser devolvidos.", c(min_to), c(min_to), c(o.to_call), c(o.min_raise_to.unwrap_or(0)), c(oot_chips)),
                format!("Por ejemplo, si el asiento {next} sube a {}, el asiento {seat} enfrenta {} y puede igualar {}, resubir a al menos {} o retirarse; los {} puestos fuera de turno pueden devolverse.", c(min_to), c(min_to), c(o.to_call), c(o.min_raise_to.unwrap_or(0)), c(oot_chips)),
            ));
        }
    }
    dr.alternatives.push(Alternative {
        condition: tr!(
            ctx,
            format!("the players before seat {seat} only check, call or fold"),
            format!("os jogadores antes do assento {seat} só passam, pagam ou desistem"),
            format!("los jugadores antes del asiento {seat} solo pasan, igualan o se retiran"),
        ),
        outcome: "binding".into(),
        action: dr.action.clone(),
        returned: None,
        options: None,
    });
    Ok(dr)
}

/// Rule 53-B: a skipped player and substantial action out of turn.
fn skipped(
    _hand: &Hand,
    d: &OutOfTurnDispute,
    act: &Act,
    then: &[Action],
    t: &Table,
    in_turn: u8,
    ctx: &Ctx,
) -> Draft {
    let skipped = d.skipped_seat.unwrap_or(in_turn);
    let r53 = ctx.rule(RuleKey::ActionOutOfTurn);
    let r36 = ctx.rule(RuleKey::SubstantialAction);
    let r58 = ctx.rule(RuleKey::NonStandardFolds);
    let mut seq: Vec<(ActionKind, bool)> = vec![(act.kind(), chips_of(t, d.seat, act) > 0)];
    for a in then {
        if let Action::Player { seat, act } = a
            && *seat != skipped
        {
            let chips = matches!(act, Act::Call | Act::Bet(_) | Act::Raise(_) | Act::AllIn);
            seq.push((act.kind(), chips));
        }
    }
    let sa = substantial::count(&seq);
    let mut dr;
    let n_chips = sa.with_chips;
    let counted = tr!(
        ctx,
        format!(
            "{} action(s) out of turn to the left of seat {skipped}, {n_chips} with chips",
            sa.actions
        ),
        format!(
            "{} ação(ões) fora de vez à esquerda do assento {skipped}, {n_chips} com fichas",
            sa.actions
        ),
        format!(
            "{} acción(es) fuera de turno a la izquierda del asiento {skipped}, {n_chips} con fichas",
            sa.actions
        ),
    );
    if d.skipped_spoke_up == Some(true) {
        dr = Draft::new("not_binding", RuleKey::ActionOutOfTurn, Some("B"));
        dr.summary = tr!(ctx,
            format!("Seat {skipped} spoke up before substantial action: the action goes back to seat {skipped}, and the action out of turn is judged as Rule 53-A says (binding unless the action changes) ({r53}).").replace("Rule 53-A", &format!("{r53}-A")),
            format!("O assento {skipped} se manifestou antes da ação substancial: a ação volta ao assento {skipped}, e a ação fora de vez é julgada pela parte A (vinculante se a ação não mudar) ({r53})."),
            format!("El asiento {skipped} habló antes de la acción sustancial: la acción vuelve al asiento {skipped}, y la acción fuera de turno se juzga por la parte A (vinculante si la acción no cambia) ({r53})."),
        );
        return dr;
    }
    if sa.reached {
        dr = Draft::new("binding", RuleKey::ActionOutOfTurn, Some("B"));
        dr.see_also.push((RuleKey::SubstantialAction, None));
        dr.discretion = true;
        dr.action = Some(RuledAction {
            seat: d.seat,
            action: act.kind(),
            to: d.act.to.or(match act {
                Act::Call => Some(t.current_bet()),
                _ => None,
            }),
        });
        dr.reasoning.push(tr!(
            ctx,
            format!("{counted}: substantial action ({r36})."),
            format!("{counted}: ação substancial ({r36})."),
            format!("{counted}: acción sustancial ({r36})."),
        ));
        if then
            .iter()
            .any(|a| matches!(a, Action::Player { act: Act::Fold, .. }))
        {
            dr.see_also.push((RuleKey::NonStandardFolds, None));
            dr.reasoning.push(tr!(
                ctx,
                format!("A fold out of turn is binding in any case ({r58})."),
                format!("Uma desistência fora de vez é vinculante de qualquer forma ({r58})."),
                format!("Un retiro fuera de turno es vinculante en cualquier caso ({r58})."),
            ));
        }
        dr.summary = tr!(
            ctx,
            format!(
                "Seat {skipped} was skipped and did not speak up before substantial action out of turn: the actions out of turn stand. The floor decides what happens to seat {skipped}'s hand (for example dead, or limited to calling or folding) ({r53})."
            ),
            format!(
                "O assento {skipped} foi pulado e não se manifestou antes da ação substancial fora de vez: as ações fora de vez valem. O floor decide o destino da mão do assento {skipped} (por exemplo morta, ou limitada a pagar ou desistir) ({r53})."
            ),
            format!(
                "El asiento {skipped} fue omitido y no habló antes de la acción sustancial fuera de turno: las acciones fuera de turno se mantienen. El floor decide el destino de la mano del asiento {skipped} (por ejemplo muerta, o limitada a igualar o retirarse) ({r53})."
            ),
        );
        let to_call = t.current_bet().saturating_sub(t.committed(skipped));
        dr.alternatives.push(Alternative {
            condition: tr!(
                ctx,
                format!("the floor rules seat {skipped}'s hand dead"),
                format!("o floor declara morta a mão do assento {skipped}"),
                format!("el floor declara muerta la mano del asiento {skipped}"),
            ),
            outcome: "dead_hand".into(),
            action: None,
            returned: None,
            options: None,
        });
        dr.alternatives.push(Alternative {
            condition: tr!(ctx,
                format!("the floor keeps seat {skipped}'s hand live, limited to calling or folding"),
                format!("o floor mantém viva a mão do assento {skipped}, limitada a pagar ou desistir"),
                format!("el floor mantiene viva la mano del asiento {skipped}, limitada a igualar o retirarse"),
            ),
            outcome: "call_or_fold".into(),
            action: None,
            returned: None,
            options: Some(OptionsOut {
                to_call,
                can_raise: false,
                min_raise_to: None,
                max_raise_to: None,
            }),
        });
        if d.skipped_spoke_up.is_none() {
            dr.alternatives.push(Alternative {
                condition: tr!(
                    ctx,
                    format!("seat {skipped} spoke up before the substantial action"),
                    format!("o assento {skipped} se manifestou antes da ação substancial"),
                    format!("el asiento {skipped} habló antes de la acción sustancial"),
                ),
                outcome: "not_binding".into(),
                action: None,
                returned: None,
                options: None,
            });
        }
        return dr;
    }
    dr = Draft::new("not_binding", RuleKey::ActionOutOfTurn, Some("B"));
    dr.see_also.push((RuleKey::SubstantialAction, None));
    dr.reasoning.push(tr!(
        ctx,
        format!("{counted}: not yet substantial action ({r36})."),
        format!("{counted}: ainda não é ação substancial ({r36})."),
        format!("{counted}: aún no es acción sustancial ({r36})."),
    ));
    if sa.ambiguous {
        dr.discretion = true;
        dr.reasoning.push(tr!(ctx,
            format!("A check and a fold are substantial action only under the parenthetical of {r36}; floorcall reads the defining sentence (chips must go in), and the floor may read it otherwise."),
            format!("Um passe e uma desistência só são ação substancial pelo parêntese da {r36}; o floorcall segue a frase que a define (fichas precisam entrar), e o floor pode ler de outro modo."),
            format!("Un paso y un retiro solo son acción sustancial según el paréntesis de la {r36}; floorcall sigue la frase que la define (deben entrar fichas), y el floor puede leerla de otro modo."),
        ));
        dr.alternatives.push(Alternative {
            condition: ctx
                .lang
                .pick(
                    "the floor counts a check and a fold as substantial action",
                    "o floor conta um passe e uma desistência como ação substancial",
                    "el floor cuenta un paso y un retiro como acción sustancial",
                )
                .into(),
            outcome: "binding".into(),
            action: None,
            returned: None,
            options: None,
        });
    }
    dr.summary = tr!(
        ctx,
        format!(
            "No substantial action yet: seat {skipped} keeps the right to act; the action goes back to seat {skipped} ({r53})."
        ),
        format!(
            "Ainda não há ação substancial: o assento {skipped} mantém o direito de agir; a ação volta ao assento {skipped} ({r53})."
        ),
        format!(
            "Aún no hay acción sustancial: el asiento {skipped} conserva el derecho a actuar; la acción vuelve al asiento {skipped} ({r53})."
        ),
    );
    dr
}

fn act_kind(act: &Act, current: Chips) -> ActionKind {
    match act {
        Act::Call if current == 0 => ActionKind::Check,
        other => other.kind(),
    }
}

fn describe(act: &Act, ctx: &Ctx) -> String {
    let c = |n| ctx.c(n);
    match act {
        Act::Fold => ctx.lang.pick("fold", "desistir", "retirarse").into(),
        Act::Check => ctx.lang.pick("check", "passe", "paso").into(),
        Act::Call => ctx.lang.pick("call", "pagar", "igualar").into(),
        Act::AllIn => "all-in".into(),
        Act::Bet(to) => tr!(
            ctx,
            format!("bet {}", c(*to)),
            format!("aposta de {}", c(*to)),
            format!("apuesta de {}", c(*to)),
        ),
        Act::Raise(to) => tr!(
            ctx,
            format!("raise to {}", c(*to)),
            format!("aumento para {}", c(*to)),
            format!("subida a {}", c(*to)),
        ),
        Act::Show(_) | Act::Muck => String::new(),
    }
}
