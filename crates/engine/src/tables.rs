//! Balancing and breaking tables (Rules 10 and 11; 2026 numbers unconfirmed): which tables halt
//! play (11-D: three or more players short of the largest table), which table breaks when the
//! players fit in one fewer, and which moves balance the rest.

use crate::error::HandError;
use crate::lang::Language;
use crate::rules::{Edition, NumberStatus, RuleKey};
use crate::ruling::{Citation, Ctx};
use crate::text::Message;
use serde::{Deserialize, Serialize};

/// A table and how many players it has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct TableCount {
    /// The table's id.
    pub id: String,
    /// Players seated at it.
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 10))]
    pub players: u8,
}

/// A table balance request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BalanceRequest {
    /// Seats at a full table.
    #[cfg_attr(feature = "openapi", schema(minimum = 2, maximum = 10))]
    pub seats_per_table: u8,
    /// Every table of the tournament.
    pub tables: Vec<TableCount>,
    /// The edition cited (the server's default otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<Edition>,
    /// The language of the texts (else `Accept-Language`, else English).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<Language>,
    /// The house-rule profile (how many players short halts a table); the server's default
    /// otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "openapi",
        schema(max_length = 64, pattern = "^[a-z0-9-]{1,64}$")
    )]
    pub house: Option<String>,
}

/// Players moved from one table to another.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Move {
    /// The table they leave.
    pub from: String,
    /// The table they join.
    pub to: String,
    /// How many players.
    pub players: u8,
}

/// The answer to a table balance.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BalanceRuling {
    /// Tables that halt play until balanced (once their blinds are affected).
    pub halt: Vec<String>,
    /// A table to break, when the players fit in one table fewer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub break_table: Option<String>,
    /// The moves that balance the tables.
    pub moves: Vec<Move>,
    /// The rule that decides it.
    pub citation: Citation,
    /// Other rules that apply.
    pub see_also: Vec<Citation>,
    /// Whether the floor decides (Rule 1): halting play at a short-handed table (six seats or
    /// fewer) is at the TD's discretion (11-D).
    pub discretion: bool,
    /// The other choice where the floor decides.
    pub alternatives: Vec<BalanceAlternative>,
    /// One sentence saying what to do.
    pub summary: String,
    /// Why, step by step.
    pub reasoning: Vec<String>,
    /// The TDA permission notice, in the request's language.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub notice: String,
    /// The house profile, whether it changed the balance, and the tables the TDA would halt
    /// (`house.tda` is absent here: `tda_halt` is the difference).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house: Option<crate::ruling::house::HouseOut>,
    /// The tables the TDA alone would halt, when a house rule changed them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tda_halt: Option<Vec<String>>,
}

/// Another reading of a balance, where the floor decides.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BalanceAlternative {
    /// The choice the floor makes.
    #[serde(rename = "if")]
    pub condition: String,
    /// The tables that halt then.
    pub halt: Vec<String>,
}

/// Seats per table up to which a table is short-handed (6-max and smaller): halting play
/// there is at the TD's discretion (11-D).
const SHORT_HANDED: u8 = 6;

/// Rule on a table balance: which tables halt, which breaks, which players move.
pub fn balance(
    req: &BalanceRequest,
    edition: Edition,
    lang: Language,
) -> Result<BalanceRuling, HandError> {
    balance_with(req, &Ctx::new(edition, lang))
}

