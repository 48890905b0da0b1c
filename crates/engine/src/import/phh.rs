//! PHH (Poker Hand History, TOML) into the Hand model.
//!
//! Players are positional: `p1` is the small blind and the last player is the button; heads-up
//! the arrays are reversed (the button posts the small blind), as PokerKit reads them. `cbr X`
//! is a bet or raise to X, `cc` a check or call, `f` a fold, `sm [cards]` a show (a muck without
//! cards), `d dh pN cards` deals hole cards and `d db cards` the board. A `.phhs` file holds
//! several hands as TOML tables `[n]`.

use super::Imported;
use super::money::Decimal;
use crate::error::HandError;
use crate::hand::{
    ActionInput, ActionKind, Blinds, Game, Hand, HandInput, Limits, SeatInput, Straddle, Street,
};
use toml::Value;

/// Import every hand of a `.phh` or `.phhs` text.
pub fn import(text: &str) -> Result<Vec<Imported>, HandError> {
    let doc: toml::Table = text.parse().map_err(|e: toml::de::Error| {
        let line = e
            .span()
            .map(|s| text[..s.start.min(text.len())].lines().count().max(1));
        HandError::invalid(
            line.map_or("phh".to_string(), |l| format!("line {l}")),
            format!("not valid PHH (TOML): {}", e.message()),
        )
    })?;
    if doc.contains_key("variant") {
        return Ok(vec![import_table(&doc, "")?]);
    }
    let mut out = Vec::new();
    for (key, v) in &doc {
        if let Value::Table(t) = v {
            out.push(import_table(t, &format!("[{key}].")).map(|mut h| {
                h.source_id.get_or_insert_with(|| key.clone());
                h
            })?);
        }
    }
    if out.is_empty() {
        return Err(HandError::invalid(
            "variant",
            "no PHH hand found: a hand needs a `variant` field",
        ));
    }
    Ok(out)
}

fn amount_text(v: &Value, field: &str) -> Result<String, HandError> {
    match v {
        Value::Integer(i) if *i >= 0 => Ok(i.to_string()),
        Value::Float(f) if *f >= 0.0 && f.is_finite() => Ok(format!("{f}")),
        Value::String(s) => Ok(s.clone()),
        _ => Err(HandError::invalid(field, "expected a non-negative amount")),
    }
}

fn amounts(t: &toml::Table, key: &str, p: &str) -> Result<Option<Vec<String>>, HandError> {
    match t.get(key) {
        None => Ok(None),
        Some(Value::Array(a)) => a
            .iter()
            .enumerate()
            .map(|(i, v)| amount_text(v, &format!("{p}{key}[{i}]")))
            .collect::<Result<Vec<_>, _>>()
            .map(Some),
        Some(v) => amount_text(v, &format!("{p}{key}")).map(|s| Some(vec![s])),
    }
}

