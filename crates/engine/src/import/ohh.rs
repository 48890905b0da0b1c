//! Open Hand History (OHH 1.x JSON) into the Hand model.
//!
//! Accepts a bare hand or `{"ohh": …}`, several per file (separated by whitespace), and the
//! ways real producers bend the spec: numbers as strings, `""` for an empty array, unknown
//! actions (ignored when they move no chips). Bet amounts are increments in the spec and street
//! totals in some producers: both readings are replayed and the one whose calls add up is kept.
//! Errors name the JSON path.
//!
//! Games: the spec's `game_type`s, Holdem, Omaha, OmahaHiLo (four to six cards, Big O by the
//! five dealt) in every `bet_type`, Stud and StudHiLo, and Draw; names producers write beyond
//! the spec are read too (Razz, Badugi, ShortDeck, Courchevel, the draw games by name). A
//! "Draw" hand names no variant: four cards dealt is badugi, five with three draws 2-7 triple
//! draw, five with one draw 2-7 single draw in no limit and five-card draw otherwise, with a
//! note saying so. Stud: "Post Ante", "Bring In", a completion ("Complete", or the first bet
//! or raise to the small bet), each round's "Dealt Cards"; the small bet is the
//! `big_blind_amount` (as in limit hold'em), the big bet twice it. Draw: "Discard" (or "Draw",
//! "Stands Pat") with the cards thrown, and the round's "Dealt Cards" the cards drawn.

use super::Imported;
use super::money::Decimal;
use crate::error::HandError;
use crate::hand::{
    Act, Action, ActionInput, Blinds, Chips, Family, Game, Hand, HandInput, Limits, SeatInput,
    Street, Structure,
};
use serde_json::Value;

/// Import every hand of an OHH text.
pub fn import(text: &str) -> Result<Vec<Imported>, HandError> {
    let mut out = Vec::new();
    let stream = serde_json::Deserializer::from_str(text).into_iter::<Value>();
    for (i, v) in stream.enumerate() {
        let v = v.map_err(|e| {
            HandError::invalid(
                format!("line {}", e.line()),
                Errors::NotValidOhhJson {
                    value: (e).to_string(),
                },
            )
        })?;
        let h = v.get("ohh").unwrap_or(&v);
        let prefix = if v.get("ohh").is_some() { "ohh." } else { "" };
        let prefix = if i > 0 {
            format!("[{i}].{prefix}")
        } else {
            prefix.to_string()
        };
        out.push(hand(h, &prefix)?);
    }
    if out.is_empty() {
        return Err(HandError::invalid("ohh", Errors::NoHandFound));
    }
    Ok(out)
}

fn num_text(v: &Value) -> Option<String> {
    match v {
        Value::Number(n) => Some(n.to_string()),
        Value::String(s) if !s.trim().is_empty() => Some(s.trim().to_string()),
        _ => None,
    }
}

fn arr(v: &Value) -> &[Value] {
    v.as_array().map_or(&[], |a| a.as_slice())
}

fn cards_of(v: &Value) -> Option<String> {
    match v {
        Value::Array(a) if !a.is_empty() => Some(
            a.iter()
                .filter_map(|c| c.as_str())
                .collect::<Vec<_>>()
                .join(""),
        ),
        Value::String(s) if !s.trim().is_empty() => Some(s.replace(' ', "")),
        _ => None,
    }
}

/// One amount scale for the hand.
struct Money {
    decimals: u32,
}

impl Money {
    fn of(&self, v: &Value, path: &str) -> Result<Chips, HandError> {
        let t = num_text(v).unwrap_or_else(|| "0".into());
        Decimal::parse(&t)
            .and_then(|d| d.scaled(self.decimals))
            .ok_or_else(|| {
                HandError::invalid(
                    path,
                    Errors::NotAmount {
                        value: (t).to_string(),
                    },
                )
            })
    }
}

