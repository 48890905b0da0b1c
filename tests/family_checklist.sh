#!/usr/bin/env bash
# Proves ARCHITECTURE.md's checklist "Adding a dispute family": in a copy of the repository
# (without target/ and .git/), adds a toy family `toy_question` by touching exactly the files
# the checklist names, regenerates what it says to regenerate, runs the tests that read the
# families (`FULL=1`: `cargo test --workspace`),
# and checks that
#   - only the checklist's files changed (and each of them did),
#   - ../shared/tools/structure.py still holds (no module cycle, a type in at most 2 files),
#   - the copy's server lists the toy family's form in GET /v1/disputes, in every language,
#     and rules on its example request.
# The repository itself is not touched.
#
# usage: tests/family_checklist.sh [TARGET_DIR]
#   TARGET_DIR: the cargo target folder for the copy's build (default: $CARGO_TARGET_DIR, else
#   the repository's target/), so that CI reuses the dependencies it has built. The copy's own
#   crates are built there too, beside the repository's (their paths differ).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TARGET=${1:-${CARGO_TARGET_DIR:-$ROOT/target}}
mkdir -p "$TARGET"
TARGET=$(cd "$TARGET" && pwd)
export CARGO_TARGET_DIR=$TARGET
export CARGO_TERM_COLOR=never
SHARED=${FLOORCALL_SHARED:-$ROOT/../shared}
WORK=$(mktemp -d)
COPY=$WORK/repo
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "family checklist: FAILED: $*" >&2; exit 1; }
step() { echo "== family checklist: $*"; }
git_() { git -C "$COPY" -c user.name=checklist -c user.email=checklist@localhost -c core.autocrlf=false "$@"; }

step "copy of $ROOT (without target/ and .git/) in $COPY"
mkdir -p "$COPY"
tar -C "$ROOT" --exclude=./target --exclude=./.git -cf - . | tar -C "$COPY" -xf -
# The baseline, to compare with at the end (ignored files included; Python's bytecode aside).
git_ init -q
git_ add -A -f -- . ':(exclude,glob)**/__pycache__/**'
git_ commit -q -m baseline
[ ! -e "$COPY/crates/engine/src/disputes/toy_question.rs" ] || fail "the copy already has a toy_question family"

step "baseline: tests/cases/*.json are what build.py writes"
python3 "$COPY/tests/cases/build.py" >/dev/null
git_ add -A -f -- . ':(exclude,glob)**/__pycache__/**'
if ! git_ diff --cached --quiet; then
  git_ diff --cached --stat >&2
  fail "the repository's cases are not what tests/cases/build.py writes (before any change)"
fi

