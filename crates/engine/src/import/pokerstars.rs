//! PokerStars text hand histories into the Hand model.
//!
//! Cash and tournament headers, antes, blinds, `raises X to Y` (Y is the street total),
//! `bets X` / `calls X` (chips added), "and is all-in", uncalled bets, shows and mucks, board
//! lines, and `collected` lines (the result, before rake). Player names may hold spaces and
//! symbols: action lines are matched against the seated names, longest first. Dollar amounts
//! become cents (scale 100). A board run twice or three times ("*** FIRST FLOP ***", "*** SECOND
//! RIVER ***", one showdown and one set of `collected` lines per run) is read with each later
//! run's deals marked by their run.
//!
//! Games: hold'em and Omaha (four to six cards, hi/lo, Big O) in every structure; seven-card
//! stud, stud hi/lo and razz (antes, "brings in for", "completes it to", or a first bet or raise
//! to the small bet on third street; the up cards each street deals; a seat's cards in full
//! where known, from the hero's lines or a show, else its up cards); five-card draw, 2-7 triple
//! and single draw, A-5 triple draw and badugi ("discards 2 cards [..]", "stands pat", the
//! cards drawn from "Dealt to X [kept] [new]"), with `betting` set where the header names
//! another structure than the game's usual one. A mixed game ("8-Game", "HORSE", "Mixed …")
//! names each hand's game in parentheses. 6+ hold'em is short deck with a button blind
//! ("posts button blind", `blinds_posted_by: button`) and antes; Courchevel (hi/lo) deals the
//! flop's first card before the first round ("*** PRE-FLOP *** [2s]", or the flop line's first
//! card). A hold'em whose structure changes after the flop is refused by name.
//!
//! The same reader takes the texts other sites write in PokerStars' shape: Full Tilt (its
//! 2016 text, `Full Tilt Hand #`, `Full Tilt Rush Hand #`), Run It Once (`Run It Once Poker
//! Hand #`, `Table ID '…'`) and GGPoker (`Poker Hand #HD…`, `#RC…`, `#TM…`, an ante in the
//! stakes `($0.02/$0.05($0.01))`), PokerMaster and PokerBros. Any other site is refused by the
//! name its header gives.

use super::Imported;
use super::money::Decimal;
use crate::error::HandError;
use crate::hand::{
    ActionInput, ActionKind, Blinds, BlindsPostedBy, Family, Game, HandInput, HandRules, Limits,
    OpenPairBet, Post, PostKind, SeatInput, ShortAllInRaise, Street, Structure,
};

/// Import every hand of a PokerStars text (hands separated by blank lines or `***** # n ****`).
pub fn import(text: &str) -> Result<Vec<Imported>, HandError> {
    import_all(text)?.into_iter().collect()
}

/// Every hand of a PokerStars text on its own, in order.
pub fn import_all(text: &str) -> Result<Vec<Result<Imported, HandError>>, HandError> {
    // Old Mac files end lines with CR alone.
    let text = if text.contains('\n') {
        std::borrow::Cow::Borrowed(text)
    } else {
        std::borrow::Cow::Owned(text.replace('\r', "\n"))
    };
    let lines: Vec<&str> = text.lines().collect();
    let mut starts: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| is_header(l))
        .map(|(i, _)| i)
        .collect();
    if starts.is_empty() {
        // Another site's text in the same shape ("Full Tilt Hand #…", "Run It Once Poker Hand
        // #…"): refused by the site's name, as the text gives it.
        let first = lines
            .iter()
            .map(|l| l.trim_start_matches('\u{feff}').trim())
            .find(|l| !l.is_empty())
            .unwrap_or("");
        // "Acme Hand #…", "Acme Game #…", or "Winamax Poker - CashGame - HandId: #…".
        let site = [" Hand #", " Game #", " - "]
            .iter()
            .filter(|_| first.contains('#'))
            .filter_map(|m| first.find(m).map(|i| first[..i].trim()))
            .find(|s| !s.is_empty() && s.len() <= 40);
        if let Some(site) = site {
            return Err(HandError::unsupported(
                "line 1",
                Errors::OtherSite {
                    site: site.to_string(),
                },
            ));
        }
        return Err(HandError::invalid(
            "line 1",
            Errors::NotPokerstarsHandHistoryNo,
        ));
    }
    starts.push(lines.len());
    Ok(starts
        .windows(2)
        .map(|w| hand(&lines[w[0]..w[1]], w[0]))
        .collect())
}

/// A hand's first line: `PokerStars Hand #`, `PokerStars Game #`, and the Zoom and Home Game
/// forms (`PokerStars Zoom Hand #`, `PokerStars Home Game Hand #`), which are the same text.
fn is_header(line: &str) -> bool {
    let l = line.trim_start_matches('\u{feff}').trim();
    let pokerstars = l.strip_prefix("PokerStars ").is_some_and(|rest| {
        let kind = rest.split('#').next().unwrap_or("");
        matches!(
            kind.trim(),
            "Hand" | "Game" | "Zoom Hand" | "Home Game Hand" | "Home Game"
        ) && rest.contains('#')
    });
    // Sites that write the same text under their own header.
    pokerstars
        || [
            "Full Tilt Hand #",
            "Full Tilt Rush Hand #",
            "Full Tilt Game #",
            "Run It Once Poker Hand #",
            "Poker Hand #",
            "PokerMaster Hand #",
            "PokerBros Hand #",
        ]
        .iter()
        .any(|p| l.starts_with(p))
}

fn err(line: usize, msg: impl Into<crate::text::Message>) -> HandError {
    HandError::invalid(format!("line {}", line + 1), msg)
}

/// Amounts as written (`$1.50`, `1,500`, `€2`): digits only, for the scale pass.
fn amount_text(s: &str) -> Option<String> {
    // A minus sign is no amount a seat or an action can have: refused, not dropped (`-1500`
    // read as 1500 would seat a player with chips the history does not give them).
    if s.contains(['-', '\u{2212}']) {
        return None;
    }
    let t: String = s
        .trim()
        .trim_end_matches([',', '.', ')'])
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    Decimal::parse(&t).map(|_| t)
}

struct Ctx {
    decimals: u32,
}

impl Ctx {
    fn chips(&self, s: &str, line: usize) -> Result<u64, HandError> {
        amount_text(s)
            .and_then(|t| Decimal::parse(&t))
            .and_then(|d| d.scaled(self.decimals))
            .ok_or_else(|| {
                err(
                    line,
                    Errors::NotAnAmount {
                        text: s.to_string(),
                    },
                )
            })
    }
}

/// What the header line says: the game, the hand's id, cash or tournament, and the blinds.
struct Header {
    game: Game,
    /// The structure the header names, where it is not the game's usual one (a pot-limit
    /// five-card draw).
    betting: Option<Structure>,
    source_id: Option<String>,
    cash: bool,
    /// The blinds in the header's parentheses, as text: "10", "$0.50".
    blinds: Option<(String, String)>,
    /// A cap game's cap, as text ("$2/$4 - $80 Cap - USD": "$80").
    cap: Option<String>,
    /// The structure after the first round, where the header names one ("Hold'em Pot Limit
    /// Pre-Flop, No Limit Post-Flop").
    later_betting: Option<Structure>,
}

fn header(line: &str, offset: usize) -> Result<Header, HandError> {
    let header = line.trim_start_matches('\u{feff}').trim();
    let lower = header.to_ascii_lowercase();
    // Short deck with a button blind ("6+ Hold'em") and Courchevel (a flop card dealt before
    // the first round) are other games, whatever their names contain.
    // Split Hold'em deals two boards from the flop on and bets on both: a game of its own,
    // not a board run twice once the betting is over.
    let other = lower.contains("split hold'em");
    // A hold'em dealt pot-limit before the flop and no-limit after: the first round's
    // structure is the game's, the later rounds' a rule of the hand (`later_betting`).
    const LATER_NO_LIMIT: &str = " pre-flop, no limit post-flop";
    let later_betting = lower.contains(LATER_NO_LIMIT).then_some(Structure::NoLimit);
    let header_text = header;
    let stripped = header.to_ascii_lowercase().replacen(LATER_NO_LIMIT, "", 1);
    let header: &str = if later_betting.is_some() {
        &stripped
    } else {
        header
    };
    // A mixed game names the game of the hand in parentheses ("8-Game (Razz Limit)", "Mixed
    // Omaha (5 Card Omaha Pot Limit)"); else the header names it.
    let game = if other {
        None
    } else {
        header
            .match_indices('(')
            .filter_map(|(p, _)| header[p + 1..].split(')').next())
            .filter(|inner| inner.starts_with(|c: char| c.is_ascii_alphabetic()))
            .chain(std::iter::once(header))
            .find_map(|name| game_of(&name.to_ascii_lowercase()))
    };
    let Some((game, betting)) = game else {
        let what = game_name(header);
        return Err(HandError::unsupported(
            format!("line {}", offset + 1),
            Errors::FloorcallReadsNoLimitLimit {
                what: (what).to_string(),
            },
        ));
    };
    let source_id = header
        .split('#')
        .nth(1)
        .and_then(|s| s.split(':').next())
        .map(|s| s.trim().to_string());
    // Blinds in the header: "(10/20)", "($0.50/$1.00 USD)", or GGPoker's
    // "($0.02/$0.05($0.01))" with the ante inside: the first parenthesis holding a slash.
    // A mixed game's parentheses may name the game and then the stakes ("(7 Card Stud Hi/Lo
    // Limit, $400/$800 USD)"): the stakes are after the last comma, and a game's "Hi/Lo" is no
    // stakes.
    let blinds = header.match_indices('(').find_map(|(p, _)| {
        let inner = header[p + 1..].split(')').next().unwrap_or("");
        let inner = inner.rsplit(", ").next().unwrap_or(inner);
        let (a, b) = inner.split_once('/')?;
        let b = b.split(['(', ' ']).next().unwrap_or("");
        let stakes = |t: &str| !t.chars().any(|c| c.is_ascii_alphabetic() || c == '(');
        (stakes(a) && !b.is_empty() && stakes(b)).then(|| (a.trim().to_string(), b.to_string()))
    });
    // A cap game: "($2/$4 - $80 Cap -  USD)".
    let cap = header_text
        .split(" - ")
        .find_map(|part| part.trim().strip_suffix(" Cap"))
        .map(|c| c.trim().to_string());
    Ok(Header {
        game,
        betting,
        source_id,
        cash: !lower.contains("tournament #"),
        blinds,
        cap,
        later_betting,
    })
}