/// Rule on a table balance under a house profile: where its halting threshold changes which
/// tables halt, the house rule is cited and the TDA's tables are kept in `tda_halt`.
pub fn balance_under(
    req: &BalanceRequest,
    edition: Edition,
    lang: Language,
    profile: &crate::house::Profile,
) -> Result<BalanceRuling, HandError> {
    let edition = req.edition.or(profile.edition).unwrap_or(edition);
    let lang = req.language.unwrap_or(lang);
    let tda = crate::house::HouseRules::tda(edition);
    let house = profile.rules(edition);
    let baseline = balance_with(req, &Ctx::new(edition, lang))?;
    let ctx = Ctx::under(edition, lang, house);
    let mut r = balance_with(req, &ctx)?;
    let changed = r.halt != baseline.halt;
    // The knob that changes the tables that halt is found as a dispute's is, by what it does.
    let rules: Vec<Citation> = if changed {
        let same = |a: &BalanceRuling, b: &BalanceRuling| a.halt == b.halt;
        crate::ruling::house::causes(
            house.differences(&tda),
            &tda,
            &house,
            &baseline,
            &r,
            |rules| balance_with(req, &Ctx::under(edition, lang, rules)).ok(),
            same,
            same,
        )
        .into_iter()
        .map(|k| crate::ruling::house::house_citation(profile, k, &house, &tda, &ctx))
        .collect()
    } else {
        Vec::new()
    };
    if let Some(primary) = rules.first() {
        r.reasoning.insert(
            0,
            ctx.render(&crate::ruling::house::HouseText::applied(primary)),
        );
        r.reasoning.push(
            ctx.render(
                &crate::ruling::house::HouseText::UnderTda {
                    citation: baseline.citation.label.clone(),
                    summary: crate::request::lower_first(
                        lang,
                        baseline.summary.trim_end_matches('.'),
                    ),
                }
                .into(),
            ),
        );
        let tda_rule = std::mem::replace(&mut r.citation, primary.clone());
        r.see_also.insert(0, tda_rule);
        r.tda_halt = Some(baseline.halt);
    } else {
        r.reasoning.push(
            ctx.render(
                &crate::ruling::house::HouseText::NoEffect {
                    title: profile.title.clone(),
                }
                .into(),
            ),
        );
    }
    r.house = Some(crate::ruling::house::HouseOut {
        profile: profile.name.clone(),
        version: profile.version.clone(),
        digest: profile.digest.clone(),
        effect: if changed {
            crate::ruling::house::HouseEffect::Changed
        } else {
            crate::ruling::house::HouseEffect::None
        },
        rules,
        tda: None,
    });
    Ok(r)
}

fn balance_with(req: &BalanceRequest, ctx: &Ctx) -> Result<BalanceRuling, HandError> {
    validate(req)?;
    let ctx = *ctx;
    let edition = ctx.edition;
    let short_by = ctx.house.halt_short_by;
    let seats = req.seats_per_table;
    let mut counts: Vec<(String, u8)> = req
        .tables
        .iter()
        .map(|t| (t.id.clone(), t.players))
        .collect();
    let total: usize = counts.iter().map(|t| usize::from(t.1)).sum();
    let largest = counts.iter().map(|t| t.1).max().unwrap_or(0);
    let halt: Vec<String> = counts
        .iter()
        .filter(|t| largest - t.1 >= short_by)
        .map(|t| t.0.clone())
        .collect();
    let mut reasoning: Vec<Message> = Vec::new();
    let mut moves: Vec<Move> = Vec::new();
    let break_table = break_smallest(&mut counts, seats, total, &mut moves);
    if let Some(table) = &break_table {
        reasoning.push(
            TablesText::TableBreaks {
                players: total,
                tables: counts.len(),
                seats,
                table: table.clone(),
            }
            .into(),
        );
    }
    even_out(&mut counts, &mut moves);
    if !halt.is_empty() {
        reasoning.push(
            TablesText::ShortTablesHalt {
                count: halt.len(),
                tables: halt.join(", "),
                largest,
                short: usize::from(short_by),
            }
            .into(),
        );
    }
    if moves.iter().any(|m| Some(&m.from) != break_table.as_ref()) {
        reasoning.push(TablesText::WhoMoves.into());
    }
    let short_handed = !halt.is_empty() && seats <= SHORT_HANDED;
    if short_handed {
        reasoning.push(TablesText::ShortHandedDiscretion { seats }.into());
    }
    let alternatives = if short_handed {
        vec![BalanceAlternative {
            condition: ctx.render(&TablesText::IfNoHalt.into()),
            halt: Vec::new(),
        }]
    } else {
        Vec::new()
    };
    let summary = summary(&halt, &moves);
    let mut see_also = vec![ctx.cite(RuleKey::NewPlayersBrokenTables, None)];
    if !halt.is_empty() {
        see_also.push(ctx.cite(RuleKey::FloorDecisions, None));
    }

    let part = if halt.is_empty() { "A" } else { "D" };
    let citation = ctx.cite(RuleKey::BalancingTables, Some(part));
    debug_assert!(citation.number_status != NumberStatus::Confirmed || edition == Edition::E2024);
    Ok(BalanceRuling {
        halt,
        break_table,
        moves,
        citation,
        see_also,
        discretion: short_handed,
        alternatives,
        summary: crate::ruling::sentence(ctx.render(&summary)),
        reasoning: reasoning.iter().map(|m| ctx.render(m)).collect(),
        notice: crate::text::notice(ctx.lang),
        house: None,
        tda_halt: None,
    })
}