fn import_table(t: &toml::Table, p: &str) -> Result<Imported, HandError> {
    let field = |k: &str| format!("{p}{k}");
    let variant = t
        .get("variant")
        .and_then(Value::as_str)
        .ok_or_else(|| HandError::invalid(field("variant"), "missing `variant`"))?;
    let game = match variant {
        "NT" => Game::Nlhe,
        "PO" => Game::Plo,
        "FT" => Game::Lhe,
        other => {
            return Err(HandError::unsupported(
                field("variant"),
                format!(
                    "variant {other} is not supported: floorcall models NT (no-limit hold'em), \
                     PO (pot-limit Omaha) and FT (fixed-limit hold'em)"
                ),
            ));
        }
    };
    let stacks = amounts(t, "starting_stacks", p)?
        .ok_or_else(|| HandError::invalid(field("starting_stacks"), "missing"))?;
    let n = stacks.len();
    if !(2..=crate::hand::MAX_PLAYERS).contains(&n) {
        return Err(HandError::invalid(
            field("starting_stacks"),
            format!("{n} players; a hand has 2 to 10"),
        ));
    }
    let antes = amounts(t, "antes", p)?.unwrap_or_else(|| vec!["0".into(); n]);
    let blinds = amounts(t, "blinds_or_straddles", p)?.unwrap_or_else(|| vec!["0".into(); n]);
    let min_bet = amounts(t, "min_bet", p)?;
    let small_bet = amounts(t, "small_bet", p)?;
    let big_bet = amounts(t, "big_bet", p)?;
    let raw_actions: Vec<String> = match t.get("actions") {
        Some(Value::Array(a)) => a
            .iter()
            .enumerate()
            .map(|(i, v)| {
                v.as_str()
                    .map(|s| s.split('#').next().unwrap_or("").trim().to_string())
                    .ok_or_else(|| {
                        HandError::invalid(format!("{p}actions[{i}]"), "an action is a string")
                    })
            })
            .collect::<Result<_, _>>()?,
        _ => return Err(HandError::invalid(field("actions"), "missing `actions`")),
    };

    // One scale for every amount of the hand: enough decimals for the most precise one.
    let mut all: Vec<(String, String)> = Vec::new();
    let push = |all: &mut Vec<(String, String)>, key: &str, v: &[String]| {
        for (i, s) in v.iter().enumerate() {
            all.push((format!("{p}{key}[{i}]"), s.clone()));
        }
    };
    push(&mut all, "starting_stacks", &stacks);
    push(&mut all, "antes", &antes);
    push(&mut all, "blinds_or_straddles", &blinds);
    for (i, a) in raw_actions.iter().enumerate() {
        let w: Vec<&str> = a.split_whitespace().collect();
        if w.len() >= 3 && w[1] == "cbr" {
            all.push((format!("{p}actions[{i}]"), w[2].to_string()));
        }
    }
    let mut decimals = 0;
    for (f, s) in &all {
        let d = Decimal::parse(s)
            .ok_or_else(|| HandError::invalid(f.clone(), format!("\"{s}\" is not an amount")))?;
        decimals = decimals.max(d.decimals);
    }
    if decimals > 6 {
        return Err(HandError::invalid(
            field("starting_stacks"),
            "amounts have more than six decimals",
        ));
    }
    let conv = |s: &str, f: &str| -> Result<u64, HandError> {
        Decimal::parse(s)
            .and_then(|d| d.scaled(decimals))
            .ok_or_else(|| HandError::invalid(f, format!("\"{s}\" is not an amount")))
    };
    let scale = 10u64.pow(decimals);
    let seat_numbers: Vec<u8> = match t.get("seats") {
        Some(Value::Array(a)) => a
            .iter()
            .enumerate()
            .map(|(i, v)| {
                v.as_integer()
                    .and_then(|x| u8::try_from(x).ok())
                    .ok_or_else(|| HandError::invalid(format!("{p}seats[{i}]"), "a seat number"))
            })
            .collect::<Result<_, _>>()?,
        _ => (1..=n as u8).collect(),
    };
    if seat_numbers.len() != n {
        return Err(HandError::invalid(
            field("seats"),
            "`seats` and `starting_stacks` differ in length",
        ));
    }
    let names: Vec<Option<String>> = match t.get("players") {
        Some(Value::Array(a)) => a.iter().map(|v| v.as_str().map(String::from)).collect(),
        _ => vec![None; n],
    };
    // Position k of the arrays -> player index. Heads-up the arrays are reversed.
    let player_of = |k: usize| if n == 2 { 1 - k } else { k };
    let get = |v: &[String], k: usize| v.get(k).cloned().unwrap_or_else(|| "0".into());
    let mut blind_amounts = vec![0u64; n];
    for k in 0..n {
        blind_amounts[player_of(k)] =
            conv(&get(&blinds, k), &format!("{p}blinds_or_straddles[{k}]"))?;
    }
    let mut ante_amounts = vec![0u64; n];
    for k in 0..n {
        ante_amounts[player_of(k)] = conv(&get(&antes, k), &format!("{p}antes[{k}]"))?;
    }
    // Our model: heads-up, the button (last player) posts the small blind.
    let (sb_player, bb_player) = if n == 2 { (1, 0) } else { (0, 1) };
    let small = blind_amounts[sb_player];
    let big = blind_amounts[bb_player];
    if big == 0 {
        return Err(HandError::unsupported(
            field("blinds_or_straddles"),
            "hands without a big blind (button blinds, bring-ins) are not supported",
        ));
    }
    let mut straddles = Vec::new();
    for k in 2..n {
        let pl = player_of(k);
        if blind_amounts[pl] > 0 {
            straddles.push(Straddle {
                seat: seat_numbers[pl],
                amount: blind_amounts[pl],
            });
        }
    }
    let (ante, big_blind_ante, per_seat) = if ante_amounts.iter().all(|&a| a == ante_amounts[0]) {
        (ante_amounts[0], 0, false)
    } else if ante_amounts
        .iter()
        .enumerate()
        .all(|(i, &a)| i == bb_player || a == 0)
    {
        (0, ante_amounts[bb_player], false)
    } else {
        (0, 0, true)
    };
    let limits = if game == Game::Lhe {
        let sb = match &small_bet {
            Some(v) => conv(&v[0], &field("small_bet"))?,
            None => big,
        };
        let bbv = match &big_bet {
            Some(v) => conv(&v[0], &field("big_bet"))?,
            None => 2 * sb,
        };
        Some(Limits {
            small_bet: sb,
            big_bet: bbv,
            cap: None,
        })
    } else {
        None
    };
    let _ = min_bet;

    let mut hole: Vec<String> = vec![String::new(); n];
    let mut hole_unknown = vec![false; n];
    let mut actions: Vec<ActionInput> = Vec::new();
    let mut board_pending = String::new();
    let mut board_count = 0usize;
    let player_index = |w: &str, f: &str| -> Result<usize, HandError> {
        w.strip_prefix('p')
            .and_then(|x| x.parse::<usize>().ok())
            .filter(|&x| (1..=n).contains(&x))
            .map(|x| x - 1)
            .ok_or_else(|| HandError::invalid(f, format!("\"{w}\" is not a player of this hand")))
    };
    for (i, a) in raw_actions.iter().enumerate() {
        let f = format!("{p}actions[{i}]");
        let w: Vec<&str> = a.split_whitespace().collect();
        match w.as_slice() {
            [] => continue,
            ["d", "dh", who, cards] => {
                let k = player_index(who, &f)?;
                if cards.contains('?') {
                    hole_unknown[k] = true;
                } else {
                    hole[k].push_str(cards);
                }
            }
            ["d", "db", cards] => {
                board_pending.push_str(cards);
                let count = board_pending.len() / 2;
                let street = match board_count + count {
                    3 if board_count == 0 => Some(Street::Flop),
                    4 if board_count == 3 => Some(Street::Turn),
                    5 if board_count == 4 => Some(Street::River),
                    c if c < 3 => None,
                    _ => {
                        return Err(HandError::invalid(
                            f,
                            "board cards do not add up to a flop, turn and river",
                        ));
                    }
                };
                if let Some(street) = street {
                    actions.push(ActionInput {
                        deal: Some(street),
                        cards: (!board_pending.contains('?')).then(|| board_pending.clone()),
                        ..Default::default()
                    });
                    board_count += count;
                    board_pending.clear();
                }
            }
            [who, "f"] => actions.push(player_act(
                seat_numbers[player_index(who, &f)?],
                ActionKind::Fold,
            )),
            [who, "cc"] => actions.push(player_act(
                seat_numbers[player_index(who, &f)?],
                ActionKind::Call,
            )),
            [who, "cbr", amount] => {
                let mut act = player_act(seat_numbers[player_index(who, &f)?], ActionKind::Raise);
                act.to = Some(conv(amount, &f)?);
                actions.push(act);
            }
            [who, "sm"] => actions.push(player_act(
                seat_numbers[player_index(who, &f)?],
                ActionKind::Muck,
            )),
            [who, "sm", cards] => {
                let mut act = player_act(seat_numbers[player_index(who, &f)?], ActionKind::Show);
                if !cards.contains('?') {
                    act.cards = Some(cards.to_string());
                }
                actions.push(act);
            }
            [_, "sd", ..] | [_, "pb", ..] => {
                return Err(HandError::unsupported(
                    f,
                    format!("\"{a}\": draw and stud actions are not supported"),
                ));
            }
            _ => {
                return Err(HandError::invalid(
                    f,
                    format!("\"{a}\" is not a PHH action floorcall understands"),
                ));
            }
        }
    }
    let game = if game == Game::Plo && hole.iter().any(|h| h.len() == 10) {
        Game::Plo5
    } else {
        game
    };
    let seats = (0..n)
        .map(|k| {
            Ok(SeatInput {
                seat: seat_numbers[k],
                name: names.get(k).cloned().flatten(),
                stack: conv(&stacks[k], &format!("{p}starting_stacks[{k}]"))?,
                cards: (!hole_unknown[k] && !hole[k].is_empty()).then(|| hole[k].clone()),
                ante: per_seat.then_some(ante_amounts[k]),
            })
        })
        .collect::<Result<Vec<_>, HandError>>()?;
    let input = HandInput {
        game,
        blinds: Blinds { small, big },
        ante,
        big_blind_ante,
        button: seat_numbers[n - 1],
        seats,
        actions,
        straddles,
        smallest_chip: None,
        limits,
    };
    let input = normalize(input)?;
    let finishing_stacks = amounts(t, "finishing_stacks", p)?;
    let source_id = t.get("hand").map(|v| match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    });
    Ok(Imported {
        hand: input,
        scale,
        finishing_stacks,
        source_id,
        collected: Vec::new(),
        rake: None,
    })
}

