//! `bet`: what did a player's chips and words amount to?
//!
//! Words first when they came first (Rule 40); "call" and "raise" bind in turn (51-A), "raise
//! X" is a total of X (43-B); an amount alone counts as pushing it (40-C), read per Rule 57 when
//! it cannot be meant literally; "pot" in no-limit binds to a minimum bet or raise (54-D).
//! Silent chips: prior chips in front (46), undercalls (51-B), a single oversized chip (44),
//! several chips (45) and the 50% standard (43-A).

use super::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{ActionKind, Chips, Hand, Structure};
use crate::replay::{Options, Table};
use crate::rules::RuleKey;
use crate::ruling::{
    Alternative, BetDispute, Ctx, DeclaredWord, Draft, OptionsOut, PriorMoved, RuledAction,
};

/// The facts of the moment, shared by every reading.
struct Spot<'a, 'h> {
    t: &'a Table<'h>,
    seat: u8,
    /// Chips in front this street (per the replay).
    committed: Chips,
    current: Chips,
    /// Largest full bet or raise this street (for fixed limit: the bet size).
    full: Chips,
    stack: Chips,
    o: Options,
    ctx: &'a Ctx,
}

impl Spot<'_, '_> {
    fn facing(&self) -> Chips {
        self.current.saturating_sub(self.committed)
    }
    fn all_in_to(&self) -> Chips {
        self.committed + self.stack
    }
    fn c(&self, n: Chips) -> String {
        self.ctx.c(n)
    }
    fn act(&self, action: ActionKind, to: Option<Chips>) -> RuledAction {
        RuledAction {
            seat: self.seat,
            action,
            to,
        }
    }
    fn sum_text(&self, chips: &[Chips]) -> String {
        let parts: Vec<String> = chips.iter().map(|&x| self.c(x)).collect();
        let total: Chips = chips.iter().sum();
        if chips.len() > 1 {
            format!("{} = {}", parts.join(" + "), self.c(total))
        } else {
            self.c(total)
        }
    }
    /// The call: outcome "call", handing back what of `new_chips` (chips beyond those already
    /// in this street) is more than the call.
    fn call(&self, new_chips: Chips, rule: RuleKey, part: Option<&'static str>) -> Draft {
        let mut d = Draft::new("call", rule, part);
        let to = self.current.min(self.all_in_to());
        d.action = Some(self.act(ActionKind::Call, Some(to)));
        d.returned = Some(new_chips.saturating_sub(to - self.committed.min(to)));
        d
    }
}

pub fn decide(hand: &Hand, d: &BetDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let t = state_now(hand)?;
    let Some(to_act) = t.to_act() else {
        return Err(HandError::dispute(
            "dispute.seat",
            "no player is to act: the betting is over",
        ));
    };
    if to_act != d.seat {
        return Err(HandError::dispute(
            "dispute.seat",
            format!(
                "seat {} is not to act (seat {to_act} is); for an act out of turn use an out_of_turn dispute",
                d.seat
            ),
        ));
    }
    for (i, &c) in d.chips.iter().enumerate() {
        if c == 0 {
            return Err(HandError::dispute(
                format!("dispute.chips[{i}]"),
                "a chip is worth at least 1",
            ));
        }
    }
    if let Some(p) = &d.prior_chips {
        for (i, &c) in p.iter().enumerate() {
            if c == 0 {
                return Err(HandError::dispute(
                    format!("dispute.prior_chips[{i}]"),
                    "a chip is worth at least 1",
                ));
            }
        }
    }
    let pushed: Chips = d
        .chips
        .iter()
        .try_fold(0u64, |a, &c| a.checked_add(c))
        .filter(|&s| s <= crate::hand::MAX_CHIPS)
        .ok_or_else(|| HandError::dispute("dispute.chips", "the chips add up to too much"))?;
    if let Some(p) = &d.prior_chips
        && p.iter()
            .try_fold(0u64, |a, &c| a.checked_add(c))
            .is_none_or(|s| s > crate::hand::MAX_CHIPS)
    {
        return Err(HandError::dispute(
            "dispute.prior_chips",
            "the chips add up to too much",
        ));
    }
    let o = t.options(d.seat).unwrap_or_else(|| t.options_at(0));
    let full = if hand.game.structure() == Structure::FixedLimit {
        t.limit_bet()
    } else {
        t.full_raise()
    };
    let spot = Spot {
        t: &t,
        seat: d.seat,
        committed: t.committed(d.seat),
        current: t.current_bet(),
        full,
        stack: t.stack(d.seat),
        o,
        ctx,
    };
    let moved = d.prior_chips_moved.unwrap_or_default();
    let prior_value: Chips = d
        .prior_chips
        .as_ref()
        .map_or(spot.committed, |p| p.iter().sum());
    let available = spot.stack
        + match moved {
            PriorMoved::None => prior_value.saturating_sub(spot.committed),
            _ => prior_value.max(spot.committed) - spot.committed,
        };
    let from_stack = match moved {
        PriorMoved::All => pushed.saturating_sub(spot.committed),
        _ => pushed,
    };
    if from_stack > available {
        return Err(HandError::dispute(
            "dispute.chips",
            format!(
                "seat {} pushes {} but has only {} behind",
                d.seat, pushed, spot.stack
            ),
        ));
    }
    if moved == PriorMoved::None && d.prior_chips.is_some() && prior_value < spot.committed {
        return Err(HandError::dispute(
            "dispute.prior_chips",
            format!(
                "the chips in front add up to {prior_value}, less than the {} seat {} has in",
                spot.committed, d.seat
            ),
        ));
    }
    let declared = d.declared.unwrap_or_default();
    if d.chips.is_empty() && declared.word.is_none() && declared.amount.is_none() {
        return Err(HandError::dispute(
            "dispute",
            "a bet dispute needs the chips pushed, the words declared, or both",
        ));
    }
    if d.pushed_all == Some(true) {
        return Ok(gathered_all_in(&spot));
    }
    let spoken = declared.word.is_some() || declared.amount.is_some();
    let chips_reading = |spot: &Spot| silent(spot, d, prior_value, moved, pushed);
    if !spoken {
        return Ok(chips_reading(&spot));
    }
    let words = verbal(&spot, declared.word, declared.amount, pushed, &d.chips);
    if d.chips.is_empty() {
        return Ok(words);
    }
    if declared.audible == Some(false) {
        return Ok(unclear_words(&spot, words, chips_reading(&spot)));
    }
    match declared.before_chips {
        Some(true) => Ok(with_note_words_first(words, ctx)),
        Some(false) => {
            let mut r = chips_reading(&spot);
            r.reasoning.insert(
                0,
                tr!(ctx,
                    "The words came after the chips had landed, so the chips define the action (Rule 40: whichever comes first).".replace("Rule 40", &ctx.rule(RuleKey::MethodsOfBetting)),
                    "As palavras vieram depois de as fichas pousarem, então as fichas definem a ação (Regra 40: vale o que vier primeiro).".replace("Regra 40", &ctx.rule(RuleKey::MethodsOfBetting)),
                    "Las palabras llegaron después de que las fichas aterrizaran, así que las fichas definen la acción (Regla 40: vale lo que ocurra primero).".replace("Regla 40", &ctx.rule(RuleKey::MethodsOfBetting)),
                ),
            );
            r.see_also.push((RuleKey::MethodsOfBetting, Some("A")));
            Ok(r)
        }
        None => {
            let chips = chips_reading(&spot);
            if chips.outcome == words.outcome && chips.action == words.action {
                return Ok(chips);
            }
            let mut r = chips;
            r.alternatives.push(Alternative {
                condition: ctx
                    .lang
                    .pick(
                        "the words were spoken before the chips landed",
                        "as palavras foram ditas antes de as fichas pousarem",
                        "las palabras se dijeron antes de que las fichas aterrizaran",
                    )
                    .to_string(),
                outcome: words.outcome.to_string(),
                action: words.action.clone(),
                returned: words.returned,
                options: words.options,
            });
            r.see_also.push((RuleKey::MethodsOfBetting, Some("A")));
            r.reasoning.push(tr!(ctx,
                format!("This reading assumes the chips landed before the words. If the words came first they define the action instead ({}): {}", ctx.rule(RuleKey::MethodsOfBetting), words.summary),
                format!("Esta leitura supõe que as fichas pousaram antes das palavras. Se as palavras vieram antes, elas definem a ação ({}): {}", ctx.rule(RuleKey::MethodsOfBetting), words.summary),
                format!("Esta lectura supone que las fichas aterrizaron antes que las palabras. Si las palabras fueron primero, ellas definen la acción ({}): {}", ctx.rule(RuleKey::MethodsOfBetting), words.summary),
            ));
            Ok(r)
        }
    }
}