fn validate(req: &BalanceRequest) -> Result<(), HandError> {
    let seats = req.seats_per_table;
    if !(2..=10).contains(&seats) {
        return Err(HandError::invalid(
            "seats_per_table",
            Errors::TableSeatsPlayers,
        ));
    }
    if req.tables.is_empty() {
        return Err(HandError::invalid("tables", Errors::LeastOneTable));
    }
    if req.tables.len() > 1000 {
        return Err(HandError::invalid("tables", Errors::MostTables));
    }
    for (i, t) in req.tables.iter().enumerate() {
        if t.players > seats {
            return Err(HandError::invalid(
                format!("tables[{i}].players"),
                Errors::PlayersTableSeats {
                    players: (t.players).to_string(),
                    seats: (seats).to_string(),
                },
            ));
        }
        if t.id.trim().is_empty() {
            return Err(HandError::invalid(
                format!("tables[{i}].id"),
                Errors::IdNeeded,
            ));
        }
        if req.tables[..i].iter().any(|o| o.id == t.id) {
            return Err(HandError::invalid(
                format!("tables[{i}].id"),
                Errors::TableListedTwice {
                    id: (t.id).to_string(),
                },
            ));
        }
    }
    Ok(())
}

fn add_move(moves: &mut Vec<Move>, from: &str, to: &str) {
    match moves.iter_mut().find(|m| m.from == from && m.to == to) {
        Some(m) => m.players += 1,
        None => moves.push(Move {
            from: from.into(),
            to: to.into(),
            players: 1,
        }),
    }
}

/// When the players fit in one table fewer, break the table with the fewest players (the
/// event's pre-set order may differ) and seat its players at the shortest tables.
fn break_smallest(
    counts: &mut Vec<(String, u8)>,
    seats: u8,
    total: usize,
    moves: &mut Vec<Move>,
) -> Option<String> {
    if counts.len() < 2 || total > (counts.len() - 1) * usize::from(seats) {
        return None;
    }
    let (bi, _) = counts
        .iter()
        .enumerate()
        .min_by_key(|(i, t)| (t.1, std::cmp::Reverse(*i)))?;
    let (bid, bn) = counts.remove(bi);
    for _ in 0..bn {
        if let Some(dst) = counts
            .iter_mut()
            .filter(|t| t.1 < seats)
            .min_by_key(|t| t.1)
        {
            dst.1 += 1;
            let to = dst.0.clone();
            add_move(moves, &bid, &to);
        }
    }
    Some(bid)
}

/// Move one player at a time from the largest table to the smallest until no two tables
/// differ by more than one player.
fn even_out(counts: &mut [(String, u8)], moves: &mut Vec<Move>) {
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
        add_move(moves, &from, &to);
    }
}

fn summary(halt: &[String], moves: &[Move]) -> Message {
    if moves.is_empty() && halt.is_empty() {
        return TablesText::Balanced.into();
    }
    let mut parts: Vec<Message> = Vec::new();
    if !halt.is_empty() {
        parts.push(
            TablesText::HaltAt {
                count: halt.len(),
                tables: halt.join(", "),
            }
            .into(),
        );
    }
    if !moves.is_empty() {
        let list = moves
            .iter()
            .map(|m| {
                TablesText::MoveOne {
                    players: usize::from(m.players),
                    from: m.from.clone(),
                    to: m.to.clone(),
                }
                .into()
            })
            .collect();
        parts.push(TablesText::Moves { moves: list }.into());
    }
    TablesText::Summary { parts }.into()
}

