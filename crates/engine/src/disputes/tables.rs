//! Balancing and breaking tables (Rules 10 and 11; 2026 numbers unconfirmed): which tables halt
//! play (11-D: three or more players short of the largest table), which table breaks when the
//! players fit in one fewer, and which moves balance the rest.

use crate::error::HandError;
use crate::lang::Language;
use crate::rules::{Edition, NumberStatus, RuleKey};
use crate::ruling::{Citation, Ctx};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct TableCount {
    pub id: String,
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 10))]
    pub players: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BalanceRequest {
    #[cfg_attr(feature = "openapi", schema(minimum = 2, maximum = 10))]
    pub seats_per_table: u8,
    pub tables: Vec<TableCount>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<Edition>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<Language>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Move {
    pub from: String,
    pub to: String,
    pub players: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BalanceRuling {
    /// Tables that halt play until balanced (once their blinds are affected).
    pub halt: Vec<String>,
    /// A table to break, when the players fit in one table fewer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub break_table: Option<String>,
    pub moves: Vec<Move>,
    pub citation: Citation,
    pub see_also: Vec<Citation>,
    pub discretion: bool,
    pub summary: String,
    pub reasoning: Vec<String>,
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub notice: &'static str,
}

pub fn balance(
    req: &BalanceRequest,
    edition: Edition,
    lang: Language,
) -> Result<BalanceRuling, HandError> {
    let ctx = Ctx::new(edition, lang);
    let seats = req.seats_per_table;
    if !(2..=10).contains(&seats) {
        return Err(HandError::invalid(
            "seats_per_table",
            "a table seats 2 to 10 players",
        ));
    }
    if req.tables.is_empty() {
        return Err(HandError::invalid("tables", "at least one table"));
    }
    if req.tables.len() > 1000 {
        return Err(HandError::invalid("tables", "at most 1000 tables"));
    }
    for (i, t) in req.tables.iter().enumerate() {
        if t.players > seats {
            return Err(HandError::invalid(
                format!("tables[{i}].players"),
                format!("{} players at a table of {seats} seats", t.players),
            ));
        }
        if t.id.trim().is_empty() {
            return Err(HandError::invalid(
                format!("tables[{i}].id"),
                "an id is needed",
            ));
        }
        if req.tables[..i].iter().any(|o| o.id == t.id) {
            return Err(HandError::invalid(
                format!("tables[{i}].id"),
                format!("table {} is listed twice", t.id),
            ));
        }
    }
    let c = |n: u64| ctx.c(n);
    let r11 = ctx.rule(RuleKey::BalancingTables);
    let r10 = ctx.rule(RuleKey::NewPlayersBrokenTables);
    let mut counts: Vec<(String, u8)> = req
        .tables
        .iter()
        .map(|t| (t.id.clone(), t.players))
        .collect();
    let total: u64 = counts.iter().map(|t| u64::from(t.1)).sum();
    let max = counts.iter().map(|t| t.1).max().unwrap_or(0);
    let halt: Vec<String> = counts
        .iter()
        .filter(|t| max - t.1 >= 3)
        .map(|t| t.0.clone())
        .collect();
    let mut reasoning = Vec::new();
    let mut moves: Vec<Move> = Vec::new();
    let mut break_table = None;
    let add_move = |moves: &mut Vec<Move>, from: &str, to: &str| match moves
        .iter_mut()
        .find(|m| m.from == from && m.to == to)
    {
        Some(m) => m.players += 1,
        None => moves.push(Move {
            from: from.into(),
            to: to.into(),
            players: 1,
        }),
    };
    if counts.len() > 1 && total <= (counts.len() as u64 - 1) * u64::from(seats) {
        // Break the table with the fewest players (the event's pre-set order may differ).
        let (bi, _) = counts
            .iter()
            .enumerate()
            .min_by_key(|(i, t)| (t.1, std::cmp::Reverse(*i)))
            .unwrap_or((0, &counts[0]));
        let (bid, bn) = counts.remove(bi);
        for _ in 0..bn {
            if let Some(dst) = counts
                .iter_mut()
                .filter(|t| t.1 < seats)
                .min_by_key(|t| t.1)
            {
                dst.1 += 1;
                let to = dst.0.clone();
                add_move(&mut moves, &bid, &to);
            }
        }
        reasoning.push(tr!(ctx,
            format!("{} players fit at {} tables of {seats}: table {bid} breaks; its players get seats by a random draw and may land in any position ({r10}).", c(total), counts.len()),
            format!("{} jogadores cabem em {} mesas de {seats}: a mesa {bid} é quebrada; seus jogadores recebem assentos por sorteio e podem cair em qualquer posição ({r10}).", c(total), counts.len()),
            format!("{} jugadores caben en {} mesas de {seats}: la mesa {bid} se rompe; sus jugadores reciben asiento por sorteo y pueden caer en cualquier posición ({r10}).", c(total), counts.len()),
        ));
        break_table = Some(bid);
    }
    while let (Some((hi, _)), Some((lo, _))) = (
        counts
            .iter()
            .enumerate()
            .max_by_key(|(i, t)| (t.1, std::cmp::Reverse(*i))),
        counts.iter().enumerate().min_by_key(|(i, t)| (t.1, *i)),
    ) {
        if counts[hi].1 <= counts[lo].1 + 1 {
            break;
        }
        counts[hi].1 -= 1;
        counts[lo].1 += 1;
        let (from, to) = (counts[hi].0.clone(), counts[lo].0.clone());
        add_move(&mut moves, &from, &to);
    }
    if !halt.is_empty() {
        reasoning.push(tr!(ctx,
            format!("Table(s) {} are three or more players short of the largest table ({max}): play halts there once the blinds are affected (the big blind would reach an empty seat), until balanced; the floor may waive it ({r11}).", halt.join(", ")),
            format!("A(s) mesa(s) {} têm três ou mais jogadores a menos que a maior ({max}): o jogo para nelas quando os blinds são afetados (o big blind chegaria a um assento vazio), até balancear; o floor pode dispensar ({r11}).", halt.join(", ")),
            format!("La(s) mesa(s) {} tienen tres o más jugadores menos que la mayor ({max}): el juego se detiene en ellas cuando las ciegas se ven afectadas (la ciega grande llegaría a un asiento vacío), hasta equilibrar; el floor puede dispensarlo ({r11}).", halt.join(", ")),
        ));
    }
    if moves.iter().any(|m| Some(&m.from) != break_table.as_ref()) {
        reasoning.push(tr!(ctx,
            format!("In flop games the player who moves is the one due the big blind next, to the worst position at the short table (never the small blind) ({r11})."),
            format!("Em jogos com flop, muda de mesa quem seria o próximo big blind, para a pior posição na mesa curta (nunca o small blind) ({r11})."),
            format!("En juegos con flop, se mueve quien sería la próxima ciega grande, a la peor posición de la mesa corta (nunca la ciega pequeña) ({r11})."),
        ));
    }
    let mv: Vec<String> = moves
        .iter()
        .map(|m| format!("{}→{} ({})", m.from, m.to, m.players))
        .collect();
    let summary = if moves.is_empty() && halt.is_empty() {
        ctx.lang
            .pick(
                "The tables are balanced: no move, no halt.",
                "As mesas estão balanceadas: nenhuma mudança, nenhuma parada.",
                "Las mesas están equilibradas: sin movimientos ni detenciones.",
            )
            .to_string()
    } else {
        tr!(
            ctx,
            format!(
                "Halt: {}. Moves: {}.",
                if halt.is_empty() {
                    "none".into()
                } else {
                    halt.join(", ")
                },
                if mv.is_empty() {
                    "none".into()
                } else {
                    mv.join(", ")
                }
            ),
            format!(
                "Parar: {}. Mudanças: {}.",
                if halt.is_empty() {
                    "nenhuma".into()
                } else {
                    halt.join(", ")
                },
                if mv.is_empty() {
                    "nenhuma".into()
                } else {
                    mv.join(", ")
                }
            ),
            format!(
                "Detener: {}. Movimientos: {}.",
                if halt.is_empty() {
                    "ninguna".into()
                } else {
                    halt.join(", ")
                },
                if mv.is_empty() {
                    "ninguno".into()
                } else {
                    mv.join(", ")
                }
            ),
        )
    };
    let mut see_also = vec![ctx.cite(RuleKey::NewPlayersBrokenTables, None)];
    if !halt.is_empty() {
        see_also.push(ctx.cite(RuleKey::FloorDecisions, None));
    }
    let citation = ctx.cite(
        RuleKey::BalancingTables,
        if halt.is_empty() {
            Some("A")
        } else {
            Some("D")
        },
    );
    debug_assert!(citation.number_status != NumberStatus::Confirmed || edition == Edition::E2024);
    Ok(BalanceRuling {
        halt,
        break_table,
        moves,
        citation,
        see_also,
        discretion: false,
        summary,
        reasoning,
        notice: crate::rules::NOTICE,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(seats: u8, t: &[(&str, u8)]) -> BalanceRequest {
        BalanceRequest {
            seats_per_table: seats,
            tables: t
                .iter()
                .map(|(id, p)| TableCount {
                    id: (*id).into(),
                    players: *p,
                })
                .collect(),
            edition: None,
            language: None,
        }
    }

    #[test]
    fn seed_11d_table_three_short_halts() {
        // SEED-11D-1: 9-handed, table A has 5 players, table B (largest) 8.
        let r = balance(&req(9, &[("A", 5), ("B", 8)]), Edition::E2024, Language::En).unwrap();
        assert_eq!(r.halt, vec!["A"]);
        assert_eq!(
            r.moves,
            vec![Move {
                from: "B".into(),
                to: "A".into(),
                players: 1
            }]
        );
        assert_eq!(r.citation.number.as_deref(), Some("11"));
        assert_eq!(r.citation.part.as_deref(), Some("D"));
        // 2026: the number is not confirmed and the catalog says so.
        let r = balance(&req(9, &[("A", 5), ("B", 8)]), Edition::E2026, Language::Es).unwrap();
        assert_eq!(r.citation.number, None);
        assert_eq!(r.citation.number_status, NumberStatus::Unknown);
    }

    #[test]
    fn two_short_does_not_halt_and_breaking() {
        let r = balance(&req(9, &[("A", 6), ("B", 8)]), Edition::E2024, Language::En).unwrap();
        assert!(r.halt.is_empty());
        assert_eq!(r.moves[0].players, 1);
        // 4 + 9 + 9 = 22 players fit... not in two tables of 9 (18): no break.
        let r = balance(
            &req(9, &[("A", 4), ("B", 9), ("C", 9)]),
            Edition::E2024,
            Language::En,
        )
        .unwrap();
        assert_eq!(r.break_table, None);
        assert_eq!(r.halt, vec!["A"]);
        assert_eq!(r.moves.iter().map(|m| m.players).sum::<u8>(), 3);
        // 3 + 7 + 7 = 17 fit in two tables of 9: the smallest table breaks.
        let r = balance(
            &req(9, &[("A", 7), ("B", 3), ("C", 7)]),
            Edition::E2024,
            Language::En,
        )
        .unwrap();
        assert_eq!(r.break_table.as_deref(), Some("B"));
        assert_eq!(r.moves.iter().map(|m| m.players).sum::<u8>(), 3);
    }

    #[test]
    fn bad_input_names_field() {
        let e = balance(&req(9, &[("A", 10)]), Edition::E2024, Language::En).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("tables[0].players"));
        let e = balance(&req(1, &[("A", 1)]), Edition::E2024, Language::En).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("seats_per_table"));
    }
}