fn hand(h: &Value, p: &str) -> Result<Imported, HandError> {
    let named = game_of(h, p)?;
    let m = money_of(h);
    let (mut seats, ids) = players(h, p, &m)?;
    let (antes, raw, dealt) = rounds(h, p, &m, &ids, &mut seats, named)?;
    // The cards and draws decide what the name leaves open (Omaha's hole cards, a "Draw").
    let most = seats
        .iter()
        .filter_map(|s| s.cards.as_ref().map(|c| c.len() / 2))
        .chain(dealt.shown.iter().copied())
        .max()
        .unwrap_or(0);
    let (game, note) = refine(named, most, dealt.draws);
    let stud = game.family() == Family::Stud;
    if stud {
        stud_cards(&mut seats, &dealt.stud);
    }
    let button = num_text(&h["dealer_seat"]).and_then(|t| t.parse::<u8>().ok());
    let button = match (button, stud) {
        (Some(b), _) => b,
        (None, true) => 0,
        (None, false) => {
            return Err(HandError::invalid(
                format!("{p}dealer_seat"),
                Errors::ButtonSeat,
            ));
        }
    };
    let small = m.of(&h["small_blind_amount"], &format!("{p}small_blind_amount"))?;
    let big = m.of(&h["big_blind_amount"], &format!("{p}big_blind_amount"))?;
    let ante = set_antes(&mut seats, &antes);
    let structure = named.structure;
    // Fixed limit: the small bet is the big blind (stud: `big_blind_amount`, where a producer
    // writes no `small_bet`), the big bet twice it.
    let limits = (structure == Structure::FixedLimit).then(|| {
        let small_bet = m
            .of(&h["small_bet"], "small_bet")
            .ok()
            .filter(|&v| v > 0)
            .unwrap_or(big);
        let big_bet = m
            .of(&h["big_bet"], "big_bet")
            .ok()
            .filter(|&v| v > 0)
            .unwrap_or(2 * small_bet);
        Limits {
            small_bet,
            big_bet,
            cap: None,
        }
    });
    let mut input = HandInput {
        betting: (structure != game.structure()).then_some(structure),
        bring_in: stud.then_some(dealt.bring_in.unwrap_or(0)),
        game,
        blinds: if stud {
            Blinds::default()
        } else {
            Blinds { small, big }
        },
        blinds_posted_by: Default::default(),
        ante,
        big_blind_ante: 0,
        button,
        seats,
        actions: Vec::new(),
        straddles: Vec::new(),
        posts: Vec::new(),
        dead_small_blind: false,
        smallest_chip: None,
        limits,
        rules: Default::default(),
    };
    let base_hand = Hand::parse(&input)?;
    // Both readings of the amounts; keep the one whose calls and all-ins add up.
    let mut best: Option<(usize, Vec<ActionInput>)> = None;
    for increments in [true, false] {
        let (acts, misses) = convert(&base_hand, &raw, increments);
        if best.as_ref().is_none_or(|(b, _)| misses < *b) {
            best = Some((misses, acts));
        }
    }
    input.actions = best.map(|b| b.1).unwrap_or_default();
    let input = super::phh::normalize(input)?;
    let (collected, rake) = payouts(h, p, &m, &ids)?;
    Ok(Imported {
        hand: input,
        scale: 10u64.pow(m.decimals),
        finishing_stacks: None,
        source_id: num_text(&h["game_number"]),
        collected,
        rake: Some(rake),
        added: 0,
        notes: note.into_iter().collect(),
    })
}

/// The game a hand's `game_type` and `bet_type` name: the game, the structure where it is not
/// the game's usual one, and whether the name leaves the variant to the cards (a "Draw").
#[derive(Debug, Clone, Copy)]
struct Named {
    game: Game,
    /// The hand's structure (the `bet_type`).
    structure: Structure,
    /// A "Draw" that names no variant: the cards and the draws decide.
    any_draw: bool,
}

/// The game once the cards are known: Omaha by its hole cards, a "Draw" by the cards dealt
/// and the draws, with a note saying how it was read.
fn refine(named: Named, cards: usize, draws: usize) -> (Game, Option<crate::text::Message>) {
    let game = named.game.by_hole_cards(|n| n == cards);
    if !named.any_draw {
        return (game, None);
    }
    let structure = named.structure;
    let game = match (cards, draws) {
        (4, _) => Game::Badugi,
        (_, 3) | (_, 2) => Game::Td27,
        _ if structure == Structure::NoLimit => Game::Sd27,
        _ => Game::Draw5,
    };
    let note = super::Notes::OhhDrawVariant {
        game: game.name(),
        cards,
        draws,
    };
    (game, Some(note.into()))
}

