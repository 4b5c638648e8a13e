//! *Your tables* on the title card: every online seat kept, hosted or joined, with how its table
//! stands now (`online::kept_tables`), each taken back with one click.

use crate::files::settings::KeptSeat;
use crate::lang::t;
use crate::net::client::Trouble;
use crate::net::protocol::{Glance, Refusal};
use crate::online::kept_tables::{Glanced, Glances};
use bevy_egui::egui::{self, RichText, Ui};

/// What the person asked of their tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableAsked {
    Back(KeptSeat),
    Forget { token: String },
}

/// The table's name as its seat knows it: its host's, or its room's code before the host's name
/// was heard.
pub fn table_name(seat: &KeptSeat) -> String {
    if seat.hosted {
        t!("tables-yours")
    } else if seat.host.is_empty() {
        t!("tables-room", code = seat.code.as_str())
    } else {
        t!("online-network-table", host = seat.host.as_str())
    }
}

/// How a table stands, in a few words.
pub fn standing(seat: &KeptSeat, glanced: Option<&Glanced>) -> String {
    if seat.hosted {
        return t!("tables-own-opens");
    }
    match glanced {
        None | Some(Glanced::Asking) => t!("tables-asking"),
        Some(Glanced::Seen(glance)) => seen(glance),
        Some(Glanced::NotAnswering(Trouble::Refused(Refusal::SeatNotKept | Refusal::NoSuchRoom | Refusal::RoomClosed))) => {
            t!("tables-ended")
        }
        Some(Glanced::NotAnswering(_)) if !seat.host.is_empty() => t!("tables-host-away", host = seat.host.as_str()),
        Some(Glanced::NotAnswering(_)) => t!("tables-not-answering"),
    }
}

fn seen(glance: &Glance) -> String {
    match glance.to_move {
        _ if glance.over => t!("tables-over"),
        Some(s) if s == glance.seat => t!("tables-your-turn", round = glance.round),
        Some(_) if glance.paused => t!("tables-paused", round = glance.round),
        Some(s) => match glance.names.get(s as usize).cloned().flatten() {
            Some(name) => t!("tables-turn-of", name = name.as_str(), round = glance.round),
            None => t!("tables-computer-turn", round = glance.round),
        },
        None if glance.round == 0 => t!("tables-not-dealt"),
        None => t!("tables-between", round = glance.round),
    }
}

/// The widest a table's standing is drawn (wider words wrap).
const STANDING_WIDTH: f32 = 250.0;

/// Tables shown before the rest is folded away (the title card keeps its buttons in sight at
/// 1280×720 with eight seats).
const SHOWN: usize = 2;

/// The list, the latest seat first; what was asked.
pub fn your_tables(ui: &mut Ui, seats: &[KeptSeat], glances: &Glances) -> Option<TableAsked> {
    let mut asked = None;
    if seats.is_empty() {
        return None;
    }
    ui.label(RichText::new(t!("tables-heading")).color(crate::theme::GOLD));
    let latest: Vec<&KeptSeat> = seats.iter().rev().collect();
    let rows = |ui: &mut Ui, id: &str, seats: &[&KeptSeat], asked: &mut Option<TableAsked>| {
        egui::Grid::new(id).num_columns(3).spacing([10.0, 4.0]).show(ui, |ui| {
            for seat in seats {
                if let Some(a) = row(ui, seat, glances) {
                    *asked = Some(a);
                }
                ui.end_row();
            }
        });
    };
    rows(ui, "your tables", &latest[..latest.len().min(SHOWN)], &mut asked);
    if latest.len() > SHOWN {
        let more = latest.len() - SHOWN;
        egui::CollapsingHeader::new(t!("tables-more", count = more)).id_salt("your tables, more").show(ui, |ui| {
            rows(ui, "your tables, more", &latest[SHOWN..], &mut asked);
        });
    }
    asked
}