/// Words not clearly heard against chips that say otherwise: only the floor can decide
/// (Rule 40-A with Rule 1).
fn unclear_words(s: &Spot, words: Draft, chips: Draft) -> Draft {
    let ctx = s.ctx;
    let seat = s.seat;
    let mut d = Draft::new("discretion", RuleKey::MethodsOfBetting, Some("A"));
    d.discretion = true;
    let alt = |cond: String, r: &Draft| Alternative {
        condition: cond,
        outcome: r.outcome.to_string(),
        action: r.action.clone(),
        returned: r.returned,
        options: r.options,
    };
    d.alternatives.push(alt(
        ctx.lang
            .pick(
                "the floor holds the player to the words",
                "o floor vincula o jogador às palavras",
                "el floor vincula al jugador a sus palabras",
            )
            .into(),
        &words,
    ));
    d.alternatives.push(alt(
        ctx.lang
            .pick(
                "the floor holds the player to the chips",
                "o floor vincula o jogador às fichas",
                "el floor vincula al jugador a las fichas",
            )
            .into(),
        &chips,
    ));
    d.reasoning.push(tr!(
        ctx,
        format!("Words: {}", words.summary),
        format!("Palavras: {}", words.summary),
        format!("Palabras: {}", words.summary),
    ));
    d.reasoning.push(tr!(
        ctx,
        format!("Chips: {}", chips.summary),
        format!("Fichas: {}", chips.summary),
        format!("Fichas: {}", chips.summary),
    ));
    let r40 = ctx.rule(RuleKey::MethodsOfBetting);
    d.summary = tr!(
        ctx,
        format!(
            "Seat {seat}'s words and chips disagree and the words were not clearly heard: there is no fixed answer; the floor rules as fairly as possible ({r40}, Rule 1)."
        ),
        format!(
            "As palavras e as fichas do assento {seat} não batem e as palavras não foram ouvidas com clareza: não há resposta fixa; o floor decide da forma mais justa possível ({r40}, Regra 1)."
        ),
        format!(
            "Las palabras y las fichas del asiento {seat} no coinciden y las palabras no se oyeron con claridad: no hay respuesta fija; el floor decide de la forma más justa posible ({r40}, Regla 1)."
        ),
    );
    d
}

fn with_note_words_first(mut d: Draft, ctx: &Ctx) -> Draft {
    d.reasoning.insert(
        0,
        tr!(
            ctx,
            format!(
                "The words came before the chips, so they define the action ({}).",
                ctx.rule(RuleKey::MethodsOfBetting)
            ),
            format!(
                "As palavras vieram antes das fichas, então elas definem a ação ({}).",
                ctx.rule(RuleKey::MethodsOfBetting)
            ),
            format!(
                "Las palabras llegaron antes que las fichas, así que ellas definen la acción ({}).",
                ctx.rule(RuleKey::MethodsOfBetting)
            ),
        ),
    );
    d.see_also.push((RuleKey::MethodsOfBetting, Some("A")));
    d
}

/// Rule 46 Situation 5: the whole stack gathered and pushed forward.
fn gathered_all_in(s: &Spot) -> Draft {
    let to = s.all_in_to();
    let mut d = Draft::new("all_in", RuleKey::PriorBetChips, None);
    d.action = Some(s.act(ActionKind::AllIn, Some(to)));
    d.returned = Some(0);
    d.discretion = true;
    d.see_also.push((RuleKey::MultipleChipBetting, None));
    let c = |n| s.c(n);
    let seat = s.seat;
    d.summary = tr!(
        s.ctx,
        format!(
            "Seat {seat} gathered every chip and pushed them forward: this may be read as all-in for {}; the floor decides.",
            c(to)
        ),
        format!(
            "O assento {seat} juntou todas as fichas e as empurrou: pode ser lido como all-in de {}; o floor decide.",
            c(to)
        ),
        format!(
            "El asiento {seat} juntó todas sus fichas y las empujó: puede leerse como all-in por {}; decide el floor.",
            c(to)
        ),
    );
    d.reasoning.push(tr!(s.ctx,
        "Pushing or tossing the whole stack forward in one gesture may be read as intent to bet it all, whatever the chip-by-chip tests would say; the TDA leaves it to the floor (Rule 1).".to_string(),
        "Empurrar ou jogar o stack inteiro num só gesto pode ser lido como intenção de apostar tudo, seja qual for o resultado dos testes ficha a ficha; a TDA deixa isso ao floor (Regra 1).".to_string(),
        "Empujar o lanzar la pila entera en un solo gesto puede leerse como intención de apostarlo todo, digan lo que digan las pruebas ficha a ficha; la TDA lo deja al floor (Regla 1).".to_string(),
    ));
    let call = s.call(s.stack, RuleKey::PriorBetChips, None);
    d.alternatives.push(Alternative {
        condition: s
            .ctx
            .lang
            .pick(
                "the floor judges the chips one by one instead",
                "o floor julga as fichas uma a uma",
                "el floor juzga las fichas una a una",
            )
            .to_string(),
        outcome: "call".into(),
        action: call.action,
        returned: call.returned,
        options: None,
    });
    d
}

/// Rule 57: an amount that cannot be meant literally (below the big blind) is read as the
/// largest of amount × 10ⁿ not above the pot, bets not yet pulled in included.
fn read_amount(s: &Spot, amount: Chips) -> (Chips, bool) {
    let bb = s.t.hand().blinds.big;
    if amount >= bb || amount == 0 {
        return (amount, false);
    }
    let pot = s.t.pot();
    let mut best = amount;
    let mut x = amount;
    while let Some(next) = x.checked_mul(10) {
        if next > pot {
            break;
        }
        best = next;
        x = next;
    }
    (best, best != amount)
}