crate::text::messages! {
    /// The reasons of a table balance.
    pub enum TablesText {
        /// The players fit in one table fewer: a table breaks.
        TableBreaks { players: count, tables: count, seats: seat, table: verbatim } = "tables-table-breaks",
        /// Tables three or more players short of the largest halt (11-D).
        ShortTablesHalt { count: count, tables: verbatim, largest: seat, short: count } = "tables-short-tables-halt",
        /// Who moves to balance (the player due the big blind next).
        WhoMoves = "tables-who-moves",
        /// Nothing to do.
        Balanced = "tables-balanced",
        /// Summary clause: the tables that halt.
        HaltAt { count: count, tables: verbatim } = "tables-halt-at",
        /// Summary clause: the moves.
        Moves { moves: list } = "tables-moves",
        /// One move of the summary.
        MoveOne { players: count, from: verbatim, to: verbatim } = "tables-move-one",
        /// The summary: its clauses.
        Summary { parts: clauses } = "tables-summary",
        /// Short-handed tables: halting is the TD's choice (11-D).
        ShortHandedDiscretion { seats: seat } = "tables-short-handed-discretion",
        /// Alternative: the floor does not halt play.
        IfNoHalt = "tables-if-no-halt",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        TableSeatsPlayers = "error-tables-table-seats-players",
        LeastOneTable = "error-tables-least-one-table",
        MostTables = "error-tables-most-tables",
        PlayersTableSeats { players: verbatim, seats: verbatim } = "error-tables-players-table-seats",
        IdNeeded = "error-tables-id-needed",
        TableListedTwice { id: verbatim } = "error-tables-table-listed-twice",
    }
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
            house: None,
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
    fn short_handed_halts_are_the_floors_choice() {
        // 6-max: table A is three short of B; halting is at the TD's discretion (11-D).
        let r = balance(&req(6, &[("A", 2), ("B", 5)]), Edition::E2024, Language::En).unwrap();
        assert_eq!(r.halt, vec!["A"]);
        assert!(r.discretion);
        assert_eq!(r.alternatives.len(), 1);
        assert!(r.alternatives[0].halt.is_empty());
        assert!(r.see_also.iter().any(|c| c.key == "floor-decisions"));
        // Nine-handed: the halt is the rule, no discretion.
        let r = balance(&req(9, &[("A", 5), ("B", 8)]), Edition::E2024, Language::En).unwrap();
        assert!(!r.discretion && r.alternatives.is_empty());
        // 6-max, nobody three short: nothing to decide.
        let r = balance(&req(6, &[("A", 4), ("B", 6)]), Edition::E2024, Language::En).unwrap();
        assert!(r.halt.is_empty() && !r.discretion);
    }

    #[test]
    fn bad_input_names_field() {
        let e = balance(&req(9, &[("A", 10)]), Edition::E2024, Language::En).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("tables[0].players"));
        let e = balance(&req(1, &[("A", 1)]), Edition::E2024, Language::En).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("seats_per_table"));
    }

    #[test]
    fn a_house_that_halts_two_short_cites_its_rule_and_keeps_the_tda_tables() {
        let casino = crate::house::named("example-casino").expect("shipped");
        for (edition, lang, rule) in [
            (Edition::E2024, Language::En, "Example Casino Rule 1.7"),
            (Edition::E2026, Language::Pt, "Example Casino Regra 1.7"),
            (Edition::E2024, Language::Es, "Example Casino Regla 1.7"),
        ] {
            // Seven against nine: two short, a halt for the house, none for the TDA.
            let r = balance_under(&req(9, &[("A", 7), ("B", 9)]), edition, lang, casino).unwrap();
            assert_eq!(r.halt, vec!["A".to_string()]);
            assert_eq!(r.tda_halt, Some(Vec::new()));
            assert_eq!(r.citation.label, rule);
            assert_eq!(r.see_also[0].key, "balancing-tables");
            let h = r.house.as_ref().unwrap();
            assert_eq!(h.effect, crate::ruling::house::HouseEffect::Changed);
            // One short: no halt under either.
            let r = balance_under(&req(9, &[("A", 8), ("B", 9)]), edition, lang, casino).unwrap();
            assert!(r.halt.is_empty() && r.tda_halt.is_none());
            assert_eq!(
                r.house.unwrap().effect,
                crate::ruling::house::HouseEffect::None
            );
            // Three short: both halt, the TDA rule cited.
            let r = balance_under(&req(9, &[("A", 6), ("B", 9)]), edition, lang, casino).unwrap();
            assert_eq!(r.halt, vec!["A".to_string()]);
            assert_eq!(r.citation.key, "balancing-tables");
            assert!(r.citation.house.is_none());
        }
    }
}