/// One table: its name, how it stands, back to it or forget it.
fn row(ui: &mut Ui, seat: &KeptSeat, glances: &Glances) -> Option<TableAsked> {
    let mut asked = None;
    let name = table_name(seat);
    ui.label(RichText::new(&name).strong());
    // A long word of how it stands wraps in its column: the title card keeps its width.
    ui.scope(|ui| {
        ui.set_max_width(STANDING_WIDTH);
        ui.add(egui::Label::new(RichText::new(standing(seat, glances.by_token.get(&seat.token))).weak()).wrap());
    });
    ui.horizontal(|ui| {
        let back = ui.button(t!("online-back-to-table"));
        // Each button names its table for a screen reader.
        back.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, t!("tables-back-to", table = name.as_str())));
        if back.clicked() {
            asked = Some(TableAsked::Back(seat.clone()));
        }
        let forget = ui.small_button(t!("online-forget"));
        forget.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, t!("tables-forget", table = name.as_str())));
        if forget.clicked() {
            asked = Some(TableAsked::Forget { token: seat.token.clone() });
        }
    });
    asked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::kept_tables::Glanced;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    use std::collections::BTreeMap;

    fn seat(token: &str, host: &str, hosted: bool) -> KeptSeat {
        KeptSeat { server: "localhost:7777".into(), code: "K7PM-4QRT".into(), token: token.into(), hosted, host: host.into() }
    }

    fn glance(to_move: Option<u8>, round: u32, over: bool) -> Glanced {
        Glanced::Seen(Glance {
            code: "K7PM-4QRT".into(),
            seat: 1,
            names: vec![Some("Ana María".into()), Some("Bo".into()), None],
            to_move,
            round,
            over,
            paused: false,
        })
    }

    struct Title {
        seats: Vec<KeptSeat>,
        glances: Glances,
        asked: Vec<TableAsked>,
    }

    /// Five tables: one's own, a friend's at their turn, one at the person's turn, one whose
    /// host is away, one being asked.
    fn harness() -> Harness<'static, Title> {
        let seats = vec![
            seat("own", "", true),
            seat("ana", "Ana María", false),
            seat("mine", "Bartholomew", false),
            seat("away", "Cy", false),
            seat("asking", "", false),
        ];
        let mut by_token = BTreeMap::new();
        by_token.insert("ana".to_string(), glance(Some(0), 3, false));
        by_token.insert("mine".to_string(), glance(Some(1), 12, false));
        by_token.insert("away".to_string(), Glanced::NotAnswering(Trouble::NoAnswer { address: "x".into() }));
        let title = Title { seats, glances: Glances::answered(by_token), asked: Vec::new() };
        Harness::builder().with_size(egui::vec2(1280.0, 720.0)).build_ui_state(
            |ui, t: &mut Title| {
                if let Some(a) = your_tables(ui, &t.seats, &t.glances) {
                    t.asked.push(a);
                }
            },
            title,
        )
    }

    /// The list with its folded part open.
    fn unfolded() -> Harness<'static, Title> {
        let mut h = harness();
        h.get_by_label_contains(&t!("tables-more", count = 3)).click();
        h.run();
        h
    }

    /// A long word of how a table stands wraps in its column: the title card keeps its width
    /// (it widened with a long host's name before).
    #[test]
    fn a_long_standing_wraps_within_its_column() {
        let seats = vec![seat("far", "Bartholomew Maximilian", false)];
        let mut by_token = BTreeMap::new();
        by_token.insert("far".to_string(), Glanced::NotAnswering(Trouble::NoAnswer { address: "x".into() }));
        let title = Title { seats, glances: Glances::answered(by_token), asked: Vec::new() };
        let h = Harness::builder().with_size(egui::vec2(1280.0, 720.0)).build_ui_state(
            |ui, t: &mut Title| {
                your_tables(ui, &t.seats, &t.glances);
            },
            title,
        );
        let line = h.get_by_label_contains("may have closed the game");
        assert!(line.rect().width() <= STANDING_WIDTH + 1.0, "{:?}", line.rect());
    }

    #[test]
    fn the_list_fits_in_every_language() {
        crate::ui::layout_check::fits_in_every_language("Your tables", egui::vec2(1280.0, 720.0), 10, unfolded);
    }

    /// Each table says how it stands, the latest kept first, and is taken back (or forgotten)
    /// with one click on its own named button.
    #[test]
    fn each_table_says_how_it_stands_and_is_taken_back() {
        let h = harness();
        assert!(h.query_by_label("Your own table").is_none(), "the oldest is folded away");
        let mut h = unfolded();
        for line in [
            "Ana María's table",
            "Ana María's turn · round 3",
            "your turn · round 12",
            "not answering: Cy may have closed the game",
            "Room K7PM-4QRT",
            "asking…",
            "Your own table",
            "it opens again when you go back",
        ] {
            assert!(h.query_by_label(line).is_some(), "{line:?} is shown");
        }
        h.get_by_label("Back to Bartholomew's table").click();
        h.run();
        h.get_by_label("Forget Cy's table").click();
        h.run();
        assert_eq!(h.state().asked, [TableAsked::Back(seat("mine", "Bartholomew", false)), TableAsked::Forget { token: "away".into() }]);
    }

    #[test]
    fn a_table_stands_in_words() {
        let joined = seat("t", "Ana", false);
        assert_eq!(standing(&joined, Some(&glance(None, 0, false))), "waiting for everyone to sit down");
        assert_eq!(standing(&joined, Some(&glance(None, 2, false))), "round 2 is over");
        assert_eq!(standing(&joined, Some(&glance(Some(2), 2, false))), "a computer's turn · round 2");
        assert_eq!(standing(&joined, Some(&glance(None, 13, true))), "the match is over");
        let paused = |to_move| match glance(Some(to_move), 3, false) {
            Glanced::Seen(g) => Glanced::Seen(Glance { paused: true, ..g }),
            other => other,
        };
        assert_eq!(standing(&joined, Some(&paused(0))), "paused: everyone is away · round 3");
        assert_eq!(standing(&joined, Some(&paused(1))), "your turn · round 3", "the table waits for you anyway");
        assert_eq!(standing(&joined, Some(&Glanced::NotAnswering(Trouble::Refused(Refusal::SeatNotKept)))), "this table has ended");
    }
}