/// The game a header's name (lower case) gives, and its structure where it is not the game's
/// usual one: "hold'em no limit", "5 card omaha hi/lo pot limit", "7 card stud hi/lo limit",
/// "razz limit", "triple draw 2-7 lowball limit", "single draw 2-7 lowball no limit", "badugi
/// limit", "5 card draw pot limit".
fn game_of(name: &str) -> Option<(Game, Option<Structure>)> {
    let (game, structure) = Game::from_pokerstars(name)?;
    Some((game, (structure != game.structure()).then_some(structure)))
}

/// The game a header names, for a refusal: "Badugi Limit", "Triple Draw 2-7 Lowball Limit"
/// (a mixed game's current game), "5 Card Draw Limit".
fn game_name(header: &str) -> String {
    let after = header.split_once(": ").map_or(header, |(_, r)| r);
    let part = after.split(" - ").next().unwrap_or(after).trim();
    // A mixed game names the game being played in parentheses: "8-Game (Razz Limit)".
    let named = part.match_indices('(').find_map(|(p, _)| {
        let inner = part[p + 1..].split(')').next()?;
        // Not the stakes nor a note ("(Button Blind $2 - Ante $2)"): a game's name.
        (inner.starts_with(|c: char| c.is_ascii_alphabetic())
            && inner.to_ascii_lowercase().contains("limit"))
        .then_some(inner)
    });
    if let Some(n) = named {
        return n.trim().to_string();
    }
    // Drop the stakes, then the tournament and buy-in before the game.
    let part = part.split(" (").next().unwrap_or(part);
    let part = part.rsplit(", ").next().unwrap_or(part);
    // A buy-in is "100+9" or "$1.00+$0.20" (something after the plus, unlike "6+ Hold'em").
    let buy_in = |w: &str| {
        w.split_once('+').is_some_and(|(a, b)| {
            a.chars().any(|c| c.is_ascii_digit()) && b.chars().any(|c| c.is_ascii_digit())
        }) || matches!(w, "USD" | "EUR" | "GBP")
    };
    let words: Vec<&str> = part.split_whitespace().skip_while(|w| buy_in(w)).collect();
    if words.is_empty() {
        part.trim().to_string()
    } else {
        words.join(" ")
    }
}

/// A raise that no live opponent could call more than the bet, accepted by the site and its
/// excess handed back, is what the engine calls it: a call (each such raise in turn). A check
/// logged when no betting is possible any more is dropped.
fn calls_for_uncallable_raises(mut input: HandInput) -> HandInput {
    for _ in 0..input.actions.len() {
        let Ok(hand) = crate::hand::Hand::parse(&input) else {
            break;
        };
        let err = match crate::replay::replay(&hand) {
            Ok(_) => break,
            Err(e) => e,
        };
        // Run It Once logs a check for a player who is all-in without saying so, when no
        // betting is possible any more: the check is dropped.
        if let Some(i) = err
            .action_index
            .filter(|&i| {
                crate::replay::is_action_after_betting_over(&err) && i < input.actions.len()
            })
            .filter(|&i| input.actions[i].action == Some(ActionKind::Check))
        {
            input.actions.remove(i);
            continue;
        }
        let Some(i) = err
            .action_index
            .filter(|_| crate::replay::is_uncallable_raise(&err))
        else {
            break;
        };
        let Some(a) = input.actions.get_mut(i) else {
            break;
        };
        a.action = Some(ActionKind::Call);
        a.to = None;
    }
    input
}

/// Decimals of the hand's money: cents when any amount has decimals (or a cash game in
/// dollars or euros), at most two.
fn decimals(lines: &[&str], cash: bool) -> u32 {
    // A tournament's chips carry no currency: the buy-in in the header (`$1.00+$0.25`) and
    // prizes in the summary are money, not chips, and set no scale.
    let decimals = lines
        .iter()
        .enumerate()
        .filter(|(i, l)| cash || (*i > 0 && !l.contains('$') && !l.contains('€')))
        .flat_map(|(_, l)| l.split_whitespace())
        .filter_map(|w| {
            let w = w.trim_matches(|c: char| !c.is_ascii_digit() && c != '.');
            (w.contains('.') && w.chars().any(|c| c.is_ascii_digit())).then(|| {
                w.split_once('.')
                    .map_or(0, |(_, f)| f.trim_end_matches('0').len() as u32)
            })
        })
        .max()
        .unwrap_or(0)
        .min(2);
    if cash && lines.iter().any(|l| l.contains('$') || l.contains('€')) {
        decimals.max(2)
    } else {
        decimals
    }
}

/// Which blind a post line names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Blind {
    Small,
    Big,
    /// "posts small & big blinds": a returning player's big blind (live) and small (dead).
    Both,
}

/// A blind post as the text gives it.
#[derive(Debug, Clone)]
struct BlindPost {
    name: String,
    blind: Blind,
    amount: u64,
    line: usize,
}

/// The hand as read so far, line by line.
struct Reader {
    cx: Ctx,
    /// Hole cards each player holds in this game.
    hole_cards: usize,
    button: u8,
    seats: Vec<SeatInput>,
    actions: Vec<ActionInput>,
    antes: Vec<(String, u64)>,
    posted_sb: Option<u64>,
    posted_bb: Option<u64>,
    /// 6+ hold'em's button blind: who posted it, how much, and its line.
    button_blind: Option<(String, u64, usize)>,
    /// Every blind post in order: who, which blind, how much (line for errors).
    blind_posts: Vec<BlindPost>,
    /// Chips in front this street, by name (PokerStars gives increments for bets and calls).
    committed: std::collections::HashMap<String, u64>,
    /// Players all-in from their ante or blind.
    all_in_from_posts: Vec<String>,
    collected: Vec<(String, u64)>,
    in_summary: bool,
    rake: Option<u64>,
    /// Money the site added to the pot ("STP added: €0.50").
    added: u64,
    /// Community cards, stud or draw.
    family: Family,
    /// Board cards dealt before the first round (Courchevel's one).
    exposed: usize,
    /// The small bet (limit games), from the header: a stud bet or raise to it on third
    /// street is the completion.
    small_bet: u64,
    /// Stud: on third street, and whether the bring-in has been completed there.
    third_street: bool,
    completed: bool,
    /// Stud: the bring-in posted.
    bring_in: Option<u64>,
    /// Stud: each player's cards in the order dealt (`??` for a card not seen), by name.
    stud_cards: std::collections::HashMap<String, Vec<String>>,
    /// Draw games: a draw has been made (later "Dealt to" lines give the cards drawn), and
    /// the draw of each player waiting for the cards it takes (action index), by name.
    drawn: bool,
    pending_draw: std::collections::HashMap<String, usize>,
    /// A board run more than once: in the showdown of a later run, where the hands shown are
    /// the first showdown's again.
    later_showdown: bool,
    /// Stud: "Pair on board - a double bet is allowed" (the site lets the big bet be made on
    /// fourth street for a pair showing).
    open_pair_big_bet: bool,
}

fn hand(lines: &[&str], offset: usize) -> Result<Imported, HandError> {
    let h = header(lines[0], offset)?;
    let decimals = decimals(lines, h.cash);
    let cx = Ctx { decimals };
    let small_bet = h
        .blinds
        .as_ref()
        .and_then(|(a, _)| cx.chips(a, offset).ok())
        .unwrap_or(0);
    let mut r = Reader {
        cx,
        family: h.game.family(),
        exposed: h.game.board_cards(h.game.first_street()),
        small_bet,
        third_street: false,
        completed: false,
        bring_in: None,
        stud_cards: Default::default(),
        drawn: false,
        pending_draw: Default::default(),
        later_showdown: false,
        open_pair_big_bet: false,
        hole_cards: h.game.hole_cards(),
        button: 0,
        seats: Vec::new(),
        actions: Vec::new(),
        antes: Vec::new(),
        posted_sb: None,
        posted_bb: None,
        button_blind: None,
        blind_posts: Vec::new(),
        committed: Default::default(),
        all_in_from_posts: Vec::new(),
        collected: Vec::new(),
        in_summary: false,
        rake: None,
        added: 0,
    };
    for (k, raw) in lines.iter().enumerate().skip(1) {
        r.line(offset + k, raw.trim())?;
    }
    r.finish(&h, offset, decimals)
}