fn player_act(seat: u8, kind: ActionKind) -> ActionInput {
    ActionInput {
        seat: Some(seat),
        action: Some(kind),
        ..Default::default()
    }
}

/// Replace PHH's "check or call" and "complete, bet or raise" with the word that fits the
/// state (a check where nothing was owed, a bet where nobody had bet), and repair a history that
/// leaves out a player's turn: the players skipped are given the fold (facing a bet) or the
/// check that the recorded sequence implies, as PokerKit does. Stops quietly at the first action
/// the replay refuses: the rest is kept as written and the replay reports it.
pub fn normalize(mut input: HandInput) -> Result<HandInput, HandError> {
    use crate::hand::{Act, Action};
    let hand = Hand::parse(&input)?;
    let Ok(mut table) = crate::replay::Table::new(&hand) else {
        return Ok(input);
    };
    let mut out: Vec<ActionInput> = Vec::with_capacity(input.actions.len());
    let mut k = 0;
    while k < hand.actions.len() {
        let a = &hand.actions[k];
        let mut slot = input.actions[k].clone();
        if let Action::Player { seat, act } = a
            && act.is_betting()
        {
            if table.deal_implied(k).is_err() {
                break;
            }
            // Fill in skipped turns (at most one round of them).
            for _ in 0..hand.seats.len() {
                match table.to_act() {
                    Some(s) if s != *seat && !table.has_folded(*seat) => {
                        let fill = if table.options(s).is_some_and(|o| o.can_check) {
                            (Act::Check, ActionKind::Check)
                        } else {
                            (Act::Fold, ActionKind::Fold)
                        };
                        if table
                            .apply(
                                k,
                                &Action::Player {
                                    seat: s,
                                    act: fill.0,
                                },
                            )
                            .is_err()
                        {
                            break;
                        }
                        out.push(player_act(s, fill.1));
                    }
                    _ => break,
                }
            }
            let facing_zero = table.options(*seat).is_some_and(|o| o.to_call == 0);
            let no_bet = table.current_bet() == 0;
            match slot.action {
                Some(ActionKind::Call) if facing_zero => slot.action = Some(ActionKind::Check),
                Some(ActionKind::Raise) if no_bet => slot.action = Some(ActionKind::Bet),
                _ => {}
            }
        }
        if table.apply(k, a).is_err() {
            break;
        }
        out.push(slot);
        k += 1;
    }
    out.extend(input.actions.drain(k..));
    input.actions = out;
    Ok(input)
}

