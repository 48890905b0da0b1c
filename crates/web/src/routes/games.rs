//! `GET /v1/games`: the games the engine models, as the engine's rows of `GAMES` give them (the
//! family, the usual betting structure, the deck, whether the game has blinds and a button or a
//! board, and each betting round with the cards it deals down and up, its draw, its bet and its
//! opener), named in a language, with its names in the hand-history formats. The console builds
//! its hand builder from it, so it keeps no table of games of its own.

use crate::extract::{AppJson, query_problem};
use crate::i18n::Negotiate;
use crate::problem::{AppError, QueryProblems};
use axum::extract::Query;
use axum::response::{IntoResponse, Response};
use floorcall_engine::hand::{
    Deck, Family, GAMES, GameDef, Opener, Street, StreetDef, Structure, Valuation,
};
use floorcall_engine::lang::Language;
use floorcall_engine::rules::Edition;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct GamesParams {
    /// The language of the words (a `Language` code); default: Accept-Language, else en.
    pub(crate) language: Option<Language>,
}

/// The three shapes of game.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum GameFamily {
    /// Hold'em and Omaha: hole cards and a board, blinds and a button.
    Flop,
    /// Seven-card stud games: antes and a bring-in, cards up and down, no board, no button.
    Stud,
    /// Draw games: blinds and a button, no board; players discard and draw.
    Draw,
}

/// Who opens a betting round.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum RoundOpener {
    /// By position: after the big blind on the first round, after the button on later ones.
    Position,
    /// Stud's third street: the bring-in, posted by the lowest up card (the highest in razz).
    BringIn,
    /// The highest showing hand (stud, stud/8).
    HighShowing,
    /// The lowest showing hand (razz).
    LowShowing,
}

/// How hands are valued at the showdown.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum GameValuation {
    /// The best high hand.
    High,
    /// High, split with the best ace-to-five low of eight or better.
    HiLoEight,
    /// The best ace-to-five low.
    LowA5,
    /// The best deuce-to-seven low.
    Low27,
    /// The best badugi.
    Badugi,
    /// Short-deck high (a flush beats a full house).
    ShortDeckHigh,
}

/// One betting round of a game and the cards dealt before it.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct GameRound {
    /// The round, as hands name it (`preflop`, `third`, `first_draw`, …).
    pub(crate) street: Street,
    /// The round's name in the language.
    pub(crate) name: String,
    /// Cards dealt face down to each player before the round.
    pub(crate) down: u8,
    /// Cards dealt face up to each player before the round.
    pub(crate) up: u8,
    /// Board cards dealt before the round.
    pub(crate) board: u8,
    /// Players discard and draw before the round.
    pub(crate) draw: bool,
    /// Fixed limit: the round plays the big bet (else the small bet).
    pub(crate) big_bet: bool,
    /// Who opens the round.
    pub(crate) opener: RoundOpener,
}

/// A game's names in the hand-history formats the importers read (`POST /v1/hands/import`),
/// from the engine's game row.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct GameNames {
    /// PHH's `variant` code, as the PHH export writes it (`NT`, `PO/8`, `F7S`; five- and
    /// six-card Omaha and Big O have Omaha's, the hole cards dealt tell them apart).
    pub(crate) phh: String,
    /// The game as a PokerStars header names it, at its own limit ("Hold'em No Limit",
    /// "7 Card Stud Limit").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) pokerstars: Option<String>,
    /// The OHH `game_type`s it is read from, as keys (lower case, letters, digits and `+`
    /// alone: `holdem`, `omahahilo`); none where OHH names it as another game.
    pub(crate) ohh: Vec<String>,
}

/// A game as the engine models it.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct GameOut {
    /// The game, as hands name it (`NLHE`, `STUD`, `TD27`, …).
    pub(crate) game: floorcall_engine::hand::Game,
    /// Its name in the language.
    pub(crate) name: String,
    /// Community cards, stud or draw.
    pub(crate) family: GameFamily,
    /// The betting structure a hand plays unless it names another (`betting`).
    pub(crate) structure: Structure,
    /// Cards in the deck (52; 36 in short deck).
    pub(crate) deck: u8,
    /// Played with blinds and a button (stud: antes and a bring-in instead).
    pub(crate) blinds: bool,
    /// Played with a board.
    pub(crate) board: bool,
    /// A split pot: high and an eight-or-better low.
    pub(crate) hi_lo: bool,
    /// How hands are valued at the showdown.
    pub(crate) valuation: GameValuation,
    /// Cards each player holds once the deal is complete (stud: seven; draw: the hand).
    pub(crate) hole_cards: u8,
    /// The betting rounds in order, each with the cards dealt before it.
    pub(crate) rounds: Vec<GameRound>,
    /// Its names in the hand-history formats.
    pub(crate) names: GameNames,
}

/// Every game the engine models.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct GamesResponse {
    /// The language of the names.
    pub(crate) language: Language,
    /// The games, in the order of the `Game` schema.
    pub(crate) games: Vec<GameOut>,
}