impl Reader {
    /// The rules the site dealt the hand under where they are not the TDA's, as its text says
    /// them: the header's cap ("$80 Cap") and structure after the flop ("Pot Limit Pre-Flop,
    /// No Limit Post-Flop"), stud's "Pair on board - a double bet is allowed", and PokerStars'
    /// raise after a short all-in in its limit games (to the next level of the limit).
    fn rules(&self, h: &Header, offset: usize) -> HandRules {
        let limit = h.betting.unwrap_or(h.game.structure()) == Structure::FixedLimit;
        HandRules {
            fourth_street_open_pair: if self.open_pair_big_bet {
                OpenPairBet::BigBet
            } else {
                OpenPairBet::SmallBet
            },
            limit_raise_after_short_all_in: if limit {
                ShortAllInRaise::NextLevel
            } else {
                ShortAllInRaise::FullBet
            },
            cap: h
                .cap
                .as_deref()
                .and_then(|c| self.cx.chips(c, offset).ok())
                .filter(|&c| c > 0),
            later_betting: h.later_betting,
        }
    }

    fn line(&mut self, li: usize, l: &str) -> Result<(), HandError> {
        if l.is_empty() || l.starts_with("*****") && l.contains('#') {
            return Ok(());
        }
        if l.starts_with("*** SUMMARY") {
            self.in_summary = true;
            return Ok(());
        }
        if self.in_summary {
            if let Some(p) = l.find("Rake ") {
                self.rake = l[p + 5..]
                    .split_whitespace()
                    .next()
                    .and_then(|a| self.cx.chips(a, li).ok());
            }
            return Ok(());
        }
        if let Some(rest) = l
            .strip_prefix("Table '")
            .or_else(|| l.strip_prefix("Table ID '"))
        {
            return self.table_line(li, rest);
        }
        if self.seat_line(li, l)? {
            return Ok(());
        }
        if let Some(rest) = l.strip_prefix("*** ") {
            return self.street_line(l, rest);
        }
        if let Some(rest) = l.strip_prefix("Dealt to ")
            && self.family != Family::Flop
        {
            self.dealt_line(li, rest)?;
            return Ok(());
        }
        if let Some(rest) = l.strip_prefix("Dealt to ") {
            if let Some((name, cards)) = rest.rsplit_once(" [") {
                let cards = cards.trim_end_matches(']').replace(' ', "");
                if let Some(s) = self
                    .seats
                    .iter_mut()
                    .find(|s| s.name.as_deref() == Some(name))
                {
                    s.cards = Some(cards);
                }
            }
            return Ok(());
        }
        if let Some(a) = l.strip_prefix("STP added: ") {
            self.added += self.cx.chips(a.trim(), li)?;
            return Ok(());
        }
        if l == "Pair on board - a double bet is allowed" {
            self.open_pair_big_bet = true;
            return Ok(());
        }
        if l.starts_with("Uncalled bet (") {
            // The replay hands uncalled chips back itself.
            return Ok(());
        }
        // "<name> collected X from pot"
        if let Some(p) = l.find(" collected ") {
            let name = &l[..p];
            if self.seats.iter().any(|s| s.name.as_deref() == Some(name)) {
                let amt = l[p + 11..].split_whitespace().next().unwrap_or("");
                let amount = self.cx.chips(amt, li)?;
                self.collected.push((name.to_string(), amount));
                return Ok(());
            }
        }
        // "<name>: <action>"
        match action_line(l, &self.seats) {
            Some((name, what)) => self.player_line(li, l, name, what.trim()),
            None => Ok(()),
        }
    }

    /// Stud and draw games' "Dealt to <name> [..] [..]": stud deals each street's cards (the
    /// last brackets; on third street the hero's three cards, or an opponent's up card); a
    /// draw game's first line is the deal, a later one the cards a draw took (the last
    /// brackets).
    fn dealt_line(&mut self, li: usize, rest: &str) -> Result<(), HandError> {
        let Some(name) = self
            .seats
            .iter()
            .filter_map(|s| s.name.as_deref())
            .filter(|n| rest.strip_prefix(n).is_some_and(|r| r.starts_with(" [")))
            .max_by_key(|n| n.len())
            .map(str::to_string)
        else {
            return Ok(());
        };
        let groups: Vec<Vec<String>> = rest[name.len()..]
            .split('[')
            .skip(1)
            .map(|g| {
                g.split(']')
                    .next()
                    .unwrap_or("")
                    .split_whitespace()
                    .map(str::to_string)
                    .collect()
            })
            .collect();
        let Some(last) = groups.last() else {
            return Ok(());
        };
        match self.family {
            Family::Stud => {
                let cards = self.stud_cards.entry(name).or_default();
                if groups.len() == 1 && cards.is_empty() && last.len() == 1 {
                    // An opponent's up card on third street: two down cards not seen.
                    cards.extend(["??".to_string(), "??".to_string()]);
                }
                cards.extend(last.iter().cloned());
                if cards.len() > 7 {
                    return Err(err(li, Errors::StudTooManyCards));
                }
            }
            _ if !self.drawn => {
                let all: String = groups.concat().concat();
                if let Some(s) = self
                    .seats
                    .iter_mut()
                    .find(|s| s.name.as_deref() == Some(name.as_str()))
                {
                    s.cards = Some(all);
                }
            }
            _ => {
                if let Some(k) = self.pending_draw.remove(&name)
                    && groups.len() >= 2
                    && let Some(a) = self.actions.get_mut(k)
                {
                    let count = a.discards.as_deref().map_or(0, |d| d.len() / 2);
                    if count == last.len() {
                        a.cards = Some(last.concat());
                    }
                }
            }
        }
        Ok(())
    }

    /// "Table 'x' 9-max Seat #3 is the button".
    fn table_line(&mut self, li: usize, rest: &str) -> Result<(), HandError> {
        // A second table line: the hand was cut short and the next one runs into it (a
        // header glued to the end of a line).
        if self.button != 0 || !self.actions.is_empty() {
            return Err(err(li, Errors::HandCutShort));
        }
        if let Some(p) = rest.find("Seat #") {
            self.button = rest[p + 6..]
                .split_whitespace()
                .next()
                .and_then(|s| s.parse().ok())
                .ok_or_else(|| err(li, Errors::ButtonNotANumber))?;
        }
        Ok(())
    }

    /// "Seat 3: name (1500 in chips)": true when the line was one. A line before the summary
    /// that starts as a seat line ("Seat 3: …") and cannot be read as one is an error naming
    /// it: skipping it would leave a player out of the hand without a word.
    fn seat_line(&mut self, li: usize, l: &str) -> Result<bool, HandError> {
        let Some(rest) = l.strip_prefix("Seat ") else {
            return Ok(false);
        };
        let Some((num, after)) = rest.split_once(':') else {
            return Ok(false);
        };
        let unreadable = || {
            err(
                li,
                Errors::UnreadableSeatLine {
                    text: l.chars().take(80).collect(),
                },
            )
        };
        if num.is_empty() || !num.chars().all(|c| c.is_ascii_digit()) {
            return Err(unreadable());
        }
        let after = after.strip_prefix(' ').unwrap_or(after);
        // "name (1500 in chips)", perhaps followed by more: "is sitting out", or "out of hand
        // (moved from another table into small blind)".
        let Some(end) = after.find(" in chips") else {
            return Err(unreadable());
        };
        let (Ok(seat), Some(p)) = (num.parse::<u8>(), after[..end].rfind(" (")) else {
            return Err(unreadable());
        };
        if after[end..].contains("out of hand") {
            // Seated but not dealt in (moved from another table): not a player of this hand.
            return Ok(true);
        }
        let stack_text = &after[p + 2..end];
        let stack = self.cx.chips(stack_text, li)?;
        self.seats.push(SeatInput {
            up_cards: None,
            player: None,
            seat,
            name: Some(after[..p].to_string()),
            stack,
            cards: None,
            ante: None,
            absent: false,
        });
        Ok(true)
    }