/// Write a hand as PHH text.
pub fn export(hand: &Hand) -> String {
    let n = hand.seats.len();
    // Positional order: the small blind first, the button last.
    let table = crate::replay::Table::new(hand).ok();
    let order: Vec<usize> = match &table {
        Some(t) => t
            .seats_from_button()
            .iter()
            .filter_map(|s| hand.seat_index(*s))
            .collect(),
        None => (0..n).collect(),
    };
    // Heads-up the arrays are reversed: p1 is the big blind, p2 the button.
    let order: Vec<usize> = if n == 2 {
        let bb = table.as_ref().map(|t| t.big_blind_seat());
        let mut o = order.clone();
        if let Some(bb) = bb {
            o.sort_by_key(|&i| if hand.seats[i].seat == bb { 0 } else { 1 });
        }
        o
    } else {
        order
    };
    let pos = |seat: u8| {
        order
            .iter()
            .position(|&i| hand.seats[i].seat == seat)
            .map_or(0, |k| k + 1)
    };
    let list = |v: Vec<String>| format!("[{}]", v.join(", "));
    let sb_seat = table.as_ref().and_then(|t| t.small_blind_seat());
    let bb_seat = table.as_ref().map(|t| t.big_blind_seat());
    let mut blinds = vec!["0".to_string(); n];
    let mut antes = vec!["0".to_string(); n];
    for (k, &i) in order.iter().enumerate() {
        let seat = hand.seats[i].seat;
        // PHH lists blinds small-first; heads-up it reverses, so index 0 is the big blind.
        let slot = if n == 2 { 1 - k } else { k };
        if Some(seat) == sb_seat {
            blinds[slot] = hand.blinds.small.to_string();
        }
        if Some(seat) == bb_seat {
            blinds[slot] = hand.blinds.big.to_string();
        }
        if let Some(st) = hand.straddles.iter().find(|s| s.seat == seat) {
            blinds[slot] = st.amount.to_string();
        }
        let mut a = hand.seats[i].ante;
        if Some(seat) == bb_seat {
            a += hand.big_blind_ante;
        }
        antes[slot] = a.to_string();
    }
    let variant = match hand.game {
        crate::hand::Game::Nlhe => "NT",
        crate::hand::Game::Plo | crate::hand::Game::Plo5 => "PO",
        crate::hand::Game::Lhe => "FT",
    };
    let mut acts: Vec<String> = Vec::new();
    for (k, &i) in order.iter().enumerate() {
        let c = hand.seats[i]
            .cards
            .as_deref()
            .map(crate::cards::cards_to_string)
            .unwrap_or_else(|| "??".repeat(hand.game.hole_cards()));
        acts.push(format!("d dh p{} {c}", k + 1));
    }
    for a in &hand.actions {
        acts.push(match a {
            crate::hand::Action::Deal { cards, street } => format!(
                "d db {}",
                cards
                    .as_deref()
                    .map(crate::cards::cards_to_string)
                    .unwrap_or_else(|| "??".repeat(street.board_cards()))
            ),
            crate::hand::Action::Player { seat, act } => {
                let who = format!("p{}", pos(*seat));
                match act {
                    crate::hand::Act::Fold => format!("{who} f"),
                    crate::hand::Act::Check | crate::hand::Act::Call => format!("{who} cc"),
                    crate::hand::Act::Bet(t) | crate::hand::Act::Raise(t) => {
                        format!("{who} cbr {t}")
                    }
                    crate::hand::Act::AllIn => match all_in_to(hand, a) {
                        Some(to) => format!("{who} cbr {to}"),
                        None => format!("{who} cc"),
                    },
                    crate::hand::Act::Show(Some(c)) => {
                        format!("{who} sm {}", crate::cards::cards_to_string(c))
                    }
                    crate::hand::Act::Show(None) => format!("{who} sm ????"),
                    crate::hand::Act::Muck => format!("{who} sm"),
                }
            }
        });
    }
    let stacks: Vec<String> = order
        .iter()
        .map(|&i| hand.seats[i].stack.to_string())
        .collect();
    let seats: Vec<String> = order
        .iter()
        .map(|&i| hand.seats[i].seat.to_string())
        .collect();
    let mut out = String::new();
    out.push_str(&format!("variant = '{variant}'\n"));
    out.push_str("ante_trimming_status = false\n");
    out.push_str(&format!("antes = {}\n", list(antes)));
    out.push_str(&format!("blinds_or_straddles = {}\n", list(blinds)));
    if let Some(l) = hand.limits.filter(|_| hand.game == crate::hand::Game::Lhe) {
        out.push_str(&format!(
            "small_bet = {}\nbig_bet = {}\n",
            l.small_bet, l.big_bet
        ));
    } else if hand.game == crate::hand::Game::Lhe {
        let (s, b, _) = hand.limit_sizes();
        out.push_str(&format!("small_bet = {s}\nbig_bet = {b}\n"));
    }
    out.push_str(&format!("min_bet = {}\n", hand.blinds.big));
    out.push_str(&format!("starting_stacks = {}\n", list(stacks)));
    out.push_str(&format!("seats = {}\n", list(seats)));
    let quoted: Vec<String> = acts.iter().map(|a| format!("'{a}'")).collect();
    out.push_str(&format!("actions = [{}]\n", quoted.join(", ")));
    if order.iter().any(|&i| hand.seats[i].name.is_some()) {
        let names: Vec<String> = order
            .iter()
            .map(|&i| {
                let s = hand.seats[i].name.clone().unwrap_or_default();
                toml::Value::String(s).to_string()
            })
            .collect();
        out.push_str(&format!("players = {}\n", list(names)));
    }
    out
}

/// The street total an `all_in` action raises to, or `None` when it only calls.
fn all_in_to(hand: &Hand, action: &crate::hand::Action) -> Option<u64> {
    let idx = hand.actions.iter().position(|a| std::ptr::eq(a, action))?;
    let crate::hand::Action::Player { seat, .. } = action else {
        return None;
    };
    let mut t = crate::replay::replay_prefix(hand, idx).ok()?;
    t.deal_implied(idx).ok()?;
    let to = t.committed(*seat) + t.stack(*seat);
    (to > t.current_bet()).then_some(to)
}