fn game_of(h: &Value, p: &str) -> Result<Named, HandError> {
    let game_type = h["game_type"].as_str().unwrap_or("");
    let bet_type = h["bet_limit"]["bet_type"].as_str().unwrap_or("NL");
    let structure = match bet_type {
        "NL" => Some(Structure::NoLimit),
        "PL" => Some(Structure::PotLimit),
        "FL" => Some(Structure::FixedLimit),
        _ => None,
    };
    // The spec's names, then names producers write beyond it (case, spaces and dashes aside):
    // the game rows' (`Names::ohh`).
    let game = structure.and_then(|s| Game::from_ohh(game_type, s));
    let Some(game) = game else {
        return Err(HandError::unsupported(
            format!("{p}game_type"),
            Errors::FloorcallReadsHoldemNlFl {
                g: (game_type).to_string(),
                b: (bet_type).to_string(),
            },
        ));
    };
    Ok(Named {
        game,
        structure: structure.unwrap_or(game.structure()),
        any_draw: crate::hand::ohh_key(game_type) == crate::hand::OHH_ANY_DRAW,
    })
}

/// The scale: the most decimals of any amount (at most six).
fn money_of(h: &Value) -> Money {
    let mut decimals = 0u32;
    let mut scan = |v: &Value| {
        if let Some(d) = num_text(v).and_then(|t| Decimal::parse(&t)) {
            decimals = decimals.max(d.decimals);
        }
    };
    scan(&h["small_blind_amount"]);
    scan(&h["big_blind_amount"]);
    scan(&h["ante_amount"]);
    for pl in arr(&h["players"]) {
        scan(&pl["starting_stack"]);
    }
    for r in arr(&h["rounds"]) {
        for a in arr(&r["actions"]) {
            scan(&a["amount"]);
        }
    }
    for pot in arr(&h["pots"]) {
        scan(&pot["rake"]);
        for w in arr(&pot["player_wins"]) {
            scan(&w["win_amount"]);
        }
    }
    Money {
        decimals: decimals.min(6),
    }
}

/// OHH names players by id; the seat of each id.
struct Ids(Vec<(i64, u8)>);

impl Ids {
    fn seat_of(&self, v: &Value, path: &str) -> Result<u8, HandError> {
        let id = num_text(v).and_then(|t| t.parse::<i64>().ok());
        self.0
            .iter()
            .find(|(i, _)| Some(*i) == id)
            .map(|x| x.1)
            .ok_or_else(|| HandError::invalid(path, Errors::NotPlayerHand))
    }
}

fn players(h: &Value, p: &str, m: &Money) -> Result<(Vec<SeatInput>, Ids), HandError> {
    let players = arr(&h["players"]);
    if players.len() < 2 {
        return Err(HandError::invalid(
            format!("{p}players"),
            Errors::HandNeedsTwoPlayers,
        ));
    }
    let mut seats: Vec<SeatInput> = Vec::new();
    let mut ids: Vec<(i64, u8)> = Vec::new();
    for (i, pl) in players.iter().enumerate() {
        let path = format!("{p}players[{i}]");
        let seat = num_text(&pl["seat"])
            .and_then(|t| t.parse::<u8>().ok())
            .ok_or_else(|| HandError::invalid(format!("{path}.seat"), Errors::SeatNumber))?;
        let id = num_text(&pl["id"])
            .and_then(|t| t.parse::<i64>().ok())
            .ok_or_else(|| HandError::invalid(format!("{path}.id"), Errors::PlayerId))?;
        ids.push((id, seat));
        seats.push(SeatInput {
            up_cards: None,
            player: None,
            seat,
            name: pl["name"].as_str().map(String::from),
            stack: m.of(&pl["starting_stack"], &format!("{path}.starting_stack"))?,
            cards: cards_of(&pl["cards"]),
            ante: None,
            absent: false,
        });
    }
    Ok((seats, Ids(ids)))
}

/// A deal or a betting action as OHH records it, before its amount is read.
struct Raw {
    street: Option<(Street, Option<String>)>,
    seat: u8,
    kind: &'static str,
    amount: Chips,
    cards: Option<String>,
    /// A draw: the cards thrown (where given) and the cards taken (the round's "Dealt Cards").
    discards: Option<String>,
    drawn: Option<String>,
}

/// What the rounds tell beyond the actions: each stud seat's cards round by round, the most
/// cards a player showed, the draws, the bring-in.
#[derive(Default)]
struct Dealt {
    stud: Vec<(u8, Vec<String>)>,
    shown: Vec<usize>,
    draws: usize,
    bring_in: Option<Chips>,
}