/// What the words alone make of the act.
fn verbal(
    s: &Spot,
    word: Option<DeclaredWord>,
    amount: Option<Chips>,
    pushed: Chips,
    chips: &[Chips],
) -> Draft {
    let ctx = s.ctx;
    let seat = s.seat;
    let facing = s.facing();
    let c = |n| s.c(n);
    match word {
        Some(DeclaredWord::Fold) => {
            let rule = if facing == 0 {
                RuleKey::NonStandardFolds
            } else {
                RuleKey::MethodsOfBetting
            };
            let mut d = Draft::new("fold", rule, if facing == 0 { None } else { Some("B") });
            d.action = Some(s.act(ActionKind::Fold, None));
            d.returned = Some(pushed);
            d.summary = tr!(
                ctx,
                format!("Seat {seat} folded: the fold is binding."),
                format!("O assento {seat} desistiu: a desistência é vinculante."),
                format!("El asiento {seat} se retiró: el retiro es vinculante."),
            );
            if facing == 0 {
                d.reasoning.push(tr!(ctx,
                    format!("Folding in turn when not facing a bet is non-standard but binding ({}).", ctx.rule(RuleKey::NonStandardFolds)),
                    format!("Desistir na vez sem enfrentar aposta é fora do padrão, mas vinculante ({}).", ctx.rule(RuleKey::NonStandardFolds)),
                    format!("Retirarse en turno sin enfrentar apuesta no es estándar pero es vinculante ({}).", ctx.rule(RuleKey::NonStandardFolds)),
                ));
            }
            d
        }
        Some(DeclaredWord::Check) if facing == 0 => {
            let mut d = Draft::new("check", RuleKey::MethodsOfBetting, Some("B"));
            d.action = Some(s.act(ActionKind::Check, None));
            d.returned = Some(pushed);
            d.summary = tr!(
                ctx,
                format!("Seat {seat} checked."),
                format!("O assento {seat} passou."),
                format!("El asiento {seat} pasó."),
            );
            d
        }
        Some(DeclaredWord::Check) => {
            let mut d = Draft::new("call_or_fold", RuleKey::InvalidBetDeclarations, None);
            d.options = Some(OptionsOut {
                to_call: s.o.to_call,
                can_raise: false,
                min_raise_to: None,
                max_raise_to: None,
            });
            d.returned = Some(pushed);
            let r55 = ctx.rule(RuleKey::InvalidBetDeclarations);
            d.summary = tr!(
                ctx,
                format!(
                    "Seat {seat} said \"check\" facing a bet of {}: seat {seat} may call or fold, but not raise ({r55}).",
                    c(facing)
                ),
                format!(
                    "O assento {seat} disse \"passo\" diante de uma aposta de {}: pode pagar ou desistir, mas não aumentar ({r55}).",
                    c(facing)
                ),
                format!(
                    "El asiento {seat} dijo \"paso\" ante una apuesta de {}: puede igualar o retirarse, pero no subir ({r55}).",
                    c(facing)
                ),
            );
            d
        }
        Some(DeclaredWord::Call) if facing == 0 => {
            let mut d = Draft::new("check", RuleKey::InvalidBetDeclarations, None);
            d.action = Some(s.act(ActionKind::Check, None));
            d.returned = Some(pushed);
            let r55 = ctx.rule(RuleKey::InvalidBetDeclarations);
            d.summary = tr!(
                ctx,
                format!("Seat {seat} said \"call\" with no bet to call: it is a check ({r55})."),
                format!("O assento {seat} disse \"pago\" sem aposta a pagar: é um passe ({r55})."),
                format!(
                    "El asiento {seat} dijo \"pago\" sin apuesta que igualar: es pasar ({r55})."
                ),
            );
            d
        }
        Some(DeclaredWord::Call) => {
            let mut d = s.call(pushed, RuleKey::BindingDeclarationsUndercalls, Some("A"));
            let to = s.current.min(s.all_in_to());
            let r51 = ctx.rule(RuleKey::BindingDeclarationsUndercalls);
            d.summary = tr!(
                ctx,
                format!(
                    "Seat {seat} said \"call\" in turn: that binds a full call to {} ({r51}).",
                    c(to)
                ),
                format!(
                    "O assento {seat} disse \"pago\" na vez: isso obriga a pagar o valor completo, {} ({r51}).",
                    c(to)
                ),
                format!(
                    "El asiento {seat} dijo \"pago\" en turno: eso obliga a igualar completo, {} ({r51}).",
                    c(to)
                ),
            );
            if pushed > 0 && pushed < s.o.to_call {
                d.reasoning.push(tr!(ctx,
                    format!("The {} put out is not an undercall: \"call\" was declared, so seat {seat} owes the full {}.", c(pushed), c(s.o.to_call)),
                    format!("Os {} colocados não são um pagamento incompleto: \"pago\" foi declarado, então o assento {seat} deve os {} completos.", c(pushed), c(s.o.to_call)),
                    format!("Los {} puestos no son una igualada incompleta: se declaró \"pago\", así que el asiento {seat} debe los {} completos.", c(pushed), c(s.o.to_call)),
                ));
            }
            d
        }
        Some(DeclaredWord::AllIn) => {
            let to = s.all_in_to();
            let mut d = Draft::new("all_in", RuleKey::MethodsOfBetting, Some("B"));
            d.action = Some(s.act(ActionKind::AllIn, Some(to)));
            d.returned = Some(0);
            d.see_also.push((RuleKey::RaiseAmounts, Some("A")));
            d.summary = tr!(
                ctx,
                format!(
                    "Seat {seat} declared all-in: {} in all on this street.",
                    c(to)
                ),
                format!(
                    "O assento {seat} declarou all-in: {} no total nesta rodada.",
                    c(to)
                ),
                format!(
                    "El asiento {seat} declaró all-in: {} en total en esta calle.",
                    c(to)
                ),
            );
            if to > s.current && to < s.current + s.full {
                d.reasoning.push(tr!(ctx,
                    format!("{} is less than a full raise (to {}): a short all-in, which does not re-open the betting for players who already acted ({}).", c(to), c(s.current + s.full), ctx.rule(RuleKey::ReopeningTheBet)),
                    format!("{} é menos que um aumento completo (para {}): um all-in curto, que não reabre a aposta para quem já agiu ({}).", c(to), c(s.current + s.full), ctx.rule(RuleKey::ReopeningTheBet)),
                    format!("{} es menos que una subida completa (a {}): un all-in corto, que no reabre la apuesta para quien ya actuó ({}).", c(to), c(s.current + s.full), ctx.rule(RuleKey::ReopeningTheBet)),
                ));
            }
            d
        }
        Some(DeclaredWord::Pot) => pot_word(s, pushed),
        Some(DeclaredWord::Raise) if facing == 0 && s.current == 0 => {
            // "Raise" with no bet to face: at least a minimum bet (Rule 55).
            let amount = amount.map(|a| read_amount(s, a).0);
            declared_total(
                s,
                amount.map(|a| s.committed + a),
                chips,
                pushed,
                RuleKey::InvalidBetDeclarations,
                None,
                true,
            )
        }
        Some(DeclaredWord::Raise) => {
            if !s.o.can_raise {
                let mut d = s.call(pushed, RuleKey::ReopeningTheBet, Some("A"));
                let r47 = ctx.rule(RuleKey::ReopeningTheBet);
                d.summary = tr!(
                    ctx,
                    format!(
                        "Seat {seat} may not raise here, so the declared raise binds seat {seat} to a call of {} ({r47}).",
                        c(s.current)
                    ),
                    format!(
                        "O assento {seat} não pode aumentar aqui, então o aumento declarado o obriga a pagar {} ({r47}).",
                        c(s.current)
                    ),
                    format!(
                        "El asiento {seat} no puede subir aquí, así que la subida declarada lo obliga a igualar {} ({r47}).",
                        c(s.current)
                    ),
                );
                return d;
            }
            declared_total(
                s,
                amount,
                chips,
                pushed,
                RuleKey::RaiseAmounts,
                Some("B"),
                false,
            )
        }
        Some(DeclaredWord::Bet) if facing == 0 => match amount {
            Some(a) => spoken_amount(s, a),
            None => declared_total(
                s,
                None,
                chips,
                pushed,
                RuleKey::MethodsOfBetting,
                Some("C"),
                true,
            ),
        },
        // "Bet X" facing a bet, or an amount alone: as if that amount were pushed (40-C).
        Some(DeclaredWord::Bet) | None => match amount {
            Some(a) => spoken_amount(s, a),
            None => declared_total(
                s,
                None,
                chips,
                pushed,
                RuleKey::MethodsOfBetting,
                Some("C"),
                true,
            ),
        },
    }
}

