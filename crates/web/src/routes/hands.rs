//! Hands: replay (the state before each action and the result) and import from PHH and other
//! formats.

use crate::extract::{AppJson, JsonBody, from_value};
use crate::i18n::{Negotiate, Negotiated};
use crate::problem::{AppError, BodyProblems, Problem};
use crate::text::WebText;
use floorcall_engine::hand::HandInput;
use floorcall_engine::import::{HandFormat, ReadHand, import_all, read_hand};
use floorcall_engine::replay::{Decision, HandResult, TableNow};
use floorcall_engine::rules::Edition;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A hand history in another format.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct HandText {
    pub(crate) hand_text: String,
    pub(crate) hand_format: HandFormat,
}

#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ReplayResponse {
    /// The state before each player action.
    pub(crate) steps: Vec<Decision>,
    /// Where the hand is complete: pots (side pots first) and final stacks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) result: Option<HandResult>,
    /// The table after the last action: seats, bets, pot, the seat to act and its options.
    pub(crate) now: TableNow,
}

/// The request's hand, with the replay its import made where it made one (a PHH text is
/// replayed as it is read: that replay is the hand's, not made twice).
fn hand_from(body: serde_json::Value, edition: Edition) -> Result<ReadHand, AppError> {
    // A body with `hand_text` is a hand history to import; any other is a Hand.
    let hand = if body.get("hand_text").is_some() {
        let t: HandText = from_value(body, "")?;
        read_hand(None, Some(&t.hand_text), Some(t.hand_format))
    } else {
        let input: HandInput = from_value(body, "")?;
        read_hand(Some(&input), None, None)
    };
    hand.map_err(|e| AppError::hand(e, edition))
}

/// Replay a hand: the state before each player action (seat to act, to call, raise range,
/// pot) and, where the hand is complete, the pots and final stacks.
#[utoipa::path(post, path = "/v1/hands/replay", operation_id = "replayHand", tag = "hands",
    request_body(content = HandInput, description = "A Hand, or `{hand_text, hand_format}`",
        example = json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
            "seats": [{"seat": 1, "stack": 10000}, {"seat": 2, "stack": 10000}, {"seat": 3, "stack": 10000}],
            "actions": [{"seat": 3, "action": "raise", "to": 300}, {"seat": 1, "action": "call"}, {"seat": 2, "action": "fold"}]})),
    responses(
        (status = 200, description = "The replay", body = ReplayResponse),
        BodyProblems,
        (status = 422, description = "An impossible hand: the problem names the action index and the rule", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn replay(
    negotiate: Negotiate,
    JsonBody { value: body, raw }: JsonBody<serde_json::Value>,
) -> Result<AppJson<ReplayResponse>, AppError> {
    let edition = negotiate.defaults().edition;
    crate::heavy::run(raw.len(), move || {
        let mut read = hand_from(body, edition)?;
        let (hand, r) = read.replay();
        let r = r.map_err(|e| AppError::hand(e, edition))?;
        let result = r.result();
        let mut table = r.table;
        // The next street's cards are due: show the table as the next player finds it.
        let _ = table.deal_implied(hand.actions.len());
        let now = table.now();
        Ok(AppJson(ReplayResponse {
            steps: r.decisions.into_vec(),
            result,
            now,
        }))
    })
    .await
}

#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ImportResponse {
    /// The first hand that could be read (often the only one).
    pub(crate) hand: HandInput,
    /// Every hand of the text that could be read, in the order of the text.
    pub(crate) hands: Vec<HandInput>,
    /// The first hand's chip units per unit of the source's money (100 when cents became
    /// chips); each hand's own is in `details`.
    pub(crate) scale: u64,
    /// For each of `hands`, in the same order: its place in the text, the source's id, its scale.
    pub(crate) details: Vec<ImportedHand>,
    /// The hands of the text that could not be read, each with its place and why; the others
    /// are still imported.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) errors: Vec<ImportFailure>,
}

/// Where an imported hand was in the text, and its own id and scale.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ImportedHand {
    /// Its place among the text's hands, from 0.
    pub(crate) index: usize,
    /// The source's id of the hand (PokerStars' hand number, the PHH table's key).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) id: Option<String>,
    /// Chip units per unit of the source's money for this hand.
    pub(crate) scale: u64,
}

/// A hand of the text that could not be read.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ImportFailure {
    /// Its place among the text's hands, from 0.
    pub(crate) index: usize,
    /// Where in the text or hand (`line 12`, `[7].actions`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) field: Option<String>,
    /// Why, in the request's language.
    pub(crate) detail: String,
}

/// Import a hand history (PHH; OHH and PokerStars text where supported) into the Hand model.
#[utoipa::path(post, path = "/v1/hands/import", operation_id = "importHands", tag = "hands",
    request_body(content = HandText, example = json!({"hand_format": "phh", "hand_text": "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [50, 100, 0]\nmin_bet = 100\nstarting_stacks = [10000, 10000, 10000]\nactions = ['d dh p1 AsKd', 'd dh p2 7h7c', 'd dh p3 ????', 'p3 f', 'p1 cbr 300', 'p2 cc']\n"})),
    responses(
        (status = 200, description = "The hands", body = ImportResponse),
        BodyProblems,
        (status = 422, description = "The text cannot be read: the problem names the line or field", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn import(
    negotiate: Negotiate,
    JsonBody { value: t, raw }: JsonBody<HandText>,
) -> Result<AppJson<ImportResponse>, AppError> {
    let Negotiated {
        edition,
        language: lang,
        ..
    } = negotiate.defaults();
    let results = crate::heavy::run(raw.len(), move || import_all(&t.hand_text, t.hand_format))
        .await
        .map_err(|e| AppError::hand(e, edition))?;
    let mut hands = Vec::new();
    let mut details = Vec::new();
    let mut errors = Vec::new();
    let mut first_error = None;
    for (index, r) in results.into_iter().enumerate() {
        match r {
            Ok(h) => {
                details.push(ImportedHand {
                    index,
                    id: h.source_id.clone(),
                    scale: h.scale,
                });
                hands.push(h.hand);
            }
            Err(e) => {
                errors.push(ImportFailure {
                    index,
                    field: e.field.clone(),
                    detail: e.describe(lang, edition),
                });
                first_error.get_or_insert(e);
            }
        }
    }
    let Some(hand) = hands.first().cloned() else {
        return Err(match first_error {
            Some(e) => AppError::hand(e, edition),
            None => AppError::Unprocessable {
                detail: WebText::NoHandInText.into(),
                field: Some("hand_text".into()),
            },
        });
    };
    let scale = details.first().map_or(1, |d| d.scale);
    Ok(AppJson(ImportResponse {
        hand,
        hands,
        scale,
        details,
        errors,
    }))
}
