//! Open Hand History (OHH 1.x JSON) into the Hand model.
//!
//! Accepts a bare hand or `{"ohh": …}`, several per file (separated by whitespace), and the
//! ways real producers bend the spec: numbers as strings, `""` for an empty array, unknown
//! actions (ignored when they move no chips). Bet amounts are increments in the spec and street
//! totals in some producers: both readings are replayed and the one whose calls add up is kept.
//! Errors name the JSON path.

use super::Imported;
use super::money::Decimal;
use crate::error::HandError;
use crate::hand::{
    Act, Action, ActionInput, Blinds, Chips, Game, Hand, HandInput, Limits, SeatInput, Street,
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
    let game = game_of(h, p)?;
    let m = money_of(h);
    let (mut seats, ids) = players(h, p, &m)?;
    let button = num_text(&h["dealer_seat"])
        .and_then(|t| t.parse::<u8>().ok())
        .ok_or_else(|| HandError::invalid(format!("{p}dealer_seat"), Errors::ButtonSeat))?;
    let small = m.of(&h["small_blind_amount"], &format!("{p}small_blind_amount"))?;
    let big = m.of(&h["big_blind_amount"], &format!("{p}big_blind_amount"))?;
    let (antes, raw) = rounds(h, p, &m, &ids, &mut seats)?;
    let ante = set_antes(&mut seats, &antes);
    let game = if game == Game::Plo
        && seats
            .iter()
            .any(|s| s.cards.as_ref().is_some_and(|c| c.len() == 10))
    {
        Game::Plo5
    } else {
        game
    };
    let mut input = HandInput {
        betting: None,
        bring_in: None,
        game,
        blinds: Blinds { small, big },
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
        limits: (game == Game::Lhe).then_some(Limits {
            small_bet: big,
            big_bet: 2 * big,
            cap: None,
        }),
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
        notes: Vec::new(),
    })
}

fn game_of(h: &Value, p: &str) -> Result<Game, HandError> {
    let game_type = h["game_type"].as_str().unwrap_or("");
    let bet_type = h["bet_limit"]["bet_type"].as_str().unwrap_or("NL");
    match (game_type, bet_type) {
        ("Holdem", "NL") => Ok(Game::Nlhe),
        ("Holdem", "FL") => Ok(Game::Lhe),
        ("Omaha", "PL") => Ok(Game::Plo),
        (g, b) => Err(HandError::unsupported(
            format!("{p}game_type"),
            Errors::FloorcallReadsHoldemNlFl {
                g: (g).to_string(),
                b: (b).to_string(),
            },
        )),
    }
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
}

/// Posted antes per seat, and the deals and betting actions.
type Rounds = (Vec<(u8, Chips)>, Vec<Raw>);

/// The rounds: posted antes per seat, dealt cards (onto the seats), and the deals and betting
/// actions with their amounts.
fn rounds(
    h: &Value,
    p: &str,
    m: &Money,
    ids: &Ids,
    seats: &mut [SeatInput],
) -> Result<Rounds, HandError> {
    let mut antes: Vec<(u8, Chips)> = Vec::new();
    let mut raw: Vec<Raw> = Vec::new();
    for (ri, r) in arr(&h["rounds"]).iter().enumerate() {
        let street = match r["street"].as_str().unwrap_or("") {
            "Flop" => Some(Street::Flop),
            "Turn" => Some(Street::Turn),
            "River" => Some(Street::River),
            "Preflop" | "Showdown" => None,
            other => {
                return Err(HandError::unsupported(
                    format!("{p}rounds[{ri}].street"),
                    Errors::StreetRunTwiceDrawRounds {
                        other: (other).to_string(),
                    },
                ));
            }
        };
        if let Some(s) = street {
            raw.push(Raw {
                street: Some((s, cards_of(&r["cards"]))),
                seat: 0,
                kind: "",
                amount: 0,
                cards: None,
            });
        }
        for (ai, a) in arr(&r["actions"]).iter().enumerate() {
            let path = format!("{p}rounds[{ri}].actions[{ai}]");
            let seat = ids.seat_of(&a["player_id"], &format!("{path}.player_id"))?;
            let amount = m.of(&a["amount"], &format!("{path}.amount"))?;
            let kind = match a["action"].as_str().unwrap_or("") {
                "Post Ante" => {
                    antes.push((seat, amount));
                    continue;
                }
                "Post SB" | "Post BB" => continue,
                "Dealt Cards" => {
                    if let (Some(c), Some(s)) = (
                        cards_of(&a["cards"]),
                        seats.iter_mut().find(|s| s.seat == seat),
                    ) {
                        s.cards = Some(c);
                    }
                    continue;
                }
                "Fold" => "fold",
                "Check" => "check",
                "Call" => "call",
                "Bet" => "bet",
                "Raise" => "raise",
                "Shows Cards" => "show",
                "Mucks Cards" => "muck",
                "Post Extra Blind" | "Straddle" | "Post Dead" => {
                    return Err(HandError::unsupported(
                        format!("{path}.action"),
                        Errors::StraddlesDeadBlindsOhhNot,
                    ));
                }
                _ => continue, // Payout, Sits Out, Added Chips, chat…: no chips in the pot
            };
            raw.push(Raw {
                street: None,
                seat,
                kind,
                amount,
                cards: cards_of(&a["cards"]),
            });
        }
    }
    Ok((antes, raw))
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
            _ => Act::Muck,
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