/// "Pot": in pot limit the pot-size bet; in no-limit not an amount, but a binding minimum (54-D).
fn pot_word(s: &Spot, pushed: Chips) -> Draft {
    let ctx = s.ctx;
    let seat = s.seat;
    let c = |n| s.c(n);
    let word_kind = if s.current == 0 {
        ActionKind::Bet
    } else {
        ActionKind::Raise
    };
    let outcome = if s.current == 0 { "bet" } else { "raise" };
    if !s.o.can_raise {
        let mut d = s.call(pushed, RuleKey::ReopeningTheBet, Some("A"));
        let to = s.current.min(s.all_in_to());
        d.summary = tr!(
            ctx,
            format!(
                "Seat {seat} may not raise here, so \"pot\" binds seat {seat} to a call of {}.",
                c(to)
            ),
            format!(
                "O assento {seat} não pode aumentar aqui, então \"pote\" o obriga a pagar {}.",
                c(to)
            ),
            format!(
                "El asiento {seat} no puede subir aquí, así que \"bote\" lo obliga a igualar {}.",
                c(to)
            ),
        );
        return d;
    }
    let r54 = ctx.rule(RuleKey::PotLimitBets);
    if s.t.hand().game.structure() == Structure::PotLimit {
        let to = s.o.max_raise_to.unwrap_or(s.current);
        let mut d = Draft::new(outcome, RuleKey::PotLimitBets, Some("A"));
        d.action = Some(s.act(word_kind, Some(to)));
        d.returned = Some(pushed.saturating_sub(to - s.committed));
        d.options = Some(s.o.into());
        d.summary = tr!(
            ctx,
            format!(
                "Pot limit: \"pot\" is a bet of the pot; seat {seat}'s total is {} ({r54}).",
                c(to)
            ),
            format!(
                "Pot limit: \"pote\" é apostar o pote; o total do assento {seat} é {} ({r54}).",
                c(to)
            ),
            format!(
                "Pot limit: \"bote\" es apostar el bote; el total del asiento {seat} es {} ({r54}).",
                c(to)
            ),
        );
        return d;
    }
    let to = s.o.min_raise_to.unwrap_or(s.current);
    let mut d = Draft::new(outcome, RuleKey::PotLimitBets, Some("D"));
    d.action = Some(s.act(word_kind, Some(to)));
    d.options = Some(s.o.into());
    d.returned = Some(0);
    d.summary = tr!(
        ctx,
        format!(
            "In no-limit \"pot\" is not a valid amount, but it binds seat {seat} to at least a minimum {}: to {} ({r54}).",
            ctx.lang.pick(outcome, outcome, outcome),
            c(to)
        ),
        format!(
            "No no-limit \"pote\" não é um valor válido, mas obriga o assento {seat} a pelo menos o mínimo: para {} ({r54}).",
            c(to)
        ),
        format!(
            "En no-limit \"bote\" no es una cantidad válida, pero obliga al asiento {seat} al menos al mínimo: a {} ({r54}).",
            c(to)
        ),
    );
    d.reasoning.push(tr!(ctx,
        format!("The floor may let seat {seat} make any legal amount between {} and {} if it is stated at once.", c(to), c(s.o.max_raise_to.unwrap_or(to))),
        format!("O floor pode permitir que o assento {seat} declare de imediato qualquer valor legal entre {} e {}.", c(to), c(s.o.max_raise_to.unwrap_or(to))),
        format!("El floor puede permitir que el asiento {seat} declare de inmediato cualquier cantidad legal entre {} y {}.", c(to), c(s.o.max_raise_to.unwrap_or(to))),
    ));
    d
}