    /// "*** FLOP *** [2c 3d 4h]" and the turn and river; stud's "*** 3rd STREET ***" to
    /// "*** RIVER ***" and the draws' "*** FIRST DRAW ***" start a betting round and deal no
    /// board.
    fn street_line(&mut self, l: &str, rest: &str) -> Result<(), HandError> {
        let last_bracket = || {
            l.rsplit('[')
                .next()
                .unwrap_or("")
                .trim_end_matches(']')
                .replace(' ', "")
        };
        if self.family != Family::Flop {
            if ["SHOW DOWN", "SUMMARY", "DEALING", "HOLE CARDS"]
                .iter()
                .any(|m| rest.starts_with(m))
            {
                return Ok(());
            }
            // Stud with more players than cards for the seventh: one community card, face up
            // for all ("*** RIVER *** [6h]", RP-10-H).
            if self.family == Family::Stud && rest.starts_with("RIVER") && l.contains('[') {
                self.actions.push(ActionInput {
                    deal: Some(Street::Seventh),
                    cards: Some(last_bracket()),
                    ..Default::default()
                });
                self.committed.clear();
                return Ok(());
            }
            self.third_street = rest.starts_with("3rd");
            self.committed.clear();
            return Ok(());
        }
        if rest.starts_with("SECOND SHOW DOWN") || rest.starts_with("THIRD SHOW DOWN") {
            self.later_showdown = true;
            return Ok(());
        }
        // Courchevel: "*** PRE-FLOP *** [2s]", the flop's first card before the first round
        // (one text writes it inside a garbled "*** HOLE CARDS ***" line).
        if self.exposed > 0 && rest.contains("PRE-FLOP ***") && l.contains('[') {
            self.actions.push(ActionInput {
                deal: Some(Street::Preflop),
                cards: Some(last_bracket()),
                ..Default::default()
            });
            return Ok(());
        }
        if self.exposed > 0 && rest.starts_with("FLOP") {
            // The flop line gives the other two ("[8s] [2c 9h]") or all three ("[2s 3h 4h]",
            // the first the card already dealt, dealt now when no line gave it before).
            let mut cards = last_bracket();
            if cards.len() == 6 {
                let first = cards[..2].to_string();
                cards = cards[2..].to_string();
                let dealt = self.actions.iter().any(|a| a.deal == Some(Street::Preflop));
                if !dealt {
                    self.actions.insert(
                        0,
                        ActionInput {
                            deal: Some(Street::Preflop),
                            cards: Some(first),
                            ..Default::default()
                        },
                    );
                }
            }
            self.actions.push(ActionInput {
                deal: Some(Street::Flop),
                cards: Some(cards),
                ..Default::default()
            });
            self.committed.clear();
            return Ok(());
        }
        // A board run twice or three times: "*** FIRST FLOP ***", "*** SECOND TURN ***", …;
        // the first run is the board, a later run's deals carry its number.
        let (run, rest) = match ["FIRST ", "SECOND ", "THIRD "]
            .iter()
            .zip(1u8..)
            .find_map(|(p, k)| rest.strip_prefix(p).map(|r| (k, r)))
        {
            Some((k, r)) if ["FLOP", "TURN", "RIVER"].iter().any(|s| r.starts_with(s)) => {
                ((k > 1).then_some(k), r)
            }
            _ => (None, rest),
        };
        let street = if rest.starts_with("FLOP") {
            Street::Flop
        } else if rest.starts_with("TURN") {
            Street::Turn
        } else if rest.starts_with("RIVER") {
            Street::River
        } else {
            return Ok(());
        };
        self.actions.push(ActionInput {
            deal: Some(street),
            cards: Some(last_bracket()),
            run,
            ..Default::default()
        });
        self.committed.clear();
        Ok(())
    }

