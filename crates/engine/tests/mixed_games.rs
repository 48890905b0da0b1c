//! All 83 hands of a real mixed-game final table (`../shared/mixed-games/wsop-2023-43-5`, the
//! 2023 WSOP $50K Poker Players Championship, nine games): every hand imports from PHH and
//! replays to the finishing stacks the file records, but one razz hand whose history records a
//! limit raise "to" an opponent's all-in (refused, with the reason named).

use floorcall_engine::hand::Hand;
use floorcall_engine::import::money::Decimal;
use floorcall_engine::import::{HandFormat, import_text};
use floorcall_engine::replay::replay;
use std::collections::BTreeMap;
use std::io::Write;

mod support;

/// The one hand refused, and why.
const REFUSED: &[(&str, &str)] = &[(
    "03-50-24.phh",
    "records a fixed-limit raise to 750,000, an opponent's all-in, where a raise is a full bet \
     (the raise it records is not one the limit allows)",
)];

#[test]
fn every_hand_of_the_mixed_game_final_table_replays_to_its_recorded_stacks() {
    let Some(dir) = support::shared("mixed-games/wsop-2023-43-5", "mixed-game final table") else {
        return;
    };
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("the folder")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "phh"))
        .collect();
    paths.sort();
    let mut by_game: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    for path in &paths {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(path).expect("readable");
        let variant = text
            .lines()
            .find_map(|l| l.strip_prefix("variant = "))
            .unwrap_or("?")
            .trim_matches('\'')
            .to_string();
        let entry = by_game.entry(variant).or_default();
        entry.0 += 1;
        let outcome = (|| -> Result<(), String> {
            let mut imp = import_text(&text, HandFormat::Phh).map_err(|e| e.to_string())?;
            let imp = imp.remove(0);
            let hand = Hand::parse(&imp.hand).map_err(|e| e.to_string())?;
            let r = replay(&hand).map_err(|e| e.to_string())?;
            let res = r.result().ok_or("the hand is not over")?;
            let ours = res.final_stacks.ok_or("the pots could not be awarded")?;
            let theirs = imp.finishing_stacks.ok_or("no finishing stacks")?;
            let decimals = imp.scale.ilog10();
            for (k, t) in theirs.iter().enumerate() {
                let want = Decimal::parse(t).and_then(|d| d.scaled(decimals));
                let seat = imp.hand.seats[k].seat;
                let got = ours.iter().find(|s| s.seat == seat).map(|s| s.stack);
                if want != got {
                    return Err(format!("seat {seat}: recorded {want:?}, replayed {got:?}"));
                }
            }
            Ok(())
        })();
        match (outcome, REFUSED.iter().find(|(f, _)| *f == name)) {
            (Ok(()), None) => entry.1 += 1,
            (Ok(()), Some(_)) => failures.push(format!("{name}: listed as refused but replays")),
            (Err(e), Some(_)) => {
                let _ = writeln!(std::io::stderr(), "refused as expected: {name}: {e}");
                assert!(
                    e.contains("750,000") && e.contains("1,200,000"),
                    "{name} is refused for another reason: {e}"
                );
            }
            (Err(e), None) => failures.push(format!("{name}: {e}")),
        }
    }
    let mut report =
        String::from("mixed-game final table (game: replayed to its stacks / hands):\n");
    for (g, (n, ok)) in &by_game {
        report.push_str(&format!("  {g:6} {ok:3} / {n}\n"));
    }
    let _ = std::io::stderr().write_all(report.as_bytes());
    assert_eq!(paths.len(), 83, "the folder holds 83 hands");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