/// A declared bet or raise: a total (43-B), the chips pushed, or the minimum; raised to the
/// minimum when short of it (52-A), all-in when it reaches the stack.
fn declared_total(
    s: &Spot,
    total: Option<Chips>,
    chips: &[Chips],
    pushed: Chips,
    rule: RuleKey,
    part: Option<&'static str>,
    is_bet_word: bool,
) -> Draft {
    let ctx = s.ctx;
    let seat = s.seat;
    let c = |n| s.c(n);
    let min_to = s.o.min_raise_to.unwrap_or(s.current);
    let max_to = s.o.max_raise_to.unwrap_or(s.all_in_to());
    let stated = total.or_else(|| (!chips.is_empty()).then_some(s.committed + pushed));
    let mut to = stated.unwrap_or(min_to);
    let mut notes = Vec::new();
    if to < min_to && to < s.all_in_to() {
        notes.push(tr!(
            ctx,
            format!(
                "{} is below the minimum of {}: it is brought up to {} ({}).",
                c(to),
                c(min_to),
                c(min_to),
                ctx.rule(RuleKey::IncorrectBets)
            ),
            format!(
                "{} está abaixo do mínimo de {}: é elevado para {} ({}).",
                c(to),
                c(min_to),
                c(min_to),
                ctx.rule(RuleKey::IncorrectBets)
            ),
            format!(
                "{} está por debajo del mínimo de {}: se eleva a {} ({}).",
                c(to),
                c(min_to),
                c(min_to),
                ctx.rule(RuleKey::IncorrectBets)
            ),
        ));
        to = min_to;
    }
    if to > max_to {
        notes.push(tr!(
            ctx,
            format!("{} is more than allowed; the most is {}.", c(to), c(max_to)),
            format!(
                "{} é mais que o permitido; o máximo é {}.",
                c(to),
                c(max_to)
            ),
            format!(
                "{} es más de lo permitido; el máximo es {}.",
                c(to),
                c(max_to)
            ),
        ));
        to = max_to;
    }
    let all_in = to >= s.all_in_to();
    let (outcome, kind) = if all_in {
        ("all_in", ActionKind::AllIn)
    } else if s.current == 0 {
        ("bet", ActionKind::Bet)
    } else {
        ("raise", ActionKind::Raise)
    };
    let mut d = Draft::new(outcome, rule, part);
    d.action = Some(s.act(kind, Some(to)));
    d.returned = Some(pushed.saturating_sub(to - s.committed));
    d.see_also.push((RuleKey::RaiseAmounts, Some("A")));
    if !notes.is_empty() {
        d.see_also.push((RuleKey::IncorrectBets, Some("A")));
    }
    let word = if is_bet_word { "bet" } else { "raise" };
    let how = match (total, chips.is_empty()) {
        (Some(_), _) if word == "raise" => tr!(
            ctx,
            format!(
                "\"Raise\" with an amount means a total of that amount ({}).",
                ctx.rule(RuleKey::RaiseAmounts)
            ),
            format!(
                "\"Aumento\" com um valor significa um total desse valor ({}).",
                ctx.rule(RuleKey::RaiseAmounts)
            ),
            format!(
                "\"Subo\" con una cantidad significa un total de esa cantidad ({}).",
                ctx.rule(RuleKey::RaiseAmounts)
            ),
        ),
        (None, false) => tr!(
            ctx,
            format!(
                "Seat {seat} declared a {word} and put out {}: the chips give the amount.",
                s.sum_text(chips)
            ),
            format!(
                "O assento {seat} declarou {} e colocou {}: as fichas dão o valor.",
                ctx.lang
                    .pick(word, if is_bet_word { "aposta" } else { "aumento" }, word),
                s.sum_text(chips)
            ),
            format!(
                "El asiento {seat} declaró {} y puso {}: las fichas dan la cantidad.",
                if is_bet_word { "apuesta" } else { "subida" },
                s.sum_text(chips)
            ),
        ),
        (None, true) => tr!(
            ctx,
            format!(
                "Seat {seat} declared a {word} without an amount: seat {seat} is bound to at least the minimum, {}.",
                c(min_to)
            ),
            format!(
                "O assento {seat} declarou {} sem valor: fica obrigado a pelo menos o mínimo, {}.",
                if is_bet_word { "aposta" } else { "aumento" },
                c(min_to)
            ),
            format!(
                "El asiento {seat} declaró {} sin cantidad: queda obligado al menos al mínimo, {}.",
                if is_bet_word { "apuesta" } else { "subida" },
                c(min_to)
            ),
        ),
        _ => String::new(),
    };
    if !how.is_empty() {
        d.reasoning.push(how);
    }
    d.reasoning.extend(notes);
    if total.is_none() && chips.is_empty() {
        d.options = Some(s.o.into());
    }
    d.summary = match outcome {
        "all_in" => tr!(
            ctx,
            format!("Seat {seat} is all-in for {}.", c(to)),
            format!("O assento {seat} está all-in com {}.", c(to)),
            format!("El asiento {seat} está all-in por {}.", c(to)),
        ),
        "bet" => tr!(
            ctx,
            format!("Seat {seat} bets {}.", c(to)),
            format!("O assento {seat} aposta {}.", c(to)),
            format!("El asiento {seat} apuesta {}.", c(to)),
        ),
        _ => tr!(
            ctx,
            format!("Seat {seat} raises to {}.", c(to)),
            format!("O assento {seat} aumenta para {}.", c(to)),
            format!("El asiento {seat} sube a {}.", c(to)),
        ),
    };
    d
}

/// An amount spoken alone ("fourteen hundred"): as if pushed silently (40-C), read per Rule 57
/// when it cannot be meant literally.
fn spoken_amount(s: &Spot, amount: Chips) -> Draft {
    let ctx = s.ctx;
    let (read, reinterpreted) = read_amount(s, amount);
    let read = read.min(s.stack);
    let mut d = if s.facing() == 0 {
        declared_total(
            s,
            Some(s.committed + read),
            &[],
            0,
            RuleKey::MethodsOfBetting,
            Some("C"),
            true,
        )
    } else {
        fifty_or_call(
            s,
            s.committed + read,
            read,
            &[],
            RuleKey::MethodsOfBetting,
            Some("C"),
        )
    };
    if reinterpreted {
        d.see_also.push((RuleKey::UnclearBetting, None));
        d.reasoning.insert(
            0,
            tr!(ctx,
                format!("\"{amount}\" cannot be meant literally (below the big blind of {}); an unclear amount is read as the highest reasonable amount not above the pot of {}: {} ({}).", s.c(s.t.hand().blinds.big), s.c(s.t.pot()), s.c(read), ctx.rule(RuleKey::UnclearBetting)),
                format!("\"{amount}\" não pode ser literal (abaixo do big blind de {}); um valor confuso é lido como o maior valor razoável que não passe do pote de {}: {} ({}).", s.c(s.t.hand().blinds.big), s.c(s.t.pot()), s.c(read), ctx.rule(RuleKey::UnclearBetting)),
                format!("\"{amount}\" no puede ser literal (por debajo de la ciega grande de {}); una cantidad confusa se lee como la mayor cantidad razonable que no supere el bote de {}: {} ({}).", s.c(s.t.hand().blinds.big), s.c(s.t.pot()), s.c(read), ctx.rule(RuleKey::UnclearBetting)),
            ),
        );
    }
    d.reasoning.insert(
        0,
        tr!(
            ctx,
            format!(
                "An amount spoken alone counts as silently putting out {} ({}).",
                s.c(read),
                ctx.rule(RuleKey::MethodsOfBetting)
            ),
            format!(
                "Um valor dito sozinho vale como colocar {} em silêncio ({}).",
                s.c(read),
                ctx.rule(RuleKey::MethodsOfBetting)
            ),
            format!(
                "Una cantidad dicha sola vale como poner {} en silencio ({}).",
                s.c(read),
                ctx.rule(RuleKey::MethodsOfBetting)
            ),
        ),
    );
    d
}

/// Silent chips: prior chips (46), undercall (51-B), one chip (44), several chips (45), then the
/// 50% standard (43-A).
fn silent(s: &Spot, d: &BetDispute, prior_value: Chips, moved: PriorMoved, pushed: Chips) -> Draft {
    let ctx = s.ctx;
    let c = |n| s.c(n);
    let chips = &d.chips;
    let facing = s.facing();
    let m = chips.iter().copied().min().unwrap_or(0);
    let single = chips.len() == 1;
    if s.current == 0 || facing == 0 {
        return opening(s, chips, pushed);
    }
    let has_prior = d.prior_chips.is_some() || s.committed > 0;
    if has_prior && (prior_value > 0 || d.prior_chips_moved.is_some()) {
        return prior(s, d, prior_value, moved, pushed);
    }
    let total = s.committed + pushed;
    let last = pushed >= s.stack;
    if total < s.current && !last {
        return undercall(s, chips, pushed);
    }
    if single {
        let mut r = s.call(pushed, RuleKey::OversizedChip, None);
        r.summary = tr!(
            ctx,
            format!(
                "A single chip of {} facing a bet of {}, with no \"raise\" said first, is a call: {} goes back.",
                c(pushed),
                c(facing),
                c(pushed.saturating_sub(facing))
            ),
            format!(
                "Uma única ficha de {} diante de uma aposta de {}, sem dizer \"aumento\" antes, é pagamento: voltam {}.",
                c(pushed),
                c(facing),
                c(pushed.saturating_sub(facing))
            ),
            format!(
                "Una sola ficha de {} ante una apuesta de {}, sin decir antes \"subo\", es igualar: se devuelven {}.",
                c(pushed),
                c(facing),
                c(pushed.saturating_sub(facing))
            ),
        );
        r.reasoning.push(tr!(ctx,
            format!("Rule: an oversized chip is a call unless \"raise\" is declared before it lands ({}), even with the player's last chip.", ctx.rule(RuleKey::OversizedChip)),
            format!("Regra: a ficha maior é pagamento, a menos que se declare \"aumento\" antes de ela pousar ({}), mesmo sendo a última ficha.", ctx.rule(RuleKey::OversizedChip)),
            format!("Regla: la ficha mayor es igualar salvo que se declare \"subo\" antes de que aterrice ({}), aun siendo la última ficha.", ctx.rule(RuleKey::OversizedChip)),
        ));
        return r;
    }
    multi(
        s,
        chips,
        pushed,
        facing,
        m,
        total,
        last,
        RuleKey::MultipleChipBetting,
    )
}

