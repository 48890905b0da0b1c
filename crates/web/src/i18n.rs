//! The language of an answer: `Accept-Language` read, the body's choice honoured, and every
//! answer whose words depend on it saying so (`Content-Language`, `Vary`); and the edition and
//! language a request is answered in ([`Negotiate`], the one place where the defaults are
//! applied).

use crate::problem::{AppError, ProblemSource};
use crate::state::AppState;
use axum::extract::{FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;
use floorcall_engine::lang::Language;
use floorcall_engine::rules::Edition;

/// What a request is answered in before it says anything itself: the server's edition
/// (`--edition`) and the language `Accept-Language` asks for. An extractor; [`Negotiate::with`]
/// adds the request's own choice (its body's or its query's `edition` and `language`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Negotiate {
    edition: Edition,
    accept: Option<Language>,
}

/// The edition and language a request is answered in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Negotiated {
    pub(crate) edition: Edition,
    pub(crate) language: Language,
    /// The language the request named itself, if it did: its problems are in it whatever
    /// `Accept-Language` says.
    chosen: Option<Language>,
}

impl FromRequestParts<AppState> for Negotiate {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, s: &AppState) -> Result<Self, Self::Rejection> {
        Ok(Negotiate {
            edition: s.default_edition(),
            accept: accept_language(&parts.headers),
        })
    }
}

impl Negotiate {
    /// The request's own edition and language where it names them, else the server's edition
    /// and `Accept-Language`, else English.
    pub(crate) fn with(self, edition: Option<Edition>, language: Option<Language>) -> Negotiated {
        Negotiated {
            edition: edition.unwrap_or(self.edition),
            language: language.or(self.accept).unwrap_or_default(),
            chosen: language,
        }
    }

    /// For a request that names neither.
    pub(crate) fn defaults(self) -> Negotiated {
        self.with(None, None)
    }
}

impl Negotiated {
    /// An error of this request, in the language it named (else the answer's language is
    /// decided when the problem is written: `Accept-Language`).
    pub(crate) fn error(&self, e: AppError) -> AppError {
        match self.chosen {
            Some(l) => e.in_language(l),
            None => e,
        }
    }

    /// An answer in this request's language: `Content-Language` says which.
    pub(crate) fn answer(&self, r: Response) -> Response {
        in_language(r, self.language)
    }
}

/// The language `Accept-Language` asks for, if it names one the service speaks (`pt-BR` →
/// `pt`).
pub(crate) fn accept_language(headers: &HeaderMap) -> Option<Language> {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(Language::from_accept_language)
}

/// An answer whose words are in `lang`: `Content-Language` says which, and `Vary` that the
/// `Accept-Language` header may change it.
pub(crate) fn in_language(mut r: Response, lang: Language) -> Response {
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.code()),
    );
    h.insert(header::VARY, HeaderValue::from_static("accept-language"));
    r
}

/// Middleware: a problem is written in the language the request chose (its body's
/// `language`), else `Accept-Language`, else English, and says so (`Content-Language`,
/// `Vary: Accept-Language`).
pub(crate) async fn localize(req: Request, next: axum::middleware::Next) -> Response {
    let header = accept_language(req.headers());
    let mut r = next.run(req).await;
    let Some(err) = ProblemSource::take(&mut r) else {
        return r;
    };
    let lang = err.chosen_language().or(header).unwrap_or_default();
    if lang != Language::En {
        let body = serde_json::to_vec(&err.problem(lang)).unwrap_or_default();
        r.headers_mut().remove(header::CONTENT_LENGTH);
        *r.body_mut() = axum::body::Body::from(body);
    }
    in_language(r, lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_request_choice_comes_first_then_the_server_and_the_header() {
        let n = Negotiate {
            edition: Edition::E2026,
            accept: Some(Language::Pt),
        };
        assert_eq!(
            n.defaults(),
            Negotiated {
                edition: Edition::E2026,
                language: Language::Pt,
                chosen: None
            }
        );
        let mine = n.with(Some(Edition::E2024), Some(Language::Es));
        assert_eq!(
            (mine.edition, mine.language),
            (Edition::E2024, Language::Es)
        );
        let bare = Negotiate {
            edition: Edition::E2024,
            accept: None,
        };
        assert_eq!(bare.defaults().language, Language::En);
    }
}
