//! `floorcall`: the service binary.

use axum::{Json, Router, routing::get, routing::post};
use clap::{Parser, Subcommand};
use floorcall_engine::hand::{Hand, HandInput};

#[derive(Parser, Debug)]
#[command(name = "floorcall", version, about = "Poker TDA floor rulings")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Serve the REST API.
    Serve {
        #[arg(long, env = "FLOORCALL_ADDR", default_value = "127.0.0.1:8080")]
        addr: String,
    },
}

async fn replay(Json(input): Json<HandInput>) -> Json<serde_json::Value> {
    let out = match Hand::parse(&input) {
        Ok(hand) => match floorcall_engine::replay::replay(&hand) {
            Ok(r) => serde_json::json!({"steps": r.decisions, "result": r.result()}),
            Err(e) => serde_json::json!({"error": e.to_string()}),
        },
        Err(e) => serde_json::json!({"error": e.to_string()}),
    };
    Json(out)
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt().init();
    let cli = Cli::parse();
    let addr = match cli.command {
        Some(Command::Serve { addr }) => addr,
        None => std::env::var("FLOORCALL_ADDR").unwrap_or_else(|_| "127.0.0.1:8080".into()),
    };
    let app = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/v1/hands/replay", post(replay));
    let listener = tokio::net::TcpListener::bind(&addr).await?;
    tracing::info!("listening on {addr}");
    axum::serve(listener, app).await
}