/// Several chips against a call of `need`.
#[allow(clippy::too_many_arguments)]
fn multi(
    s: &Spot,
    chips: &[Chips],
    pushed: Chips,
    need: Chips,
    m: Chips,
    total: Chips,
    last: bool,
    rule: RuleKey,
) -> Draft {
    let ctx = s.ctx;
    let c = |n| s.c(n);
    let seat = s.seat;
    let sum = s.sum_text(chips);
    if pushed.saturating_sub(m) < need {
        let mut r = s.call(total.saturating_sub(s.committed), rule, Some("A"));
        let back = r.returned.unwrap_or(0);
        r.summary = tr!(
            ctx,
            format!(
                "A call of {}: every chip was needed, {} back.",
                c(s.current),
                c(back)
            ),
            format!(
                "Pagamento de {}: todas as fichas eram necessárias, voltam {}.",
                c(s.current),
                c(back)
            ),
            format!(
                "Igualada de {}: todas las fichas eran necesarias, se devuelven {}.",
                c(s.current),
                c(back)
            ),
        );
        r.reasoning.push(tr!(ctx,
            format!("{sum}; removing one {} leaves {} < {} needed to call, so every chip was needed: a call ({}).", c(m), c(pushed - m), c(need), ctx.rule(RuleKey::MultipleChipBetting)),
            format!("{sum}; tirando uma de {} restam {} < {} necessários para pagar, então todas as fichas eram necessárias: pagamento ({}).", c(m), c(pushed - m), c(need), ctx.rule(RuleKey::MultipleChipBetting)),
            format!("{sum}; quitando una de {} quedan {} < {} necesarios para igualar, así que todas las fichas eran necesarias: igualar ({}).", c(m), c(pushed - m), c(need), ctx.rule(RuleKey::MultipleChipBetting)),
        ));
        return r;
    }
    let first = tr!(
        ctx,
        format!(
            "{sum}; removing one {} leaves {} ≥ {} needed to call, so not every chip was needed.",
            c(m),
            c(pushed - m),
            c(need)
        ),
        format!(
            "{sum}; tirando uma de {} restam {} ≥ {} necessários para pagar, então nem todas as fichas eram necessárias.",
            c(m),
            c(pushed - m),
            c(need)
        ),
        format!(
            "{sum}; quitando una de {} quedan {} ≥ {} necesarios para igualar, así que no todas las fichas eran necesarias.",
            c(m),
            c(pushed - m),
            c(need)
        ),
    );
    if last {
        let to = s.all_in_to();
        let mut r = Draft::new("all_in", rule, Some("B"));
        r.action = Some(s.act(ActionKind::AllIn, Some(to)));
        r.returned = Some(0);
        r.see_also.push((RuleKey::ReopeningTheBet, Some("A")));
        r.reasoning.push(first);
        r.reasoning.push(tr!(ctx,
            format!("These were seat {seat}'s last chips, so seat {seat} is all-in for {}, whatever the 50% standard says ({}).", c(to), ctx.rule(RuleKey::MultipleChipBetting)),
            format!("Eram as últimas fichas do assento {seat}, então ele está all-in com {}, seja qual for o padrão de 50% ({}).", c(to), ctx.rule(RuleKey::MultipleChipBetting)),
            format!("Eran las últimas fichas del asiento {seat}, así que está all-in por {}, diga lo que diga el estándar del 50% ({}).", c(to), ctx.rule(RuleKey::MultipleChipBetting)),
        ));
        r.summary = tr!(
            ctx,
            format!("Seat {seat} is all-in for {}.", c(to)),
            format!("O assento {seat} está all-in com {}.", c(to)),
            format!("El asiento {seat} está all-in por {}.", c(to)),
        );
        return r;
    }
    let mut r = fifty_or_call(s, total, pushed, chips, rule, Some("B"));
    r.reasoning.insert(0, first);
    r
}

/// The 50% standard (43-A) for a silent push reaching `total`, facing `s.current`.
fn fifty_or_call(
    s: &Spot,
    total: Chips,
    pushed: Chips,
    _chips: &[Chips],
    rule: RuleKey,
    part: Option<&'static str>,
) -> Draft {
    let ctx = s.ctx;
    let c = |n| s.c(n);
    let seat = s.seat;
    let cur = s.current;
    let l = s.full;
    let full_to = cur + l;
    let r43 = ctx.rule(RuleKey::RaiseAmounts);
    if total < cur && total < s.all_in_to() {
        return undercall(s, &[], pushed);
    }
    if total > cur && !s.o.can_raise {
        let mut r = s.call(pushed, RuleKey::ReopeningTheBet, Some("A"));
        r.summary = tr!(
            ctx,
            format!(
                "Seat {seat} may not raise here, so the chips are a call of {}; {} back.",
                c(cur),
                c(r.returned.unwrap_or(0))
            ),
            format!(
                "O assento {seat} não pode aumentar aqui, então as fichas são pagamento de {}; voltam {}.",
                c(cur),
                c(r.returned.unwrap_or(0))
            ),
            format!(
                "El asiento {seat} no puede subir aquí, así que las fichas son una igualada de {}; se devuelven {}.",
                c(cur),
                c(r.returned.unwrap_or(0))
            ),
        );
        return r;
    }
    let threshold = cur + l / 2;
    let half_text = if l % 2 == 1 {
        format!("{} + {}/2", c(cur), c(l))
    } else {
        format!("{} + {} = {}", c(cur), c(l / 2), c(threshold))
    };
    if total >= full_to || total >= s.all_in_to() {
        let all_in = total >= s.all_in_to();
        let (out, kind) = if all_in {
            ("all_in", ActionKind::AllIn)
        } else {
            ("raise", ActionKind::Raise)
        };
        let mut r = Draft::new(out, rule, part);
        if rule != RuleKey::RaiseAmounts {
            r.see_also.push((RuleKey::RaiseAmounts, Some("A")));
        }
        r.action = Some(s.act(kind, Some(total)));
        r.returned = Some(0);
        r.reasoning.push(tr!(
            ctx,
            format!(
                "{} reaches a full raise ({} + {} = {}): a raise to {} ({r43}).",
                c(total),
                c(cur),
                c(l),
                c(full_to),
                c(total)
            ),
            format!(
                "{} alcança um aumento completo ({} + {} = {}): aumento para {} ({r43}).",
                c(total),
                c(cur),
                c(l),
                c(full_to),
                c(total)
            ),
            format!(
                "{} alcanza una subida completa ({} + {} = {}): subida a {} ({r43}).",
                c(total),
                c(cur),
                c(l),
                c(full_to),
                c(total)
            ),
        ));
        r.summary = tr!(
            ctx,
            format!("A raise to {}.", c(total)),
            format!("Aumento para {}.", c(total)),
            format!("Subida a {}.", c(total)),
        );
        return r;
    }
    if 2 * total >= 2 * cur + l {
        let mut r = Draft::new("raise", rule, part);
        if rule != RuleKey::RaiseAmounts {
            r.see_also.push((RuleKey::RaiseAmounts, Some("A")));
        }
        r.action = Some(s.act(ActionKind::Raise, Some(full_to)));
        r.returned = Some(0);
        r.reasoning.push(tr!(ctx,
            format!("The 50% standard applies: {} ≥ {half_text}, half a raise over the call, but < {} + {} = {}: seat {seat} must complete a full raise to {} ({r43}).", c(total), c(cur), c(l), c(full_to), c(full_to)),
            format!("Aplica-se o padrão de 50%: {} ≥ {half_text}, metade de um aumento além do pagamento, mas < {} + {} = {}: o assento {seat} deve completar um aumento para {} ({r43}).", c(total), c(cur), c(l), c(full_to), c(full_to)),
            format!("Se aplica el estándar del 50%: {} ≥ {half_text}, la mitad de una subida sobre la igualada, pero < {} + {} = {}: el asiento {seat} debe completar una subida a {} ({r43}).", c(total), c(cur), c(l), c(full_to), c(full_to)),
        ));
        r.summary = tr!(
            ctx,
            format!(
                "A raise: seat {seat} must make it a full raise to {}.",
                c(full_to)
            ),
            format!(
                "Aumento: o assento {seat} deve completar o aumento para {}.",
                c(full_to)
            ),
            format!(
                "Subida: el asiento {seat} debe completarla a {}.",
                c(full_to)
            ),
        );
        return r;
    }
    let mut r = s.call(total - s.committed, rule, part);
    if rule != RuleKey::RaiseAmounts {
        r.see_also.push((RuleKey::RaiseAmounts, Some("A")));
    }
    let back = r.returned.unwrap_or(0);
    r.reasoning.push(tr!(ctx,
        format!("The 50% standard applies: {} < {half_text}, less than half a raise over the call: a call, {} back ({r43}).", c(total), c(back)),
        format!("Aplica-se o padrão de 50%: {} < {half_text}, menos da metade de um aumento além do pagamento: pagamento, voltam {} ({r43}).", c(total), c(back)),
        format!("Se aplica el estándar del 50%: {} < {half_text}, menos de la mitad de una subida sobre la igualada: igualar, se devuelven {} ({r43}).", c(total), c(back)),
    ));
    r.summary = tr!(
        ctx,
        format!(
            "A call of {}; {} goes back to seat {seat}.",
            c(cur),
            c(back)
        ),
        format!(
            "Pagamento de {}; {} voltam para o assento {seat}.",
            c(cur),
            c(back)
        ),
        format!(
            "Igualada de {}; se devuelven {} al asiento {seat}.",
            c(cur),
            c(back)
        ),
    );
    r
}