/// Posted antes per seat, the deals and betting actions, and what else the rounds tell.
type Rounds = (Vec<(u8, Chips)>, Vec<Raw>, Dealt);

/// The rounds: posted antes per seat, dealt cards (onto the seats), and the deals and betting
/// actions with their amounts. Board games name their rounds (Preflop, Flop, Turn, River;
/// Courchevel's Preflop round carries the flop's first card); stud and draw rounds are taken in
/// order, whatever their names, the Showdown aside.
fn rounds(
    h: &Value,
    p: &str,
    m: &Money,
    ids: &Ids,
    seats: &mut [SeatInput],
    named: Named,
) -> Result<Rounds, HandError> {
    let board_game = named.game.family() == Family::Flop;
    let mut antes: Vec<(u8, Chips)> = Vec::new();
    let mut raw: Vec<Raw> = Vec::new();
    let mut dealt = Dealt::default();
    let mut betting_round = 0usize;
    for (ri, r) in arr(&h["rounds"]).iter().enumerate() {
        let name = r["street"].as_str().unwrap_or("");
        let showdown = name == "Showdown";
        let street = if board_game {
            match name {
                "Flop" => Some(Street::Flop),
                "Turn" => Some(Street::Turn),
                "River" => Some(Street::River),
                // Courchevel: the flop's first card, dealt before the first round.
                "Preflop" if named.game.board_cards(Street::Preflop) > 0 => {
                    cards_of(&r["cards"]).map(|_| Street::Preflop)
                }
                "Preflop" | "Showdown" => None,
                other => {
                    return Err(HandError::unsupported(
                        format!("{p}rounds[{ri}].street"),
                        Errors::StreetRunTwiceDrawRounds {
                            other: (other).to_string(),
                        },
                    ));
                }
            }
        } else {
            None
        };
        if let Some(s) = street {
            raw.push(Raw {
                street: Some((s, cards_of(&r["cards"]))),
                seat: 0,
                kind: "",
                amount: 0,
                cards: None,
                discards: None,
                drawn: None,
            });
        }
        let round = betting_round;
        if !showdown {
            betting_round += 1;
        }
        let mut drew_here = false;
        for (ai, a) in arr(&r["actions"]).iter().enumerate() {
            let path = format!("{p}rounds[{ri}].actions[{ai}]");
            let seat = ids.seat_of(&a["player_id"], &format!("{path}.player_id"))?;
            let amount = m.of(&a["amount"], &format!("{path}.amount"))?;
            let action = a["action"].as_str().unwrap_or("");
            let kind = match action {
                "Post Ante" => {
                    antes.push((seat, amount));
                    continue;
                }
                "Post SB" | "Post BB" => continue,
                "Dealt Cards" => {
                    let Some(c) = cards_of(&a["cards"]) else {
                        continue;
                    };
                    match named.game.family() {
                        Family::Stud => match dealt.stud.iter_mut().find(|(s, _)| *s == seat) {
                            Some((_, v)) => v.push(c),
                            None => dealt.stud.push((seat, vec![c])),
                        },
                        // A draw's new cards: the seat's draw in this round.
                        Family::Draw if round > 0 => {
                            if let Some(d) = raw
                                .iter_mut()
                                .rev()
                                .find(|x| x.kind == "draw" && x.seat == seat)
                            {
                                d.drawn = Some(c);
                            }
                        }
                        _ => {
                            if let Some(s) = seats.iter_mut().find(|s| s.seat == seat) {
                                s.cards = Some(c);
                            }
                        }
                    }
                    continue;
                }
                "Fold" => "fold",
                "Check" => "check",
                "Call" => "call",
                "Bet" => "bet",
                "Raise" => "raise",
                "Bring In" | "Bring-In" | "Post Bring In" | "Post Bring-In" | "Brings In" => {
                    dealt.bring_in.get_or_insert(amount);
                    "bring_in"
                }
                "Complete" | "Completes" => "complete",
                "Discard" | "Discards" | "Draw" | "Draws" | "Stands Pat" | "Stand Pat" => {
                    drew_here = true;
                    "draw"
                }
                "Shows Cards" => {
                    if let Some(c) = cards_of(&a["cards"]) {
                        dealt.shown.push(c.len() / 2);
                    }
                    "show"
                }
                "Mucks Cards" => "muck",
                "Post Extra Blind" | "Straddle" | "Post Dead" => {
                    return Err(HandError::unsupported(
                        format!("{path}.action"),
                        Errors::StraddlesDeadBlindsOhhNot,
                    ));
                }
                _ => continue, // Payout, Sits Out, Added Chips, chat…: no chips in the pot
            };
            let cards = cards_of(&a["cards"]);
            raw.push(Raw {
                street: None,
                seat,
                kind,
                amount,
                cards: if kind == "draw" { None } else { cards.clone() },
                discards: if kind == "draw" {
                    Some(if action.starts_with("Stand") {
                        String::new()
                    } else {
                        cards.unwrap_or_default()
                    })
                } else {
                    None
                },
                drawn: None,
            });
        }
        if drew_here {
            dealt.draws += 1;
        }
    }
    Ok((antes, raw, dealt))
}