ENGINE_FTL=$(cd "$COPY" && ls crates/engine/locales/*.ftl)
WEB_FTL=$(cd "$COPY" && ls crates/web/locales/*.ftl)
for f in $ENGINE_FTL; do
  code=$(basename "$f" .ftl)
  [ -f "$COPY/crates/web/locales/$code.ftl" ] || fail "no crates/web/locales/$code.ftl beside $f"
done

step "1. the module: crates/engine/src/disputes/toy_question.rs"
cat > "$COPY/crates/engine/src/disputes/toy_question.rs" <<'RS'
//! `toy_question`: whose turn is it? A toy dispute family, added by `tests/family_checklist.sh`
//! to a copy of the repository to prove ARCHITECTURE.md's checklist; never committed.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::Hand;
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// Is it this seat's turn to act? Judged at the end of `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ToyQuestionDispute {
    /// The seat that asks.
    pub seat: u8,
    /// Whether the dealer told the player it was their turn (unknown when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub told: Option<bool>,
}

/// The outcome code only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// Not the seat's turn: it waits.
    pub const ToyWait: Outcome = Outcome::code("toy_wait");
}

impl super::Decide for ToyQuestionDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Right, "it is the seat's turn: it may act now"),
        (
            Outcome::ToyWait,
            "it is not the seat's turn: it waits for the player to act",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] =
        &[ToyQuestionText::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        known_seat(hand, self.seat, "dispute.seat")?;
        let t = state_now(hand)?;
        let seat = self.seat;
        if t.has_folded(seat) {
            return Err(HandError::dispute("dispute.seat", Errors::Folded { seat }));
        }
        let Some(to_act) = t.to_act() else {
            return Err(HandError::dispute("dispute.seat", Errors::NobodyToAct));
        };
        let (outcome, summary) = if to_act == seat {
            (Outcome::Right, ToyQuestionText::Turn { seat })
        } else {
            (Outcome::ToyWait, ToyQuestionText::Wait { seat, to_act })
        };
        let mut dr = Draft::new(outcome, RuleKey::ActionOutOfTurn, None);
        if self.told == Some(true) {
            dr.reasoning.push(ToyQuestionText::Told.into());
        }
        dr.reasoning.push(summary.clone().into());
        dr.summary = Some(summary.into());
        Ok(dr)
    }
}

crate::text::messages! {
    /// The reasons of a `toy_question` ruling.
    pub enum ToyQuestionText {
        /// It is the seat's turn.
        Turn { seat: seat } = "toy-question-turn",
        /// Another seat acts first.
        Wait { seat: seat, to_act: seat } = "toy-question-wait",
        /// What the dealer said does not change the order.
        Told = "toy-question-told",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// A folded seat has no turn.
        Folded { seat: seat } = "error-toy-question-folded",
        /// The betting is over.
        NobodyToAct = "error-toy-question-nobody-to-act",
    }
}
RS

step "2. its registry line in crates/engine/src/disputes/mod.rs"
python3 - "$COPY/crates/engine/src/disputes/mod.rs" <<'PY'
import sys
path = sys.argv[1]
lines = open(path, encoding='utf-8').read().split('\n')
start = lines.index('disputes! {')
end = next(i for i in range(start + 1, len(lines)) if lines[i] == '}')
lines[end:end] = ['    /// Whose turn is it? (A toy family: tests/family_checklist.sh.)',
                  '    ToyQuestion = "toy_question", toy_question::ToyQuestionDispute;']
open(path, 'w', encoding='utf-8').write('\n'.join(lines))
PY

step "3. its messages in every engine message file: $(echo $ENGINE_FTL | tr '\n' ' ')"
engine_words() {
  case "$1" in
    en) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = It is seat { $seat }'s turn to act.
toy-question-wait = It is not seat { $seat }'s turn: seat { $to_act } acts first.
toy-question-told = What the dealer said does not change whose turn it is.
error-toy-question-folded = seat { $seat } has folded: it has no turn
error-toy-question-nobody-to-act = nobody is to act: the betting is over
FTL
      ;;
    pt) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = É a vez do assento { $seat }.
toy-question-wait = Não é a vez do assento { $seat }: o assento { $to_act } age antes.
toy-question-told = O que o dealer disse não muda de quem é a vez.
error-toy-question-folded = o assento { $seat } desistiu: não tem vez
error-toy-question-nobody-to-act = ninguém tem de agir: as apostas acabaram
FTL
      ;;
    es) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = Es el turno del asiento { $seat }.
toy-question-wait = No es el turno del asiento { $seat }: el asiento { $to_act } actúa antes.
toy-question-told = Lo que dijo el crupier no cambia de quién es el turno.
error-toy-question-folded = el asiento { $seat } se retiró: no tiene turno
error-toy-question-nobody-to-act = nadie debe actuar: las apuestas terminaron
FTL
      ;;
    fr) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = C’est au siège { $seat } d’agir.
toy-question-wait = Ce n’est pas au siège { $seat } d’agir : le siège { $to_act } agit avant.
toy-question-told = Ce qu’a dit le croupier ne change pas à qui c’est le tour.
error-toy-question-folded = le siège { $seat } s’est couché : il n’a pas de tour
error-toy-question-nobody-to-act = personne ne doit agir : les enchères sont finies
FTL
      ;;
    de) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = Platz { $seat } ist am Zug.
toy-question-wait = Platz { $seat } ist nicht am Zug: Platz { $to_act } handelt zuerst.
toy-question-told = Was der Dealer sagte, ändert nicht, wer am Zug ist.
error-toy-question-folded = Platz { $seat } hat gefoldet: er ist nicht am Zug
error-toy-question-nobody-to-act = niemand ist am Zug: die Setzrunde ist vorbei
FTL
      ;;
    it) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = Tocca al posto { $seat }.
toy-question-wait = Non tocca al posto { $seat }: il posto { $to_act } agisce prima.
toy-question-told = Ciò che ha detto il dealer non cambia a chi tocca.
error-toy-question-folded = il posto { $seat } ha foldato: non ha turno
error-toy-question-nobody-to-act = nessuno deve agire: le puntate sono finite
FTL
      ;;
    ru) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = Ход игрока на месте { $seat }.
toy-question-wait = Сейчас не ход игрока на месте { $seat }: первым действует место { $to_act }.
toy-question-told = Слова дилера не меняют, чей сейчас ход.
error-toy-question-folded = игрок на месте { $seat } сбросил карты: у него нет хода
error-toy-question-nobody-to-act = никто не должен действовать: торговля окончена
FTL
      ;;
    zh) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = 轮到 { $seat } 号位行动。
toy-question-wait = 还没轮到 { $seat } 号位：{ $to_act } 号位先行动。
toy-question-told = 荷官说的话不改变轮到谁行动。
error-toy-question-folded = { $seat } 号位已弃牌：没有行动轮次
error-toy-question-nobody-to-act = 无人需要行动：下注已结束
FTL
      ;;
    ja) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = シート { $seat } の手番です。
toy-question-wait = シート { $seat } の手番ではありません。シート { $to_act } が先に行動します。
toy-question-told = ディーラーの発言で手番は変わりません。
error-toy-question-folded = シート { $seat } はフォールド済み：手番はない
error-toy-question-nobody-to-act = 行動するプレイヤーはいない：ベッティングは終了している
FTL
      ;;
    ko) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = { $seat }번 좌석의 차례입니다.
toy-question-wait = { $seat }번 좌석의 차례가 아닙니다: { $to_act }번 좌석이 먼저 행동합니다.
toy-question-told = 딜러의 말은 누구의 차례인지를 바꾸지 않습니다.
error-toy-question-folded = { $seat }번 좌석은 폴드했다: 차례가 없다
error-toy-question-nobody-to-act = 행동할 사람이 없다: 베팅이 끝났다
FTL
      ;;
    cs) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = Na tahu je místo { $seat }.
toy-question-wait = Místo { $seat } není na tahu: místo { $to_act } jedná dříve.
toy-question-told = To, co řekl dealer, nemění, kdo je na tahu.
error-toy-question-folded = místo { $seat } složilo karty: není na tahu
error-toy-question-nobody-to-act = nikdo není na tahu: sázení skončilo
FTL
      ;;
    zh-Hant) cat <<'FTL'

## toy-question (tests/family_checklist.sh)
toy-question-turn = 輪到 { $seat } 號位行動。
toy-question-wait = 還沒輪到 { $seat } 號位：{ $to_act } 號位先行動。
toy-question-told = 荷官說的話不會改變輪到誰行動。
error-toy-question-folded = { $seat } 號位已棄牌：沒有行動輪次
error-toy-question-nobody-to-act = 沒有人需要行動：下注已結束
FTL
      ;;
    # A language this script does not know yet: refused (its words are the translator's).
    *) return 1 ;;
  esac
}
web_words() {
  case "$1" in
    en) printf '\ndispute-toy-question = Whose turn is it? (toy)\nfield-told = Told it was their turn?\noutcome-toy-wait = wait for the turn\n' ;;
    pt) printf '\ndispute-toy-question = De quem é a vez? (teste)\nfield-told = Disseram que era a vez?\noutcome-toy-wait = esperar a vez\n' ;;
    es) printf '\ndispute-toy-question = ¿De quién es el turno? (prueba)\nfield-told = ¿Le dijeron que era su turno?\noutcome-toy-wait = esperar el turno\n' ;;
    fr) printf '\ndispute-toy-question = À qui le tour ? (essai)\nfield-told = Lui a-t-on dit que c’était son tour ?\noutcome-toy-wait = attendre son tour\n' ;;
    de) printf '\ndispute-toy-question = Wer ist am Zug? (Test)\nfield-told = Wurde gesagt, er sei am Zug?\noutcome-toy-wait = auf den Zug warten\n' ;;
    it) printf '\ndispute-toy-question = A chi tocca? (prova)\nfield-told = Gli è stato detto che toccava a lui?\noutcome-toy-wait = aspettare il turno\n' ;;
    ru) printf '\ndispute-toy-question = Чей ход? (тест)\nfield-told = Сказали, что его ход?\noutcome-toy-wait = ждать своего хода\n' ;;
    zh) printf '\ndispute-toy-question = 轮到谁？（测试）\nfield-told = 是否被告知轮到他？\noutcome-toy-wait = 等待轮次\n' ;;
    ja) printf '\ndispute-toy-question = 誰の手番？（テスト）\nfield-told = 手番だと言われたか？\noutcome-toy-wait = 手番を待つ\n' ;;
    ko) printf '\ndispute-toy-question = 누구의 차례인가? (테스트)\nfield-told = 차례라고 들었는가?\noutcome-toy-wait = 차례를 기다림\n' ;;
    cs) printf '\ndispute-toy-question = Kdo je na tahu? (test)\nfield-told = Řekli mu, že je na tahu?\noutcome-toy-wait = počkat na tah\n' ;;
    zh-Hant) printf '\ndispute-toy-question = 輪到誰？（測試）\nfield-told = 是否被告知輪到他？\noutcome-toy-wait = 等待輪次\n' ;;
    *) return 1 ;;
  esac
}
for f in $ENGINE_FTL; do
  code=$(basename "$f" .ftl)
  engine_words "$code" >> "$COPY/$f" || fail "the toy family has no words for $code (a language this script does not know)"
done

step "4. its form words in every web message file: $(echo $WEB_FTL | tr '\n' ' ')"
for f in $WEB_FTL; do
  code=$(basename "$f" .ftl)
  words=$(web_words "$code") || fail "the toy family has no form words for $code"
  # Before the console's own section, which ends each file.
  python3 - "$COPY/$f" "$words" <<'PY'
import sys
path, words = sys.argv[1], sys.argv[2].strip('\n')
text = open(path, encoding='utf-8').read()
at = text.find('\n## console\n')
text = text.rstrip('\n') + '\n\n' + words + '\n' if at < 0 else text[:at] + '\n' + words + '\n' + text[at:]
open(path, 'w', encoding='utf-8').write(text)
PY
done

step "5. three cases in tests/cases/build.py, one of them example=True"
python3 - "$COPY/tests/cases/build.py" <<'PY'
import sys
path = sys.argv[1]
text = open(path, encoding='utf-8').read()
marker = "# The independent examiners' cards"
assert marker in text, 'build.py: the examiners\' section is not where this script expects it'
toy = '''# ------------------------------------------------------------------ toy_question (tests/family_checklist.sh)
def toy(id, source, seat, outcome, told=None, **kw):
    h = hand('NLHE', 100, 200, 1, seats(10000, 10000, 10000, 10000), [P(4, 'call'), P(1, 'call')])
    d = {'type': 'toy_question', 'seat': seat}
    if told is not None:
        d['told'] = told
    case('toy_question', id, source, h, d, outcome, 'action-out-of-turn', None, **kw)
toy('VAR-TOY-its-turn', 'toy: after two calls the small blind, seat 2, is to act', 2, 'right', lang='en', example=True)
toy('VAR-TOY-not-yet', 'toy: the big blind, seat 3, acts after the small blind', 3, 'toy_wait', lang='pt')
toy('VAR-TOY-told', 'toy: the dealer told seat 4 it was its turn; seat 2 acts first', 4, 'toy_wait', told=True,
    lang='es', edition='2026')

'''
open(path, 'w', encoding='utf-8').write(text.replace(marker, toy + marker, 1))
PY

step "6. regenerate the cases (python3 tests/cases/build.py)"
(cd "$COPY" && python3 tests/cases/build.py | grep -E '^toy_question:') || fail "build.py wrote no toy_question cases"

step "7. regenerate the OpenAPI document (UPDATE_OPENAPI=1 cargo test -p floorcall-web --test api openapi)"
(cd "$COPY" && UPDATE_OPENAPI=1 cargo test -q -p floorcall-web --test api openapi) \
  || fail "regenerating openapi/openapi.json"

step "8. the words of its cases as a reviewed snapshot (INSTA_UPDATE=always cargo test -p floorcall-engine --test wording)"
(cd "$COPY" && INSTA_UPDATE=always cargo test -q -p floorcall-engine --test wording) \
  || fail "writing tests/snapshots/toy_question.snap"
SNAP=$COPY/tests/snapshots/toy_question.snap
[ -f "$SNAP" ] || fail "no tests/snapshots/toy_question.snap"
for words in "It is seat 2's turn to act." "Não é a vez do assento 3" "No es el turno del asiento 4"; do
  grep -qF "$words" "$SNAP" || fail "the snapshot lacks \"$words\""
done

step "8b. the console's offline engine (bash crates/wasm/build.sh)"
(cd "$COPY" && bash crates/wasm/build.sh) || fail "rebuilding crates/wasm/dist/floorcall.wasm"

step "9. the tests that read the dispute families, in the copy (target: $TARGET)"
# Every test that reads the families (their registry, cases, messages, forms or document):
# the engine's unit tests, cases, graded cards, wording, properties, spots and house documents;
# the offline engine's tests; the web crate's unit tests (the console's words), its binary's
# and its structure test; and the API tests over the cases, the examples, the console, the
# endpoints, house profiles, the offline engine, the document and the floor's record. The rest
# of `cargo test --workspace` (the log's drills, the importers over ../shared, the oracle, the
# exhaustive evaluator) does not depend on which families there are: it runs in the
# repository's own `cargo test --workspace`, and the copy would only repeat it (`FULL=1` runs
# the whole suite here too). The PostgreSQL log tests are left to the repository's own run
# (they share one database).
if [ -d "$SHARED" ]; then export FLOORCALL_SHARED=$(cd "$SHARED" && pwd); fi
in_copy() { (cd "$COPY" && env -u FLOORCALL_TEST_POSTGRES_URL INSTA_UPDATE=no "$@"); }
if [ "${FULL:-0}" != "0" ]; then
  in_copy cargo test --workspace || fail "cargo test --workspace in the copy"
else
  in_copy cargo test -p floorcall-engine --lib --test cases --test graded --test wording \
    --test properties --test spot --test house_docs || fail "the engine's tests in the copy"
  in_copy cargo test -p floorcall-wasm || fail "the offline engine's tests in the copy"
  in_copy cargo test -p floorcall-web --lib --bins --test structure || fail "the web crate's unit tests in the copy"
  in_copy cargo test -p floorcall-web --test api -- cases:: console:: endpoints:: examples:: \
    house:: offline:: openapi:: record:: || fail "the API tests over the families in the copy"
fi

step "10. only the checklist's files changed"
git_ add -A -f -- . ':(exclude,glob)**/__pycache__/**'
git_ diff --cached --stat
python3 - "$COPY" <<'PY' || fail "the files changed are not the checklist's"
import os, subprocess, sys
copy = sys.argv[1]
out = subprocess.run(['git', '-C', copy, 'diff', '--cached', '--name-status', '--no-renames'],
                     check=True, capture_output=True, text=True).stdout
changed = {}
for line in out.splitlines():
    status, path = line.split('\t', 1)
    changed[path] = status
expected = {
    'crates/engine/src/disputes/toy_question.rs': 'A',
    'crates/engine/src/disputes/mod.rs': 'M',
    'tests/cases/build.py': 'M',
    'tests/cases/toy_question.json': 'A',
    'tests/snapshots/toy_question.snap': 'A',
    'openapi/openapi.json': 'M',
    'crates/wasm/dist/floorcall.wasm': 'M',
    'crates/wasm/dist/floorcall.wasm.stamp': 'M',
}
for d in ('crates/engine/locales', 'crates/web/locales'):
    for f in sorted(os.listdir(os.path.join(copy, d))):
        if f.endswith('.ftl'):
            expected[f'{d}/{f}'] = 'M'
bad = False
for path, status in sorted(changed.items()):
    if expected.get(path) != status:
        print(f'  not in the checklist: {status} {path}')
        bad = True
for path, status in sorted(expected.items()):
    if changed.get(path) != status:
        print(f'  the checklist names it, but it is not {"added" if status == "A" else "changed"}: {path}')
        bad = True
if bad:
    sys.exit(1)
print(f'  {len(changed)} files, each named by the checklist; nothing else changed '
      '(no JavaScript, HTML, web Rust, Cargo file or other case file)')
PY

step "11. the structure holds in the copy (../shared/tools/structure.py)"
STRUCTURE=$SHARED/tools/structure.py
if [ -f "$STRUCTURE" ]; then
  python3 "$STRUCTURE" "$COPY" || fail "structure.py in the copy"
  grep -q '"toy_question"' "$COPY/openapi/openapi.json" || fail "the document names no toy_question"
elif [ "${FLOORCALL_REQUIRE_SHARED:-0}" != "0" ]; then
  fail "FLOORCALL_REQUIRE_SHARED is set but $STRUCTURE is missing"
else
  echo "skipped: $STRUCTURE is absent (set FLOORCALL_SHARED)"
fi

step "12. the copy's server: GET /v1/disputes lists the toy family's form; its example is ruled"
(cd "$COPY" && cargo build -q -p floorcall-web --bin floorcall) || fail "building the copy's server"
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$TARGET/debug/floorcall" serve --addr "127.0.0.1:$PORT" --database none > "$WORK/server.log" 2>&1 &
SERVER_PID=$!
python3 - "http://127.0.0.1:$PORT" "$COPY" <<'PY' || { cat "$WORK/server.log" >&2; fail "the copy's server"; }
import json, os, sys, time, urllib.request
base, copy = sys.argv[1], sys.argv[2]
for _ in range(100):
    try:
        urllib.request.urlopen(base + '/healthz', timeout=2).read()
        break
    except OSError:
        time.sleep(0.1)
else:
    sys.exit('the server did not start')

def get(path):
    with urllib.request.urlopen(base + path, timeout=10) as r:
        return json.loads(r.read())

def words(code):
    out = {}
    for line in open(os.path.join(copy, 'crates', 'web', 'locales', code + '.ftl'), encoding='utf-8'):
        if ' = ' in line and not line.startswith((' ', '#')):
            k, v = line.rstrip('\n').split(' = ', 1)
            out[k] = v
    return out

codes = sorted(f[:-4] for f in os.listdir(os.path.join(copy, 'crates', 'web', 'locales')) if f.endswith('.ftl'))
for code in codes:
    forms = get('/v1/disputes?language=' + code)
    w = words(code)
    form = next((f for f in forms['disputes'] if f['type'] == 'toy_question'), None)
    assert form, f'{code}: GET /v1/disputes has no toy_question form'
    assert form['title'] == w['dispute-toy-question'], (code, form['title'])
    assert form['spot'] is True, form
    fields = {f['name']: f for f in form['fields']}
    assert fields['seat']['kind'] == 'seat' and fields['seat']['subject'] and fields['seat']['required'], fields
    assert fields['told']['kind'] == 'select' and fields['told']['label'] == w['field-told'], fields
    labels = {o['value']: o['label'] for o in forms['outcomes']}
    assert labels.get('toy_wait') == w['outcome-toy-wait'], labels.get('toy_wait')
    print(f"  {code}: form toy_question \"{form['title']}\", fields {sorted(fields)}, outcome toy_wait \"{labels['toy_wait']}\"")
doc = get('/openapi.json')
schema = doc['components']['schemas']['ToyQuestionDispute']
assert schema['x-floorcall-spot'] is True, schema
assert 'toy_wait' in doc['components']['schemas']['Outcome']['enum']
case = next(c for c in json.load(open(os.path.join(copy, 'tests', 'cases', 'toy_question.json'), encoding='utf-8'))
            if c.get('example'))
req = urllib.request.Request(base + '/v1/rulings', data=json.dumps(case['request']).encode(),
                             headers={'content-type': 'application/json'}, method='POST')
with urllib.request.urlopen(req, timeout=10) as r:
    ruling = json.loads(r.read())
assert ruling['outcome'] == case['expected']['outcome'], ruling
assert ruling['citation']['key'] == 'action-out-of-turn', ruling['citation']
print(f"  /openapi.json serves ToyQuestionDispute; POST /v1/rulings {case['id']}: {ruling['outcome']}, "
      f"{ruling['citation']['label']}: {ruling['summary']}")
PY
kill "$SERVER_PID"
wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=""

echo "family checklist: OK: a new dispute family took its module, one registry line, its words in" \
  "$(echo $ENGINE_FTL | wc -w) engine and $(echo $WEB_FTL | wc -w) web message files, three cases, the regenerated" \
  "cases, snapshot and OpenAPI document, and nothing else; the tests over the families pass$([ "${FULL:-0}" != "0" ] && echo " (the whole suite)"), the structure" \
  "holds and the console's form list has it"