/// Not facing a bet: the chips are a bet of their value (44 for a single chip), at least the
/// minimum (52-A).
fn opening(s: &Spot, chips: &[Chips], pushed: Chips) -> Draft {
    let rule = if chips.len() == 1 {
        RuleKey::OversizedChip
    } else {
        RuleKey::MethodsOfBetting
    };
    declared_total(
        s,
        None,
        chips,
        pushed,
        rule,
        if chips.len() == 1 { None } else { Some("C") },
        true,
    )
}

/// Chips added with earlier chips in front (Rule 46).
fn prior(s: &Spot, d: &BetDispute, prior_value: Chips, moved: PriorMoved, pushed: Chips) -> Draft {
    let ctx = s.ctx;
    let c = |n| s.c(n);
    let seat = s.seat;
    let chips = &d.chips;
    let m = chips.iter().copied().min().unwrap_or(0);
    let cur = s.current;
    let r46 = ctx.rule(RuleKey::PriorBetChips);
    let single = chips.len() == 1;
    let mut result = if prior_value >= cur {
        // C2: the earlier chips already cover the call: all the chips together, 50% standard.
        let total = prior_value + pushed;
        let mut r = fifty_or_call(
            s,
            total,
            total - s.committed,
            chips,
            RuleKey::PriorBetChips,
            Some("C2"),
        );
        r.reasoning.insert(0, tr!(ctx,
            format!("The {} already in front covers the call of {}; adding chips makes a bet of all of them: {} in all ({r46}).", c(prior_value), c(cur), c(total)),
            format!("Os {} já à frente cobrem o pagamento de {}; acrescentar fichas faz uma aposta com todas: {} no total ({r46}).", c(prior_value), c(cur), c(total)),
            format!("Los {} ya delante cubren la igualada de {}; añadir fichas hace una apuesta con todas: {} en total ({r46}).", c(prior_value), c(cur), c(total)),
        ));
        r
    } else if moved == PriorMoved::Some {
        let total = prior_value + pushed;
        let mut r = fifty_or_call(
            s,
            total,
            total.saturating_sub(s.committed),
            chips,
            RuleKey::PriorBetChips,
            Some("C2"),
        );
        r.reasoning.insert(0, tr!(ctx,
            format!("Part of the earlier chips was pulled back: the {} left plus the new chips, {} in all, are judged together ({r46}).", c(prior_value), c(total)),
            format!("Parte das fichas anteriores foi recolhida: os {} que ficaram mais as novas, {} no total, são julgados juntos ({r46}).", c(prior_value), c(total)),
            format!("Parte de las fichas previas se retiró: los {} que quedan más las nuevas, {} en total, se juzgan juntos ({r46}).", c(prior_value), c(total)),
        ));
        r
    } else {
        let (need, total, base) = if moved == PriorMoved::All {
            (cur, pushed, 0)
        } else {
            (cur - prior_value, prior_value + pushed, prior_value)
        };
        let intro = if moved == PriorMoved::All {
            tr!(
                ctx,
                format!(
                    "The earlier chips were pulled back: the new chips are judged against the full call of {} ({r46}).",
                    c(need)
                ),
                format!(
                    "As fichas anteriores foram recolhidas: as novas são julgadas contra o pagamento completo de {} ({r46}).",
                    c(need)
                ),
                format!(
                    "Las fichas previas se retiraron: las nuevas se juzgan contra la igualada completa de {} ({r46}).",
                    c(need)
                ),
            )
        } else {
            tr!(
                ctx,
                format!(
                    "The {} in front does not cover the call; with it left alone, the new chips are judged against the {} still owed ({r46}).",
                    c(base),
                    c(need)
                ),
                format!(
                    "Os {} à frente não cobrem o pagamento; como ficaram, as fichas novas são julgadas contra os {} que faltam ({r46}).",
                    c(base),
                    c(need)
                ),
                format!(
                    "Los {} delante no cubren la igualada; al quedarse, las fichas nuevas se juzgan contra los {} que faltan ({r46}).",
                    c(base),
                    c(need)
                ),
            )
        };
        let mut r = if single && total >= cur {
            let mut r = s.call(total - s.committed, RuleKey::PriorBetChips, Some("C1"));
            r.see_also.push((RuleKey::OversizedChip, None));
            r.reasoning.push(tr!(
                ctx,
                format!(
                    "A single new chip of {} is a call ({}).",
                    c(pushed),
                    ctx.rule(RuleKey::OversizedChip)
                ),
                format!(
                    "Uma única ficha nova de {} é pagamento ({}).",
                    c(pushed),
                    ctx.rule(RuleKey::OversizedChip)
                ),
                format!(
                    "Una sola ficha nueva de {} es igualar ({}).",
                    c(pushed),
                    ctx.rule(RuleKey::OversizedChip)
                ),
            ));
            let back = r.returned.unwrap_or(0);
            r.summary = tr!(
                ctx,
                format!("A call of {}; {} back to seat {seat}.", c(cur), c(back)),
                format!(
                    "Pagamento de {}; voltam {} para o assento {seat}.",
                    c(cur),
                    c(back)
                ),
                format!(
                    "Igualada de {}; se devuelven {} al asiento {seat}.",
                    c(cur),
                    c(back)
                ),
            );
            r
        } else if total < cur {
            undercall(s, chips, total - base)
        } else {
            let last = pushed >= s.stack + base;
            let mut r = multi(
                s,
                chips,
                pushed,
                need,
                m,
                total,
                last,
                RuleKey::PriorBetChips,
            );
            if r.rule.0 == RuleKey::PriorBetChips {
                r.rule.1 = Some("C1");
            }
            r.see_also.push((RuleKey::MultipleChipBetting, None));
            r
        };
        r.reasoning.insert(0, intro);
        r
    };
    result.see_also.push((RuleKey::MultipleChipBetting, None));
    result
}