fn game_out(d: &GameDef, lang: Language) -> GameOut {
    let name = |m: floorcall_engine::text::Message| {
        floorcall_engine::text::render(&m, lang, Edition::E2024)
    };
    let round = |s: &StreetDef| GameRound {
        street: s.street,
        name: name(s.street.name()),
        down: s.down,
        up: s.up,
        board: s.board,
        draw: s.draw,
        big_bet: s.big_bet,
        opener: match s.opener {
            Opener::Position => RoundOpener::Position,
            Opener::BringIn => RoundOpener::BringIn,
            Opener::HighShowing => RoundOpener::HighShowing,
            Opener::LowShowing => RoundOpener::LowShowing,
        },
    };
    GameOut {
        game: d.game,
        name: name(d.game.name()),
        family: match d.family {
            Family::Flop => GameFamily::Flop,
            Family::Stud => GameFamily::Stud,
            Family::Draw => GameFamily::Draw,
        },
        structure: d.structure,
        deck: match d.deck {
            Deck::Standard => 52,
            Deck::Short => 36,
        },
        blinds: d.game.has_blinds(),
        board: d.game.has_board(),
        hi_lo: d.game.hi_lo(),
        valuation: match d.valuation {
            Valuation::High => GameValuation::High,
            Valuation::HiLoEight => GameValuation::HiLoEight,
            Valuation::LowA5 => GameValuation::LowA5,
            Valuation::Low27 => GameValuation::Low27,
            Valuation::Badugi => GameValuation::Badugi,
            Valuation::ShortDeckHigh => GameValuation::ShortDeckHigh,
        },
        hole_cards: u8::try_from(d.game.hole_cards()).unwrap_or(u8::MAX),
        rounds: d.streets.iter().map(round).collect(),
        names: GameNames {
            phh: d.game.phh().to_string(),
            pokerstars: d.game.pokerstars(),
            ohh: d.names.ohh.iter().map(|n| n.to_string()).collect(),
        },
    }
}

/// Every game the engine models, from its game rows: the family, the betting structure, the
/// deck, blinds and button or antes and bring-in, the board, and each betting round with the
/// cards dealt down and up before it, its draw, small or big bet and who opens it; names in the
/// language. Open: the console's set-up needs it before anyone signs in.
#[utoipa::path(get, path = "/v1/games", operation_id = "listGames", tag = "hands",
    params(GamesParams),
    responses(
        (status = 200, description = "The games", body = GamesResponse, headers(
            ("Content-Language" = String, description = "The language of the names"),
            ("Vary" = String, description = "`accept-language`")
        )),
        QueryProblems
    ))]
pub(crate) async fn list(
    negotiate: Negotiate,
    q: Result<Query<GamesParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let n = negotiate.with(None, p.language);
    let body = GamesResponse {
        language: n.language,
        games: GAMES.iter().map(|d| game_out(d, n.language)).collect(),
    };
    Ok(n.answer(AppJson(body).into_response()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_row_is_served() {
        let out: Vec<_> = GAMES.iter().map(|d| game_out(d, Language::En)).collect();
        assert_eq!(out.len(), floorcall_engine::hand::Game::all().count());
        let razz = out
            .iter()
            .find(|g| g.game == floorcall_engine::hand::Game::Razz)
            .unwrap();
        assert!(!razz.blinds && !razz.board && razz.hole_cards == 7);
        assert_eq!((razz.rounds[0].down, razz.rounds[0].up), (2, 1));
        assert!(matches!(razz.rounds[1].opener, RoundOpener::LowShowing));
        assert_eq!(razz.name, "razz");
        // The facts the console reads are the rows': as many fixed-limit games served as rows
        // at fixed limit, as many without blinds as stud rows; each name reads back as its game.
        let count = |f: &dyn Fn(&GameDef) -> bool| GAMES.iter().filter(|d| f(d)).count();
        assert_eq!(
            out.iter()
                .filter(|g| g.structure == Structure::FixedLimit)
                .count(),
            count(&|d| d.structure == Structure::FixedLimit)
        );
        assert_eq!(
            out.iter().filter(|g| !g.blinds).count(),
            count(&|d| d.family == Family::Stud)
        );
        for (g, d) in out.iter().zip(GAMES) {
            let read = floorcall_engine::hand::Game::from_phh(&g.names.phh)
                .map(|b| b.by_hole_cards(|n| n == usize::from(g.hole_cards)));
            assert_eq!(read, Some(d.game));
            let stars = g.names.pokerstars.as_deref();
            assert_eq!(
                stars.and_then(floorcall_engine::hand::Game::from_pokerstars),
                Some((d.game, d.structure))
            );
            for k in &g.names.ohh {
                assert_eq!(
                    floorcall_engine::hand::Game::from_ohh(k, d.structure),
                    Some(d.game)
                );
            }
        }
    }
}