/// Stud: each seat's cards from its rounds' "Dealt Cards": every card in order where the first
/// round gave the three (two down, one up), else the up cards alone (the first round's one
/// and one a round after it, to the sixth street).
fn stud_cards(seats: &mut [SeatInput], dealt: &[(u8, Vec<String>)]) {
    for (seat, rounds) in dealt {
        let Some(s) = seats.iter_mut().find(|s| s.seat == *seat) else {
            continue;
        };
        let all = rounds.concat();
        let known = !all.contains('?');
        if rounds.first().is_some_and(|r| r.len() == 6) && known {
            s.cards = Some(all);
        } else {
            let up: String = rounds
                .iter()
                .take(4)
                .filter_map(|r| r.get(r.len().saturating_sub(2)..))
                .take_while(|c| !c.contains('?'))
                .collect();
            s.cards = None;
            s.up_cards = (!up.is_empty()).then_some(up);
        }
    }
}

/// One ante for everyone (returned), or each seat's own (set on the seats; 0 returned).
fn set_antes(seats: &mut [SeatInput], antes: &[(u8, Chips)]) -> Chips {
    let uniform = antes.windows(2).all(|w| w[0].1 == w[1].1) && antes.len() == seats.len();
    if uniform {
        return antes.first().map_or(0, |a| a.1);
    }
    for s in seats.iter_mut() {
        s.ante = Some(antes.iter().find(|a| a.0 == s.seat).map_or(0, |a| a.1));
    }
    0
}

/// What each seat collected, and the rake, as the pots record them.
fn payouts(h: &Value, p: &str, m: &Money, ids: &Ids) -> Result<(Vec<(u8, u64)>, u64), HandError> {
    let mut collected = Vec::new();
    let mut rake = 0;
    for (pi, pot) in arr(&h["pots"]).iter().enumerate() {
        rake += m.of(&pot["rake"], &format!("{p}pots[{pi}].rake"))?;
        for (wi, w) in arr(&pot["player_wins"]).iter().enumerate() {
            let path = format!("{p}pots[{pi}].player_wins[{wi}]");
            collected.push((
                ids.seat_of(&w["player_id"], &format!("{path}.player_id"))?,
                m.of(&w["win_amount"], &format!("{path}.win_amount"))?,
            ));
        }
    }
    Ok((collected, rake))
}