/// Less than the call, silently, with chips behind (Rule 51-B).
fn undercall(s: &Spot, chips: &[Chips], pushed: Chips) -> Draft {
    let ctx = s.ctx;
    let c = |n| s.c(n);
    let seat = s.seat;
    let live = s.t.live_seats().len();
    let heads_up = live == 2;
    let opening = s.t.facing_opening_bet();
    let r51 = ctx.rule(RuleKey::BindingDeclarationsUndercalls);
    let total = s.committed + pushed;
    let call_to = s.current.min(s.all_in_to());
    let put = if chips.is_empty() {
        c(pushed)
    } else {
        s.sum_text(chips)
    };
    if heads_up || opening {
        let mut d = Draft::new(
            "must_call",
            RuleKey::BindingDeclarationsUndercalls,
            Some("B"),
        );
        d.action = Some(s.act(ActionKind::Call, Some(call_to)));
        d.returned = Some(0);
        let why: String = if heads_up {
            tr!(
                ctx,
                "heads-up".into(),
                "no heads-up".into(),
                "en heads-up".into(),
            )
        } else {
            tr!(
                ctx,
                "facing the opening bet of the round in a multi-way pot".into(),
                "diante da aposta de abertura da rodada em pote múltiplo".into(),
                "ante la apuesta de apertura de la ronda en un bote múltiple".into(),
            )
        };
        d.reasoning.push(tr!(ctx,
            format!("Seat {seat} put out {put}, less than the {} to call, without saying \"call\": an undercall ({r51}).", c(s.current - s.committed)),
            format!("O assento {seat} colocou {put}, menos que os {} para pagar, sem dizer \"pago\": pagamento incompleto ({r51}).", c(s.current - s.committed)),
            format!("El asiento {seat} puso {put}, menos que los {} para igualar, sin decir \"pago\": igualada incompleta ({r51}).", c(s.current - s.committed)),
        ));
        d.reasoning.push(tr!(
            ctx,
            format!(
                "An undercall {why} must be made a full call: to {}.",
                c(call_to)
            ),
            format!(
                "Um pagamento incompleto {why} deve virar pagamento completo: para {}.",
                c(call_to)
            ),
            format!(
                "Una igualada incompleta {why} debe completarse: a {}.",
                c(call_to)
            ),
        ));
        d.summary = tr!(
            ctx,
            format!(
                "Undercall {why}: seat {seat} must call the full {}.",
                c(call_to)
            ),
            format!(
                "Pagamento incompleto {why}: o assento {seat} deve pagar os {} completos.",
                c(call_to)
            ),
            format!(
                "Igualada incompleta {why}: el asiento {seat} debe igualar los {} completos.",
                c(call_to)
            ),
        );
        return d;
    }
    // The TD may require a full call, or let the player forfeit the chips and fold. The chips
    // may be read as a call of the opening bet, the rest handed back (51 Ex 4).
    let opening_bet = s.t.opening_bet();
    let forfeit = if opening_bet > 0 && opening_bet <= total {
        opening_bet.saturating_sub(s.committed).min(pushed)
    } else {
        pushed
    };
    let mut d = Draft::new(
        "call_or_forfeit",
        RuleKey::BindingDeclarationsUndercalls,
        Some("B"),
    );
    d.discretion = true;
    d.returned = Some(pushed - forfeit);
    d.reasoning.push(tr!(ctx,
        format!("Seat {seat} put out {put}, less than the {} to call, without saying \"call\": an undercall ({r51}).", c(s.current - s.committed)),
        format!("O assento {seat} colocou {put}, menos que os {} para pagar, sem dizer \"pago\": pagamento incompleto ({r51}).", c(s.current - s.committed)),
        format!("El asiento {seat} puso {put}, menos que los {} para igualar, sin decir \"pago\": igualada incompleta ({r51}).", c(s.current - s.committed)),
    ));
    d.reasoning.push(tr!(ctx,
        format!("The pot is multi-way and the bet faced ({}) is not the opening bet, so the floor decides: require a full call, or let seat {seat} forfeit {} and fold.", c(s.current), c(forfeit)),
        format!("O pote é múltiplo e a aposta enfrentada ({}) não é a de abertura, então o floor decide: exigir o pagamento completo ou deixar o assento {seat} perder {} e desistir.", c(s.current), c(forfeit)),
        format!("El bote es múltiple y la apuesta enfrentada ({}) no es la de apertura, así que decide el floor: exigir la igualada completa o dejar que el asiento {seat} pierda {} y se retire.", c(s.current), c(forfeit)),
    ));
    d.alternatives.push(Alternative {
        condition: ctx
            .lang
            .pick(
                "the floor requires a full call",
                "o floor exige o pagamento completo",
                "el floor exige la igualada completa",
            )
            .into(),
        outcome: "must_call".into(),
        action: Some(s.act(ActionKind::Call, Some(call_to))),
        returned: Some(0),
        options: None,
    });
    d.alternatives.push(Alternative {
        condition: ctx
            .lang
            .pick(
                "the floor lets the player forfeit the chips and fold",
                "o floor deixa o jogador perder as fichas e desistir",
                "el floor deja que el jugador pierda las fichas y se retire",
            )
            .into(),
        outcome: "fold".into(),
        action: Some(s.act(ActionKind::Fold, None)),
        returned: Some(pushed - forfeit),
        options: None,
    });
    d.summary = tr!(
        ctx,
        format!(
            "An undercall of a raise in a multi-way pot: the floor may require a full call of {} or let seat {seat} forfeit {} and fold.",
            c(call_to),
            c(forfeit)
        ),
        format!(
            "Pagamento incompleto de um aumento em pote múltiplo: o floor pode exigir o pagamento completo de {} ou deixar o assento {seat} perder {} e desistir.",
            c(call_to),
            c(forfeit)
        ),
        format!(
            "Igualada incompleta de una subida en bote múltiple: el floor puede exigir igualar completo, {}, o dejar que el asiento {seat} pierda {} y se retire.",
            c(call_to),
            c(forfeit)
        ),
    );
    d
}