    /// "<name>: <action>": posts, folds, checks, calls, bets, raises, shows, mucks.
    fn player_line(&mut self, li: usize, l: &str, name: &str, what: &str) -> Result<(), HandError> {
        let seat = self
            .seats
            .iter()
            .find(|s| s.name.as_deref() == Some(name))
            .map_or(0, |s| s.seat);
        let words: Vec<&str> = what.split_whitespace().collect();
        let act = |kind: ActionKind, to: Option<u64>| ActionInput {
            seat: Some(seat),
            action: Some(kind),
            to,
            ..Default::default()
        };
        fn committed<'r>(r: &'r mut Reader, name: &str) -> &'r mut u64 {
            r.committed.entry(name.to_string()).or_default()
        }
        if words.first() == Some(&"posts") && what.ends_with("and is all-in") {
            self.all_in_from_posts.push(name.to_string());
        }
        match words.as_slice() {
            ["posts", "the", "ante", a, ..] => {
                let a = self.cx.chips(a, li)?;
                self.antes.push((name.to_string(), a));
            }
            ["posts", "small", "blind", a, ..] => {
                let a = self.cx.chips(a, li)?;
                self.posted_sb.get_or_insert(a);
                self.blind_posts.push(BlindPost {
                    name: name.to_string(),
                    blind: Blind::Small,
                    amount: a,
                    line: li,
                });
            }
            ["posts", "big", "blind", a, ..] => {
                let a = self.cx.chips(a, li)?;
                self.posted_bb.get_or_insert(a);
                *committed(self, name) += a;
                self.blind_posts.push(BlindPost {
                    name: name.to_string(),
                    blind: Blind::Big,
                    amount: a,
                    line: li,
                });
            }
            ["posts", "button", "blind", a, ..] => {
                let a = self.cx.chips(a, li)?;
                *committed(self, name) += a;
                self.button_blind = Some((name.to_string(), a, li));
            }
            ["posts", "small", "&", "big", "blinds", a, ..] => {
                let a = self.cx.chips(a, li)?;
                self.blind_posts.push(BlindPost {
                    name: name.to_string(),
                    blind: Blind::Both,
                    amount: a,
                    line: li,
                });
            }
            ["posts", ..] => {
                return Err(HandError::unsupported(
                    format!("line {}", li + 1),
                    Errors::DeadOrExtraBlindsNot { l: (l).to_string() },
                ));
            }
            // PokerStars logs a sitting-out player who is all-in from the ante as folding: the
            // player is away, dealt in, has posted, and the hand is dead (Rule 30's model).
            ["folds", ..] if self.all_in_from_posts.iter().any(|n| n == name) => {
                if let Some(s) = self.seats.iter_mut().find(|s| s.seat == seat) {
                    s.absent = true;
                }
            }
            ["brings", "in", "for", a, ..] => {
                let a = self.cx.chips(a, li)?;
                *committed(self, name) += a;
                self.bring_in.get_or_insert(a);
                self.actions.push(act(ActionKind::BringIn, None));
            }
            ["completes", "it", "to", to, ..] => {
                let to = self.cx.chips(to, li)?;
                self.committed.insert(name.to_string(), to);
                self.completed = true;
                self.actions.push(act(ActionKind::Complete, None));
            }
            ["discards", n, ..] => {
                let n: usize = n.parse().map_err(|_| {
                    err(
                        li,
                        Errors::NotAnAmount {
                            text: n.to_string(),
                        },
                    )
                })?;
                // The hero's discards are named; an opponent's only counted.
                let named = what
                    .split('[')
                    .nth(1)
                    .and_then(|s| s.split(']').next())
                    .map(|s| s.replace(' ', ""))
                    .filter(|c| c.len() == 2 * n);
                let mut a = act(ActionKind::Draw, None);
                a.discards = Some(named.unwrap_or_else(|| "??".repeat(n)));
                // A draw ends a betting round (five-card draw has no "*** DRAW ***" line).
                self.committed.clear();
                self.drawn = true;
                self.pending_draw
                    .insert(name.to_string(), self.actions.len());
                self.actions.push(a);
            }
            ["stands", "pat", ..] => {
                self.committed.clear();
                self.drawn = true;
                self.pending_draw.remove(name);
                self.actions.push(act(ActionKind::Draw, None));
            }
            ["folds", ..] => self.actions.push(act(ActionKind::Fold, None)),
            ["checks", ..] => self.actions.push(act(ActionKind::Check, None)),
            ["calls", a, ..] => {
                let a = self.cx.chips(a, li)?;
                *committed(self, name) += a;
                self.actions.push(act(ActionKind::Call, None));
            }
            ["bets", a, ..] => {
                let a = self.cx.chips(a, li)?;
                let c = committed(self, name);
                *c += a;
                let to = *c;
                let a = self.stud_completion(act(ActionKind::Bet, Some(to)), to);
                self.actions.push(a);
            }
            ["raises", _, "to", to, ..] => {
                let to = self.cx.chips(to, li)?;
                self.committed.insert(name.to_string(), to);
                let a = self.stud_completion(act(ActionKind::Raise, Some(to)), to);
                self.actions.push(a);
            }
            // A later run's showdown shows the same hands again: they are shown once.
            ["shows", ..] | ["mucks", ..] | ["doesn't", "show", ..] if self.later_showdown => {}
            ["shows", ..] => {
                let mut a = act(ActionKind::Show, None);
                // A partial show (one card of two, `XX` for a card kept hidden) leaves the
                // hand's cards unknown: the show is recorded, the hand stays whole.
                a.cards = what
                    .split('[')
                    .nth(1)
                    .and_then(|s| s.split(']').next())
                    .map(|s| s.replace(' ', ""))
                    .filter(|c| !c.contains('X'))
                    .filter(|c| match self.family {
                        // Stud: the cards the player holds, three to seven.
                        Family::Stud => (6..=14).contains(&c.len()),
                        _ => c.len() == 2 * self.hole_cards,
                    });
                self.actions.push(a);
            }
            ["mucks", ..] | ["doesn't", "show", ..] => {
                self.actions.push(act(ActionKind::Muck, None));
            }
            _ => {} // chat, sitting out, disconnects, bounties, placements
        }
        Ok(())
    }

    /// Stud's third street: the first bet or raise to the small bet completes the bring-in
    /// (PokerStars writes "raises $0.02 to $0.04", or "bets" when the bring-in seat completes).
    fn stud_completion(&mut self, a: ActionInput, to: u64) -> ActionInput {
        if self.family != Family::Stud || !self.third_street || self.completed {
            return a;
        }
        if self.small_bet != 0 && to != self.small_bet {
            return a;
        }
        self.completed = true;
        ActionInput {
            action: Some(ActionKind::Complete),
            to: None,
            ..a
        }
    }

    /// The hand: blinds from the posts (else the header), antes uniform or per seat.
    fn finish(mut self, h: &Header, offset: usize, decimals: u32) -> Result<Imported, HandError> {
        if self.seats.len() < 2 {
            return Err(err(offset, Errors::FewerThanTwoPlayers));
        }
        if self.family == Family::Stud {
            return self.finish_stud(h, offset, decimals);
        }
        if self.button == 0 {
            return Err(err(offset + 1, Errors::NoButtonLine));
        }
        let (head_small, head_big) = match &h.blinds {
            Some((a, b)) => (
                self.cx.chips(a, offset).unwrap_or(0),
                self.cx.chips(b, offset).unwrap_or(0),
            ),
            None => (0, 0),
        };
        // A limit game's header gives the small and big *bet*; its blinds are the posts (by
        // default half the small bet and the small bet).
        let structure = h.betting.unwrap_or(h.game.structure());
        let (small, big, limits) = if structure == Structure::FixedLimit {
            let small_bet = if head_small > 0 {
                head_small
            } else {
                self.posted_bb.unwrap_or(0)
            };
            let big_bet = if head_big > 0 {
                head_big
            } else {
                2 * small_bet
            };
            let big = self.posted_bb.unwrap_or(small_bet);
            let small = self.posted_sb.unwrap_or(big / 2);
            (
                small,
                big,
                Some(Limits {
                    small_bet,
                    big_bet,
                    cap: None,
                }),
            )
        } else {
            let small = self.posted_sb.unwrap_or(head_small);
            let big = if head_big == 0 {
                self.posted_bb.unwrap_or(0)
            } else {
                head_big
            };
            (small, big, None)
        };
        // A button blind (6+ hold'em): the button's one blind, no other blind posted.
        let (small, big, blinds_posted_by) = match &self.button_blind {
            Some((name, amount, line)) => {
                let seat = self
                    .seats
                    .iter()
                    .find(|s| s.name.as_deref() == Some(name.as_str()))
                    .map_or(0, |s| s.seat);
                if seat != self.button || !self.blind_posts.is_empty() {
                    let l = self.blind_posts.first().map_or(*line, |p| p.line);
                    return Err(err(
                        l,
                        Errors::BlindNotButtonsOrder {
                            seat: seat.to_string(),
                        },
                    ));
                }
                (0, *amount, BlindsPostedBy::Button)
            }
            // Heads-up, the button's big blind and the other player's small blind: the old
            // PokerStars heads-up deal, blinds on the button's left as with more players.
            None if self.button_posts_big_blind() => (small, big, BlindsPostedBy::ButtonBigBlind),
            None => (small, big, BlindsPostedBy::Positions),
        };
        if big == 0 {
            return Err(err(offset, Errors::NoBigBlind));
        }
        let ante = self.antes();
        let (dead_small_blind, posts) = if blinds_posted_by == BlindsPostedBy::Button {
            (false, Vec::new())
        } else {
            self.blind_seats(big, offset, blinds_posted_by)?
        };
        // Some sites name five-card Omaha "Omaha Pot Limit": the cards dealt tell.
        let game = h.game.by_hole_cards(|n| {
            self.seats
                .iter()
                .any(|s| s.cards.as_ref().is_some_and(|c| c.len() == 2 * n))
        });
        let input = super::phh::normalize(HandInput {
            betting: h.betting,
            bring_in: None,
            game,
            blinds: Blinds { small, big },
            blinds_posted_by,
            ante,
            big_blind_ante: 0,
            button: self.button,
            seats: std::mem::take(&mut self.seats),
            actions: std::mem::take(&mut self.actions),
            straddles: Vec::new(),
            posts,
            dead_small_blind,
            smallest_chip: None,
            limits,
            rules: self.rules(h, offset),
        })?;
        Ok(self.imported(calls_for_uncallable_raises(input), h, decimals))
    }

    /// The import: the hand and what the text says each seat collected.
    fn imported(&self, input: HandInput, h: &Header, decimals: u32) -> Imported {
        let by_seat = |name: &str| {
            input
                .seats
                .iter()
                .find(|s| s.name.as_deref() == Some(name))
                .map_or(0, |s| s.seat)
        };
        let collected = self
            .collected
            .iter()
            .map(|(n, a)| (by_seat(n), *a))
            .collect();
        Imported {
            scale: 10u64.pow(decimals),
            finishing_stacks: None,
            source_id: h.source_id.clone(),
            collected,
            rake: self.rake,
            added: self.added,
            notes: Vec::new(),
            hand: input,
        }
    }

    /// A stud hand: antes and the bring-in, no button or blinds; the header's stakes are the
    /// small and big bet. Each seat's cards are every card it was dealt where all are known
    /// (the hero, or a player who shows), else its up cards.
    fn finish_stud(
        mut self,
        h: &Header,
        offset: usize,
        decimals: u32,
    ) -> Result<Imported, HandError> {
        let (small_bet, big_bet) = match &h.blinds {
            Some((a, b)) => (
                self.cx.chips(a, offset).unwrap_or(0),
                self.cx.chips(b, offset).unwrap_or(0),
            ),
            None => (0, 0),
        };
        if small_bet == 0 {
            return Err(err(offset, Errors::StudNoStakes));
        }
        let big_bet = if big_bet == 0 { 2 * small_bet } else { big_bet };
        // A bring-in completed at once is never posted, and the text does not give it: one
        // chip stands for it (no one posts it, so it plays no part).
        let bring_in = self.bring_in.unwrap_or(1).min(small_bet);
        let ante = self.antes();
        for k in 0..self.seats.len() {
            let Some(name) = self.seats[k].name.clone() else {
                continue;
            };
            let dealt = self.stud_cards.get(&name).cloned().unwrap_or_default();
            let up: Vec<String> = dealt.iter().skip(2).take(4).cloned().collect();
            let seat = self.seats[k].seat;
            // The cards shown: the down cards are those not seen up, in the order shown.
            let shown = self
                .actions
                .iter()
                .rposition(|a| a.seat == Some(seat) && a.action == Some(ActionKind::Show));
            let shown_cards = shown.and_then(|i| self.actions[i].cards.clone());
            let full = match &shown_cards {
                Some(c) => {
                    let c: Vec<String> = (0..c.len() / 2)
                        .map(|i| c[2 * i..2 * i + 2].to_string())
                        .collect();
                    let all_up = up.iter().all(|u| u == "??" || c.contains(u));
                    let down: Vec<String> = c.iter().filter(|x| !up.contains(x)).cloned().collect();
                    if all_up && c.len() >= dealt.len() && down.len() + up.len() == c.len() {
                        let mut v: Vec<String> = down.iter().take(2).cloned().collect();
                        v.extend(up.iter().cloned());
                        v.extend(down.iter().skip(2).cloned());
                        Some(v)
                    } else {
                        None
                    }
                }
                None => None,
            };
            let seat_in = &mut self.seats[k];
            match full {
                Some(v) => seat_in.cards = Some(v.concat()),
                None if shown_cards.is_some() => {
                    // Shown cards that are not the ones dealt up: the show is kept, its cards
                    // left out.
                    if let Some(i) = shown {
                        self.actions[i].cards = None;
                    }
                    seat_in.up_cards = Some(up.concat()).filter(|u| !u.is_empty());
                }
                None if !dealt.is_empty() && dealt.iter().all(|c| c != "??") => {
                    seat_in.cards = Some(dealt.concat());
                }
                None => seat_in.up_cards = Some(up.concat()).filter(|u| !u.is_empty()),
            }
        }
        let input = super::phh::normalize(HandInput {
            betting: h.betting,
            bring_in: Some(bring_in),
            game: h.game,
            blinds: Blinds::default(),
            blinds_posted_by: Default::default(),
            ante,
            big_blind_ante: 0,
            button: 0,
            seats: std::mem::take(&mut self.seats),
            actions: std::mem::take(&mut self.actions),
            straddles: Vec::new(),
            posts: Vec::new(),
            dead_small_blind: false,
            smallest_chip: None,
            limits: Some(Limits {
                small_bet,
                big_bet,
                cap: None,
            }),
            rules: self.rules(h, offset),
        })?;
        Ok(self.imported(calls_for_uncallable_raises(input), h, decimals))
    }

    /// The blind posts against the seats the button gives the blinds to: the small blind's and
    /// the big blind's own posts are the hand's blinds (no small blind posted: a dead small
    /// blind); any other post is a cash game's extra post, a big blind live (a new or returning
    /// player) and a small blind dead. Blinds posted by other seats than the button gives them
    /// are refused, naming the line.
    /// Heads-up, the button posted the big blind and the other player the small blind.
    fn button_posts_big_blind(&self) -> bool {
        let seat_of = |name: &str| {
            self.seats
                .iter()
                .find(|s| s.name.as_deref() == Some(name))
                .map_or(0, |s| s.seat)
        };
        let posted = |blind: Blind, button: bool| {
            self.blind_posts
                .iter()
                .any(|p| p.blind == blind && (seat_of(&p.name) == self.button) == button)
        };
        self.seats.len() == 2
            && self.blind_posts.len() == 2
            && posted(Blind::Big, true)
            && posted(Blind::Small, false)
    }

    fn blind_seats(
        &self,
        big: u64,
        offset: usize,
        by: BlindsPostedBy,
    ) -> Result<(bool, Vec<Post>), HandError> {
        let mut order: Vec<u8> = self.seats.iter().map(|s| s.seat).collect();
        order.sort_unstable();
        let seat_of = |name: &str| {
            self.seats
                .iter()
                .find(|s| s.name.as_deref() == Some(name))
                .map_or(0, |s| s.seat)
        };
        let (sb, bb) = match order.iter().position(|&s| s == self.button) {
            Some(b) if by == BlindsPostedBy::ButtonBigBlind && order.len() == 2 => (Some(1 - b), b),
            _ => crate::hand::blind_positions(&order, self.button, false),
        };
        let (sb_seat, bb_seat) = (order[sb.unwrap_or(bb)], order[bb]);
        let sb_post = self
            .blind_posts
            .iter()
            .position(|p| p.blind == Blind::Small && seat_of(&p.name) == sb_seat);
        // No small blind from the seat after the button, and the big blind from it: the small
        // blind is dead (the seat before was vacated).
        let dead_small_blind = order.len() >= 3
            && sb_post.is_none()
            && self
                .blind_posts
                .iter()
                .any(|p| p.blind == Blind::Big && seat_of(&p.name) == sb_seat);
        let bb_seat = if dead_small_blind { sb_seat } else { bb_seat };
        let bb_post = self
            .blind_posts
            .iter()
            .position(|p| p.blind == Blind::Big && seat_of(&p.name) == bb_seat);
        let mut posts = Vec::new();
        for (k, p) in self.blind_posts.iter().enumerate() {
            if Some(k) == sb_post || Some(k) == bb_post {
                continue;
            }
            let seat = seat_of(&p.name);
            let misplaced = |l: usize| {
                err(
                    l,
                    Errors::BlindNotButtonsOrder {
                        seat: seat.to_string(),
                    },
                )
            };
            if seat == bb_seat || (seat == sb_seat && !dead_small_blind) {
                return Err(misplaced(p.line));
            }
            let (live, dead) = match p.blind {
                Blind::Small => (0, p.amount),
                Blind::Big => (p.amount.min(big), p.amount.saturating_sub(big)),
                Blind::Both => (p.amount.min(big), p.amount.saturating_sub(big)),
            };
            if live > 0 {
                posts.push(Post {
                    seat,
                    amount: live,
                    kind: PostKind::Live,
                });
            }
            if dead > 0 {
                posts.push(Post {
                    seat,
                    amount: dead,
                    kind: PostKind::Dead,
                });
            }
        }
        if bb_post.is_none() && self.blind_posts.iter().any(|p| p.blind != Blind::Small) {
            let line = self.blind_posts.first().map_or(offset, |p| p.line);
            return Err(err(
                line,
                Errors::BlindNotButtonsOrder {
                    seat: bb_seat.to_string(),
                },
            ));
        }
        Ok((dead_small_blind, posts))
    }

    /// One ante for everyone (returned), or each seat's own (set on the seats; 0 returned).
    fn antes(&mut self) -> u64 {
        let uniform = self.antes.windows(2).all(|w| w[0].1 == w[1].1);
        if uniform && self.antes.len() == self.seats.len() {
            return self.antes.first().map_or(0, |a| a.1);
        }
        for s in self.seats.iter_mut() {
            s.ante = Some(
                self.antes
                    .iter()
                    .find(|a| Some(a.0.as_str()) == s.name.as_deref())
                    .map_or(0, |a| a.1),
            );
        }
        0
    }
}