/// The actions under one reading of the amounts, and how many calls or bets did not add up.
fn convert(hand: &Hand, raw: &[Raw], increments: bool) -> (Vec<ActionInput>, usize) {
    let mut out = Vec::new();
    let mut misses = 0;
    let Ok(mut t) = crate::replay::Table::new(hand) else {
        return (out, usize::MAX);
    };
    for (i, r) in raw.iter().enumerate() {
        if let Some((street, cards)) = &r.street {
            let street = *street;
            out.push(ActionInput {
                deal: Some(street),
                cards: cards.clone(),
                ..Default::default()
            });
            let deal = Action::Deal {
                street,
                cards: cards
                    .as_deref()
                    .and_then(|c| crate::cards::parse_cards(c).ok()),
            };
            if t.apply(i, &deal).is_err() {
                misses += 1;
            }
            continue;
        }
        let seat = r.seat;
        let committed = t.committed(seat);
        let all_in_to = committed + t.stack(seat);
        let mut a = ActionInput {
            seat: Some(seat),
            ..Default::default()
        };
        let act = match r.kind {
            "fold" => Act::Fold,
            "check" => Act::Check,
            "call" => {
                let _ = t.deal_implied(i);
                let expect = if increments {
                    t.options(seat).map_or(0, |o| o.to_call)
                } else {
                    t.current_bet().min(all_in_to)
                };
                if r.amount != expect {
                    misses += 1;
                }
                Act::Call
            }
            "bet" | "raise" => {
                let _ = t.deal_implied(i);
                let committed = t.committed(seat);
                let to = if increments {
                    committed + r.amount
                } else {
                    r.amount
                };
                if to > all_in_to || to <= t.current_bet() {
                    misses += 1;
                }
                Act::Raise(to)
            }
            "show" => Act::Show(
                r.cards
                    .as_deref()
                    .and_then(|c| crate::cards::parse_cards(c).ok()),
            ),
            "bring_in" => Act::BringIn,
            "complete" => Act::Complete,
            "draw" => {
                let discards = r
                    .discards
                    .as_deref()
                    .filter(|d| !d.is_empty())
                    .and_then(|d| crate::cards::parse_cards(d).ok());
                let drawn = r
                    .drawn
                    .as_deref()
                    .and_then(|d| crate::cards::parse_cards(d).ok());
                // How many: the cards thrown, else the cards taken.
                let count = discards.as_ref().or(drawn.as_ref()).map_or(0, |c| c.len());
                a.discards = discards
                    .as_deref()
                    .map(crate::cards::cards_to_string)
                    .or_else(|| (count > 0).then(|| "??".repeat(count)));
                a.cards = drawn.as_deref().map(crate::cards::cards_to_string);
                Act::Draw {
                    count: count as u8,
                    discards,
                    cards: drawn,
                }
            }
            _ => Act::Muck,
        };
        // Stud's third street: the first bet or raise to the small bet completes the bring-in.
        let act = match act {
            Act::Raise(to) if t.facing_bring_in() && to == hand.limit_sizes().0 => Act::Complete,
            other => other,
        };
        a.action = Some(act.kind());
        if let Act::Raise(to) = act {
            a.to = Some(to);
        }
        if let Act::Show(Some(_)) = act {
            a.cards = r.cards.clone();
        }
        if t.apply(i, &Action::Player { seat, act }).is_err() {
            misses += 1;
        }
        out.push(a);
    }
    (out, misses)
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        NotValidOhhJson { value: verbatim } = "error-ohh-not-valid-ohh-json",
        NoHandFound = "error-ohh-no-hand-found",
        NotAmount { value: verbatim } = "error-ohh-not-amount",
        ButtonSeat = "error-ohh-button-seat",
        FloorcallReadsHoldemNlFl { g: verbatim, b: verbatim } = "error-ohh-floorcall-reads-holdem-nl-fl",
        NotPlayerHand = "error-ohh-not-player-hand",
        HandNeedsTwoPlayers = "error-ohh-hand-needs-two-players",
        SeatNumber = "error-ohh-seat-number",
        PlayerId = "error-ohh-player-id",
        StreetRunTwiceDrawRounds { other: verbatim } = "error-ohh-street-run-twice-draw-rounds",
        StraddlesDeadBlindsOhhNot = "error-ohh-straddles-dead-blinds-ohh-not",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_row_is_read_by_its_game_type_at_each_structure() {
        for d in crate::hand::GAMES {
            for &name in d.names.ohh {
                for &s in d.structures {
                    let bet_type = match s {
                        Structure::NoLimit => "NL",
                        Structure::PotLimit => "PL",
                        Structure::FixedLimit => "FL",
                    };
                    let h =
                        serde_json::json!({"game_type": name, "bet_limit": {"bet_type": bet_type}});
                    let named = game_of(&h, "").expect(name);
                    assert_eq!(
                        (named.game, named.structure),
                        (d.game, s),
                        "{name} {bet_type}"
                    );
                    assert_eq!(named.any_draw, name == crate::hand::OHH_ANY_DRAW);
                }
            }
            // A game read as another: the other's name, then the cards.
            if let Some(base) = d.read_as {
                let named = Named {
                    game: base,
                    structure: d.structure,
                    any_draw: false,
                };
                assert_eq!(refine(named, d.game.hole_cards(), 0).0, d.game);
            }
        }
    }
}