/// The name and the action text of "<name>: <action>", matching seated names longest first.
fn action_line<'a>(l: &'a str, seats: &[SeatInput]) -> Option<(&'a str, &'a str)> {
    let mut best: Option<(&str, &str)> = None;
    for s in seats {
        let Some(n) = s.name.as_deref() else { continue };
        if let Some(rest) = l.strip_prefix(n)
            && let Some(what) = rest.strip_prefix(": ")
            && best.is_none_or(|(b, _)| n.len() > b.len())
        {
            best = Some((&l[..n.len()], what));
        }
    }
    best
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// Not an amount.
        NotAnAmount { text: verbatim } = "error-pokerstars-not-an-amount",
        /// A line that starts as a seat line and cannot be read as one.
        UnreadableSeatLine { text: verbatim } = "error-pokerstars-unreadable-seat-line",
        /// The button seat is not a number.
        ButtonNotANumber = "error-pokerstars-button-not-a-number",
        /// Fewer than two players.
        FewerThanTwoPlayers = "error-pokerstars-fewer-than-two-players",
        /// No big blind.
        NoBigBlind = "error-pokerstars-no-big-blind",
        /// No button line.
        NoButtonLine = "error-pokerstars-no-button-line",
        NotPokerstarsHandHistoryNo = "error-pokerstars-not-pokerstars-hand-history-no",
        OtherSite { site: verbatim } = "error-pokerstars-other-site",
        FloorcallReadsNoLimitLimit { what: verbatim } = "error-pokerstars-floorcall-reads-no-limit-limit",
        DeadOrExtraBlindsNot { l: verbatim } = "error-pokerstars-dead-or-extra-blinds-not",
        BlindNotButtonsOrder { seat: verbatim } = "error-pokerstars-blind-not-buttons-order",
        HandCutShort = "error-pokerstars-hand-cut-short",
        /// Stud: more than seven cards dealt to one player.
        StudTooManyCards = "error-pokerstars-stud-too-many-cards",
        /// Stud: no small and big bet in the header.
        StudNoStakes = "error-pokerstars-stud-no-stakes",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::Hand;

    /// The one hand of a text, imported and replayed.
    fn one(text: &str) -> Imported {
        let mut v = import(text).expect("imports");
        assert_eq!(v.len(), 1);
        let imp = v.remove(0);
        let hand = Hand::parse(&imp.hand).expect("parses");
        crate::replay::replay(&hand).expect("replays");
        imp
    }

    fn kinds(imp: &Imported) -> Vec<ActionKind> {
        imp.hand.actions.iter().filter_map(|a| a.action).collect()
    }

    const STUD: &str = "\
PokerStars Game #1001: 7 Card Stud Limit ($0.10/$0.20 USD) - 2020/01/01 10:00:00 ET
Table 'Alpha' 8-max
Seat 1: Ann ($5 in chips)
Seat 2: Bob ($5 in chips)
Seat 4: Cy ($5 in chips)
Ann: posts the ante $0.02
Bob: posts the ante $0.02
Cy: posts the ante $0.02
*** 3rd STREET ***
Dealt to Ann [Kd 9c 8s]
Dealt to Bob [2c]
Dealt to Cy [Qh]
Bob: brings in for $0.05
Cy: raises $0.05 to $0.10
Ann: calls $0.10
Bob: calls $0.05
*** 4th STREET ***
Dealt to Ann [Kd 9c 8s] [3h]
Dealt to Bob [2c] [7d]
Dealt to Cy [Qh] [Jh]
Cy: bets $0.10
Ann: calls $0.10
Bob: folds
*** 5th STREET ***
Dealt to Ann [Kd 9c 8s 3h] [Ac]
Dealt to Cy [Qh Jh] [4s]
Ann: bets $0.20
Cy: calls $0.20
*** 6th STREET ***
Dealt to Ann [Kd 9c 8s 3h Ac] [5d]
Dealt to Cy [Qh Jh 4s] [Th]
Ann: checks
Cy: checks
*** RIVER ***
Dealt to Ann [Kd 9c 8s 3h Ac 5d] [Ks]
Ann: checks
Cy: bets $0.20
Ann: calls $0.20
*** SHOW DOWN ***
Cy: shows [9h 6h Qh Jh 4s Th 2h] (a flush, Queen high)
Ann: mucks hand
Cy collected $1.31 from pot
*** SUMMARY ***
Total pot $1.36 | Rake $0.05
";

    #[test]
    fn stud_reads_antes_bring_in_completion_and_the_cards_shown() {
        let imp = one(STUD);
        let h = &imp.hand;
        assert_eq!(h.game, Game::Stud);
        assert_eq!((h.button, h.ante, h.bring_in), (0, 2, Some(5)));
        assert!(h.blinds.is_none());
        assert_eq!(h.limits.map(|l| (l.small_bet, l.big_bet)), Some((10, 20)));
        // The hero's cards are all known; Bob's only his up cards; Cy's from his show.
        assert_eq!(h.seats[0].cards.as_deref(), Some("Kd9c8s3hAc5dKs"));
        assert_eq!(h.seats[1].up_cards.as_deref(), Some("2c7d"));
        assert_eq!(h.seats[1].cards, None);
        assert_eq!(h.seats[2].cards.as_deref(), Some("9h6hQhJh4sTh2h"));
        let k = kinds(&imp);
        assert_eq!(&k[..2], &[ActionKind::BringIn, ActionKind::Complete]);
        assert!(k.contains(&ActionKind::Show));
        assert_eq!(imp.collected, vec![(4, 131)]);
        assert_eq!(imp.rake, Some(5));
    }

    #[test]
    fn razz_in_a_mixed_game_reads_completes_it_to_and_a_bring_in_seat_that_bets() {
        let text = "\
PokerStars Hand #1002: Tournament #77, 100+9 8-Game (Razz Limit) - Level II (20/40) - 2020/01/01 10:00:00 ET
Table '77 1' 2-max
Seat 1: Ann (1500 in chips)
Seat 2: Bob (1500 in chips)
Ann: posts the ante 4
Bob: posts the ante 4
*** 3rd STREET ***
Dealt to Ann [2d 3c 4h]
Dealt to Bob [Kc]
Bob: brings in for 5
Ann: completes it to 20
Bob: folds
Uncalled bet (15) returned to Ann
Ann collected 18 from pot
*** SUMMARY ***
Total pot 18 | Rake 0
";
        let imp = one(text);
        assert_eq!(imp.hand.game, Game::Razz);
        assert_eq!(imp.hand.bring_in, Some(5));
        assert_eq!(
            kinds(&imp),
            vec![ActionKind::BringIn, ActionKind::Complete, ActionKind::Fold]
        );
        // The bring-in seat completing at once ("bets 20"): a completion, no bring-in posted.
        let text = text
            .replace("Bob: brings in for 5\nAnn: completes it to 20\n", "")
            .replace("Dealt to Ann [2d 3c 4h]", "Dealt to Ann [2d 3c Kh]")
            .replace("Dealt to Bob [Kc]", "Dealt to Bob [2c]")
            .replace("Bob: folds\n", "Ann: bets 20\nBob: folds\n");
        let imp = one(&text);
        assert_eq!(kinds(&imp), vec![ActionKind::Complete, ActionKind::Fold]);
    }

    #[test]
    fn the_sites_rules_are_read_from_the_text() {
        // Stud: "Pair on board - a double bet is allowed", and the big bet made on fourth
        // street; every PokerStars limit hand raises to the next level after a short all-in.
        let plain = one(STUD);
        assert_eq!(
            plain.hand.rules.fourth_street_open_pair,
            OpenPairBet::SmallBet
        );
        assert_eq!(
            plain.hand.rules.limit_raise_after_short_all_in,
            ShortAllInRaise::NextLevel
        );
        let paired = STUD.replace("Jh", "Qd").replace(
            "Dealt to Cy [Qh] [Qd]\nCy: bets $0.10\nAnn: calls $0.10",
            "Dealt to Cy [Qh] [Qd]\nPair on board - a double bet is allowed\n\
                 Cy: bets $0.20\nAnn: calls $0.20",
        );
        // With queens showing, Cy opens every later street.
        let paired = paired
            .replace(
                "Ann: bets $0.20\nCy: calls $0.20",
                "Cy: checks\nAnn: bets $0.20\nCy: calls $0.20",
            )
            .replace("Ann: checks\nCy: checks", "Cy: checks\nAnn: checks")
            .replace(
                "Ann: checks\nCy: bets $0.20\nAnn: calls $0.20",
                "Cy: bets $0.20\nAnn: calls $0.20",
            );
        assert!(paired.contains("double bet"), "{paired}");
        let imp = one(&paired);
        assert_eq!(imp.hand.rules.fourth_street_open_pair, OpenPairBet::BigBet);
        // Without the site's rule the big bet is too much (RP-10-F: no doubling).
        let mut tda = imp.hand.clone();
        tda.rules = HandRules::default();
        let hand = Hand::parse(&tda).unwrap();
        assert!(crate::replay::replay(&hand).is_err());
        // No-limit hold'em: the TDA's rules.
        let text = "PokerStars Hand #1: Hold'em No Limit ($1/$2 USD) - 2020/01/01
Table 'T' 6-max Seat #1 is the button
Seat 1: Ann ($100 in chips)
Seat 2: Bob ($100 in chips)
Ann: posts small blind $1
Bob: posts big blind $2
*** HOLE CARDS ***
Ann: folds
Uncalled bet ($1) returned to Bob
Bob collected $2 from pot
*** SUMMARY ***
";
        assert!(one(text).hand.rules.is_tda());
    }

    #[test]
    fn stud_hi_lo_takes_the_stakes_from_the_mixed_game_parentheses() {
        let h = header(
            "PokerStars Hand #1: 8-Game (7 Card Stud Hi/Lo Limit, $400/$800 USD) - 2020/01/01",
            0,
        )
        .expect("header");
        assert_eq!(h.game, Game::Stud8);
        assert_eq!(h.blinds, Some(("$400".to_string(), "$800".to_string())));
        let h = header(
            "PokerStars Hand #1: Tournament #2, 8-Game (Omaha Hi/Lo Limit) - Level I (20/40)",
            0,
        )
        .expect("header");
        assert_eq!(h.game, Game::O8);
        assert_eq!(h.blinds, Some(("20".to_string(), "40".to_string())));
    }

    #[test]
    fn triple_draw_reads_discards_and_the_cards_drawn() {
        let text = "\
PokerStars Game #1003: Triple Draw 2-7 Lowball Limit ($0.10/$0.20 USD) - 2020/01/01 10:00:00 ET
Table 'Beta' 6-max Seat #1 is the button
Seat 1: Ann ($4 in chips)
Seat 2: Bob ($4 in chips)
Seat 3: Cy ($4 in chips)
Bob: posts small blind $0.05
Cy: posts big blind $0.10
*** DEALING HANDS ***
Dealt to Ann [2c 3d 7h Kc Ks]
Ann: raises $0.10 to $0.20
Bob: folds
Cy: calls $0.10
*** FIRST DRAW ***
Cy: discards 3 cards
Ann: discards 2 cards [Kc Ks]
Dealt to Ann [2c 3d 7h] [4s 8d]
Cy: checks
Ann: bets $0.10
Cy: calls $0.10
*** SECOND DRAW ***
Cy: discards 1 card
Ann: stands pat
Cy: checks
Ann: bets $0.20
Cy: calls $0.20
*** THIRD DRAW ***
Cy: stands pat
Ann: stands pat on [2c 3d 7h 4s 8d]
Cy: bets $0.20
Ann: calls $0.20
*** SHOW DOWN ***
Cy: shows [9c 6d 5h 4c 3s] (Lo: 9,6,5,4,3)
Ann: shows [2c 3d 7h 4s 8d] (Lo: 8,7,4,3,2)
Ann collected $1.45 from pot
*** SUMMARY ***
Total pot $1.45 | Rake $0
";
        let imp = one(text);
        let h = &imp.hand;
        assert_eq!(h.game, Game::Td27);
        assert_eq!(h.betting, None);
        assert_eq!(h.limits.map(|l| (l.small_bet, l.big_bet)), Some((10, 20)));
        assert_eq!(h.seats[0].cards.as_deref(), Some("2c3d7hKcKs"));
        let draws: Vec<(Option<&str>, Option<&str>)> = h
            .actions
            .iter()
            .filter(|a| a.action == Some(ActionKind::Draw))
            .map(|a| (a.discards.as_deref(), a.cards.as_deref()))
            .collect();
        assert_eq!(
            draws,
            vec![
                (Some("??????"), None),
                (Some("KcKs"), Some("4s8d")),
                (Some("??"), None),
                (None, None),
                (None, None),
                (None, None),
            ]
        );
        assert_eq!(imp.collected, vec![(1, 145)]);
    }

    #[test]
    fn five_card_draw_has_no_draw_line_and_may_be_pot_limit() {
        let text = "\
PokerStars Game #1004: 5 Card Draw Pot Limit ($0.50/$1.00 USD) - 2020/01/01 10:00:00 ET
Table 'Gamma' 6-max Seat #1 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bob ($50 in chips)
Ann: posts small blind $0.50
Bob: posts big blind $1
*** DEALING HANDS ***
Dealt to Ann [Ah Ad 7c 5s 2h]
Ann: raises $2 to $3
Bob: calls $2
Ann: discards 3 cards [7c 5s 2h]
Dealt to Ann [Ah Ad] [As 9d 3c]
Bob: discards 1 card
Ann: bets $6
Bob: calls $6
*** SHOW DOWN ***
Ann: shows [Ah Ad As 9d 3c] (three of a kind, Aces)
Bob: mucks hand
Ann collected $17.50 from pot
*** SUMMARY ***
Total pot $18 | Rake $0.50
";
        let imp = one(text);
        assert_eq!(imp.hand.game, Game::Draw5);
        assert_eq!(imp.hand.betting, Some(Structure::PotLimit));
        assert_eq!(imp.hand.limits, None);
        // The bet after the draw is the street's own: 6, not 3 + 6.
        let bet = imp
            .hand
            .actions
            .iter()
            .find(|a| a.action == Some(ActionKind::Bet));
        assert_eq!(bet.and_then(|a| a.to), Some(600));
    }

    #[test]
    fn badugi_and_single_draw_are_read() {
        let text = "\
PokerStars Game #1005: Tournament #9, $1.00+$0.20 USD Badugi Limit - Level III (60/120) - 2020/01/01 10:00:00 ET
Table '9 1' 8-max Seat #1 is the button
Seat 1: Ann (1500 in chips)
Seat 2: Bob (1500 in chips)
Seat 3: Cy (1500 in chips)
Bob: posts small blind 30
Cy: posts big blind 60
*** DEALING HANDS ***
Dealt to Ann [As 2d 3c Kc]
Ann: calls 60
Bob: folds
Cy: checks
*** FIRST DRAW ***
Cy: discards 2 cards
Ann: discards 1 card [Kc]
Dealt to Ann [As 2d 3c] [4h]
Cy: bets 60
Ann: folds
Uncalled bet (60) returned to Cy
Cy collected 150 from pot
*** SUMMARY ***
Total pot 150 | Rake 0
";
        let imp = one(text);
        assert_eq!(imp.hand.game, Game::Badugi);
        assert_eq!(imp.hand.seats[0].cards.as_deref(), Some("As2d3cKc"));
        assert_eq!(imp.hand.blinds, Blinds { small: 30, big: 60 });
        let text = text
            .replace("Badugi Limit", "Single Draw 2-7 Lowball No Limit")
            .replace("(60/120)", "(30/60)")
            .replace("[As 2d 3c Kc]", "[7s 5d 4c 3h Kc]")
            .replace("[As 2d 3c] [4h]", "[7s 5d 4c 3h] [2h]")
            .replace("*** FIRST DRAW ***\n", "");
        let imp = one(&text);
        assert_eq!(imp.hand.game, Game::Sd27);
        assert_eq!(imp.hand.betting, None);
    }

    #[test]
    fn every_game_row_is_read_by_its_header_name_at_each_structure() {
        for d in crate::hand::GAMES {
            let name = d.names.pokerstars.expect("named");
            for &s in d.structures {
                let line = format!(
                    "PokerStars Hand #1: {name} {} ($0.50/$1.00 USD) - 2020/01/01",
                    s.pokerstars()
                );
                let h = header(&line, 0).expect(&line);
                let betting = (s != d.structure).then_some(s);
                assert_eq!((h.game, h.betting), (d.game, betting), "{line}");
            }
        }
    }

    #[test]
    fn omaha_with_five_and_six_cards_and_big_o() {
        for (name, game) in [
            ("5 Card Omaha Hi/Lo Pot Limit", Game::BigO),
            ("6 Card Omaha Pot Limit", Game::Plo6),
            ("5 Card Omaha Pot Limit", Game::Plo5),
            ("Omaha Fixed Limit", Game::Lo),
            ("Hold'em Pot Limit", Game::Plhe),
            ("Mixed Omaha (5 Card Omaha Pot Limit)", Game::Plo5),
            ("Courchevel Pot Limit", Game::Courchevel),
            ("Courchevel Hi/Lo Pot Limit", Game::Courchevel8),
            ("6+ Hold'em No Limit", Game::ShortDeck),
        ] {
            let line = format!("PokerStars Hand #1: {name} ($0.50/$1.00 USD) - 2020/01/01");
            assert_eq!(header(&line, 0).map(|h| h.game).ok(), Some(game), "{name}");
        }
        for name in [
            "6+ Hold'em Pot Limit (Button Blind $1 - Ante $1 USD)",
            "Courchevel No Limit ($0.50/$1.00 USD)",
        ] {
            let line = format!("PokerStars Hand #1: {name} - 2020/01/01");
            let e = header(&line, 0).err().expect("refused");
            assert_eq!(
                e.reason.id(),
                "error-pokerstars-floorcall-reads-no-limit-limit"
            );
        }
        // A structure per round: pot-limit hold'em, no-limit after the flop (a rule of the
        // hand); a cap game's cap.
        let line = "PokerStars Hand #1: Tournament #2, $200+$15 USD Hold'em Pot Limit Pre-Flop, \
                    No Limit Post-Flop - Level I (10/20) - 2012/09/14 17:05:13 ET";
        let h = header(line, 0).expect("read");
        assert_eq!(
            (h.game, h.later_betting),
            (Game::Plhe, Some(Structure::NoLimit))
        );
        assert_eq!(h.blinds, Some(("10".into(), "20".into())));
        let line = "PokerStars Hand #1:  Hold'em No Limit ($2/$4 - $80 Cap -  USD) - 2015/04/19";
        let h = header(line, 0).expect("read");
        assert_eq!((h.game, h.cap.as_deref()), (Game::Nlhe, Some("$80")));
        assert_eq!(h.blinds, Some(("$2".into(), "$4".into())));
    }

    #[test]
    fn a_board_run_twice_is_read_with_the_second_run_marked_and_shown_once() {
        let imp = one(
            "PokerStars Hand #90721705235:  Hold'em No Limit ($1/$2 USD) - 2012/12/14 7:59:19 ET
Table 'Mekbuda II' 6-max Seat #1 is the button
Seat 1: Ann ($100 in chips)
Seat 2: Bob ($50 in chips)
Ann: posts small blind $1
Bob: posts big blind $2
*** HOLE CARDS ***
Ann: raises $98 to $100 and is all-in
Bob: calls $48 and is all-in
Uncalled bet ($50) returned to Ann
*** FIRST FLOP *** [Js 9h Jh]
*** FIRST TURN *** [Js 9h Jh] [Qs]
*** FIRST RIVER *** [Js 9h Jh Qs] [2d]
*** SECOND FLOP *** [4c 5c 8d]
*** SECOND TURN *** [4c 5c 8d] [Kd]
*** SECOND RIVER *** [4c 5c 8d Kd] [3h]
*** FIRST SHOW DOWN ***
Ann: shows [Jc Ac] (three of a kind, Jacks)
Bob: shows [Kh Ks] (two pair, Kings and Jacks)
Ann collected $50 from pot
*** SECOND SHOW DOWN ***
Ann: shows [Jc Ac] (high card Ace)
Bob: shows [Kh Ks] (three of a kind, Kings)
Bob collected $50 from pot
*** SUMMARY ***
Total pot $100 | Rake $0
Hand was run twice
FIRST Board [Js 9h Jh Qs 2d]
SECOND Board [4c 5c 8d Kd 3h]
",
        );
        let runs: Vec<Option<u8>> = imp
            .hand
            .actions
            .iter()
            .filter(|a| a.deal.is_some())
            .map(|a| a.run)
            .collect();
        assert_eq!(runs, [None, None, None, Some(2), Some(2), Some(2)]);
        let shows = imp
            .hand
            .actions
            .iter()
            .filter(|a| a.action == Some(ActionKind::Show))
            .count();
        assert_eq!(shows, 2);
        assert_eq!(imp.collected, vec![(1, 5000), (2, 5000)]);
        let hand = Hand::parse(&imp.hand).unwrap();
        let res = crate::replay::replay(&hand).unwrap().result().unwrap();
        let won: Vec<(u8, u64)> = res.pots[0]
            .shares
            .iter()
            .map(|s| (s.seat, s.amount))
            .collect();
        assert_eq!(won, vec![(2, 5000), (1, 5000)]);
    }

    #[test]
    fn split_holdem_is_refused_by_name() {
        let text = "PokerStars Hand #184487904738:  Split Hold'em No Limit ($1/$2 USD) - 2018/03/28 13:38:18 ET
Table 'Rhodesia' 6-max Seat #1 is the button
Seat 1: Ann ($100 in chips)
Seat 2: Bob ($100 in chips)
Ann: posts small blind $1
Bob: posts big blind $2
*** HOLE CARDS ***
Ann: folds
";
        let e = import(text).unwrap_err();
        assert_eq!(
            e.reason.id(),
            "error-pokerstars-floorcall-reads-no-limit-limit"
        );
        assert!(e.to_string().contains("Split Hold'em"), "{e}");
    }

    #[test]
    fn stud_short_of_cards_for_the_seventh_reads_the_community_card() {
        // Eight players left no card for everyone's seventh: "*** RIVER *** [Kc]", one card
        // face up for all (RP-10-H); the players' own cards stop at six.
        let text = STUD
            .replace(
                "*** RIVER ***\nDealt to Ann [Kd 9c 8s 3h Ac 5d] [Ks]",
                "*** RIVER *** [Kc]",
            )
            .replace("[9h 6h Qh Jh 4s Th 2h]", "[9h 6h Qh Jh 4s Th]");
        assert!(text.contains("*** RIVER *** [Kc]"));
        let imp = one(&text);
        let deal = imp.hand.actions.iter().find(|a| a.deal.is_some()).unwrap();
        assert_eq!(
            (deal.deal, deal.cards.as_deref()),
            (Some(Street::Seventh), Some("Kc"))
        );
        assert_eq!(imp.hand.seats[0].cards.as_deref(), Some("Kd9c8s3hAc5d"));
        assert_eq!(imp.hand.seats[2].cards.as_deref(), Some("9h6hQhJh4sTh"));
    }

    #[test]
    fn heads_up_with_the_button_posting_the_big_blind_is_read_as_dealt() {
        let imp = one(
            "PokerStars Game #2344646393:  Hold'em Limit ($1/$2 USD) - 2005/08/15 14:27:10 ET
Table 'Phad' Seat #6 is the button
Seat 6: Hero ($40 in chips)
Seat 7: Villain ($24.75 in chips)
Villain: posts small blind $0.50
Hero: posts big blind $1
*** HOLE CARDS ***
Villain: calls $0.50
Hero: checks
*** FLOP *** [2c 7d 9h]
Villain: checks
Hero: bets $1
Villain: folds
Uncalled bet ($1) returned to Hero
Hero collected $2 from pot
*** SUMMARY ***
Total pot $2 | Rake $0
",
        );
        assert_eq!(imp.hand.blinds_posted_by, BlindsPostedBy::ButtonBigBlind);
        assert_eq!((imp.hand.blinds.small, imp.hand.blinds.big), (50, 100));
        assert!(imp.hand.posts.is_empty());
    }
}
